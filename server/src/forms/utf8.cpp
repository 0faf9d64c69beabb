#include "forms/utf8.hpp"

#include <cstdint>

namespace forms {
namespace {

// Length of the sequence starting at `i` and its code point, or 0 when malformed.
std::size_t decode(std::string_view s, std::size_t i, char32_t& cp) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char b0 = byte(i);
    if (b0 < 0x80) { cp = b0; return 1; }
    std::size_t len = 0;
    char32_t min = 0;
    if ((b0 & 0xE0) == 0xC0) { len = 2; cp = b0 & 0x1F; min = 0x80; }
    else if ((b0 & 0xF0) == 0xE0) { len = 3; cp = b0 & 0x0F; min = 0x800; }
    else if ((b0 & 0xF8) == 0xF0) { len = 4; cp = b0 & 0x07; min = 0x10000; }
    else return 0;
    if (i + len > s.size()) return 0;
    for (std::size_t k = 1; k < len; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return len;
}

bool is_control(char32_t cp) { return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F); }

template <typename F>
void for_each_code_point(std::string_view s, F&& f) {
    for (std::size_t i = 0; i < s.size();) {
        char32_t cp = 0;
        std::size_t len = decode(s, i, cp);
        if (len == 0) { cp = 0xFFFD; len = 1; }  // callers validate first; never loop forever
        f(cp, s.substr(i, len));
        i += len;
    }
}

}  // namespace

bool is_valid_utf8(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        char32_t cp = 0;
        const std::size_t len = decode(s, i, cp);
        if (len == 0) return false;
        i += len;
    }
    return true;
}

std::size_t code_points(std::string_view s) {
    std::size_t n = 0;
    for_each_code_point(s, [&](char32_t, std::string_view) { ++n; });
    return n;
}

std::string clean_single_line(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for_each_code_point(s, [&](char32_t cp, std::string_view bytes) {
        if (is_control(cp)) out.push_back(' ');
        else out.append(bytes);
    });
    const auto first = out.find_first_not_of(' ');
    if (first == std::string::npos) return {};
    return out.substr(first, out.find_last_not_of(' ') - first + 1);
}

std::string clean_multi_line(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    bool after_cr = false;
    for_each_code_point(s, [&](char32_t cp, std::string_view bytes) {
        if (cp == '\r') { out.push_back('\n'); after_cr = true; return; }
        if (cp == '\n') { if (!after_cr) out.push_back('\n'); after_cr = false; return; }
        after_cr = false;
        if (cp == '\t' || !is_control(cp)) out.append(bytes);
    });
    const auto first = out.find_first_not_of(" \t\n");
    if (first == std::string::npos) return {};
    return out.substr(first, out.find_last_not_of(" \t\n") - first + 1);
}

}  // namespace forms
