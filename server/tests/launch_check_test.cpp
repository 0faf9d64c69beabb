// Issue 16, item 9: the launch check. An identity file with placeholders (the tests' fictitious
// firm, tests/fixtures/business.json, as the repository ships config/business.json) makes
// `server check` list them and fail, and `serve` refuse to start in production; a complete
// identity with every production setting passes. The identity file is checked against its schema.
#include "cli/launch_check.hpp"

#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/commands.hpp"
#include "cli/serve.hpp"
#include "json/json_schema.hpp"
#include "crypto/crypto.hpp"
#include "temp_dir.hpp"
#include "test_support.hpp"

namespace {

namespace fs = std::filesystem;
namespace json = boost::json;

json::value read_json(const fs::path& p) {
    std::ifstream in(p);
    std::ostringstream s;
    s << in.rdbuf();
    return json::parse(s.str());
}

// A copy of the tests' identity file (with the repository's schema) that a test may edit.
class LaunchCheck : public ::testing::Test {
protected:
    void SetUp() override {
        business_ = read_json(fixture_business_path());
        fs::copy_file(BUSINESS_SCHEMA_PATH, dir_.path() / "business.schema.json");
        cfg_.business_file = dir_.path() / "business.json";
        write();
    }
    void write() { std::ofstream(cfg_.business_file) << json::serialize(business_); }
    void fill_in() {
        auto& b = business_.as_object();
        b["phone"] = "514 861-2000";
        b["email"] = "info@conformiteproprete.ca";
        b["siteUrl"] = "https://conformiteproprete.ca";
        b["notificationEmail"] = "demandes@conformiteproprete.ca";
        b["address"].as_object()["streetAddress"] = "1000, rue Sherbrooke Ouest";
        b["address"].as_object()["postalCode"] = "H3A 3G4";
        b["privacyOfficer"].as_object()["name"] = "Isabelle Roy";
        b["privacyOfficer"].as_object()["email"] = "vie.privee@conformiteproprete.ca";
        b["legalName"] = "Conformité Propreté Québec inc.";
        b["neq"] = "1170000000";
        b["reviewProfile"] = "https://g.page/r/conformiteproprete-avis";
        b["newsletterOffer"].as_object()["description"] = "sur votre premier mois d’entretien";
        b["newsletterOffer"].as_object()["code"] = "ABONNE20";
        b["newsletterOffer"].as_object()["conditions"] = "Nouveaux clients seulement, un code par établissement.";
        write();
        build_site("https://conformiteproprete.ca");
        cfg_.smtp_url = "smtps://smtp.conformiteproprete.ca:465";
        cfg_.ip_hash_secret = "4f1d0c9e8b7a6f5e4d3c2b1a09f8e7d6c5b4a3928170f6e5d4c3b2a190f8e7d6";
    }
    // A built site as the web build writes it: a canonical URL, JSON-LD, the sitemap and the
    // digest of the business.json it was built from.
    void build_site(const std::string& origin, const std::string& phone = "+15148612000") {
        const fs::path site = dir_.path() / "site";
        fs::create_directories(site);
        std::ofstream(site / "index.html") << "<html><head><link rel=\"canonical\" href=\"" << origin
                                           << "/\"><script type=\"application/ld+json\">{\"@context\":\"https://schema.org\",\"url\":\""
                                           << origin << "/\",\"telephone\":\"" << phone << "\"}</script></head><body><a href=\"tel:"
                                           << phone << "\">Appeler</a></body></html>";
        std::ofstream(site / "sitemap.xml") << "<urlset><url><loc>" << origin << "/</loc></url><url><loc>" << origin
                                            << "/blog</loc></url></urlset>";
        std::ofstream(site / "robots.txt") << "User-agent: *\nSitemap: " << origin << "/sitemap.xml\n";
        std::ifstream in(cfg_.business_file, std::ios::binary);
        std::ostringstream bytes;
        bytes << in.rdbuf();
        std::ofstream(site / ".business.sha256") << crypto::sha256_hex(bytes.str()) << "\n";
        // Every image slot has its photo (firm_presence_check_test covers the rest).
        std::ofstream(site / ".image-slots.json") << R"({"slots":[]})";
        // Every figure confirmed (figures_check_test covers the rest).
        std::ofstream(site / ".figures-a-confirmer.json") << R"({"figures":[]})";
        std::ofstream(site / ".proof-check.json") << R"({"items":[],"logos":{"listed":1,"shown":1}})";
        cfg_.web_root = site;
        cfg_.proxy_config = (dir_.path() / "nginx.conf").string();
        std::ofstream(cfg_.proxy_config) << "server { server_name www.conformiteproprete.ca conformiteproprete.ca; }\n";
    }
    static bool mentions(const std::vector<std::string>& problems, std::string_view text) {
        return std::any_of(problems.begin(), problems.end(), [&](const std::string& p) { return p.find(text) != std::string::npos; });
    }

    TempDir dir_;
    json::value business_;
    config::Config cfg_;
};

TEST_F(LaunchCheck, ListsEveryPlaceholderAndMissingSetting) {
    const auto problems = cli::launch_problems(cfg_);
    EXPECT_TRUE(mentions(problems, "phone « 514-000-0000 »"));
    EXPECT_TRUE(mentions(problems, "email « info@example.com »"));
    EXPECT_TRUE(mentions(problems, "siteUrl « https://conformiteproprete.example »"));
    EXPECT_TRUE(mentions(problems, "notificationEmail « info@example.com »"));
    EXPECT_TRUE(mentions(problems, "privacyOfficer/name"));
    EXPECT_TRUE(mentions(problems, "address/streetAddress"));
    // The rating's source (issue 39): a review profile on an example domain is a placeholder.
    EXPECT_TRUE(mentions(problems, "reviewProfile « https://avis.example/"));
    EXPECT_TRUE(mentions(problems, "SMTP_URL"));
    EXPECT_FALSE(mentions(problems, "IP_HASH_SECRET"));  // one instance: its daily random key is the private default
    cfg_.database_url = "postgresql://db.internal/leads";
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "IP_HASH_SECRET"));
    std::ostringstream out;
    EXPECT_EQ(cli::print_launch_check(cfg_, out), 1);
    EXPECT_NE(out.str().find("- business.json phone « 514-000-0000 »"), std::string::npos) << out.str();
}

TEST_F(LaunchCheck, ACompleteIdentityWithProductionSettingsPasses) {
    fill_in();
    EXPECT_EQ(cli::launch_problems(cfg_), std::vector<std::string>{});
    std::ostringstream out;
    EXPECT_EQ(cli::print_launch_check(cfg_, out), 0);
    // An example address given through the environment is caught too.
    cfg_.leads_notify_to = "moi@example.org";
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "LEADS_NOTIFY_TO « moi@example.org »"));
}

// Drawn illustrations are listed under a warning heading, the exit status untouched: the firm may
// launch with them. A legal name still to confirm stays blocking.
TEST_F(LaunchCheck, IllustrationSlotsAreListedAsWarningsThatDoNotBlock) {
    fill_in();
    std::ofstream(cfg_.web_root / ".image-slots.json")
        << R"j({"slots":[{"id":"hero-medical","label":"Équipe en clinique","source":"illustration","pages":["/nettoyage-medical"]}]})j";
    EXPECT_EQ(cli::launch_problems(cfg_), std::vector<std::string>{});
    std::ostringstream out;
    EXPECT_EQ(cli::print_launch_check(cfg_, out), 0);
    const std::string text = out.str();
    const auto ready = text.find("Ready for launch");
    const auto heading = text.find("Warnings (1, they do not block the launch):");
    ASSERT_NE(ready, std::string::npos) << text;
    ASSERT_NE(heading, std::string::npos) << text;
    EXPECT_LT(ready, heading) << text;
    EXPECT_NE(text.find("- image slot « hero-medical »", heading), std::string::npos) << text;

    business_.as_object()["legalName"] = "À confirmer";
    write();
    build_site("https://conformiteproprete.ca");
    std::ostringstream blocked;
    EXPECT_EQ(cli::print_launch_check(cfg_, blocked), 1);
    EXPECT_NE(blocked.str().find("legalName « À confirmer »"), std::string::npos) << blocked.str();
}

// Issue 26, item 3: the subscriber offer's code and conditions are mailed in the welcome e-mail;
// while « À confirmer » they block the launch, like the firm's other placeholders.
TEST_F(LaunchCheck, ThePlaceholderNewsletterOfferBlocksTheLaunch) {
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "business.json newsletterOffer/code « À confirmer »: still to be confirmed"));
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "business.json newsletterOffer/conditions « À confirmer"));
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "business.json newsletterOffer/description « À confirmer"));
    fill_in();
    business_.as_object()["newsletterOffer"].as_object()["code"] = "À confirmer";
    write();
    build_site("https://conformiteproprete.ca");
    const auto problems = cli::launch_problems(cfg_);
    EXPECT_EQ(problems.size(), 1u);
    EXPECT_TRUE(mentions(problems, "newsletterOffer/code « À confirmer »"));
    std::ostringstream out;
    EXPECT_EQ(cli::print_launch_check(cfg_, out), 1);
}

TEST_F(LaunchCheck, FictionalPhoneNumbersArePlaceholders) {
    fill_in();
    business_.as_object()["phone"] = "514-555-0123";
    write();
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "phone « 514-555-0123 »"));
}

TEST_F(LaunchCheck, ServeRefusesInProductionNamingEachItem) {
    cfg_.app_env = "production";
    cfg_.web_root = dir_.path();  // never reached: the check comes first
    testing::internal::CaptureStdout();
    EXPECT_EQ(cli::serve(cfg_), 2);
    const std::string log = testing::internal::GetCapturedStdout();
    EXPECT_NE(log.find("not ready for launch: business.json phone « 514-000-0000 »"), std::string::npos) << log;
    EXPECT_NE(log.find("not ready for launch: SMTP_URL"), std::string::npos) << log;
    EXPECT_NE(log.find("refusing to serve"), std::string::npos) << log;
}

// Issue 27: the check passed on a stale build whose pages still carried the placeholder domain.
TEST_F(LaunchCheck, ASiteBuiltForThePlaceholderDomainIsRefused) {
    fill_in();
    const std::string digest = [&] {
        std::ifstream in(cfg_.web_root / ".business.sha256");
        std::string d;
        in >> d;
        return d;
    }();
    build_site("https://conformiteproprete.example", "+15140000000");
    std::ofstream(cfg_.web_root / ".business.sha256") << digest << "\n";  // same identity, stale pages
    const auto problems = cli::launch_problems(cfg_);
    EXPECT_TRUE(mentions(problems, "canonical URL « https://conformiteproprete.example/ »")) << problems.size();
    EXPECT_TRUE(mentions(problems, "sitemap URL « https://conformiteproprete.example/blog »"));
    EXPECT_TRUE(mentions(problems, "JSON-LD URL « https://conformiteproprete.example/ »"));
    EXPECT_TRUE(mentions(problems, "robots.txt sitemap"));
    EXPECT_TRUE(mentions(problems, "placeholder left: example domain « conformiteproprete.example »"));
    EXPECT_TRUE(mentions(problems, "placeholder left: placeholder phone « +15140000000 »"));
}

// Issue 39: the rating's source is the firm's own review profile (business.json reviewProfile),
// linked from the JSON-LD as the rating's `url`: a page carrying it is on the site, not off it.
// Any other foreign address in the JSON-LD is still refused.
TEST_F(LaunchCheck, TheDeclaredReviewProfileIsAllowedInJsonLd) {
    fill_in();
    std::ofstream(cfg_.web_root / "avis.html")
        << R"(<script type="application/ld+json">{"aggregateRating":{"url":"https://g.page/r/conformiteproprete-avis"}}</script>)";
    EXPECT_EQ(cli::launch_problems(cfg_), std::vector<std::string>{});
    std::ofstream(cfg_.web_root / "avis.html")
        << R"(<script type="application/ld+json">{"aggregateRating":{"url":"https://g.page/r/un-autre-profil"}}</script>)";
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "JSON-LD URL « https://g.page/r/un-autre-profil »"));
}

// Issue 26: a hydrated island carries the phone in its props, HTML-escaped JSON where the link
// ends with `&quot;`, not `"`: the check read the rest of the props as the number and refused
// a filled site (« placeholder phone « +15148612000&quot;]}… »).
TEST_F(LaunchCheck, APhoneInAnIslandsPropsIsReadUpToItsEnd) {
    fill_in();
    std::ofstream(cfg_.web_root / "contact.html")
        << R"(<astro-island props="{&quot;phone&quot;:[0,{&quot;href&quot;:[0,&quot;tel:+15148612000&quot;]}]}"></astro-island>)";
    EXPECT_FALSE(mentions(cli::launch_problems(cfg_), "placeholder phone"));
    std::ofstream(cfg_.web_root / "contact.html")
        << R"(<astro-island props="{&quot;phone&quot;:[0,{&quot;href&quot;:[0,&quot;tel:+15140000000&quot;]}]}"></astro-island>)";
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "placeholder left: placeholder phone « +15140000000 » (1 time(s), first in contact.html)"));
}

// Issue 27: a BUSINESS_FILE other than the one the site was built from went unflagged.
TEST_F(LaunchCheck, ASiteBuiltFromAnotherBusinessFileIsRefused) {
    fill_in();
    business_.as_object()["name"] = "Autre nom";
    write();
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "built from another business.json than BUSINESS_FILE"));
    fs::remove(cfg_.web_root / ".business.sha256");
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "no .business.sha256"));
    fs::remove(cfg_.web_root / "index.html");
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "no built site"));
}

// Issue 27: nothing said to replace www.example.com in deploy/.
TEST_F(LaunchCheck, AProxyConfigurationStillNamingTheExampleHostIsRefused) {
    fill_in();
    std::ofstream(cfg_.proxy_config) << "server { server_name www.example.com example.com; }\n";
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "nginx.conf: still names « www.example.com »"));
    std::ofstream(cfg_.proxy_config) << "server { server_name www.autre-site.ca; }\n";
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "does not name conformiteproprete.ca"));
    cfg_.proxy_config = (dir_.path() / "absent.conf").string();
    EXPECT_TRUE(mentions(cli::launch_problems(cfg_), "absent.conf: no such file"));
}

// Issue 27: the README's example phone « 514 555-0101 » was refused; its new example passes.
TEST_F(LaunchCheck, TheReadmeExamplePhonePasses) {
    fill_in();
    business_.as_object()["phone"] = "514 555-2368";
    write();
    build_site("https://conformiteproprete.ca", "+15145552368");
    EXPECT_EQ(cli::launch_problems(cfg_), std::vector<std::string>{});
}

// Issue 28.7: settings that run but weaken the site were passed as « Ready for launch ».
TEST_F(LaunchCheck, RiskySettingsAreEachNamed) {
    fill_in();
    ASSERT_EQ(cli::launch_problems(cfg_), std::vector<std::string>{});
    const auto flagged = [&](auto change, std::string_view text) {
        config::Config saved = cfg_;
        change(cfg_);
        const auto problems = cli::launch_problems(cfg_);
        cfg_ = saved;
        return mentions(problems, text);
    };
    EXPECT_TRUE(flagged([](config::Config& c) { c.site_url = "http://conformiteproprete.ca"; }, "SITE_URL « http://conformiteproprete.ca »"));
    EXPECT_FALSE(flagged([](config::Config& c) { c.site_url = "https://conformiteproprete.ca"; }, "SITE_URL"));
    EXPECT_TRUE(flagged([](config::Config& c) { c.ip_hash_secret = "x"; }, "IP_HASH_SECRET"));
    EXPECT_TRUE(flagged([](config::Config& c) { c.ip_hash_secret = std::string(31, 'a'); }, "IP_HASH_SECRET"));
    EXPECT_TRUE(flagged([](config::Config& c) { c.trust_proxy = true, c.host = "0.0.0.0"; }, "TRUST_PROXY"));
    EXPECT_TRUE(flagged([](config::Config& c) { c.trust_proxy = true, c.host = "::"; }, "TRUST_PROXY"));
    EXPECT_FALSE(flagged([](config::Config& c) { c.trust_proxy = true, c.host = "127.0.0.1"; }, "TRUST_PROXY"));
    EXPECT_FALSE(flagged([](config::Config& c) { c.host = "0.0.0.0"; }, "TRUST_PROXY"));
    EXPECT_TRUE(flagged([](config::Config& c) { c.webhook_url = "http://crm.conformiteproprete.ca/hook"; }, "WEBHOOK_URL"));
    EXPECT_FALSE(flagged([](config::Config& c) { c.webhook_url = "https://crm.conformiteproprete.ca/hook"; }, "WEBHOOK_URL"));
    EXPECT_TRUE(flagged([](config::Config& c) { c.min_submit_ms = 0; }, "MIN_SUBMIT_MS"));
    // The secret itself is never printed.
    cfg_.ip_hash_secret = "s3cr3t";
    for (const auto& p : cli::launch_problems(cfg_)) EXPECT_EQ(p.find("s3cr3t"), std::string::npos) << p;
}

TEST_F(LaunchCheck, AppEnvIsCaseInsensitive) {
    for (const char* env : {"production", "Production", "PRODUCTION", " production "}) {
        cfg_.app_env = env;
        EXPECT_TRUE(cli::is_production(cfg_)) << env;
    }
    for (const char* env : {"", "development", "prod"}) {
        cfg_.app_env = env;
        EXPECT_FALSE(cli::is_production(cfg_)) << env;
    }
    cfg_.app_env = "Production";
    cfg_.web_root = dir_.path();
    testing::internal::CaptureStdout();
    EXPECT_EQ(cli::serve(cfg_), 2) << "APP_ENV=Production is production: placeholders refuse the start";
    testing::internal::GetCapturedStdout();
}

TEST_F(LaunchCheck, TheIdentityFileIsCheckedAgainstItsSchema) {
    const json::value schema = read_json(dir_.path() / "business.schema.json");
    EXPECT_EQ(json_schema::schema_errors(schema, business_), std::vector<std::string>{});
    auto broken = business_;
    broken.as_object().erase("phone");
    broken.as_object()["siteUrl"] = "https://exemple.ca/";
    broken.as_object()["hours"].as_object()["office"].as_object()["days"] = json::array{"Lundi"};
    broken.as_object()["surprise"] = 1;
    const auto errors = json_schema::schema_errors(schema, broken);
    EXPECT_EQ(errors.size(), 4u);
    EXPECT_TRUE(mentions(errors, "/phone: is required"));
    EXPECT_TRUE(mentions(errors, "/siteUrl: must match"));
    EXPECT_TRUE(mentions(errors, "/hours/office/days/0: must be one of"));
    EXPECT_TRUE(mentions(errors, "/surprise: is not an allowed property"));
    business_ = broken;
    write();
    EXPECT_THROW(cli::launch_problems(cfg_), std::runtime_error);
}

// The repository's own identity file, whatever the firm filled in: it follows its schema.
TEST(RepositoryBusinessFile, FollowsItsSchema) {
    EXPECT_EQ(json_schema::schema_errors(read_json(BUSINESS_SCHEMA_PATH), read_json(repository_business_path())), std::vector<std::string>{});
}

}  // namespace
