// Client addresses are hashed with a key that changes every UTC day and is never stored.
#include "api/ip_hasher.hpp"

#include <gtest/gtest.h>

namespace {

constexpr std::int64_t kDay = 86'400'000;

TEST(IpHasher, LinksOneAddressWithinADayOnly) {
    api::IpHasher hasher;
    const std::int64_t noon = 20'000 * kDay + kDay / 2;
    const auto a = hasher.hash("192.0.2.10", noon);
    EXPECT_EQ(a.size(), 64u);
    EXPECT_EQ(hasher.hash("192.0.2.10", noon + 3'600'000), a);        // same day: same hash
    EXPECT_NE(hasher.hash("192.0.2.11", noon), a);                    // another address
    EXPECT_NE(hasher.hash("192.0.2.10", noon + kDay), a);              // next day: unlinkable
    EXPECT_NE(hasher.hash("192.0.2.10", noon), a);                     // that day's key is forgotten
    EXPECT_NE(api::IpHasher().hash("192.0.2.10", noon), a);            // random, per process
    EXPECT_EQ(hasher.hash("", noon), "");
}

TEST(IpHasher, WithASecretInstancesAgreeWithinADay) {
    api::IpHasher a("s3cret"), b("s3cret");
    const std::int64_t t = 20'000 * kDay;
    EXPECT_EQ(a.hash("192.0.2.10", t), b.hash("192.0.2.10", t + 1000));
    EXPECT_NE(a.hash("192.0.2.10", t), b.hash("192.0.2.10", t + kDay));
}

}  // namespace
