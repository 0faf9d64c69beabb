#include "metrics/registry.hpp"

#include <algorithm>

namespace metrics {

Registry::Shard& Registry::mine() {
    // Threads get shards round-robin once: I/O threads and the store thread rarely share a line.
    static std::atomic<std::size_t> next{0};
    thread_local const std::size_t index = next.fetch_add(1, std::memory_order_relaxed) % kShards;
    return shards_[index];
}

void Registry::request(int status, std::chrono::nanoseconds latency) {
    Shard& s = mine();
    s.status[std::clamp(status, kMinStatus, kMaxStatus) - kMinStatus].fetch_add(1, std::memory_order_relaxed);
    const double seconds = std::chrono::duration<double>(latency).count();
    const auto bucket = std::lower_bound(kLatencyBounds.begin(), kLatencyBounds.end(), seconds) - kLatencyBounds.begin();
    s.buckets[static_cast<std::size_t>(bucket)].fetch_add(1, std::memory_order_relaxed);
    s.latency_ns.fetch_add(static_cast<std::uint64_t>(std::max<std::int64_t>(0, latency.count())), std::memory_order_relaxed);
}

void Registry::quarantined() { mine().quarantined.fetch_add(1, std::memory_order_relaxed); }
void Registry::lead_created() { mine().leads_created.fetch_add(1, std::memory_order_relaxed); }
void Registry::send_failed(bool given_up) {
    mine().send_failures.fetch_add(1, std::memory_order_relaxed);
    if (given_up) mine().sends_given_up.fetch_add(1, std::memory_order_relaxed);
}
void Registry::rate_limited() { mine().rate_limited.fetch_add(1, std::memory_order_relaxed); }

Snapshot Registry::snapshot() const {
    Snapshot out;
    std::uint64_t latency_ns = 0;
    for (const Shard& s : shards_) {
        for (std::size_t i = 0; i < s.status.size(); ++i) {
            if (const auto n = s.status[i].load(std::memory_order_relaxed)) {
                out.requests_by_status[kMinStatus + static_cast<int>(i)] += n;
                out.requests += n;
            }
        }
        for (std::size_t i = 0; i < s.buckets.size(); ++i) out.latency_buckets[i] += s.buckets[i].load(std::memory_order_relaxed);
        latency_ns += s.latency_ns.load(std::memory_order_relaxed);
        out.quarantined += s.quarantined.load(std::memory_order_relaxed);
        out.leads_created += s.leads_created.load(std::memory_order_relaxed);
        out.send_failures += s.send_failures.load(std::memory_order_relaxed);
        out.sends_given_up += s.sends_given_up.load(std::memory_order_relaxed);
        out.rate_limited += s.rate_limited.load(std::memory_order_relaxed);
    }
    out.latency_sum_seconds = static_cast<double>(latency_ns) / 1e9;
    return out;
}

Registry& registry() {
    static Registry instance;
    return instance;
}

}  // namespace metrics
