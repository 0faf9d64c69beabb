#include "outbox/transport_health.hpp"

namespace outbox {

bool TransportHealth::record(bool firm, const std::optional<std::string>& error, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    const bool was = state_.failing;
    if (error) {
        ++state_.failures_total;
        ++in_a_row_;
        if (firm) firm_failed_ = true;
        state_.last_error = *error;
    } else {
        ++state_.sent_total;
        in_a_row_ = 0;
        if (firm) firm_failed_ = false;
    }
    state_.failing = firm_failed_ || in_a_row_ >= kFailuresInARow;
    if (state_.failing && !was) state_.since_ms = now_ms;
    return state_.failing != was;
}

TransportHealth::State TransportHealth::state() const {
    std::lock_guard lock(mutex_);
    return state_;
}

TransportHealth& transport_health() {
    static TransportHealth health;
    return health;
}

http::NotificationsHealth notifications_health() {
    const auto s = transport_health().state();
    return {.known = true, .failing = s.failing, .since_ms = s.since_ms};
}

}  // namespace outbox
