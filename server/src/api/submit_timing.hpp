#pragma once
// The minimum time-to-submit check: a person takes seconds to fill a form, a bot milliseconds.
// The page's script sends `_e`, the milliseconds the page had been open when the form was sent
// (performance.now(), a monotonic clock that starts with the page): no client wall clock is
// compared with ours, so a phone whose clock is wrong is judged like any other.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>

namespace api {

// Beyond this a value is not a measure of a page someone had open (a forged `_e`).
inline constexpr std::int64_t kMaxElapsedMs = 30LL * 24 * 3600 * 1000;

// `_e` as milliseconds: digits only, no sign, at most kMaxElapsedMs; nullopt otherwise.
std::optional<std::int64_t> parse_elapsed(std::string_view text);

// Why a submission is held as a bot's (the quarantine's reason), or nullopt for a person's.
// With `min_time` zero the check is off. A post from the script (`from_script`: it asked for
// JSON) always carries `_e`, so a missing one is a bot's; a native post (JavaScript off) has no
// measure at all and is taken as a person's: the honeypot still applies to it.
std::optional<std::string_view> timing_flag(std::optional<std::string_view> elapsed, bool from_script,
                                            std::chrono::milliseconds min_time);

}  // namespace api
