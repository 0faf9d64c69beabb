#include "http/health.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <ctime>

namespace http {
namespace {

std::string iso_utc(std::int64_t ms) {
    const std::time_t t = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

}  // namespace

std::string health_json(std::string_view version, std::string_view store_status, const NotificationsHealth& notifications) {
    boost::json::object store;
    store["status"] = store_status;
    boost::json::object body;
    const bool store_ok = store_status == "ok" || store_status == "none";
    body["status"] = !store_ok ? "unavailable" : notifications.failing ? "degraded" : "ok";
    body["version"] = version;
    body["store"] = std::move(store);
    if (notifications.known) {
        boost::json::object n;
        n["status"] = notifications.failing ? "failing" : "ok";
        if (notifications.failing) n["since"] = iso_utc(notifications.since_ms);
        body["notifications"] = std::move(n);
    }
    return boost::json::serialize(body);
}

}  // namespace http
