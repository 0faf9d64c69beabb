#pragma once
#include <string>
#include <string_view>

namespace http {

// Body of GET /healthz: {"status":"ok"|"unavailable","version":…,"store":{"status":…}}.
std::string health_json(std::string_view version, std::string_view store_status);

}  // namespace http
