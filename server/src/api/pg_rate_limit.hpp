#pragma once
// The rate limit shared by every instance behind a load balancer: buckets live in PostgreSQL
// (the architecture: "rate-limit counters live in PostgreSQL when it is configured"), updated by
// one atomic upsert per submission, with the database's clock so instances' clocks cannot
// disagree. The statements run on a thread and connection of their own, never on an I/O thread,
// every one queued meanwhile sent in one pipeline (one round trip), in arrival order.
// The table is UNLOGGED: counters need no crash safety, and skipping the WAL keeps them cheap.
// A verdict that PostgreSQL does not give within kVerdictWait is "not limited" (fail open): a
// paused or hung database must not hold posts here, before the store's own deadline even starts.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "api/rate_limiter.hpp"

namespace store {
class Database;
struct Row;
}

namespace api {

class PostgresRateLimit final : public RateLimit {
public:
    // Connects and creates the table when missing; throws store::DbError when it cannot.
    PostgresRateLimit(const std::string& database_url, double burst, double per_minute);
    ~PostgresRateLimit() override;
    PostgresRateLimit(const PostgresRateLimit&) = delete;
    PostgresRateLimit& operator=(const PostgresRateLimit&) = delete;

    void take(std::string_view address, Then then) override;
    void give_back(std::string_view address) override;
    void drain() override;

private:
    struct Job {
        std::string key;
        Then then;  // empty: a give-back
        std::chrono::steady_clock::time_point queued;
        std::atomic<bool> answered{false};
    };
    using JobPtr = std::shared_ptr<Job>;
    static void answer(Job& job, RateVerdict verdict);
    void run();
    void run_batch(const std::vector<JobPtr>& batch);
    void watch();
    [[nodiscard]] RateVerdict verdict(const std::vector<store::Row>& rows) const;
    void purge_if_due();

    std::unique_ptr<store::Database> db_;
    const double burst_;
    const double per_second_;
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<JobPtr> queue_;
    std::vector<JobPtr> in_flight_;  // the jobs whose statements are running, for the watchdog
    bool stopping_ = false;
    bool finished_ = false;   // run() has returned: the watchdog may stop
    bool failing_ = false;
    std::chrono::steady_clock::time_point next_purge_;
    std::thread thread_;    // these two last: they start once everything above exists
    std::thread watchdog_;
};

}  // namespace api
