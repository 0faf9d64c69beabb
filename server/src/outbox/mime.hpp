#pragma once
// E-mail messages built so that header injection is impossible by construction: every header
// value goes through one encoder that turns control characters (CR and LF included) into spaces
// and non-ASCII into RFC 2047 encoded words; an address is written only if it is in the normalised
// form the forms validation stores (forms/email_address.hpp), never rewritten; bodies are UTF-8
// in base64, whatever they contain.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace outbox {

struct MailMessage {
    std::string from_name;
    std::string from_address;
    std::string to_address;
    std::string to_name;        // optional: a display name configured for the firm's address
    std::string reply_to;       // optional
    std::string subject;
    std::string text;
    std::string html;           // optional: multipart/alternative when present
    // Only List-Unsubscribe and List-Unsubscribe-Post pass; other names are dropped.
    std::vector<std::pair<std::string, std::string>> extra_headers;
    std::string message_id;     // without angle brackets
    std::int64_t date_ms = 0;
};

// The whole message, CRLF line endings, ready for SMTP or a .eml file.
std::string render_mime(const MailMessage& message);

// A header value that can never break out of its header line.
std::string encode_header_value(std::string_view value);
// The address itself when it is in normalised form (what validation stores); otherwise throws
// std::invalid_argument: an address is sent as stored or not at all, never trimmed of characters
// (that would mail someone else).
std::string safe_address(std::string_view address);
std::string base64(std::string_view data, bool wrap_lines);

}  // namespace outbox
