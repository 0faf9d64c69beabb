#include "outbox/montreal_time.hpp"

#include <date/tz.h>

#include <chrono>
#include <cstdio>

namespace outbox {
namespace {

// Montréal follows Toronto's rules; America/Montreal is only a link to it in the database.
constexpr const char* kZone = "America/Toronto";

struct Local {
    date::year_month_day day;
    date::hh_mm_ss<std::chrono::seconds> time;
    std::chrono::seconds offset;
    bool daylight;
};

Local local_time(std::int64_t epoch_ms) {
    using namespace std::chrono;
    static const date::time_zone* const zone = date::locate_zone(kZone);
    const date::sys_seconds t{duration_cast<seconds>(milliseconds{epoch_ms})};
    const date::sys_info info = zone->get_info(t);
    const auto local = t + info.offset;
    const auto day = date::floor<date::days>(local);
    return {date::year_month_day{day}, date::hh_mm_ss<seconds>{local - day}, info.offset, info.save != minutes{0}};
}

std::string day_text(const date::year_month_day& d) {
    static constexpr const char* kMonths[] = {"janvier", "février", "mars",      "avril",   "mai",      "juin",
                                              "juillet", "août",    "septembre", "octobre", "novembre", "décembre"};
    return std::to_string(static_cast<unsigned>(d.day())) + "\u00a0" + kMonths[static_cast<unsigned>(d.month()) - 1] + "\u00a0" +
           std::to_string(static_cast<int>(d.year()));
}

}  // namespace

std::string montreal_date(std::int64_t epoch_ms) { return day_text(local_time(epoch_ms).day); }

std::string montreal_date_time(std::int64_t epoch_ms) {
    const Local l = local_time(epoch_ms);
    const auto minutes = std::chrono::duration_cast<std::chrono::minutes>(l.offset).count();
    const long a = minutes < 0 ? -minutes : minutes;
    char time[64];
    // OQLF: « 7 h 05 »; the offset with a true minus sign (U+2212).
    std::snprintf(time, sizeof time, "%d\u00a0h\u00a0%02d %s (UTC%s%02ld:%02ld)", static_cast<int>(l.time.hours().count()),
                  static_cast<int>(l.time.minutes().count()), l.daylight ? "HAE" : "HNE", minutes < 0 ? "\u2212" : "+", a / 60, a % 60);
    return day_text(l.day) + " à " + time;
}

}  // namespace outbox
