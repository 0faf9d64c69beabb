#pragma once
// When a failed send is tried again, and when it is given up: exponential backoff from a base
// delay, capped, for a number of attempts. The outbox worker asks this; the store records what it
// decides (store/outbox_table.hpp mark_failed).
#include <chrono>
#include <cstdint>

#include "config/defaults.hpp"

namespace outbox {

// Delay before the next try after `failures` failed attempts: base × 2^(failures-1), capped.
std::chrono::milliseconds retry_delay(int failures, std::chrono::milliseconds base = std::chrono::milliseconds(config::defaults::kOutboxRetryBaseMs),
                                      std::chrono::milliseconds cap = std::chrono::hours(1));

// What follows a row's failed attempt, `attempts_before` being the attempts it had already had.
struct RetryDecision {
    int attempts = 0;                // counting this one
    bool final = false;              // no attempt left: the row stays failed
    std::int64_t next_attempt_at = 0;
};
RetryDecision after_failure(int attempts_before, int max_attempts, std::chrono::milliseconds base_delay, std::int64_t now_ms);

}  // namespace outbox
