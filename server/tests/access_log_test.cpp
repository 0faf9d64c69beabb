#include "http/access_log.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <unistd.h>

#include <string>
#include <thread>

namespace {

std::string read_until(int fd, std::string_view needle) {
    std::string text;
    char buf[65536];
    while (text.find(needle) == std::string::npos) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n <= 0) break;
        text.append(buf, static_cast<std::size_t>(n));
    }
    return text;
}

TEST(AccessLog, WritesOneLinePerRecord) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    {
        http::AccessLog log(fds[1]);
        log.record("GET", "/blog", 200, 1234, 0.5);
        log.record("POST", "/api/audit", 201, 20, 12.25);
    }
    ::close(fds[1]);
    const std::string text = read_until(fds[0], "\x01");  // reads to end of file
    ::close(fds[0]);
    EXPECT_NE(text.find(" info GET /blog 200 1234B 0.50ms\n"), std::string::npos) << text;
    EXPECT_NE(text.find(" info POST /api/audit 201 20B 12.25ms\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("dropped"), std::string::npos) << text;
}

// Issue 27: log times were local without offset, and no request id joined the proxy's log to ours.
TEST(AccessLog, TimesCarryTheirOffsetAndLinesTheRequestId) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    {
        http::AccessLog log(fds[1]);
        log.record("GET", "/", 200, 10, 0.25, http::request_id(std::string_view("0123abcd")));
    }
    ::close(fds[1]);
    const std::string text = read_until(fds[0], "\x01");
    ::close(fds[0]);
    EXPECT_TRUE(std::regex_search(text, std::regex(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d info GET / 200 10B 0.25ms id=0123abcd\n)")))
        << text;
    EXPECT_EQ(http::request_id(std::string_view("bad id\r\nX: y")).size(), 32u);  // not taken: a fresh one
    EXPECT_NE(http::request_id(std::nullopt), http::request_id(std::nullopt));
}

// Nobody reads the pipe: recording never blocks, the oldest records go and are counted, and
// once a reader comes the newest records and the count are written.
TEST(AccessLog, StalledOutputDropsOldestAndNeverBlocks) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    auto log = std::make_unique<http::AccessLog>(fds[1], 64);
    constexpr int kPerThread = 50000;
    std::vector<std::thread> threads;
    for (int t = 0; t < 2; ++t) {
        threads.emplace_back([&log, t] {
            for (int i = 0; i < kPerThread; ++i) log->record("GET", "/page-" + std::to_string(t) + "-" + std::to_string(i), 200, 100, 0.1);
        });
    }
    for (auto& t : threads) t.join();  // a blocking log would hang here: the pipe holds ~1,000 lines
    EXPECT_GT(log->dropped(), 0u);
    EXPECT_LE(log->dropped(), 2u * kPerThread);

    std::string text;
    std::thread reader([&] { text = read_until(fds[0], "line(s) dropped"); });
    // The newest records of each thread survive; the writer flushes them within its interval.
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    log.reset();
    ::close(fds[1]);
    reader.join();
    text += read_until(fds[0], "\x01");
    ::close(fds[0]);
    EXPECT_NE(text.find("GET /page-0-" + std::to_string(kPerThread - 1) + " 200"), std::string::npos);
    EXPECT_NE(text.find("GET /page-1-" + std::to_string(kPerThread - 1) + " 200"), std::string::npos);
    EXPECT_NE(text.find("line(s) dropped so far"), std::string::npos);
}

}  // namespace
