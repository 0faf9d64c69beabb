// Phone numbers as people type them (issue 16, item 3): national, international, with an extension.
#include <gtest/gtest.h>

#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

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

// Canadian numbers in the usual shapes are read without libphonenumber's parser (a tenth of the
// server's time under a flood): every area code, in every shape, must get the parser's answer,
// valid or not, Canadian or from another region sharing +1.
TEST(Phone, ReadingUsualShapesWithoutTheParserGivesTheParsersAnswer) {
    using i18n::phonenumbers::PhoneNumberUtil;
    const PhoneNumberUtil& util = *PhoneNumberUtil::GetInstance();
    const auto by_parser = [&](const std::string& typed) -> std::string {
        i18n::phonenumbers::PhoneNumber n;
        if (util.Parse(typed, "CA", &n) != PhoneNumberUtil::NO_PARSING_ERROR) return "(refused)";
        if (!util.IsValidNumberForRegion(n, "CA") && !util.IsValidNumber(n)) return "(refused)";
        std::string e164;
        util.Format(n, PhoneNumberUtil::E164, &e164);
        return e164;
    };
    const std::vector<std::string> shapes = {"{a}-{e}-{l}", "({a}) {e}-{l}", "{a} {e} {l}", "1 {a} {e}-{l}", "+1 {a} {e} {l}",
                                             "+1-{a}-{e}-{l}", "1{a}{e}{l}", "{a}.{e}.{l}", " {a} {e} {l}. ", "+{a}{e}{l}",
                                             "0{a}{e}{l}", "{a}{e}{l}0", "1 ({a}) {e}-{l}", "+1({a}){e}{l}"};
    const std::vector<std::pair<std::string, std::string>> lines = {{"555", "0101"}, {"234", "5678"}, {"911", "1234"}, {"055", "1234"}};
    int canadian = 0;
    int compared = 0;
    for (int area = 100; area <= 999; ++area) {
        for (std::size_t i = 0; i < lines.size(); ++i) {
            for (std::size_t k = 0; k < 4; ++k) {
                std::string typed = shapes[(static_cast<std::size_t>(area) + i * 4 + k) % shapes.size()];
                const auto put = [&](const std::string& key, const std::string& value) { typed.replace(typed.find(key), key.size(), value); };
                put("{a}", std::to_string(area));
                put("{e}", lines[i].first);
                put("{l}", lines[i].second);
                const auto expected = by_parser(typed);
                ASSERT_EQ(stored(typed), expected) << typed;
                ++compared;
                if (expected.starts_with("+1") && expected != "(refused)") ++canadian;
            }
        }
    }
    // The comparison covered both answers in number.
    EXPECT_GT(canadian, 100);
    EXPECT_GT(compared - canadian, 100);
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
