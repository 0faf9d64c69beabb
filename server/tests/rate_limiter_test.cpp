// The in-memory rate limiter at scale: clients keyed by IPv4 address or IPv6 /64, memory bounded
// whatever the number of addresses, and limits that still hold for the clients it tracks.
#include "api/rate_limiter.hpp"

#include <gtest/gtest.h>

#include "api/client_key.hpp"

namespace {

using namespace std::chrono_literals;

std::string v4(std::uint32_t n) {
    return std::to_string(n >> 24 & 255) + "." + std::to_string(n >> 16 & 255) + "." + std::to_string(n >> 8 & 255) + "." +
           std::to_string(n & 255);
}

TEST(ClientKey, Ipv4AsIsIpv6ByPrefix) {
    EXPECT_EQ(api::rate_limit_key("203.0.113.7"), "203.0.113.7");
    EXPECT_EQ(api::rate_limit_key("::ffff:203.0.113.7"), "203.0.113.7");
    EXPECT_EQ(api::rate_limit_key("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
    EXPECT_EQ(api::rate_limit_key("2001:DB8:1:2::1"), "2001:db8:1:2::/64");
    EXPECT_NE(api::rate_limit_key("2001:db8:1:3::1"), api::rate_limit_key("2001:db8:1:2::1"));
    EXPECT_EQ(api::rate_limit_key("not an address"), "not an address");
    EXPECT_EQ(api::rate_limit_key(std::string(500, 'x')).size(), 64u);
}

TEST(RateLimiter, Ipv6ClientsShareTheirSlash64) {
    api::RateLimiter limiter(3, 1);
    const auto t0 = api::RateLimiter::Clock::now();
    EXPECT_FALSE(limiter.take("2001:db8:5:6::1", t0));
    EXPECT_FALSE(limiter.take("2001:db8:5:6::2", t0));
    EXPECT_FALSE(limiter.take("2001:db8:5:6:ffff:ffff:ffff:ffff", t0));
    EXPECT_TRUE(limiter.take("2001:db8:5:6::99", t0)) << "a new address in the same /64 gets no fresh burst";
    EXPECT_FALSE(limiter.take("2001:db8:5:7::1", t0)) << "another /64 is another client";
}

TEST(RateLimiter, MemoryStaysBoundedUnderAFloodOfAddresses) {
    constexpr std::size_t capacity = 1 << 14;
    api::RateLimiter limiter(5, 2, capacity);
    const auto t0 = api::RateLimiter::Clock::now();
    for (std::uint32_t i = 0; i < 300000; ++i) {
        limiter.take(v4(0x0A000000 + i), t0);
        ASSERT_LE(limiter.tracked(), 2 * capacity + 64) << "after " << i + 1 << " addresses";
    }
}

TEST(RateLimiter, LimitsHoldForTrackedClientsWhileOthersFlood) {
    api::RateLimiter limiter(2, 2, 1 << 14);
    auto t = api::RateLimiter::Clock::now();
    EXPECT_FALSE(limiter.take("198.51.100.1", t));
    EXPECT_FALSE(limiter.take("198.51.100.1", t));
    // Fewer new addresses than a generation holds: the spent client is still remembered.
    for (std::uint32_t i = 0; i < 5000; ++i) limiter.take(v4(0x0A000000 + i), t);
    EXPECT_TRUE(limiter.take("198.51.100.1", t));
    // One left alone for a full refill (60 s here) may be forgotten, which is the same as full.
    t += 61s;
    EXPECT_FALSE(limiter.take("198.51.100.1", t));
    EXPECT_FALSE(limiter.take("198.51.100.1", t));
    EXPECT_TRUE(limiter.take("198.51.100.1", t));
}

TEST(RateLimiter, GiveBackReturnsOneToken) {
    api::RateLimiter limiter(1, 1);
    const auto t0 = api::RateLimiter::Clock::now();
    EXPECT_FALSE(limiter.take("192.0.2.1", t0));
    EXPECT_TRUE(limiter.take("192.0.2.1", t0));
    limiter.give_back("192.0.2.1");
    EXPECT_FALSE(limiter.take("192.0.2.1", t0));
}

}  // namespace
