#include "http/access_log.hpp"

#include <spdlog/spdlog.h>

#include "http/url_path.hpp"

namespace http {

void log_access(std::string_view method, std::string_view target, int status, std::uintmax_t bytes, double millis) {
    spdlog::info("{} {} {} {}B {:.2f}ms", method, split_target(target).path, status, bytes, millis);
}

}  // namespace http
