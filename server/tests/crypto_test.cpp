#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "crypto/crypto.hpp"

namespace {

TEST(Crypto, TimeOrderedIdsSortByCreationAndStayUnguessable) {
    const std::int64_t t = 1'795'000'000'000;  // 2026-11-18
    const std::string id = crypto::time_ordered_id(t);
    ASSERT_EQ(id.size(), 32u);
    EXPECT_TRUE(std::all_of(id.begin(), id.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); })) << id;
    EXPECT_EQ(id.substr(0, 12), "01a1ee565e00") << "the creation time, in hex milliseconds";

    std::vector<std::string> ids;
    for (std::int64_t ms = t; ms < t + 300; ++ms) ids.push_back(crypto::time_ordered_id(ms));
    EXPECT_TRUE(std::is_sorted(ids.begin(), ids.end()));

    std::set<std::string> same_ms;
    for (int i = 0; i < 1000; ++i) same_ms.insert(crypto::time_ordered_id(t));
    EXPECT_EQ(same_ms.size(), 1000u) << "80 random bits: no two ids of one millisecond alike";
}

}  // namespace
