// Issue 25: `server check` lists the firm's identity still to confirm in the footer (legal name,
// NEQ) and example social links as blocking items, and the image slots the build still fills with
// an illustration as warnings.
#include "cli/firm_presence_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <boost/json.hpp>
#include <fstream>

#include "temp_dir.hpp"

namespace {

namespace json = boost::json;

bool mentions(const std::vector<std::string>& problems, std::string_view text) {
    return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return p.find(text) != std::string::npos; });
}

class FirmPresence : public ::testing::Test {
protected:
    void manifest(std::string_view text) { std::ofstream(dir_.path() / ".image-slots.json") << text; }
    TempDir dir_;
};

TEST_F(FirmPresence, ListsLegalNameAndNeqStillToConfirm) {
    const json::object business = json::parse(R"j({"legalName":"À confirmer (raison sociale)","neq":"À confirmer"})j").as_object();
    const auto problems = cli::firm_presence_problems(business, "business.json");
    EXPECT_TRUE(mentions(problems, "business.json legalName « À confirmer (raison sociale) »"));
    EXPECT_TRUE(mentions(problems, "business.json neq « À confirmer »"));
    EXPECT_EQ(problems.size(), 2u);
}

TEST_F(FirmPresence, AGivenIdentityAndRealSocialLinksPass) {
    const json::object business = json::parse(R"j({"legalName":"9999-9999 Québec inc.","neq":"1234567890",
        "social":[{"network":"linkedin","url":"https://www.linkedin.com/company/conformite-proprete"}]})j").as_object();
    EXPECT_EQ(cli::firm_presence_problems(business, "business.json"), std::vector<std::string>{});
    manifest(R"j({"slots":[{"id":"equipe","label":"L’équipe","source":"photo","pages":["/"]}]})j");
    EXPECT_EQ(cli::image_slot_warnings(dir_.path()), std::vector<std::string>{});
}

TEST_F(FirmPresence, ExampleSocialLinksArePlaceholders) {
    const json::object business = json::parse(R"j({"legalName":"X inc.","neq":"1234567890",
        "social":[{"network":"facebook","url":"https://facebook.example/firme"}]})j").as_object();
    EXPECT_TRUE(mentions(cli::firm_presence_problems(business, "business.json"), "social « https://facebook.example/firme »"));
}

TEST_F(FirmPresence, ListsEverySlotStillOnItsIllustration) {
    manifest(R"j({"slots":[
      {"id":"hero-medical","label":"Équipe en clinique","source":"illustration","pages":["/nettoyage-medical","/conformite-cliniques-medicales"]},
      {"id":"equipe","label":"L’équipe","source":"photo","pages":["/"]}]})j");
    const auto problems = cli::image_slot_warnings(dir_.path());
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("image slot « hero-medical »"), std::string::npos) << problems[0];
    EXPECT_NE(problems[0].find("/conformite-cliniques-medicales"), std::string::npos) << problems[0];
}

TEST_F(FirmPresence, AMissingOrBrokenManifestIsAnItemNotACrash) {
    EXPECT_TRUE(mentions(cli::image_slot_warnings(dir_.path()), "not found: build the site"));
    manifest("{not json");
    EXPECT_TRUE(mentions(cli::image_slot_warnings(dir_.path()), "is not a valid manifest"));
}

}  // namespace
