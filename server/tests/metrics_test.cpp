// The lock-free counters behind GET /metrics and their Prometheus text.
#include "metrics/exposition.hpp"
#include "metrics/registry.hpp"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

using namespace std::chrono_literals;

TEST(MetricsRegistry, CountsFromManyThreadsAddUpExactly) {
    metrics::Registry registry;
    std::vector<std::thread> threads;
    for (int t = 0; t < 8; ++t) {
        threads.emplace_back([&registry, t] {
            for (int i = 0; i < 10'000; ++i) registry.request(t % 2 ? 404 : 200, 2ms);
            registry.quarantined();
            registry.rate_limited();
        });
    }
    for (auto& t : threads) t.join();
    const auto s = registry.snapshot();
    EXPECT_EQ(s.requests_by_status.at(200), 40'000u);
    EXPECT_EQ(s.requests_by_status.at(404), 40'000u);
    EXPECT_EQ(s.requests, 80'000u);
    EXPECT_EQ(s.quarantined, 8u);
    EXPECT_EQ(s.rate_limited, 8u);
    EXPECT_EQ(s.latency_buckets[2], 80'000u);  // 2 ms: the le="0.0025" bucket
    EXPECT_NEAR(s.latency_sum_seconds, 160.0, 1e-6);
}

TEST(MetricsRegistry, LatencyBucketsAreUpperBoundsInclusive) {
    metrics::Registry registry;
    registry.request(200, 1ms);        // exactly 0.001: the le="0.001" bucket
    registry.request(200, 10s);        // beyond the last bound: +Inf
    registry.request(999, 0ns);        // a status out of range is clamped, not lost
    const auto s = registry.snapshot();
    EXPECT_EQ(s.latency_buckets[1], 1u);
    EXPECT_EQ(s.latency_buckets.back(), 1u);
    EXPECT_EQ(s.requests, 3u);
}

TEST(MetricsExposition, PrometheusTextHasCumulativeBucketsAndStoreGauges) {
    metrics::Registry registry;
    registry.request(200, 1ms);
    registry.request(503, 3s);
    const std::string text = metrics::prometheus_text(registry.snapshot(), metrics::StoreGauges{5, 2, 1, 7}, "1.2.3");
    EXPECT_NE(text.find("# TYPE site_http_requests_total counter\n"), std::string::npos);
    EXPECT_NE(text.find("site_http_requests_total{status=\"503\"} 1\n"), std::string::npos);
    EXPECT_NE(text.find("site_http_request_duration_seconds_bucket{le=\"0.001\"} 1\n"), std::string::npos);
    EXPECT_NE(text.find("site_http_request_duration_seconds_bucket{le=\"2.5\"} 1\n"), std::string::npos);
    EXPECT_NE(text.find("site_http_request_duration_seconds_bucket{le=\"5\"} 2\n"), std::string::npos);
    EXPECT_NE(text.find("site_http_request_duration_seconds_count 2\n"), std::string::npos);
    EXPECT_NE(text.find("site_leads_stored 5\n"), std::string::npos);
    EXPECT_NE(text.find("site_outbox_messages{status=\"pending\"} 2\n"), std::string::npos);
    EXPECT_NE(text.find("site_outbox_messages{status=\"failed\"} 1\n"), std::string::npos);
    EXPECT_NE(text.find("site_quarantine_rows 7\n"), std::string::npos);
    const std::string down = metrics::prometheus_text(registry.snapshot(), std::nullopt, "1.2.3");
    EXPECT_NE(down.find("site_store_up 0\n"), std::string::npos);
    EXPECT_EQ(down.find("site_leads_stored"), std::string::npos);
}
