#include "outbox/retry_policy.hpp"

#include <algorithm>

namespace outbox {

std::chrono::milliseconds retry_delay(int failures, std::chrono::milliseconds base, std::chrono::milliseconds cap) {
    const int exponent = std::clamp(failures - 1, 0, 30);
    const auto delay = base * (std::int64_t{1} << exponent);
    return std::min<std::chrono::milliseconds>(delay, cap);
}

RetryDecision after_failure(int attempts_before, int max_attempts, std::chrono::milliseconds base_delay, std::int64_t now_ms) {
    const int attempts = attempts_before + 1;
    return {attempts, attempts >= max_attempts, now_ms + retry_delay(attempts, base_delay).count()};
}

}  // namespace outbox
