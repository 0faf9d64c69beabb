#include "http/static_files.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "http/file_cache.hpp"
#include "temp_dir.hpp"

// StaticFiles builds its paths as strings: an empty root must still mean the working directory,
// as it did as a std::filesystem::path, never the file system's root.
TEST(StaticFiles, AnEmptyRootIsTheWorkingDirectory) {
    TempDir dir;
    std::ofstream(dir.path() / "page.html") << "<p>ici</p>";
    const auto previous = std::filesystem::current_path();
    std::filesystem::current_path(dir.path());
    http::FileCache cache;
    const http::StaticFiles files("", cache);
    const bool page = files.resolve("/page").has_value();
    const bool outside = files.resolve("/etc/passwd").has_value();
    std::filesystem::current_path(previous);
    EXPECT_TRUE(page);
    EXPECT_FALSE(outside) << "an empty root served /etc/passwd";
}
