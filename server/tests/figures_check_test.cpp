// Issue 25, item 4: a figure the firm has not confirmed (`aConfirmer: true` in chiffres.yaml or a
// city's client counts) is listed by `server check` as a warning, with its key, its value and the
// pages that show it, from the manifest the web build writes (web/dist/.figures-a-confirmer.json).
#include "cli/figures_check.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "cli/launch_check.hpp"
#include "temp_dir.hpp"

namespace {

bool mentions(const std::vector<std::string>& lines, std::string_view text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

class FiguresCheck : public ::testing::Test {
protected:
    void manifest(std::string_view text) { std::ofstream(dir_.path() / ".figures-a-confirmer.json") << text; }
    TempDir dir_;
};

TEST_F(FiguresCheck, ListsAnUnconfirmedFigureWithKeyValueAndPages) {
    manifest(R"j({"figures":[
      {"key":"clients.total","value":"300","pages":["/","/contact","/faq-conformite"]},
      {"key":"villes.montreal.clients.medical","value":"150","pages":["/a","/b","/c","/d","/e"]}]})j");
    const auto warnings = cli::figure_warnings(dir_.path());
    ASSERT_EQ(warnings.size(), 2u);
    EXPECT_NE(warnings[0].find("figure {clients.total} « 300 » à confirmer — on /, /contact, /faq-conformite"), std::string::npos) << warnings[0];
    EXPECT_NE(warnings[1].find("{villes.montreal.clients.medical} « 150 »"), std::string::npos) << warnings[1];
    EXPECT_NE(warnings[1].find("/d, … (5 pages)"), std::string::npos) << warnings[1];
}

TEST_F(FiguresCheck, ServerCheckListsThemAmongItsWarnings) {
    manifest(R"j({"figures":[{"key":"prix.audit.valeur","value":"500 $","pages":["/audit-gratuit"]}]})j");
    std::ofstream(dir_.path() / ".image-slots.json") << R"({"slots":[]})";
    std::ofstream(dir_.path() / ".proof-check.json") << R"({"items":[],"logos":{"listed":1,"shown":1}})";
    config::Config cfg;
    cfg.web_root = dir_.path();
    const auto warnings = cli::launch_warnings(cfg);
    EXPECT_EQ(warnings.size(), 1u);
    EXPECT_TRUE(mentions(warnings, "figure {prix.audit.valeur} « 500 $ » à confirmer — on /audit-gratuit")) << warnings.front();
}

TEST_F(FiguresCheck, ConfirmedFiguresLeaveNothing) {
    manifest(R"({"figures":[]})");
    EXPECT_EQ(cli::figure_warnings(dir_.path()), std::vector<std::string>{});
}

TEST_F(FiguresCheck, AMissingOrBrokenManifestIsAWarningNotACrash) {
    EXPECT_TRUE(mentions(cli::figure_warnings(dir_.path()), "not found: build the site"));
    manifest("{not json");
    EXPECT_TRUE(mentions(cli::figure_warnings(dir_.path()), "is not a valid manifest"));
    manifest(R"({"slots":[]})");
    EXPECT_TRUE(mentions(cli::figure_warnings(dir_.path()), "is not a valid manifest"));
}

}  // namespace
