#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace http {

// Whether the firm's notifications are getting out (outbox/transport_health.hpp).
struct NotificationsHealth {
    bool known = false;    // false: this process sends no mail (no detail shown)
    bool failing = false;
    std::int64_t since_ms = 0;
};

// Body of GET /healthz: {"status":"ok"|"degraded"|"unavailable","version":…,"store":{"status":…},
// "notifications":{"status":"ok"|"failing","since":ISO time}}. "unavailable" (the store cannot
// write) answers 503 so a load balancer sends posts elsewhere; "degraded" (leads are stored but
// notifications fail) stays 200 — the instance still keeps every lead — but a monitor sees it.
// Only short public words: the transport's error is in the log and /metrics, not here.
std::string health_json(std::string_view version, std::string_view store_status, const NotificationsHealth& notifications = {});

}  // namespace http
