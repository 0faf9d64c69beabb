#pragma once
// Per-client token bucket: `burst` submissions at once, then one every 60/per_minute seconds.
// Clients are keyed by rate_limit_key (an IPv4 address or an IPv6 /64). RateLimit is what the
// API asks; RateLimiter keeps the buckets in this process, PostgresRateLimit (pg_rate_limit.hpp)
// in PostgreSQL, shared by every instance.
#include <array>
#include <chrono>
#include <cstddef>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace api {

// nullopt: go ahead; else how long until a token is free (rounded up, ≥ 1 s).
using RateVerdict = std::optional<std::chrono::seconds>;

class RateLimit {
public:
    using Then = std::function<void(RateVerdict)>;
    virtual ~RateLimit() = default;
    // Takes a token for the client at `address`; `then` runs exactly once, on this thread or
    // another one.
    virtual void take(std::string_view address, Then then) = 0;
    // Returns a token taken for a submission that turned out not to count (a duplicate).
    virtual void give_back(std::string_view address) = 0;
    // Runs every pending `then` and answers later calls at once. Returns when none can run.
    virtual void drain() {}
};

// In memory, per instance. Each call is O(1) amortised and takes one of 64 shard locks, never a
// global one. Memory is bounded: a shard keeps two generations of buckets and starts a new one
// when the current is full or as old as a full refill; a bucket untouched for a whole generation
// has refilled to `burst` and carries no information, so dropping the older generation forgets
// nothing (except under a flood of addresses that fills generations faster, where the
// least-recently-seen clients are forgotten rather than memory growing).
class RateLimiter final : public RateLimit {
public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::size_t kDefaultCapacity = 1 << 18;

    // `capacity`: buckets per generation, over all shards (at most twice that are kept).
    RateLimiter(double burst, double per_minute, std::size_t capacity = kDefaultCapacity);

    RateVerdict take(std::string_view address, Clock::time_point now = Clock::now());
    void take(std::string_view address, Then then) override { then(take(address)); }
    void give_back(std::string_view address) override;
    // Buckets currently held, for tests.
    [[nodiscard]] std::size_t tracked() const;

private:
    struct Bucket {
        double tokens;
        Clock::time_point updated;
    };
    using Map = std::unordered_map<std::string, Bucket>;
    struct Shard {
        mutable std::mutex mutex;
        Map current;
        Map previous;
        Clock::time_point started;
    };
    static constexpr std::size_t kShards = 64;

    Shard& shard_for(const std::string& key);
    // The bucket for `key` in the current generation, created full or moved from the previous one.
    Bucket& bucket(Shard& shard, const std::string& key, Clock::time_point now, Map& retired);

    const double burst_;
    const double per_second_;
    const std::size_t shard_capacity_;
    const Clock::duration generation_;
    std::array<Shard, kShards> shards_;
};

}  // namespace api
