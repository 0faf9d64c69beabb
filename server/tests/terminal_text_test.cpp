// What the command line prints: visitors' text cannot drive the operator's terminal.
#include "cli/terminal_text.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace {

TEST(TerminalText, ControlAndBidirectionalCharactersAreShownEscaped) {
    EXPECT_EQ(cli::terminal_safe("Élodie, 514 555-1234\tok\n"), "Élodie, 514 555-1234\tok\n");
    EXPECT_EQ(cli::terminal_safe("a\x1b[2Jb"), "a\\u001B[2Jb") << "ESC (clears the screen)";
    EXPECT_EQ(cli::terminal_safe("a\xc2\x9b" "31mb"), "a\\u009B31mb") << "U+009B, the one-byte CSI";
    EXPECT_EQ(cli::terminal_safe("abc\xe2\x80\xae" "fdp.exe"), "abc\\u202Efdp.exe") << "U+202E right-to-left override";
    EXPECT_EQ(cli::terminal_safe("x\xe2\x81\xa6y\xe2\x80\x8f"), "x\\u2066y\\u200F") << "isolates and marks";
    EXPECT_EQ(cli::terminal_safe("bell\x07 del\x7f"), "bell\\u0007 del\\u007F");
    EXPECT_EQ(cli::terminal_safe("over\rwrite"), "over\\rwrite") << "a lone CR would overwrite the line";
    EXPECT_EQ(cli::terminal_safe("a,b\r\nc,d\r\n"), "a,b\r\nc,d\r\n") << "CSV line ends pass";
    EXPECT_EQ(cli::terminal_safe("\x9b" "1m"), "\\x9B1m") << "a raw C1 byte is not UTF-8";
    EXPECT_EQ(cli::terminal_safe("\xc0\x9b"), "\\xC0\\x9B") << "overlong forms too";
    EXPECT_EQ(cli::terminal_safe("cut\xe2\x80"), "cut\\xE2\\x80") << "a sequence cut short at the end";
}

TEST(TerminalText, SequencesSplitAcrossWritesAreJudgedWhole) {
    std::ostringstream target;
    cli::TerminalSafeStream out(target);
    out << "a\xe2" << "\x80" << "\xae" << "b\r" << "\nc\xc3" << "\xa9";
    out.finish();
    EXPECT_EQ(target.str(), "a\\u202Eb\r\nc\xc3\xa9");
}

}  // namespace
