#include "outbox/retry_policy.hpp"

#include <algorithm>
#include <random>

namespace outbox {

std::chrono::milliseconds retry_delay(int failures, std::chrono::milliseconds base, std::chrono::milliseconds cap, double jitter) {
    const int exponent = std::clamp(failures - 1, 0, 30);
    const auto delay = std::min<std::chrono::milliseconds>(base * (std::int64_t{1} << exponent), cap);
    const auto off = static_cast<std::int64_t>(static_cast<double>(delay.count()) / 5 * std::clamp(jitter, 0.0, 1.0));
    return delay - std::chrono::milliseconds(off);
}

double jitter_draw() {
    thread_local std::mt19937_64 generator{std::random_device{}()};
    return std::uniform_real_distribution<double>(0.0, 1.0)(generator);
}

RetryDecision after_failure(int attempts_before, int max_attempts, std::chrono::milliseconds base_delay, std::int64_t now_ms,
                            double jitter) {
    const int attempts = attempts_before + 1;
    return {attempts, attempts >= max_attempts, now_ms + retry_delay(attempts, base_delay, std::chrono::hours(1), jitter).count()};
}

}  // namespace outbox
