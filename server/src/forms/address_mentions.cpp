#include "forms/address_mentions.hpp"

#include "forms/email_address.hpp"
#include "forms/utf8.hpp"

namespace forms {
namespace {

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    for (auto& c : out) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return out;
}

bool separator(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '"' || c == '\'' || c == ',' || c == ';' || c == ':' ||
           c == '<' || c == '>' || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == '\\';
}

// Without the ASCII white space and no-break spaces (U+00A0, U+202F) at either end.
std::string trimmed(std::string_view s) {
    for (bool changed = true; changed;) {
        changed = false;
        for (std::string_view space : {" ", "\t", "\r", "\n", "\u00a0", "\u202f"}) {
            while (s.starts_with(space)) s.remove_prefix(space.size()), changed = true;
            while (s.ends_with(space)) s.remove_suffix(space.size()), changed = true;
        }
    }
    return std::string(s);
}

}  // namespace

std::string person_address(std::string_view typed) {
    // Pasted addresses come with spaces, tabs, a newline or a no-break space around them.
    const std::string line = trimmed(clean_single_line(typed));
    const auto normal = normalize_email(line);
    if (const auto* e = std::get_if<std::string>(&normal)) return *e;
    return ascii_lower(line);
}

bool mentions_address(std::string_view text, std::string_view address) {
    if (address.empty()) return false;
    if (!is_normalized_email(address)) return ascii_lower(text).find(address) != std::string::npos;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && separator(text[i])) ++i;
        std::size_t end = i;
        while (end < text.size() && !separator(text[end])) ++end;
        const std::string_view word = text.substr(i, end - i);
        if (word.find('@') != std::string_view::npos) {
            const auto normal = normalize_email(word);
            if (const auto* e = std::get_if<std::string>(&normal); e && *e == address) return true;
        }
        i = end;
    }
    return false;
}

}  // namespace forms
