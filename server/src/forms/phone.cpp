#include "forms/phone.hpp"

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include <algorithm>
#include <cctype>

namespace forms {
namespace {

using i18n::phonenumbers::PhoneNumberUtil;

constexpr std::string_view kDefaultRegion = "CA";
constexpr std::string_view kExtension = ";ext=";

// libphonenumber knows « ext », « x », « # » and others, but not the French « poste »: it is
// rewritten as « ext. » before parsing (« 514-555-0101 poste 12 »), in any letter case.
std::string with_english_extension(std::string_view typed) {
    constexpr std::string_view kPoste = "poste";
    const auto is_poste = [&](std::size_t at) {
        return typed.size() - at >= kPoste.size() &&
               std::equal(kPoste.begin(), kPoste.end(), typed.begin() + static_cast<std::ptrdiff_t>(at),
                          [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); });
    };
    std::string out;
    out.reserve(typed.size() + 8);
    for (std::size_t i = 0; i < typed.size();) {
        if (is_poste(i)) {
            out += " ext. ";
            i += kPoste.size();
        } else {
            out += typed[i++];
        }
    }
    return out;
}

// The OQLF's style for North American numbers: « 514 555-0101 ».
std::string nanp_display(std::string_view ten_digits) {
    return std::string(ten_digits.substr(0, 3)) + " " + std::string(ten_digits.substr(3, 3)) + "-" + std::string(ten_digits.substr(6));
}

std::optional<i18n::phonenumbers::PhoneNumber> parsed(std::string_view text) {
    const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
    i18n::phonenumbers::PhoneNumber number;
    if (util.Parse(std::string(text), std::string(kDefaultRegion), &number) != PhoneNumberUtil::NO_PARSING_ERROR) {
        return std::nullopt;
    }
    // Valid for some region: tried for Canada first, where nearly every visitor's number is, since
    // the general check tries each of the 25 regions that share +1 until one matches (under a
    // flood of leads, a sixth of the server's time went to parsing phone numbers).
    if (!util.IsValidNumberForRegion(number, std::string(kDefaultRegion)) && !util.IsValidNumber(number)) return std::nullopt;
    return number;
}

bool digits_only(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

// The ten digits of a Canadian number typed in one of the usual shapes (« 514-555-0101 »,
// « (514) 555-0101 », « 1 514 555 0101 », « +1 514.555.0101 »), valid for Canada: read without
// libphonenumber's parser, whose ICU regexes were a tenth of the server's time under a flood of
// leads. Anything else (letters, an extension, another country, a number valid elsewhere only)
// is left to the parser: this answers only where the parser gives the same number.
std::optional<std::string> canadian_digits(std::string_view typed) {
    if (typed.size() > 40) return std::nullopt;
    std::string digits;
    bool plus = false;
    for (const char c : typed) {
        if (c >= '0' && c <= '9') {
            digits += c;
        } else if (c == '+' && digits.empty() && !plus) {
            plus = true;
        } else if (c != ' ' && c != '-' && c != '.' && c != '(' && c != ')') {
            return std::nullopt;
        }
    }
    // Ten digits, or eleven with a leading 1 (the country code, or the national prefix when
    // typed without +).
    if (digits.size() == 11 && digits.front() == '1') {
        digits.erase(0, 1);
    } else if (plus || digits.size() != 10) {
        return std::nullopt;
    }
    i18n::phonenumbers::PhoneNumber number;
    number.set_country_code(1);
    number.set_national_number(std::stoull(digits));
    if (!PhoneNumberUtil::GetInstance()->IsValidNumberForRegion(number, std::string(kDefaultRegion))) return std::nullopt;
    return digits;
}

}  // namespace

std::optional<PhoneNumber> parse_phone(std::string_view typed) {
    if (const auto digits = canadian_digits(typed)) return PhoneNumber{"+1" + *digits, {}};
    const auto number = parsed(with_english_extension(typed));
    if (!number) return std::nullopt;
    // Extensions are digits (libphonenumber accepts up to 20 of them in some forms): keep it sane.
    if (number->has_extension() && (!digits_only(number->extension()) || number->extension().size() > 10)) {
        return std::nullopt;
    }
    PhoneNumber out;
    PhoneNumberUtil::GetInstance()->Format(*number, PhoneNumberUtil::E164, &out.e164);
    out.extension = number->has_extension() ? number->extension() : std::string{};
    return out;
}

std::string stored_phone(const PhoneNumber& number) {
    return number.extension.empty() ? number.e164 : number.e164 + std::string(kExtension) + number.extension;
}

namespace {

std::optional<PhoneNumber> split_stored(std::string_view stored) {
    const auto ext = stored.find(kExtension);
    PhoneNumber n{std::string(stored.substr(0, ext)), ext == std::string_view::npos ? "" : std::string(stored.substr(ext + kExtension.size()))};
    if (n.e164.size() < 4 || n.e164.front() != '+' || !digits_only(std::string_view(n.e164).substr(1))) return std::nullopt;
    if (ext != std::string_view::npos && !digits_only(n.extension)) return std::nullopt;
    return n;
}

}  // namespace

std::string display_phone(std::string_view stored) {
    const auto n = split_stored(stored);
    if (!n) return std::string(stored);
    std::string text;
    if (n->e164.size() == 12 && n->e164.starts_with("+1")) {
        // Stored as +1 and ten digits: North American, shown without parsing it again (under a
        // flood of leads, libphonenumber's ICU regexes were the first user-space cost, and each
        // lead's e-mails show its number twice).
        text = nanp_display(std::string_view(n->e164).substr(2));
    } else {
        const auto number = parsed(n->e164);
        if (!number) return std::string(stored);
        PhoneNumberUtil::GetInstance()->Format(*number, PhoneNumberUtil::INTERNATIONAL, &text);
    }
    if (!n->extension.empty()) text += ", poste " + n->extension;
    return text;
}

std::string tel_uri(std::string_view stored) {
    const auto n = split_stored(stored);
    if (!n) return {};
    return "tel:" + n->e164 + (n->extension.empty() ? "" : "," + n->extension);
}

}  // namespace forms
