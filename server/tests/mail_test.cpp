// E-mail building: no input can add a header line; non-ASCII is encoded; bodies are base64.
#include "outbox/mime.hpp"
#include "text/html_escape.hpp"

#include <gtest/gtest.h>

namespace {

std::string decode64(std::string_view in) {
    static const std::string kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    int value = 0, bits = -8;
    for (const char c : in) {
        const auto pos = kAlphabet.find(c);
        if (pos == std::string::npos) continue;
        value = (value << 6) + static_cast<int>(pos);
        bits += 6;
        if (bits >= 0) {
            out.push_back(static_cast<char>((value >> bits) & 0xFF));
            bits -= 8;
        }
    }
    return out;
}

std::vector<std::string> header_lines(const std::string& mime) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (;;) {
        const auto end = mime.find("\r\n", start);
        if (end == std::string::npos || end == start) break;  // blank line: end of the headers
        lines.push_back(mime.substr(start, end - start));
        start = end + 2;
    }
    return lines;
}

outbox::MailMessage hostile() {
    outbox::MailMessage m;
    m.from_name = "Firme\r\nBcc: spam@evil.example";
    m.from_address = "info@example.com";
    m.to_address = "victim@example.com";
    m.reply_to = "a@b.ca";
    m.subject = "Demande\r\nBcc: spam@evil.example\n\nbody";
    m.text = "Bonjour\nLigne 2";
    m.html = "<p>x</p>";
    m.extra_headers = {{"List-Unsubscribe", "<https://s/desabonnement?token=ab>\r\nX-Evil: 1"}, {"Bcc", "spam@evil.example"}};
    m.message_id = "outbox-1@s";
    m.date_ms = 0;
    return m;
}

TEST(Mail, NoInputCanAddAHeader) {
    const std::string mime = outbox::render_mime(hostile());
    for (const auto& line : header_lines(mime)) {
        const bool continuation = line.starts_with(" ");
        EXPECT_TRUE(continuation || line.find(':') != std::string::npos) << line;
        EXPECT_FALSE(line.starts_with("Bcc")) << line;
        EXPECT_FALSE(line.starts_with("X-Injected")) << line;
        EXPECT_FALSE(line.starts_with("X-Evil")) << line;
    }
    EXPECT_NE(mime.find("To: <victim@example.com>"), std::string::npos) << mime;
}

// An address is written exactly as stored or not at all: trimming characters mails someone else.
TEST(Mail, AddressesAreRefusedNeverRewritten) {
    for (const std::string bad : {"victim@example.com>\r\nBcc: <spam@evil.example", "a@b.ca\nX-Injected: yes", "a,b@example.com",
                                  "j\u00e9an@example.com", "jean@ex\u00e4mple.com", "<erase.me@example.com>", "Jean@Example.com"}) {
        outbox::MailMessage to = hostile();
        to.to_address = bad;
        EXPECT_THROW(outbox::render_mime(to), std::invalid_argument) << bad;
        outbox::MailMessage reply = hostile();
        reply.reply_to = bad;
        EXPECT_THROW(outbox::render_mime(reply), std::invalid_argument) << bad;
        EXPECT_THROW(outbox::safe_address(bad), std::invalid_argument) << bad;
    }
    EXPECT_EQ(outbox::safe_address("jean@xn--exmple-cua.com"), "jean@xn--exmple-cua.com");
}

TEST(Mail, NonAsciiHeadersAreEncodedWords) {
    outbox::MailMessage m;
    m.subject = "Nouvelle demande : Audit de conformité gratuit";
    m.from_name = "Conformité Propreté Québec";
    m.from_address = "info@example.com";
    m.to_address = "a@b.ca";
    m.text = "é";
    const std::string mime = outbox::render_mime(m);
    EXPECT_NE(mime.find("Subject: =?UTF-8?B?"), std::string::npos);
    EXPECT_EQ(outbox::encode_header_value("plain ascii"), "plain ascii");
    EXPECT_EQ(outbox::encode_header_value("é"), "=?UTF-8?B?w6k=?=");
    // Long values fold into several encoded words, each within 75 characters.
    const std::string folded = outbox::encode_header_value(std::string(200, 'x') + "é");
    for (std::size_t pos = 0, next; pos < folded.size(); pos = next + 3) {
        next = folded.find("\r\n ", pos);
        if (next == std::string::npos) next = folded.size();
        EXPECT_LE(next - pos, 75u);
    }
}

TEST(Mail, BodiesAreBase64Utf8WithCrlf) {
    const std::string mime = outbox::render_mime(hostile());
    EXPECT_NE(mime.find("Content-Type: multipart/alternative"), std::string::npos);
    const auto start = mime.find("base64\r\n\r\n") + 10;
    const auto end = mime.find("\r\n--", start);
    EXPECT_EQ(decode64(mime.substr(start, end - start)), "Bonjour\r\nLigne 2");
}

TEST(Mail, ListUnsubscribePassesOtherHeadersDoNot) {
    outbox::MailMessage m = hostile();
    m.extra_headers = {{"List-Unsubscribe", "<https://s/desabonnement?token=ab>"},
                       {"List-Unsubscribe-Post", "List-Unsubscribe=One-Click"}};
    const std::string mime = outbox::render_mime(m);
    EXPECT_NE(mime.find("\r\nList-Unsubscribe: <https://s/desabonnement?token=ab>\r\n"), std::string::npos);
    EXPECT_NE(mime.find("\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"), std::string::npos);
}

TEST(Mail, HtmlEscape) {
    EXPECT_EQ(text::html_escape("<script>alert('x') & \"y\"</script>"),
              "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;");
}

}  // namespace
