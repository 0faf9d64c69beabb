#pragma once
// The server's counters for GET /metrics: requests by status, a latency histogram, bot posts
// flagged (quarantined) and posts refused by the rate limiter. Recording takes no lock: each
// thread adds to its own cache-line-aligned shard with relaxed atomics, and a scrape sums them.
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>

namespace metrics {

// Upper bounds of the latency buckets, in seconds (Prometheus' defaults, plus 1 ms and below).
inline constexpr std::array<double, 13> kLatencyBounds = {0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05,
                                                          0.1,    0.25,  0.5,    1.0,   2.5,  5.0};

struct Snapshot {
    std::map<int, std::uint64_t> requests_by_status;
    std::array<std::uint64_t, kLatencyBounds.size() + 1> latency_buckets{};  // not cumulative; last is +Inf
    double latency_sum_seconds = 0;
    std::uint64_t requests = 0;
    std::uint64_t quarantined = 0;
    std::uint64_t rate_limited = 0;
    std::uint64_t leads_created = 0;     // new leads committed (not duplicates, not quarantined)
    std::uint64_t send_failures = 0;     // failed delivery attempts of outbox rows
    std::uint64_t sends_given_up = 0;    // of which the last attempt (the row is now failed)
};

class Registry {
public:
    void request(int status, std::chrono::nanoseconds latency);
    void quarantined();
    void rate_limited();
    void lead_created();
    void send_failed(bool given_up);
    [[nodiscard]] Snapshot snapshot() const;

private:
    static constexpr int kMinStatus = 100, kMaxStatus = 599;
    static constexpr std::size_t kShards = 16;
    struct alignas(64) Shard {
        std::array<std::atomic<std::uint64_t>, kMaxStatus - kMinStatus + 1> status{};
        std::array<std::atomic<std::uint64_t>, kLatencyBounds.size() + 1> buckets{};
        std::atomic<std::uint64_t> latency_ns{0};
        std::atomic<std::uint64_t> quarantined{0};
        std::atomic<std::uint64_t> rate_limited{0};
        std::atomic<std::uint64_t> leads_created{0};
        std::atomic<std::uint64_t> send_failures{0};
        std::atomic<std::uint64_t> sends_given_up{0};
    };
    Shard& mine();

    std::array<Shard, kShards> shards_;
};

// The process's registry: the request path, the API and the admin endpoint share it.
Registry& registry();

}  // namespace metrics
