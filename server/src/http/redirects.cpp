#include "http/redirects.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <spdlog/spdlog.h>

namespace http {
namespace {

std::string_view strip_trailing_slashes(std::string_view path) {
    while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
    return path;
}

bool is_local_target(std::string_view to) {
    // Only same-site absolute paths: a protocol-relative "//evil" would be an open redirect.
    if (to.size() < 1 || to[0] != '/' || (to.size() > 1 && (to[1] == '/' || to[1] == '\\'))) return false;
    for (const char c : to) {
        if (static_cast<unsigned char>(c) < 0x21 || c == 0x7f) return false;
    }
    return true;
}

}  // namespace

Redirects::Redirects(std::string_view json) {
    if (json.empty()) return;
    boost::system::error_code ec;
    const auto value = boost::json::parse(json, ec);
    if (ec || !value.is_object()) {
        spdlog::error("ignoring malformed redirects file: {}", ec ? ec.message() : "not an object");
        return;
    }
    for (const auto& [from, to] : value.as_object()) {
        if (!to.is_string() || !is_local_target(to.as_string())) {
            spdlog::warn("ignoring redirect from {}: target is not a local path", std::string_view(from));
            continue;
        }
        map_.emplace(std::string(strip_trailing_slashes(from)), std::string(to.as_string()));
    }
}

std::optional<std::string_view> Redirects::find(std::string_view path) const {
    const auto it = map_.find(std::string(strip_trailing_slashes(path)));
    if (it == map_.end()) return std::nullopt;
    return it->second;
}

}  // namespace http
