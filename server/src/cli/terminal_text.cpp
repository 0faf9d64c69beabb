#include "cli/terminal_text.hpp"

#include <cstdio>
#include <sstream>

namespace cli {
namespace {

std::string hex_escape(unsigned char byte) {
    char text[8];
    std::snprintf(text, sizeof text, "\\x%02X", byte);
    return text;
}

std::string unicode_escape(char32_t cp) {
    char text[12];
    std::snprintf(text, sizeof text, "\\u%04X", static_cast<unsigned>(cp));
    return text;
}

bool neutralised(char32_t cp) {
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x061C || cp == 0x200E || cp == 0x200F ||
           (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

}  // namespace

TerminalSafeBuffer::~TerminalSafeBuffer() { finish(); }

void TerminalSafeBuffer::put(unsigned char byte) {
    if (cr_) {
        cr_ = false;
        if (byte == '\n') return emit("\r\n");
        emit("\\r");
    }
    if (needed_ > 0) {
        if ((byte & 0xC0) == 0x80) {
            sequence_.push_back(static_cast<char>(byte));
            if (--needed_ > 0) return;
            const auto* b = reinterpret_cast<const unsigned char*>(sequence_.data());
            char32_t cp = 0;
            char32_t minimum = 0;
            if (sequence_.size() == 2) cp = b[0] & 0x1F, minimum = 0x80;
            else if (sequence_.size() == 3) cp = b[0] & 0x0F, minimum = 0x800;
            else cp = b[0] & 0x07, minimum = 0x10000;
            for (std::size_t i = 1; i < sequence_.size(); ++i) cp = (cp << 6) | (b[i] & 0x3F);
            if (cp < minimum || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
                for (const char c : sequence_) emit(hex_escape(static_cast<unsigned char>(c)));
            } else if (neutralised(cp)) {
                emit(unicode_escape(cp));
            } else {
                emit(sequence_);
            }
            sequence_.clear();
            return;
        }
        // Cut short: what was begun is not UTF-8.
        for (const char c : sequence_) emit(hex_escape(static_cast<unsigned char>(c)));
        sequence_.clear();
        needed_ = 0;
    }
    if (byte < 0x80) {
        if (byte == '\r') cr_ = true;
        else if (byte == '\n' || byte == '\t') out_.push_back(static_cast<char>(byte));
        else if (neutralised(byte)) emit(unicode_escape(byte));
        else out_.push_back(static_cast<char>(byte));
        return;
    }
    if (byte >= 0xC2 && byte <= 0xDF) needed_ = 1;
    else if (byte >= 0xE0 && byte <= 0xEF) needed_ = 2;
    else if (byte >= 0xF0 && byte <= 0xF4) needed_ = 3;
    else return emit(hex_escape(byte));
    sequence_.assign(1, static_cast<char>(byte));
}

void TerminalSafeBuffer::flush_out() {
    if (out_.empty() || !target_) return;
    target_->sputn(out_.data(), static_cast<std::streamsize>(out_.size()));
    out_.clear();
}

TerminalSafeBuffer::int_type TerminalSafeBuffer::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    put(static_cast<unsigned char>(traits_type::to_char_type(c)));
    if (out_.size() >= 4096) flush_out();
    return c;
}

std::streamsize TerminalSafeBuffer::xsputn(const char* s, std::streamsize n) {
    for (std::streamsize i = 0; i < n; ++i) put(static_cast<unsigned char>(s[i]));
    if (out_.size() >= 4096) flush_out();
    return n;
}

int TerminalSafeBuffer::sync() {
    flush_out();
    return target_ ? target_->pubsync() : 0;
}

void TerminalSafeBuffer::finish() {
    if (cr_) emit("\\r");
    cr_ = false;
    for (const char c : sequence_) emit(hex_escape(static_cast<unsigned char>(c)));
    sequence_.clear();
    needed_ = 0;
    sync();
}

std::string terminal_safe(std::string_view text) {
    std::ostringstream out;
    {
        TerminalSafeStream safe(out);
        safe << text;
        safe.finish();
    }
    return out.str();
}

}  // namespace cli
