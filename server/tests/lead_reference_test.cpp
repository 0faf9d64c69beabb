#include <gtest/gtest.h>

#include <set>

#include "crypto/crypto.hpp"
#include "store/lead_reference.hpp"

namespace {

TEST(LeadReference, EightCrockfordCharactersFromTheIdsRandomPart) {
    // Random part 0123456789…: 0x0123456789 is 40 bits, read 5 at a time.
    EXPECT_EQ(store::lead_reference("01a1ee565e00" "0123456789" "abcdefabcd"), "04HM-ASW9");
    EXPECT_EQ(store::lead_reference("01a1ee565e00" "ffffffffff" "0000000000"), "ZZZZ-ZZZZ");
    // The creation time and the last random digits do not show: same reference.
    EXPECT_EQ(store::lead_reference("000000000000" "ffffffffff" "1234512345"), "ZZZZ-ZZZZ");
}

TEST(LeadReference, ReadableAndDistinct) {
    std::set<std::string> seen;
    for (int i = 0; i < 2000; ++i) {
        const std::string ref = store::lead_reference(crypto::time_ordered_id(1'795'000'000'000));
        ASSERT_EQ(ref.size(), 9u);
        EXPECT_EQ(ref[4], '-');
        EXPECT_EQ(ref.find_first_of("ILOU"), std::string::npos) << ref;
        seen.insert(ref);
    }
    EXPECT_EQ(seen.size(), 2000u) << "40 random bits: no two of 2000 leads alike";
}

TEST(LeadReference, OtherIdsAreShownAsTheyAre) {
    EXPECT_EQ(store::lead_reference("lead3"), "lead3");
    EXPECT_EQ(store::lead_reference("0123456789ABCDEF0123456789abcdef"), "0123456789ABCDEF0123456789abcdef");
}

TEST(LeadReference, WhatAThankYouPageMayShowIsAReferenceAsWritten) {
    EXPECT_TRUE(store::is_lead_reference(store::lead_reference(crypto::time_ordered_id(1'795'000'000'000))));
    EXPECT_TRUE(store::is_lead_reference("04HM-ASW9"));
    EXPECT_FALSE(store::is_lead_reference("04hm-asw9")) << "as written: capitals";
    EXPECT_FALSE(store::is_lead_reference("04HM-ASWI")) << "no I, L, O or U";
    EXPECT_FALSE(store::is_lead_reference("04HMASW9"));
    EXPECT_FALSE(store::is_lead_reference("04HM-ASW9<"));
    EXPECT_FALSE(store::is_lead_reference(""));
}

}  // namespace
