#include "forms/email_address.hpp"

#include <idn2.h>

#include <algorithm>
#include <memory>

namespace forms {
namespace {

bool is_ascii_alnum(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

// RFC 5322 atext. "=?" is refused separately: some mail readers decode it anywhere.
bool is_atext(unsigned char c) {
    return is_ascii_alnum(c) || std::string_view("!#$%&'*+-/=?^_`{|}~").find(static_cast<char>(c)) != std::string_view::npos;
}

bool is_dot_atom(std::string_view s) {
    if (s.empty() || s.front() == '.' || s.back() == '.' || s.find("..") != std::string_view::npos) return false;
    if (s.find("=?") != std::string_view::npos) return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return c == '.' || is_atext(static_cast<unsigned char>(c)); });
}

// An ASCII host name of at least two labels: letters, digits, inner hyphens, 1 to 63 each; the
// last label not all digits (that would be an IP address).
bool is_host_name(std::string_view d) {
    if (d.empty() || d.size() > 253) return false;
    std::size_t labels = 0;
    std::string_view last;
    while (true) {
        const auto dot = d.find('.');
        const std::string_view label = d.substr(0, dot);
        if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') return false;
        if (!std::all_of(label.begin(), label.end(), [](char c) { return c == '-' || is_ascii_alnum(static_cast<unsigned char>(c)); }))
            return false;
        ++labels;
        last = label;
        if (dot == std::string_view::npos) break;
        d.remove_prefix(dot + 1);
    }
    const bool numeric = std::all_of(last.begin(), last.end(), [](char c) { return c >= '0' && c <= '9'; });
    return labels >= 2 && !numeric;
}

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (auto& c : out) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

// IDNA for a domain with non-ASCII letters. Before conversion only host-name characters or
// non-ASCII ones are allowed: libidn2 would otherwise pass '_' or '%' through, or (with its STD3
// flag) silently delete them, and a changed domain is another recipient.
std::optional<std::string> ascii_domain(std::string_view domain) {
    bool ascii = true;
    for (const char ch : domain) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x80) ascii = false;
        else if (!is_ascii_alnum(c) && c != '-' && c != '.') return std::nullopt;
    }
    std::string out;
    if (ascii) {
        out = ascii_lower(domain);
    } else {
        char* converted = nullptr;
        const std::string input(domain);
        const int rc = idn2_to_ascii_8z(input.c_str(), &converted, IDN2_NFC_INPUT | IDN2_NONTRANSITIONAL);
        const std::unique_ptr<char, decltype(&idn2_free)> owner(converted, &idn2_free);
        if (rc != IDN2_OK || !converted) return std::nullopt;
        out = ascii_lower(converted);
    }
    if (!is_host_name(out)) return std::nullopt;
    // An A-label must decode: "xn--zz" is not a domain anyone owns.
    for (std::string_view rest = out; !rest.empty();) {
        const std::string label(rest.substr(0, rest.find('.')));
        rest.remove_prefix(std::min(rest.size(), label.size() + 1));
        if (!label.starts_with("xn--")) continue;
        char* decoded = nullptr;
        const int rc = idn2_to_unicode_8z8z(label.c_str(), &decoded, 0);
        const std::unique_ptr<char, decltype(&idn2_free)> owner(decoded, &idn2_free);
        if (rc != IDN2_OK) return std::nullopt;
    }
    return out;
}

}  // namespace

std::variant<std::string, EmailProblem> normalize_email(std::string_view address) {
    if (address.empty() || address.size() > 1024) return EmailProblem::Invalid;
    const auto at = address.rfind('@');
    if (at == std::string_view::npos) return EmailProblem::Invalid;
    const std::string_view local = address.substr(0, at);
    const std::string_view domain = address.substr(at + 1);
    const bool non_ascii_local = std::any_of(local.begin(), local.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
    if (non_ascii_local) {
        // Only a plausible address with accents deserves the specific message.
        const bool otherwise_plain = local.find('@') == std::string_view::npos && ascii_domain(domain).has_value();
        return otherwise_plain ? EmailProblem::NonAsciiLocal : EmailProblem::Invalid;
    }
    if (local.size() > 64 || !is_dot_atom(local)) return EmailProblem::Invalid;
    const auto host = ascii_domain(domain);
    if (!host) return EmailProblem::Invalid;
    std::string out = ascii_lower(local) + "@" + *host;
    if (out.size() > 254) return EmailProblem::Invalid;
    return out;
}

bool is_normalized_email(std::string_view address) {
    const auto n = normalize_email(address);
    const auto* s = std::get_if<std::string>(&n);
    return s && *s == address;
}

}  // namespace forms
