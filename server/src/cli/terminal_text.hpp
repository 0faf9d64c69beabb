#pragma once
// Everything the command line prints goes through this filter: what visitors typed (a
// quarantined post, a lead's fields) reaches the operator's terminal, and must not drive it.
// C0 and C1 control characters (ESC, U+009B CSI...), DEL, bidirectional overrides and isolates
// (U+202A to U+202E, U+2066 to U+2069, U+200E, U+200F, U+061C) and the line and paragraph
// separators are written as visible escapes \uXXXX (valid JSON escapes of the same characters,
// so a JSON export stays valid and means the same); bytes that are not UTF-8 as \xNN. Line
// feeds, tabs and CR LF pairs (CSV's line ends) pass.
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>

namespace cli {

class TerminalSafeBuffer : public std::streambuf {
public:
    explicit TerminalSafeBuffer(std::streambuf* target) : target_(target) {}
    ~TerminalSafeBuffer() override;
    TerminalSafeBuffer(const TerminalSafeBuffer&) = delete;
    TerminalSafeBuffer& operator=(const TerminalSafeBuffer&) = delete;
    // Writes out what is held back (an unfinished UTF-8 sequence, a CR), escaped.
    void finish();

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

private:
    void put(unsigned char byte);
    void emit(std::string_view text) { out_.append(text); }
    void flush_out();

    std::streambuf* target_;
    std::string out_;
    std::string sequence_;     // a UTF-8 sequence begun
    std::size_t needed_ = 0;   // continuation bytes it still needs
    bool cr_ = false;          // a CR waiting to see whether LF follows
};

// The same filter over a whole string.
std::string terminal_safe(std::string_view text);

// An ostream that writes to `target` through the filter; finish() at the end.
class TerminalSafeStream : public std::ostream {
public:
    explicit TerminalSafeStream(std::ostream& target) : std::ostream(nullptr), buffer_(target.rdbuf()) { rdbuf(&buffer_); }
    void finish() {
        flush();
        buffer_.finish();
    }

private:
    TerminalSafeBuffer buffer_;
};

}  // namespace cli
