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

TEST(ConnectionRegistry, APerClientCapClosesThatClientsOwnWaitingConnection) {
    http::ConnectionRegistry registry(100, 2);
    std::vector<int> closed;
    auto a = registry.add([&] { closed.push_back(1); }, "198.51.100.7");
    auto b = registry.add([&] { closed.push_back(2); }, "198.51.100.7");
    auto other = registry.add([&] { closed.push_back(3); }, "203.0.113.9");
    other->idle(1);  // waiting longest of all, but another client's
    a->idle(20);
    b->idle(10);
    auto second = registry.admit([] {}, "203.0.113.9");
    EXPECT_TRUE(second) << "below its cap, below the total: admitted";
    EXPECT_TRUE(closed.empty());
    auto third = registry.admit([&] { closed.push_back(4); }, "198.51.100.7");
    EXPECT_TRUE(third);
    EXPECT_EQ(closed, std::vector<int>{2}) << "its own connection waiting longest makes room";
    a->busy();
    EXPECT_FALSE(registry.admit([] {}, "198.51.100.7")) << "every other connection of that client is busy: refused";
    EXPECT_EQ(closed, std::vector<int>{2});
    EXPECT_EQ(registry.size(), 5u) << "a refused connection is not counted";
}

TEST(ConnectionRegistry, AtTheTotalCapAnyoneWaitingLongestMakesRoom) {
    http::ConnectionRegistry registry(2, 10);
    std::vector<int> closed;
    auto a = registry.add([&] { closed.push_back(1); }, "192.0.2.1");
    auto b = registry.add([&] { closed.push_back(2); }, "192.0.2.2");
    a->idle(50);
    b->idle(40);
    auto c = registry.admit([] {}, "192.0.2.3");
    EXPECT_TRUE(c);
    EXPECT_EQ(closed, std::vector<int>{2});
    a->busy();
    EXPECT_FALSE(registry.admit([] {}, "192.0.2.3")) << "the closing one is not chosen twice, the others are busy";
}

// The close is posted to the connection's own thread, which may read once more (and so mark
// itself waiting again) before it runs: it must not be chosen to make room a second time, or the
// room it makes is counted twice and the client keeps one connection more than its cap.
TEST(ConnectionRegistry, AConnectionBeingClosedIsNotChosenAgainWhenItWaitsOnceMore) {
    http::ConnectionRegistry registry(100, 1);
    int closes = 0;
    auto a = registry.add([&] { ++closes; }, "192.0.2.1");
    a->idle(10);
    auto b = registry.admit([] {}, "192.0.2.1");
    ASSERT_TRUE(b);
    EXPECT_EQ(closes, 1);
    a->idle(20);  // its thread read again before the posted close ran
    EXPECT_FALSE(registry.admit([] {}, "192.0.2.1")) << "the client's only live connection is busy: refused";
    EXPECT_EQ(closes, 1);
    EXPECT_FALSE(registry.close_oldest_idle()) << "nor is it chosen when descriptors run short";
    EXPECT_EQ(closes, 1);
}

TEST(ConnectionRegistry, CountsIPv6ClientsByTheirSlash64) {
    EXPECT_EQ(http::client_key("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
    EXPECT_EQ(http::client_key("2001:db8:1:2:bbbb:cccc:dddd:eeee"), "2001:db8:1:2::/64");
    EXPECT_EQ(http::client_key("::ffff:203.0.113.7"), "203.0.113.7");
    EXPECT_EQ(http::client_key("203.0.113.7"), "203.0.113.7");
}

TEST(ConnectionCap, LeavesAReserveBelowTheDescriptorLimit) {
    EXPECT_EQ(http::connection_cap(1024), 922u - http::SealedCopy::kMaxOpen);
    EXPECT_EQ(http::connection_cap(65536), 58983u - http::SealedCopy::kMaxOpen);
    EXPECT_GE(http::connection_cap(20), 16u);
}

}  // namespace
