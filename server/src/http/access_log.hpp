#pragma once
#include <cstdint>
#include <string_view>

namespace http {

// One line per request: method, path without its query string (it may carry personal data such
// as an e-mail in UTM or form parameters), status, bytes sent, duration.
void log_access(std::string_view method, std::string_view target, int status, std::uintmax_t bytes, double millis);

}  // namespace http
