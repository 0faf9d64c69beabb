#pragma once
// Whether notifications are getting out: a mail transport that refuses every message (SMTP down,
// credentials revoked, a sender address the relay rejects) must not fail in silence. The state is
// "failing" when the last firm notification attempted failed, or the last kFailuresInARow mail
// attempts all did; any delivery of that kind clears it. /healthz, GET /metrics and an error line
// in the log every minute (OutboxWorker) report it until it clears.
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>

#include "http/health.hpp"

namespace outbox {

class TransportHealth {
public:
    static constexpr int kFailuresInARow = 3;

    struct State {
        bool failing = false;
        std::int64_t since_ms = 0;         // when it started failing
        std::string last_error;            // for the log and the operator, never for the public
        std::uint64_t failures_total = 0;  // mail attempts that failed since the process started
        std::uint64_t sent_total = 0;
    };

    // One mail attempt: `firm` when it was a notification to the firm; `error` empty on success.
    // Returns true when this attempt changed the state (started or stopped failing).
    bool record(bool firm, const std::optional<std::string>& error, std::int64_t now_ms);
    [[nodiscard]] State state() const;

private:
    mutable std::mutex mutex_;
    State state_;
    int in_a_row_ = 0;
    bool firm_failed_ = false;
};

// The process's: the outbox worker records, /healthz and /metrics read.
TransportHealth& transport_health();

// transport_health() as /healthz shows it.
http::NotificationsHealth notifications_health();

}  // namespace outbox
