// Issue 25: `server check` lists the firm's proof the site cannot show yet, from the build's
// manifest (web/dist/.proof-check.json): a certification or insurance without its issuer, number,
// insurer or policy (« à fournir »), one expired on the build's day, and the absence of any client
// logo the client allowed. All are warnings: the site hides them, so nothing false ships.
#include "cli/proof_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "temp_dir.hpp"

namespace {

bool mentions(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

class ProofCheck : public ::testing::Test {
protected:
    void manifest(std::string_view text) { std::ofstream(dir_.path() / ".proof-check.json") << text; }
    TempDir dir_;
};

constexpr const char* kLogosShown = R"("logos":{"listed":2,"shown":1,"file":"src/content/data/preuves/logos-clients.yaml"})";

TEST_F(ProofCheck, ACertificationWithoutIssuerOrNumberIsListed) {
    manifest(std::string(R"({"buildDay":"2026-11-26","items":[
      {"kind":"certification","name":"ISO 9001","file":"src/content/data/preuves/certifications.yaml","missing":["emetteur","numero"],"shown":false},
      {"kind":"certification","name":"Membre de l’association","file":"src/content/data/preuves/certifications.yaml","missing":["numero"],"shown":false},
      {"kind":"certification","name":"Complète","file":"src/content/data/preuves/certifications.yaml","missing":[],"shown":true}],)") +
             kLogosShown + "}");
    const auto lines = cli::proof_warnings(dir_.path());
    ASSERT_EQ(lines.size(), 2u) << (lines.empty() ? "" : lines[0]);
    EXPECT_NE(lines[0].find("certification « ISO 9001 » (src/content/data/preuves/certifications.yaml): emetteur, numero still « à fournir »"),
              std::string::npos)
        << lines[0];
    EXPECT_NE(lines[1].find("« Membre de l’association »"), std::string::npos) << lines[1];
    EXPECT_NE(lines[1].find("numero still « à fournir »"), std::string::npos) << lines[1];
    EXPECT_FALSE(mentions(lines, "Complète"));
}

TEST_F(ProofCheck, AnExpiredCertificationOrInsuranceIsListedWithItsDate) {
    manifest(std::string(R"({"buildDay":"2026-11-26","items":[
      {"kind":"insurance","name":"Responsabilité civile générale","file":"src/content/data/preuves/assurances.yaml","missing":[],"expired":"2026-10-31","shown":false}],)") +
             kLogosShown + "}");
    const auto lines = cli::proof_warnings(dir_.path());
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_NE(lines[0].find("insurance « Responsabilité civile générale »"), std::string::npos) << lines[0];
    EXPECT_NE(lines[0].find("expired on 2026-10-31 (build of 2026-11-26)"), std::string::npos) << lines[0];
}

TEST_F(ProofCheck, NoClientLogoWithPermissionIsSaid) {
    manifest(R"({"buildDay":"2026-11-26","items":[],"logos":{"listed":0,"shown":0,"file":"src/content/data/preuves/logos-clients.yaml"}})");
    const auto lines = cli::proof_warnings(dir_.path());
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_NE(lines[0].find("no client logo with the client's permission (src/content/data/preuves/logos-clients.yaml, 0 listed)"), std::string::npos)
        << lines[0];
}

TEST_F(ProofCheck, CompleteProofGivesNoWarning) {
    manifest(std::string(R"({"buildDay":"2026-11-26","items":[{"kind":"certification","name":"ISO 9001","file":"f","missing":[],"shown":true}],)") +
             kLogosShown + "}");
    EXPECT_EQ(cli::proof_warnings(dir_.path()), std::vector<std::string>{});
}

TEST_F(ProofCheck, AMissingOrBrokenManifestIsAnItemNotACrash) {
    EXPECT_TRUE(mentions(cli::proof_warnings(dir_.path()), "not found: build the site"));
    manifest("{not json");
    EXPECT_TRUE(mentions(cli::proof_warnings(dir_.path()), "is not a valid manifest"));
    manifest(R"({"items":"x"})");
    EXPECT_TRUE(mentions(cli::proof_warnings(dir_.path()), "is not a valid manifest"));
}

}  // namespace
