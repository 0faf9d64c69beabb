// Phone numbers as people type them (issue 16, item 3): national, international, with an extension.
#include <gtest/gtest.h>

#include "forms/phone.hpp"

namespace {

std::string stored(std::string_view typed) {
    const auto n = forms::parse_phone(typed);
    return n ? forms::stored_phone(*n) : "(refused)";
}

TEST(Phone, AcceptsNationalNumbersInEveryUsualShape) {
    EXPECT_EQ(stored("514-555-0101"), "+15145550101");
    EXPECT_EQ(stored("(514) 555-0101"), "+15145550101");
    EXPECT_EQ(stored("514 555 0101"), "+15145550101");
    EXPECT_EQ(stored("1 514 555-0101"), "+15145550101");
    EXPECT_EQ(stored("+1 514 555 0101"), "+15145550101");
}

TEST(Phone, AcceptsExtensionsInFrenchAndEnglish) {
    EXPECT_EQ(stored("514-555-0101 poste 12"), "+15145550101;ext=12");
    EXPECT_EQ(stored("514-555-0101, Poste 12"), "+15145550101;ext=12");
    EXPECT_EQ(stored("514-555-0101 POSTE 12"), "+15145550101;ext=12");
    EXPECT_EQ(stored("514-555-0101 poste12"), "+15145550101;ext=12");
    EXPECT_EQ(stored("514-555-0101 ext. 12"), "+15145550101;ext=12");
    EXPECT_EQ(stored("514-555-0101 x12"), "+15145550101;ext=12");
    EXPECT_EQ(stored("514 555-0101 #4567"), "+15145550101;ext=4567");
}

TEST(Phone, AcceptsInternationalNumbers) {
    EXPECT_EQ(stored("+33 1 23 45 67 89"), "+33123456789");
    EXPECT_EQ(stored("+44 20 7946 0958"), "+442079460958");
}

TEST(Phone, AcceptsNumbersOfTheOtherRegionsSharingPlusOne) {
    // Tried for Canada first, then for every region: New York and Jamaica are not Canadian numbers.
    EXPECT_EQ(stored("212 555-0123"), "+12125550123");
    EXPECT_EQ(stored("+1 876 927 1234"), "+18769271234");
    EXPECT_EQ(stored("999-555-0101"), "(refused)");
}

TEST(Phone, RefusesWhatIsNotAPhoneNumber) {
    EXPECT_EQ(stored("555-1234"), "(refused)");
    EXPECT_EQ(stored("bonjour"), "(refused)");
    EXPECT_EQ(stored("+33 1 23"), "(refused)");
    EXPECT_EQ(stored(""), "(refused)");
}

TEST(Phone, ShowsStoredNumbersTheQuebecWay) {
    EXPECT_EQ(forms::display_phone("+15145550101"), "514 555-0101");
    EXPECT_EQ(forms::display_phone("+15145550101;ext=12"), "514 555-0101, poste 12");
    EXPECT_EQ(forms::display_phone("+33123456789"), "+33 1 23 45 67 89");
    EXPECT_EQ(forms::display_phone("+14185550199"), "418 555-0199");
    EXPECT_EQ(forms::display_phone("+1514555010"), "+1514555010");  // not ten digits: shown as stored
    EXPECT_EQ(forms::display_phone("pas un numéro"), "pas un numéro");
}

TEST(Phone, TapToCallUriDialsTheExtensionAfterAPause) {
    EXPECT_EQ(forms::tel_uri("+15145550101"), "tel:+15145550101");
    EXPECT_EQ(forms::tel_uri("+15145550101;ext=12"), "tel:+15145550101,12");
    EXPECT_EQ(forms::tel_uri("<script>"), "");
}

}  // namespace
