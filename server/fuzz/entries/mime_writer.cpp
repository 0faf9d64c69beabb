// The MIME writer (outbox/mime.*): whatever the header fields and bodies hold, the message has
// only the headers it writes, CRLF line endings, lines within RFC 5322's 998 characters, and
// bodies that decode back to the text given. Input lines: from name, from address, to, reply-to,
// subject, extra header name, extra header value, message id, HTML body; the rest is the text
// body. In the single-line fields byte 0x01 stands for LF, so line breaks are reachable too.
#include <algorithm>
#include <array>

#include "entries.hpp"
#include "outbox/mime.hpp"

namespace fuzz {
namespace {

std::string line_field(std::string_view data, std::size_t index, std::size_t max = std::string::npos) {
    std::string value(field(data, index).substr(0, max));
    std::replace(value.begin(), value.end(), '\x01', '\n');
    return value;
}

constexpr std::array<std::string_view, 11> kHeaders = {
    "From", "To", "Reply-To", "Subject", "Date", "Message-ID", "List-Unsubscribe", "List-Unsubscribe-Post",
    "MIME-Version", "Content-Type", "Content-Transfer-Encoding"};

bool is_known_header(std::string_view line) {
    const auto colon = line.find(':');
    if (colon == std::string_view::npos || line.substr(colon, 2) != ": ") return false;
    return std::find(kHeaders.begin(), kHeaders.end(), line.substr(0, colon)) != kHeaders.end();
}

int base64_value(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

std::string base64_decode(std::string_view text) {
    std::string out;
    std::uint32_t bits = 0;
    int count = 0;
    for (const char c : text) {
        if (c == '=') break;
        const int v = base64_value(c);
        check(v >= 0, "body lines are base64");
        bits = (bits << 6) | static_cast<std::uint32_t>(v);
        count += 6;
        if (count >= 8) {
            count -= 8;
            out.push_back(static_cast<char>((bits >> count) & 0xFF));
        }
    }
    return out;
}

std::string canonical(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '\r') continue;
        if (c == '\n') out.append("\r\n");
        else out.push_back(c);
    }
    return out;
}

std::vector<std::string_view> crlf_lines(std::string_view message) {
    check(message.ends_with("\r\n"), "the message ends with CRLF");
    std::vector<std::string_view> lines;
    while (!message.empty()) {
        const auto end = message.find("\r\n");
        const std::string_view line = message.substr(0, end);
        check(line.find_first_of("\r\n") == std::string_view::npos, "no bare CR or LF");
        check(line.size() <= 998, "lines within 998 characters (RFC 5322)");
        lines.push_back(line);
        message.remove_prefix(end + 2);
    }
    return lines;
}

// Part headers, a blank line, base64 lines: returns the decoded body of the part at `i`.
std::string read_part(const std::vector<std::string_view>& lines, std::size_t& i) {
    while (i < lines.size() && !lines[i].empty()) {
        check(is_known_header(lines[i]), "part headers are the writer's own");
        ++i;
    }
    check(i < lines.size(), "a part has a body");
    ++i;
    std::string encoded;
    while (i < lines.size() && !lines[i].starts_with("--")) encoded.append(lines[i++]);
    return base64_decode(encoded);
}

}  // namespace

void mime_writer(std::string_view data) {
    outbox::MailMessage m;
    m.from_name = line_field(data, 0);
    // Addresses reach the writer validated (at most 254 characters): longer ones are not explored.
    m.from_address = line_field(data, 1, 254);
    m.to_address = line_field(data, 2, 254);
    m.reply_to = line_field(data, 3, 254);
    m.subject = line_field(data, 4);
    m.extra_headers.emplace_back(line_field(data, 5), line_field(data, 6));
    m.message_id = line_field(data, 7, 254);
    m.html = line_field(data, 8);
    m.text = std::string(rest(data, 9));
    m.date_ms = 1'700'000'000'000;

    const std::string message = outbox::render_mime(m);
    const auto lines = crlf_lines(message);
    std::size_t i = 0;
    for (; i < lines.size() && !lines[i].empty(); ++i) {
        check(is_known_header(lines[i]) || lines[i].starts_with(" "), "only the writer's headers, or folded lines");
    }
    check(i < lines.size(), "a blank line ends the header section");
    if (m.html.empty()) {
        // Single part: the headers above were the part's, the body follows the blank line.
        ++i;
        std::string encoded;
        for (; i < lines.size(); ++i) encoded.append(lines[i]);
        check(base64_decode(encoded) == canonical(m.text), "the text body decodes to the text given");
        return;
    }
    ++i;
    check(i < lines.size() && lines[i].starts_with("--=_"), "first boundary");
    ++i;
    check(read_part(lines, i) == canonical(m.text), "the text part decodes to the text given");
    check(i < lines.size() && lines[i].starts_with("--=_"), "second boundary");
    ++i;
    check(read_part(lines, i) == canonical(m.html), "the HTML part decodes to the HTML given");
    check(i + 1 == lines.size() && lines[i].ends_with("--"), "closing boundary ends the message");
}

}  // namespace fuzz
