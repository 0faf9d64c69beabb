#pragma once
// Per-client token bucket: `burst` submissions at once, then one every 60/per_minute seconds.
// In memory, per instance.
#include <chrono>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace api {

class RateLimiter {
public:
    using Clock = std::chrono::steady_clock;
    RateLimiter(double burst, double per_minute);

    // Takes a token for `key`; when none is left, how long until one is (rounded up, ≥ 1 s).
    std::optional<std::chrono::seconds> take(std::string_view key, Clock::time_point now = Clock::now());
    // Returns a token taken for a submission that turned out not to count (a duplicate).
    void give_back(std::string_view key);

private:
    struct Bucket {
        double tokens;
        Clock::time_point updated;
    };
    void forget_full_buckets(Clock::time_point now);

    const double burst_;
    const double per_second_;
    std::mutex mutex_;
    std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace api
