#include "http/accept_encoding.hpp"

#include <gtest/gtest.h>

using http::accepts_encoding;

TEST(AcceptEncoding, ListedCodingsAreAccepted) {
    EXPECT_TRUE(accepts_encoding("gzip, deflate, br", "br"));
    EXPECT_TRUE(accepts_encoding("gzip, deflate, br", "gzip"));
    EXPECT_TRUE(accepts_encoding("BR", "br"));
    EXPECT_TRUE(accepts_encoding("gzip;q=0.5", "gzip"));
}

TEST(AcceptEncoding, ZeroQualityRefuses) {
    EXPECT_FALSE(accepts_encoding("br;q=0, gzip", "br"));
    EXPECT_TRUE(accepts_encoding("br;q=0, gzip", "gzip"));
    EXPECT_FALSE(accepts_encoding("gzip; q=0.000", "gzip"));
}

TEST(AcceptEncoding, WildcardCoversUnlistedCodings) {
    EXPECT_TRUE(accepts_encoding("*", "br"));
    EXPECT_FALSE(accepts_encoding("*;q=0, gzip", "br"));
    EXPECT_TRUE(accepts_encoding("*;q=0, gzip", "gzip"));
}

TEST(AcceptEncoding, AbsentOrMalformedMeansIdentityOnly) {
    EXPECT_FALSE(accepts_encoding("", "br"));
    EXPECT_FALSE(accepts_encoding("identity", "gzip"));
    EXPECT_FALSE(accepts_encoding("br;q=abc", "br"));
    EXPECT_FALSE(accepts_encoding("brotli", "br"));
}
