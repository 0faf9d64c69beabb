#include "text/iso_time.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace text {

std::string iso_time(std::int64_t ms) {
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

std::optional<std::int64_t> parse_date(std::string_view date) {
    int y = 0, m = 0, d = 0;
    char tail = 0;
    if (date.size() != 10 || std::sscanf(std::string(date).c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3) return std::nullopt;
    using namespace std::chrono;
    const year_month_day ymd{year{y}, month{static_cast<unsigned>(m)}, day{static_cast<unsigned>(d)}};
    if (!ymd.ok()) return std::nullopt;
    return duration_cast<milliseconds>(sys_days{ymd}.time_since_epoch()).count();
}

}  // namespace text
