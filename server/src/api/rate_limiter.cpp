#include "api/rate_limiter.hpp"

#include <algorithm>
#include <cmath>

#include "api/client_key.hpp"

namespace api {

RateLimiter::RateLimiter(double burst, double per_minute, std::size_t capacity)
    : burst_(burst),
      per_second_(per_minute / 60.0),
      shard_capacity_(std::max<std::size_t>(1, capacity / kShards)),
      // A bucket untouched this long is full again: it can be forgotten.
      generation_(std::chrono::duration_cast<Clock::duration>(
          std::chrono::duration<double>(std::min(burst / (per_minute / 60.0), 86400.0)))) {
    const auto now = Clock::now();
    for (auto& s : shards_) s.started = now;
}

RateLimiter::Shard& RateLimiter::shard_for(const std::string& key) {
    return shards_[std::hash<std::string>{}(key) % kShards];
}

RateLimiter::Bucket& RateLimiter::bucket(Shard& shard, const std::string& key, Clock::time_point now, Map& retired) {
    if (const auto it = shard.current.find(key); it != shard.current.end()) return it->second;
    if (shard.current.size() >= shard_capacity_ || now - shard.started >= generation_) {
        retired = std::move(shard.previous);  // freed by the caller, outside the lock
        shard.previous = std::move(shard.current);
        shard.current = Map{};
        shard.started = now;
    }
    Bucket b{burst_, now};
    if (const auto old = shard.previous.find(key); old != shard.previous.end()) {
        b = old->second;
        shard.previous.erase(old);
    }
    return shard.current.emplace(key, b).first->second;
}

RateVerdict RateLimiter::take(std::string_view address, Clock::time_point now) {
    const std::string key = rate_limit_key(address);
    Shard& shard = shard_for(key);
    Map retired;
    std::unique_lock lock(shard.mutex);
    Bucket& b = bucket(shard, key, now, retired);
    const double elapsed = std::chrono::duration<double>(now - b.updated).count();
    b.tokens = std::min(burst_, b.tokens + std::max(0.0, elapsed) * per_second_);
    b.updated = std::max(b.updated, now);
    if (b.tokens >= 1.0) {
        b.tokens -= 1.0;
        return std::nullopt;
    }
    const double wait = (1.0 - b.tokens) / per_second_;
    lock.unlock();
    return std::chrono::seconds(std::max<long long>(1, static_cast<long long>(std::ceil(wait))));
}

void RateLimiter::give_back(std::string_view address) {
    const std::string key = rate_limit_key(address);
    Shard& shard = shard_for(key);
    std::lock_guard lock(shard.mutex);
    for (Map* map : {&shard.current, &shard.previous}) {
        if (const auto it = map->find(key); it != map->end()) {
            it->second.tokens = std::min(burst_, it->second.tokens + 1.0);
            return;
        }
    }
}

std::size_t RateLimiter::tracked() const {
    std::size_t n = 0;
    for (const auto& s : shards_) {
        std::lock_guard lock(s.mutex);
        n += s.current.size() + s.previous.size();
    }
    return n;
}

}  // namespace api
