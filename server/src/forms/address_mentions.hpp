#pragma once
// Law 25 requests name a person by the address they give the firm, in whatever case or script
// (« Zoe@Exämple.com »): what was stored may be its normalised form, or raw text a bot filter
// kept as typed. Both are found by normalising what is found, never by comparing bytes.
#include <string>
#include <string_view>

namespace forms {

// The address an operator typed, normalised as visitors' are (case, IDNA); when it cannot be,
// lower-cased as typed, so a malformed address kept as typed is still found.
std::string person_address(std::string_view typed);

// Whether `text` mentions `address` (a person_address): one of its words normalises to it, or,
// for an address that does not normalise, the text lower-cased contains it.
bool mentions_address(std::string_view text, std::string_view address);

}  // namespace forms
