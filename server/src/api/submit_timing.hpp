#pragma once
// The minimum time-to-submit check: a person takes seconds to fill a form, a bot milliseconds.
// The page's script sends `_t`, the epoch milliseconds at which the form was shown.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>

namespace api {

// `_t` as milliseconds since the epoch: digits only, no sign, no overflow; nullopt otherwise.
std::optional<std::int64_t> parse_started_at(std::string_view text);

// True when the submission must be treated as a bot's. With `min_time` zero the check is off.
// A post from the script (`from_script`: it asked for JSON) always carries `_t`, so a missing or
// malformed one is a bot; a native post (JavaScript off) has no `_t` and passes. A client clock
// ahead of ours gives a start in the future: not held against the visitor.
bool sent_too_fast(std::optional<std::string_view> started_at, bool from_script, std::int64_t now_ms,
                   std::chrono::milliseconds min_time);

}  // namespace api
