#include "api/submit_timing.hpp"

#include <charconv>

namespace api {

std::optional<std::int64_t> parse_started_at(std::string_view text) {
    // from_chars accepts a leading '-': refuse it here, a start before 1970 is a forgery, and
    // now - negative could overflow.
    if (text.empty() || text.front() < '0' || text.front() > '9') return std::nullopt;
    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size()) return std::nullopt;
    return value;
}

bool sent_too_fast(std::optional<std::string_view> started_at, bool from_script, std::int64_t now_ms,
                   std::chrono::milliseconds min_time) {
    if (min_time.count() <= 0) return false;
    if (!started_at || started_at->empty()) return from_script;
    const auto start = parse_started_at(*started_at);
    if (!start) return true;
    if (*start > now_ms) return false;
    return now_ms - *start < min_time.count();  // both non-negative: no overflow
}

}  // namespace api
