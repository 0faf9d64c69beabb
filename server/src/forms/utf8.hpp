#pragma once
// UTF-8 checks for submitted text: browsers send UTF-8, anything else is rejected rather than
// stored as mojibake, and lengths are counted the way a visitor counts characters.
#include <cstddef>
#include <string>
#include <string_view>

namespace forms {

// Well-formed UTF-8: no overlongs, no surrogates, nothing above U+10FFFF.
bool is_valid_utf8(std::string_view text);
// Code points in valid UTF-8.
std::size_t code_points(std::string_view text);
// Single-line values: every control character (C0 including CR, LF and TAB, DEL, C1) becomes a
// space, then runs of spaces at both ends are trimmed. Input must be valid UTF-8.
std::string clean_single_line(std::string_view text);
// Multi-line values: CRLF and CR become LF; other control characters but TAB are removed.
std::string clean_multi_line(std::string_view text);

}  // namespace forms
