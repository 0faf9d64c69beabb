#include "api/submit_timing.hpp"

#include <charconv>

namespace api {

std::optional<std::int64_t> parse_elapsed(std::string_view text) {
    // from_chars accepts a leading '-': refuse it here, as anything but plain digits.
    if (text.empty() || text.size() > 12 || text.front() < '0' || text.front() > '9') return std::nullopt;
    std::int64_t value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || value > kMaxElapsedMs) return std::nullopt;
    return value;
}

std::optional<std::string_view> timing_flag(std::optional<std::string_view> elapsed, bool from_script,
                                            std::chrono::milliseconds min_time) {
    if (min_time.count() <= 0) return std::nullopt;
    if (!elapsed || elapsed->empty()) {
        if (from_script) return "timing: no elapsed time";
        return std::nullopt;
    }
    const auto ms = parse_elapsed(*elapsed);
    if (!ms) return "timing: implausible elapsed time";
    if (*ms < min_time.count()) return "timing: too fast";
    return std::nullopt;
}

}  // namespace api
