#include "config/mail_addresses.hpp"

#include "forms/email_address.hpp"

namespace config {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

bool has_control(std::string_view s) {
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 || c == 0x7F) return true;
    }
    return false;
}

// A quoted string's content with its backslash escapes undone, or the phrase as given; empty
// `error` when it reads.
std::string unquote(std::string_view name, std::string& error) {
    if (name.size() < 2 || name.front() != '"') {
        if (name.find('"') != std::string_view::npos) error = "a stray quote in the display name";
        return std::string(name);
    }
    if (name.back() != '"') error = "an unclosed quote in the display name";
    std::string out;
    for (std::size_t i = 1; i + 1 < name.size(); ++i) {
        if (name[i] == '\\' && i + 2 < name.size()) {
            out.push_back(name[++i]);
            continue;
        }
        if (name[i] == '"') error = "a stray quote in the display name";
        out.push_back(name[i]);
    }
    return out;
}

}  // namespace

std::variant<Mailbox, std::string> parse_mailbox(std::string_view text) {
    text = trim(text);
    if (text.empty()) return std::string("empty");
    if (has_control(text)) return std::string("control characters (a line break?) in it");
    Mailbox box;
    std::string_view address = text;
    if (const auto open = text.rfind('<'); open != std::string_view::npos) {
        if (text.back() != '>') return std::string("text after the closing '>'");
        address = trim(text.substr(open + 1, text.size() - open - 2));
        std::string error;
        box.name = unquote(trim(text.substr(0, open)), error);
        if (!error.empty()) return error;
        if (box.name.find_first_of("<>") != std::string::npos) return std::string("more than one '<' or '>'");
    } else if (text.find('>') != std::string_view::npos) {
        return std::string("a '>' without '<'");
    }
    const auto normalised = forms::normalize_email(address);
    if (const auto* problem = std::get_if<forms::EmailProblem>(&normalised)) {
        return std::string(*problem == forms::EmailProblem::NonAsciiLocal
                               ? "accented letters before the '@' (SMTPUTF8 is not offered): not an address that can be normalised"
                               : "not an e-mail address that can be normalised");
    }
    box.address = std::get<std::string>(normalised);
    return box;
}

}  // namespace config
