#include "http/health.hpp"

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

namespace http {

std::string health_json(std::string_view version, std::string_view store_status) {
    boost::json::object store;
    store["status"] = store_status;
    boost::json::object body;
    body["status"] = store_status == "ok" || store_status == "none" ? "ok" : "unavailable";
    body["version"] = version;
    body["store"] = std::move(store);
    return boost::json::serialize(body);
}

}  // namespace http
