#pragma once
// What people read: dates and times on Montréal's clock (America/Toronto in the system's time
// zone database, through Howard Hinnant's date/tz), with the zone named, so that the firm never
// converts from UTC and a summer lead does not read an hour off.
#include <cstdint>
#include <string>

namespace outbox {

// "1 janvier 2026" (non-breaking spaces), the Montréal calendar day of `epoch_ms`.
std::string montreal_date(std::int64_t epoch_ms);

// "1 janvier 2026 à 7 h 00 HNE (UTC−05:00)": HNE in winter, HAE under daylight time.
std::string montreal_date_time(std::int64_t epoch_ms);

}  // namespace outbox
