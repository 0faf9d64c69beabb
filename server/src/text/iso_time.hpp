#pragma once
// Times as text for logs, CSV, JSON and options: ISO 8601 in UTC, read and written in one place
// so that the store, the outbox and the command line agree on the format.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace text {

// "2025-01-31T12:00:00Z" from epoch milliseconds.
std::string iso_time(std::int64_t ms);
// "YYYY-MM-DD" → epoch milliseconds at 00:00 UTC; empty when it is no such date.
std::optional<std::int64_t> parse_date(std::string_view date);

}  // namespace text
