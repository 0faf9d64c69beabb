#pragma once
// The reference a visitor is shown after sending a form (the page and the acknowledgment e-mail)
// and may read out on the phone; the firm's notification and `server leads list` show the same,
// so the lead is found from it.
#include <string>
#include <string_view>

namespace store {

// Eight characters of Crockford's base32 (no I, L, O or U: nothing to misread), in two groups of
// four: « 7KQ2-M9XD ». They spell the first 40 random bits of a record's id
// (crypto::time_ordered_id), so two leads share one about once in a million pairs, and reveal
// neither the time nor how many leads the firm receives. Any other id is returned unchanged.
std::string lead_reference(std::string_view id);
// Whether `text` is written as lead_reference writes a reference (what a `?ref=` may carry).
[[nodiscard]] bool is_lead_reference(std::string_view text);

}  // namespace store
