#include "outbox/mime.hpp"

#include <cctype>
#include <ctime>

#include <stdexcept>

#include "crypto/crypto.hpp"
#include "forms/email_address.hpp"

namespace outbox {
namespace {

constexpr std::string_view kCrlf = "\r\n";

bool is_printable_ascii(unsigned char c) { return c >= 0x20 && c < 0x7F; }

// Control bytes (CR, LF, TAB, NUL, DEL) become spaces; UTF-8 sequences are kept for encoding.
std::string without_controls(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (const char ch : value) {
        const auto c = static_cast<unsigned char>(ch);
        out.push_back(c < 0x20 || c == 0x7F ? ' ' : ch);
    }
    return out;
}

// Splits UTF-8 text into pieces of at most `max` bytes without cutting a character.
std::vector<std::string_view> utf8_chunks(std::string_view s, std::size_t max) {
    std::vector<std::string_view> chunks;
    while (!s.empty()) {
        std::size_t n = std::min(max, s.size());
        while (n < s.size() && n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
        if (n == 0) n = std::min(max, s.size());
        chunks.push_back(s.substr(0, n));
        s.remove_prefix(n);
    }
    return chunks;
}

std::string rfc5322_date(std::int64_t ms) {
    const std::time_t t = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&t, &tm);
    static constexpr const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%s, %02d %s %04d %02d:%02d:%02d +0000", kDays[tm.tm_wday], tm.tm_mday, kMonths[tm.tm_mon],
                  tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
    return buffer;
}

void header(std::string& out, std::string_view name, std::string_view value) {
    out.append(name).append(": ").append(value).append(kCrlf);
}

// Text in canonical form (RFC 2045): line breaks are CRLF before base64.
std::string canonical_lines(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 32);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\r') continue;
        if (text[i] == '\n') out.append(kCrlf);
        else out.push_back(text[i]);
    }
    return out;
}

void part(std::string& out, std::string_view content_type, std::string_view body) {
    header(out, "Content-Type", content_type);
    header(out, "Content-Transfer-Encoding", "base64");
    out.append(kCrlf).append(base64(canonical_lines(body), true)).append(kCrlf);
}

// A display name as an RFC 5322 phrase: encoded words when it is not plain ASCII, else a quoted
// string whenever it holds a special (« Ventes, Inc. » unquoted would be two addresses).
std::string display_name(std::string_view name) {
    const std::string encoded = encode_header_value(name);
    if (encoded.starts_with("=?")) return encoded;
    if (encoded.find_first_of("()<>[]:;@\\,.\"") == std::string::npos) return encoded;
    std::string quoted = "\"";
    for (const char c : encoded) {
        if (c == '"' || c == '\\') quoted.push_back('\\');
        quoted.push_back(c);
    }
    return quoted + "\"";
}

std::string mailbox(std::string_view name, std::string_view address) {
    const std::string addr = safe_address(address);
    if (name.empty()) return "<" + addr + ">";
    return display_name(name) + " <" + addr + ">";
}

// Message-IDs are built by the worker from a row id and the site's host: only id characters.
std::string message_id_text(std::string_view id) {
    std::string out;
    for (const char ch : id) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x80 && (std::isalnum(c) || std::string_view(".-_@+=").find(ch) != std::string_view::npos)) out.push_back(ch);
    }
    return out;
}

}  // namespace

std::string encode_header_value(std::string_view value) {
    const std::string clean = without_controls(value);
    bool ascii = true;
    for (const char c : clean) ascii = ascii && is_printable_ascii(static_cast<unsigned char>(c));
    // "=?" in plain text could be read as an encoded word: encode that too.
    if (ascii && clean.find("=?") == std::string::npos && clean.size() <= 900) return clean;
    // Encoded words of at most 75 characters (RFC 2047), folded onto continuation lines.
    std::string out;
    for (const auto chunk : utf8_chunks(clean, 45)) {
        if (!out.empty()) out.append("\r\n ");
        out.append("=?UTF-8?B?").append(base64(chunk, false)).append("?=");
    }
    return out;
}

std::string safe_address(std::string_view address) {
    if (!forms::is_normalized_email(address)) throw std::invalid_argument("refusing to mail an address not in normalised form");
    return std::string(address);
}

std::string base64(std::string_view data, bool wrap_lines) {
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((data.size() + 2) / 3 * 4 + data.size() / 57 * 2);
    std::size_t line = 0;
    for (std::size_t i = 0; i < data.size(); i += 3) {
        std::uint32_t n = static_cast<unsigned char>(data[i]) << 16;
        if (i + 1 < data.size()) n |= static_cast<unsigned char>(data[i + 1]) << 8;
        if (i + 2 < data.size()) n |= static_cast<unsigned char>(data[i + 2]);
        out.push_back(kAlphabet[(n >> 18) & 63]);
        out.push_back(kAlphabet[(n >> 12) & 63]);
        out.push_back(i + 1 < data.size() ? kAlphabet[(n >> 6) & 63] : '=');
        out.push_back(i + 2 < data.size() ? kAlphabet[n & 63] : '=');
        line += 4;
        if (wrap_lines && line >= 76 && i + 3 < data.size()) {
            out.append(kCrlf);
            line = 0;
        }
    }
    return out;
}


std::string render_mime(const MailMessage& m) {
    std::string out;
    header(out, "From", mailbox(m.from_name, m.from_address));
    header(out, "To", mailbox(m.to_name, m.to_address));
    if (!m.reply_to.empty()) header(out, "Reply-To", mailbox({}, m.reply_to));
    header(out, "Subject", encode_header_value(m.subject));
    header(out, "Date", rfc5322_date(m.date_ms));
    header(out, "Message-ID", "<" + message_id_text(m.message_id) + ">");
    for (const auto& [name, value] : m.extra_headers) {
        if (name == "List-Unsubscribe" || name == "List-Unsubscribe-Post") header(out, name, encode_header_value(value));
    }
    header(out, "MIME-Version", "1.0");
    if (m.html.empty()) {
        part(out, "text/plain; charset=UTF-8", m.text);
        return out;
    }
    // The boundary is random hex: it cannot occur in base64 bodies, which use no '-' or '_'.
    const std::string boundary = "=_" + crypto::random_hex(12);
    header(out, "Content-Type", "multipart/alternative; boundary=\"" + boundary + "\"");
    out.append(kCrlf);
    out.append("--").append(boundary).append(kCrlf);
    part(out, "text/plain; charset=UTF-8", m.text);
    out.append("--").append(boundary).append(kCrlf);
    part(out, "text/html; charset=UTF-8", m.html);
    out.append("--").append(boundary).append("--").append(kCrlf);
    return out;
}

}  // namespace outbox
