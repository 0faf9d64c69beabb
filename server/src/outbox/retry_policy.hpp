#pragma once
// When a failed send is tried again, and when it is given up: exponential backoff from a base
// delay, capped, with jitter, for a number of attempts. The jitter takes up to a fifth off each
// delay at random: rows that failed together (a relay down, a receiver restarting) then come back
// spread out, not all in the same instant against a relay that has just recovered. The outbox
// worker asks this; the store records what it decides (store/outbox_table.hpp mark_failed).
#include <chrono>
#include <cstdint>

#include "config/defaults.hpp"

namespace outbox {

// Delay before the next try after `failures` failed attempts: base × 2^(failures-1), capped, then
// less `jitter` × a fifth of it (`jitter` in [0, 1); 0: the full delay).
std::chrono::milliseconds retry_delay(int failures, std::chrono::milliseconds base = std::chrono::milliseconds(config::defaults::kOutboxRetryBaseMs),
                                      std::chrono::milliseconds cap = std::chrono::hours(1), double jitter = 0);
// A uniform draw in [0, 1) for the jitter (a generator per thread).
double jitter_draw();

// What follows a row's failed attempt, `attempts_before` being the attempts it had already had.
struct RetryDecision {
    int attempts = 0;                // counting this one
    bool final = false;              // no attempt left: the row stays failed
    std::int64_t next_attempt_at = 0;
};
RetryDecision after_failure(int attempts_before, int max_attempts, std::chrono::milliseconds base_delay, std::int64_t now_ms,
                            double jitter = 0);

}  // namespace outbox
