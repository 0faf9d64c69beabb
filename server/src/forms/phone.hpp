#pragma once
// Phone numbers as people type them (« 514-555-0101 poste 12 », « +33 1 23 45 67 89 »), checked
// and normalised with libphonenumber. Stored as E.164 with an RFC 3966 extension
// (`+15145550101;ext=12`); shown to people in the Québec style (`514 555-0101, poste 12`).
#include <optional>
#include <string>
#include <string_view>

namespace forms {

struct PhoneNumber {
    std::string e164;       // "+15145550101"
    std::string extension;  // "12", or empty
};

// A number written nationally is read as Canadian. Extensions: « poste », « ext. », « x », « # ».
// nullopt when libphonenumber does not consider the number valid.
std::optional<PhoneNumber> parse_phone(std::string_view typed);

// The stored form: E.164, then ";ext=" and the extension when there is one.
std::string stored_phone(const PhoneNumber& number);

// For people: North American numbers as « 514 555-0101 », others internationally
// (« +33 1 23 45 67 89 »), then « , poste 12 ». Text it cannot read is returned unchanged.
std::string display_phone(std::string_view stored);

// A tap-to-call URI: `tel:+15145550101` (the extension after a comma, the pause phones dial).
// Empty when the stored text is not a number.
std::string tel_uri(std::string_view stored);

}  // namespace forms
