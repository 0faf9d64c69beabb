// The connection cap: which connection makes room when descriptors run short.
#include "http/connection_registry.hpp"
#include "http/sealed_copy.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace {

TEST(ConnectionRegistry, ClosesTheLongestIdleConnectionOnly) {
    http::ConnectionRegistry registry(3);
    std::vector<int> closed;
    auto a = registry.add([&] { closed.push_back(1); });
    auto b = registry.add([&] { closed.push_back(2); });
    auto c = registry.add([&] { closed.push_back(3); });
    EXPECT_TRUE(registry.full());
    b->idle(100);
    c->idle(50);
    a->busy();  // answering a request: never closed to make room
    EXPECT_TRUE(registry.close_oldest_idle());
    EXPECT_EQ(closed, std::vector<int>{3});
    EXPECT_TRUE(registry.close_oldest_idle());
    EXPECT_EQ(closed, (std::vector<int>{3, 2}));
    EXPECT_FALSE(registry.close_oldest_idle()) << "only busy connections left";
}

TEST(ConnectionRegistry, ForgetsAConnectionWhenItsHandleGoes) {
    http::ConnectionRegistry registry(2);
    int closed = 0;
    {
        auto a = registry.add([&] { ++closed; });
        a->idle(1);
        EXPECT_EQ(registry.size(), 1u);
    }
    EXPECT_EQ(registry.size(), 0u);
    EXPECT_FALSE(registry.close_oldest_idle());
    EXPECT_EQ(closed, 0);
}

TEST(ConnectionCap, LeavesAReserveBelowTheDescriptorLimit) {
    EXPECT_EQ(http::connection_cap(1024), 922u - http::SealedCopy::kMaxOpen);
    EXPECT_EQ(http::connection_cap(65536), 58983u - http::SealedCopy::kMaxOpen);
    EXPECT_GE(http::connection_cap(20), 16u);
}

}  // namespace
