#include "http/file_cache.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <thread>
#include <vector>

#include "temp_dir.hpp"

namespace {

void write(const std::filesystem::path& p, std::string_view text) {
    std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

}  // namespace

TEST(FileCache, ServesContentAndSharesIt) {
    TempDir dir;
    write(dir.path() / "a.txt", "hello");
    http::FileCache cache;
    const auto first = cache.get(dir.path() / "a.txt");
    ASSERT_TRUE(first && first->content);
    EXPECT_EQ(*first->content, "hello");
    EXPECT_EQ(cache.get(dir.path() / "a.txt")->content, first->content);  // same buffer, not re-read
}

TEST(FileCache, RevalidatesWithStat) {
    TempDir dir;
    write(dir.path() / "a.txt", "old");
    http::FileCache cache(2u << 20, 128u << 20, std::chrono::milliseconds(0));
    const auto before = cache.get(dir.path() / "a.txt");
    write(dir.path() / "a.txt", "newer");
    const auto after = cache.get(dir.path() / "a.txt");
    EXPECT_EQ(*after->content, "newer");
    EXPECT_NE(before->etag, after->etag);
    std::filesystem::remove(dir.path() / "a.txt");
    EXPECT_EQ(cache.get(dir.path() / "a.txt"), nullptr);
}

TEST(FileCache, DirectoriesAndMissingFilesAreNotFiles) {
    TempDir dir;
    http::FileCache cache;
    EXPECT_EQ(cache.get(dir.path()), nullptr);
    EXPECT_EQ(cache.get(dir.path() / "missing"), nullptr);
}

TEST(FileCache, LargeFilesAreStreamedNotCached) {
    TempDir dir;
    write(dir.path() / "big.bin", std::string(100, 'x'));
    http::FileCache cache(10);
    const auto file = cache.get(dir.path() / "big.bin");
    ASSERT_TRUE(file);
    EXPECT_EQ(file->content, nullptr);
    EXPECT_EQ(file->size, 100u);
    EXPECT_FALSE(file->etag.empty());
}

TEST(FileCache, EtagDependsOnContentOnly) {
    TempDir dir;
    write(dir.path() / "a.txt", "same");
    write(dir.path() / "b.txt", "same");
    http::FileCache cache;
    EXPECT_EQ(cache.get(dir.path() / "a.txt")->etag, cache.get(dir.path() / "b.txt")->etag);
}

TEST(FileCache, MissingFilesAreRememberedForTheIntervalToo) {
    TempDir dir;
    http::FileCache cache(2u << 20, 128u << 20, std::chrono::hours(1));
    EXPECT_EQ(cache.get(dir.path() / "late.txt"), nullptr);
    write(dir.path() / "late.txt", "here");
    EXPECT_EQ(cache.get(dir.path() / "late.txt"), nullptr);  // no stat() before the interval ends
    http::FileCache fresh(2u << 20, 128u << 20, std::chrono::milliseconds(0));
    EXPECT_EQ(*fresh.get(dir.path() / "late.txt")->content, "here");
}

TEST(FileCache, ConcurrentReadersSeeOneBuffer) {
    TempDir dir;
    write(dir.path() / "a.txt", "shared");
    http::FileCache cache;
    const auto first = cache.get(dir.path() / "a.txt");
    std::vector<std::thread> threads;
    std::atomic<int> same{0};
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&] {
            for (int i = 0; i < 1000; ++i) {
                if (cache.get(dir.path() / "a.txt")->content == first->content) ++same;
                cache.get(dir.path() / ("missing-" + std::to_string(i)));  // publishes new tables meanwhile
            }
        });
    }
    for (auto& t : threads) t.join();
    EXPECT_EQ(same, 4000);
}

TEST(FileCache, LargeContentsGetASealedCopyForSendfile) {
    TempDir dir;
    std::string big(http::SealedCopy::kMinBytes + 123, 'a');
    for (std::size_t i = 0; i < big.size(); ++i) big[i] = static_cast<char>('a' + i % 26);
    write(dir.path() / "big.html", big);
    write(dir.path() / "small.html", "petit");
    http::FileCache cache;

    const auto small = cache.get(dir.path() / "small.html");
    ASSERT_TRUE(small && small->content);
    EXPECT_EQ(small->sealed, nullptr);  // copied into the socket with the head: cheaper

    const auto file = cache.get(dir.path() / "big.html");
    ASSERT_TRUE(file && file->content && file->sealed);
    ASSERT_EQ(file->sealed->size(), big.size());
    std::string read_back(big.size(), '\0');
    ASSERT_EQ(::pread(file->sealed->fd(), read_back.data(), read_back.size(), 0), static_cast<ssize_t>(big.size()));
    EXPECT_EQ(read_back, big);
    // Sealed: what sendfile sends cannot drift from the ETag and Content-Length.
    EXPECT_EQ(::pwrite(file->sealed->fd(), "x", 1, 0), -1);
    EXPECT_EQ(::ftruncate(file->sealed->fd(), 10), -1);
}

// Each sealed copy holds a descriptor: however many large files the site has, they must not
// take the descriptors that connections are promised (connection_cap's reserve).
TEST(FileCache, SealedCopiesHoldABoundedNumberOfDescriptors) {
    TempDir dir;
    const std::string big(http::SealedCopy::kMinBytes, 'x');
    http::FileCache cache(2u << 20, 1u << 30);
    std::vector<std::shared_ptr<const http::CachedFile>> held;
    for (int i = 0; i < 200; ++i) {
        const auto path = dir.path() / ("page-" + std::to_string(i) + ".html");
        write(path, big);
        held.push_back(cache.get(path));
        ASSERT_TRUE(held.back() && held.back()->content);  // served from memory either way
    }
    const auto sealed = std::count_if(held.begin(), held.end(), [](const auto& f) { return f->sealed != nullptr; });
    EXPECT_EQ(sealed, static_cast<std::ptrdiff_t>(http::SealedCopy::kMaxOpen));
    held.clear();
}
