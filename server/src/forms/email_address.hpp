#pragma once
// The one rule for e-mail addresses, used by validation (what is stored) and by the mail layer
// (what is sent): an address is accepted only in a form that can be written into a header and an
// SMTP envelope unchanged, so what is stored is exactly what is mailed. Nothing is ever rewritten
// by deleting characters.
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace forms {

enum class EmailProblem {
    Invalid,          // not an address (no '@', brackets, commas, spaces, bad domain…)
    NonAsciiLocal,    // accents or other non-ASCII letters before the '@' (SMTPUTF8 is not offered)
};

// The normalised address: the local part as an RFC 5322 dot-atom in ASCII, lower-cased; the
// domain converted by IDNA (UTS #46, libidn2) to its ASCII form ("exämple.com" becomes
// "xn--exmple-cua.com"), lower-cased, with at least two labels of letters, digits and hyphens.
// At most 64 characters before the '@' and 254 in all.
std::variant<std::string, EmailProblem> normalize_email(std::string_view address);

// True when `address` is already in normalised form: the mail layer sends only such addresses.
bool is_normalized_email(std::string_view address);

}  // namespace forms
