#include "forms/phone.hpp"

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include <algorithm>
#include <cctype>
#include <regex>

namespace forms {
namespace {

using i18n::phonenumbers::PhoneNumberUtil;

constexpr std::string_view kDefaultRegion = "CA";
constexpr std::string_view kExtension = ";ext=";

// libphonenumber knows « ext », « x », « # » and others, but not the French « poste »: it is
// rewritten as « ext. » before parsing (« 514-555-0101 poste 12 »).
std::string with_english_extension(std::string_view typed) {
    static const std::regex poste("poste", std::regex::icase);
    return std::regex_replace(std::string(typed), poste, " ext. ");
}

std::optional<i18n::phonenumbers::PhoneNumber> parsed(std::string_view text) {
    const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
    i18n::phonenumbers::PhoneNumber number;
    if (util.Parse(std::string(text), std::string(kDefaultRegion), &number) != PhoneNumberUtil::NO_PARSING_ERROR) {
        return std::nullopt;
    }
    if (!util.IsValidNumber(number)) return std::nullopt;
    return number;
}

bool digits_only(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

}  // namespace

std::optional<PhoneNumber> parse_phone(std::string_view typed) {
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
    const auto number = parsed(n->e164);
    if (!number) return std::string(stored);
    const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
    std::string text;
    if (number->country_code() == 1) {
        // The OQLF's style for North American numbers: « 514 555-0101 ».
        std::string national;
        util.GetNationalSignificantNumber(*number, &national);
        text = national.size() == 10 ? national.substr(0, 3) + " " + national.substr(3, 3) + "-" + national.substr(6) : n->e164;
    } else {
        util.Format(*number, PhoneNumberUtil::INTERNATIONAL, &text);
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
