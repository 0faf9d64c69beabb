// Replays every kept fuzzing input (fuzz/corpus/<target>/ and fuzz/crashes/<target>/) through the
// same entry functions libFuzzer drives, built here with g++: a crash found once stays fixed, and
// `make test` needs no clang. An entry aborts on a broken invariant, which fails this test binary.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "entries.hpp"

namespace {

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::size_t replay(const fuzz::Target& target, std::string_view kind) {
    const std::filesystem::path dir = std::filesystem::path(FUZZ_DIR) / kind / target.name;
    std::size_t count = 0;
    if (!std::filesystem::exists(dir)) return 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (!entry.is_regular_file() || entry.path().filename().string().starts_with(".")) continue;
        SCOPED_TRACE(entry.path().string());
        target.run(read_file(entry.path()));
        ++count;
    }
    return count;
}

class FuzzReplay : public ::testing::TestWithParam<fuzz::Target> {};

TEST_P(FuzzReplay, CorpusAndCrashReproducersPass) {
    const std::size_t corpus = replay(GetParam(), "corpus");
    replay(GetParam(), "crashes");
    // A target without a kept corpus was never fuzzed, or its corpus was lost.
    EXPECT_GT(corpus, 0u) << "no corpus for " << GetParam().name;
}

INSTANTIATE_TEST_SUITE_P(Targets, FuzzReplay, ::testing::ValuesIn(fuzz::targets().begin(), fuzz::targets().end()),
                         [](const auto& info) { return std::string(info.param.name); });

}  // namespace
