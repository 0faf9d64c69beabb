#pragma once
// The visitor-mail hourly budget as this process last saw it (issue 38): the outbox worker
// updates it at each claim; GET /metrics reads it. Mails over the budget wait in the outbox, in
// order, and leave as the hour's count goes down.
#include <cstdint>
#include <mutex>

namespace outbox {

struct VisitorBudgetState {
    std::int64_t per_hour = 0;        // 0: no budget
    std::int64_t sent_last_hour = 0;  // across every instance, counted up to per_hour
    bool reached = false;
    std::int64_t waiting = 0;         // visitor mails pending while the budget is reached
};

class VisitorBudget {
public:
    void update(const VisitorBudgetState& state) {
        std::lock_guard lock(mutex_);
        state_ = state;
    }
    [[nodiscard]] VisitorBudgetState state() const {
        std::lock_guard lock(mutex_);
        return state_;
    }

private:
    mutable std::mutex mutex_;
    VisitorBudgetState state_;
};

// The process's.
VisitorBudget& visitor_budget();

}  // namespace outbox
