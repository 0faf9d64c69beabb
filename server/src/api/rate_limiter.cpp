#include "api/rate_limiter.hpp"

#include <cmath>

namespace api {

RateLimiter::RateLimiter(double burst, double per_minute) : burst_(burst), per_second_(per_minute / 60.0) {}

std::optional<std::chrono::seconds> RateLimiter::take(std::string_view key, Clock::time_point now) {
    std::lock_guard lock(mutex_);
    // Bounded memory under a flood of addresses: buckets refilled to full carry no information.
    if (buckets_.size() > 50000) forget_full_buckets(now);
    auto [it, inserted] = buckets_.try_emplace(std::string(key), Bucket{burst_, now});
    Bucket& b = it->second;
    const double elapsed = std::chrono::duration<double>(now - b.updated).count();
    b.tokens = std::min(burst_, b.tokens + std::max(0.0, elapsed) * per_second_);
    b.updated = now;
    if (b.tokens >= 1.0) {
        b.tokens -= 1.0;
        return std::nullopt;
    }
    const double wait = (1.0 - b.tokens) / per_second_;
    return std::chrono::seconds(std::max<long long>(1, static_cast<long long>(std::ceil(wait))));
}

void RateLimiter::give_back(std::string_view key) {
    std::lock_guard lock(mutex_);
    if (const auto it = buckets_.find(std::string(key)); it != buckets_.end()) {
        it->second.tokens = std::min(burst_, it->second.tokens + 1.0);
    }
}

void RateLimiter::forget_full_buckets(Clock::time_point now) {
    std::erase_if(buckets_, [&](const auto& entry) {
        const double elapsed = std::chrono::duration<double>(now - entry.second.updated).count();
        return entry.second.tokens + elapsed * per_second_ >= burst_;
    });
}

}  // namespace api
