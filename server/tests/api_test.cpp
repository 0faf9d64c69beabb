// The form API over a real SQLite store, without sockets: each request's completion is awaited.
#include "api/lead_api.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <fstream>
#include <future>

#include "api/lead_pipeline.hpp"
#include "api/submit_timing.hpp"
#include "app/app_handler.hpp"
#include "store/lead_reference.hpp"
#include "store/migrations.hpp"
#include "store/quarantine_writes.hpp"
#include "temp_dir.hpp"
#include "test_support.hpp"

namespace {

constexpr const char* kBlogAudit =
    "form=audit-blogue&name=Jean+Dupont&company=Clinique+ABC&email=jean%40example.com&phone=514-555-1234"
    "&city=laval&sector=medical&confidentialite=on&page=%2Fblog%2Farticle&referrer=https%3A%2F%2Fwww.google.com%2F";

// The blog audit with another name: a distinct lead, not a duplicate.
std::string blog_audit_named(const std::string& suffix) {
    std::string body = kBlogAudit;
    return body.replace(body.find("Dupont"), 6, "Dupont+" + suffix);
}

class ApiTest : public ::testing::Test {
protected:
    void SetUp() override {
        std::filesystem::create_directories(dir_.path() / "dist");
        std::ofstream(dir_.path() / "dist" / "formulaire-erreur.html")
            << "<html><body><h1>Formulaire incomplet</h1><!--FORM_ERRORS--><p><!--FORM_RETURN--></p></body></html>";
        auto db = store::open_sqlite((dir_.path() / "leads.db").string());
        store::migrate(*db);
        db_ = store::open_sqlite((dir_.path() / "leads.db").string());
        store_ = std::make_unique<store::GroupCommitStore>(std::move(db));
        // The timing check is off (as in the integration harness) except where a test turns it on.
        options_.web_root = dir_.path() / "dist";
        options_.ip_hash_secret = "secret";
        options_.link_key = "link-key";
        options_.min_submit_time = std::chrono::milliseconds(0);
        rebuild();
    }
    void rebuild() { api_ = std::make_unique<api::LeadApi>(test_catalog(), *store_, test_identity(), options_); }

    http::Response call(const http::Request& r) {
        std::promise<http::Response> p;
        auto f = p.get_future();
        api_->handle(r, [&p](http::Response resp) { p.set_value(std::move(resp)); });
        return f.get();
    }

    http::Response post(std::string path, std::string body, bool json = true,
                        std::vector<std::pair<std::string, std::string>> headers = {},
                        std::string content_type = "application/x-www-form-urlencoded") {
        http::Request r{"POST", std::move(path), {}, std::move(body)};
        r.remote_address = ip_;
        r.headers.add("Content-Type", content_type);
        if (json) r.headers.add("Accept", "application/json");
        for (const auto& [n, v] : headers) r.headers.add(n, v);
        return call(r);
    }

    static boost::json::object json_of(const http::Response& r) {
        return boost::json::parse(r.body ? *r.body : std::string("{}")).as_object();
    }
    static std::string body(const http::Response& r) { return r.body ? *r.body : ""; }
    std::int64_t count(const std::string& sql) { return db_->query(sql).at(0).integer(0); }

    TempDir dir_;
    api::ApiOptions options_;
    std::string ip_ = "192.0.2.10";
    std::unique_ptr<store::Database> db_;
    std::unique_ptr<store::GroupCommitStore> store_;
    std::unique_ptr<api::LeadApi> api_;
};

TEST_F(ApiTest, ValidLeadIsStoredThenAnswered201WithItsId) {
    const auto r = post("/api/audit", kBlogAudit);
    ASSERT_EQ(r.status, 201) << body(r);
    const auto j = json_of(r);
    EXPECT_EQ(j.at("ok"), true);
    const std::string id(j.at("id").as_string());
    EXPECT_EQ(std::string(j.at("reference").as_string()), store::lead_reference(id));
    const auto row = db_->query("SELECT form_id, email, page, referrer, consent_given, policy_version, ip_hash, fields "
                                "FROM leads WHERE id = $1",
                                {id});
    ASSERT_EQ(row.size(), 1u);
    EXPECT_EQ(row[0].text(0), "audit-blogue");
    EXPECT_EQ(row[0].text(1), "jean@example.com");
    EXPECT_EQ(row[0].text(2), "/blog/article");
    EXPECT_EQ(row[0].text(3), "https://www.google.com/");
    EXPECT_EQ(row[0].integer(4), 1);
    EXPECT_EQ(row[0].text(5), "2025-01-01");
    EXPECT_EQ(row[0].text(6).size(), 64u);
    EXPECT_EQ(row[0].text(6).find("192.0.2.10"), std::string::npos);
    EXPECT_NE(row[0].text(7).find("\"city\":\"laval\""), std::string::npos);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE lead_id = '" + id + "'"), 2);
}

TEST_F(ApiTest, WithoutJavaScriptSuccessRedirectsToTheFormsOwnThankYouPage) {
    // The page is chosen by the catalog's form id; nothing else the visitor sent is echoed.
    const auto r = post("/api/audit", std::string(kBlogAudit) + "&page=%2Fblog%3Fx%3D%3Cb%3E", false);
    EXPECT_EQ(r.status, 303);
    // The lead's reference rides along for the page to show: the stored lead's, in its short form.
    const std::string location(r.headers.get("Location").value_or(""));
    ASSERT_TRUE(location.starts_with("/merci/audit-blogue?ref=")) << location;
    const auto ids = db_->query("SELECT id FROM leads", {});
    ASSERT_EQ(ids.size(), 1u);
    EXPECT_EQ(location, "/merci/audit-blogue?ref=" + store::lead_reference(ids[0].text(0)));
    const auto n = post("/api/newsletter", "form=infolettre-blogue&email=a%40example.com", false);
    EXPECT_EQ(n.status, 303);
    EXPECT_EQ(n.headers.get("Location").value_or(""), "/merci-infolettre");
}

// Issue 26.4: without JavaScript the thank-you page shows the lead's reference, written in by the
// server (no script needed); anything else in `ref` is never echoed.
TEST_F(ApiTest, TheThankYouPageShowsTheLeadsReference) {
    std::filesystem::create_directories(dir_.path() / "dist" / "merci");
    std::ofstream(dir_.path() / "dist" / "merci" / "audit-blogue.html")
        << "<p>Référence : <strong><!--LEAD_REFERENCE-->dans le courriel<!--/LEAD_REFERENCE--></strong></p>";
    const auto posted = post("/api/audit", kBlogAudit, false);
    const std::string location(posted.headers.get("Location").value_or(""));
    const http::Request get{"GET", location, {}, {}};
    ASSERT_TRUE(api::LeadApi::owns(get)) << location;
    const auto page = call(get);
    EXPECT_EQ(page.status, 200);
    const std::string ref = location.substr(location.find("ref=") + 4);
    EXPECT_EQ(body(page), "<p>Référence : <strong>" + ref + "</strong></p>");
    EXPECT_EQ(page.headers.get("Cache-Control").value_or(""), "no-store");

    const auto forged = call({"GET", "/merci/audit-blogue?ref=%3Cscript%3E", {}, {}});
    EXPECT_EQ(body(forged), "<p>Référence : <strong><!--LEAD_REFERENCE-->dans le courriel<!--/LEAD_REFERENCE--></strong></p>");
    EXPECT_EQ(call({"GET", "/merci/..%2Fsecret?ref=ABCD-EFGH", {}, {}}).status, 404);
    EXPECT_EQ(call({"GET", "/merci/infolettre?ref=ABCD-EFGH", {}, {}}).status, 404) << "lead forms only";
    EXPECT_FALSE(api::LeadApi::owns({"GET", "/merci/audit-blogue", {}, {}})) << "without a reference: the static page";
    EXPECT_FALSE(api::LeadApi::owns({"POST", "/merci/audit-blogue?ref=ABCD-EFGH", {}, {}}));
}

TEST_F(ApiTest, AGuidesThankYouPageIsServedWithItsReference) {
    // A download form lands on the page of the file chosen (/merci/guide-<secteur>), reference included.
    std::filesystem::create_directories(dir_.path() / "dist" / "merci");
    std::ofstream(dir_.path() / "dist" / "merci" / "guide-garderies.html") << "<p>Votre guide</p>";
    const auto posted = post("/api/audit", "form=guide&email=marie%40example.com&secteur=garderies&consentement=on", false);
    const std::string location(posted.headers.get("Location").value_or(""));
    ASSERT_TRUE(location.starts_with("/merci/guide-garderies?ref=")) << posted.status << " " << location;
    const auto page = call({"GET", location, {}, {}});
    EXPECT_EQ(page.status, 200);
    EXPECT_EQ(body(page), "<p>Votre guide</p>");
    EXPECT_EQ(call({"GET", "/merci/guide-inconnu?ref=ABCD-EFGH", {}, {}}).status, 404) << "a file the form does not hand out";
}

TEST_F(ApiTest, JsonBodiesAreAccepted) {
    const auto r = post("/api/audit",
                        R"({"form":"audit","name":"Marie","company":"CPE","email":"m@example.com","phone":"4505551234",)"
                        R"("sectorType":"garderie","confidentialite":true})",
                        true, {}, "application/json");
    EXPECT_EQ(r.status, 201) << body(r);
}

TEST_F(ApiTest, InvalidFieldsGive422WithFrenchMessagesAndStoreNothing) {
    const auto r = post("/api/audit", "form=audit-blogue&name=Jean&email=pas-un-courriel&city=toronto");
    ASSERT_EQ(r.status, 422);
    const auto j = json_of(r);
    EXPECT_EQ(j.at("ok"), false);
    EXPECT_EQ(j.at("message"), "Veuillez corriger les champs indiqués.");
    const auto& errors = j.at("errors").as_object();
    EXPECT_EQ(errors.at("email"), "Veuillez entrer une adresse courriel valide.");
    EXPECT_EQ(errors.at("city"), "Veuillez choisir une option de la liste.");
    EXPECT_EQ(errors.at("company"), "Ce champ est obligatoire.");
    EXPECT_EQ(errors.at("confidentialite"), "Veuillez accepter notre politique de confidentialité pour continuer.");
    EXPECT_FALSE(errors.contains("name"));
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 0);
}

TEST_F(ApiTest, ForgedPostWithoutConsentIsRejected) {
    const auto r = post("/api/audit", "form=audit&name=A&company=B&email=a%40b.ca&phone=5145551234");
    EXPECT_EQ(r.status, 422);
    EXPECT_EQ(json_of(r).at("errors").at("confidentialite"), "Veuillez accepter notre politique de confidentialité pour continuer.");
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 0);
}

TEST_F(ApiTest, WithoutJavaScriptErrorsFillTheBuiltErrorPage) {
    const auto r = post("/api/audit", "form=audit-blogue&name=%3Cb%3EJean&email=x&page=%2Fblog%2F%22%3E%3Cscript%3E", false);
    ASSERT_EQ(r.status, 422);
    EXPECT_EQ(r.headers.get("Content-Type").value_or(""), "text/html; charset=utf-8");
    const std::string html = body(r);
    EXPECT_NE(html.find("<h1>Formulaire incomplet</h1><ul><li><strong>Entreprise ou établissement</strong>&nbsp;: Ce champ est obligatoire.</li>"),
              std::string::npos) << html;
    EXPECT_EQ(html.find("<!--FORM_"), std::string::npos);
    // The page path is not a local path ('"' and '<' are not allowed): the link goes home.
    EXPECT_NE(html.find("<a href=\"/\">Revenir au formulaire</a>"), std::string::npos);
    const auto back = post("/api/audit", "form=audit-blogue&page=%2Fblog%2Farticle", false);
    EXPECT_NE(body(back).find("<a href=\"/blog/article\">Revenir au formulaire</a>"), std::string::npos);
}

TEST_F(ApiTest, MissingErrorPageFallsBackToAMinimalFrenchPage) {
    std::filesystem::remove(dir_.path() / "dist" / "formulaire-erreur.html");
    const auto r = post("/api/audit", "form=audit-blogue", false);
    EXPECT_EQ(r.status, 422);
    EXPECT_NE(body(r).find("Veuillez corriger les champs indiqués."), std::string::npos);
    EXPECT_NE(body(r).find("Revenir au formulaire"), std::string::npos);
}

TEST_F(ApiTest, FormKindMustMatchTheEndpoint) {
    EXPECT_EQ(post("/api/newsletter", kBlogAudit).status, 422);
    EXPECT_EQ(post("/api/audit", "form=infolettre-blogue&email=a%40b.ca").status, 422);
    const auto unknown = post("/api/audit", "form=nope");
    EXPECT_EQ(unknown.status, 422);
    EXPECT_EQ(json_of(unknown).at("errors").at("form"), "Formulaire inconnu.");
}

TEST_F(ApiTest, OversizedBodyIs413AndOtherContentTypesAre415) {
    EXPECT_EQ(post("/api/audit", std::string(17 * 1024, 'a')).status, 413);
    const auto r = post("/api/audit", kBlogAudit, true, {}, "text/plain");
    EXPECT_EQ(r.status, 415);
    EXPECT_FALSE(std::string(json_of(r).at("message").as_string()).empty());
    EXPECT_EQ(post("/api/audit", "{not json", true, {}, "application/json").status, 400);
}

TEST_F(ApiTest, ForeignOriginIs403) {
    const auto r = post("/api/audit", kBlogAudit, true, {{"Origin", "https://evil.example"}, {"Host", "127.0.0.1:8080"}});
    EXPECT_EQ(r.status, 403);
    EXPECT_EQ(json_of(r).at("message"), "Requête refusée : elle ne provient pas de notre site.");
    EXPECT_EQ(post("/api/audit", kBlogAudit, true, {{"Origin", "http://127.0.0.1:8080"}, {"Host", "127.0.0.1:8080"}}).status, 201);
    EXPECT_EQ(post("/api/audit", std::string(kBlogAudit) + "&x=1", true, {{"Origin", "https://site.example"}}).status, 201);
}

TEST_F(ApiTest, SixthSubmissionInABurstIs429WithRetryAfter) {
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(post("/api/audit", blog_audit_named(std::to_string(i))).status, 201);
    }
    const auto r = post("/api/audit", kBlogAudit);
    EXPECT_EQ(r.status, 429);
    EXPECT_EQ(r.headers.get("Retry-After").value_or(""), "30");
    EXPECT_EQ(json_of(r).at("message"), "Veuillez réessayer dans quelques minutes ou nous appeler directement.");
    ip_ = "192.0.2.11";
    EXPECT_EQ(post("/api/audit", kBlogAudit).status, 201);
}

TEST_F(ApiTest, DuplicateIsAnsweredWithTheFirstIdAndStoredOnce) {
    const auto a = json_of(post("/api/audit", kBlogAudit));
    const auto b = json_of(post("/api/audit", std::string(kBlogAudit) + "&unknown=ignored"));
    EXPECT_EQ(a.at("id"), b.at("id"));
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 2);
}

// Flagged posts are kept, not dropped: in quarantine, not notified, answered like a success.
TEST_F(ApiTest, HoneypotAndTooFastAreQuarantinedNotNotified) {
    options_.min_submit_time = std::chrono::milliseconds(3000);
    rebuild();
    const auto honeypot = post("/api/audit", std::string(kBlogAudit) + "&website=http%3A%2F%2Fspam&_e=9000");
    EXPECT_EQ(honeypot.status, 201);
    EXPECT_TRUE(json_of(honeypot).contains("id"));
    const auto fast = post("/api/audit", std::string(kBlogAudit) + "&_e=500", false);
    EXPECT_EQ(fast.status, 303);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 0);
    // The firm is not notified; the address is asked to confirm (issue 28.3), once per post.
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient <> 'jean@example.com'"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient = 'jean@example.com' AND subject LIKE 'Confirmez votre demande%'"), 2);
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine WHERE form_id = 'audit-blogue' AND email = 'jean@example.com'"), 2);
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine WHERE reason = 'honeypot'"), 1);
    const auto kept = db_->query("SELECT submission FROM quarantine WHERE reason = 'timing: too fast'").at(0).text(0);
    EXPECT_NE(kept.find(R"(["company","Clinique ABC"])"), std::string::npos) << kept;
    // A person who took ten seconds is a lead.
    EXPECT_EQ(post("/api/audit", std::string(kBlogAudit) + "&_e=10000").status, 201);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 1);
}

// Issue 38.3: a held post was answered like any success (« we call you within 24 h ») while the
// lead went nowhere until its sender clicked a mail they were not told to expect. Now the answer
// says it is held: `held` in the JSON for the page's panel, and without JavaScript the thank-you
// page with its notice shown (it stays hidden for an ordinary lead).
TEST_F(ApiTest, AHeldPostIsAnsweredAsHeldNotAsAnOrdinarySuccess) {
    const auto from = [](const std::string& local) {
        std::string body = kBlogAudit;
        body.replace(body.find("jean%40"), 4, local);
        return body;
    };
    options_.min_submit_time = std::chrono::milliseconds(3000);
    rebuild();
    std::filesystem::create_directories(dir_.path() / "dist" / "merci");
    const std::string built = R"(<h1>Merci</h1><div data-held-notice="attente" hidden=""><p>Confirmez votre demande</p></div>)"
                              R"(<p><!--LEAD_REFERENCE-->dans le courriel<!--/LEAD_REFERENCE--></p>)";
    std::ofstream(dir_.path() / "dist" / "merci" / "audit-blogue.html") << built;

    const auto held = json_of(post("/api/audit", std::string(kBlogAudit) + "&_e=500"));
    EXPECT_TRUE(held.contains("held") && held.at("held").as_bool()) << boost::json::serialize(held);
    const auto ordinary = json_of(post("/api/audit", from("marc") + "&_e=9000"));
    EXPECT_FALSE(ordinary.contains("held")) << boost::json::serialize(ordinary);

    const auto page_after = [&](const std::string& body) {
        const auto posted = post("/api/audit", body, false);
        const std::string location(posted.headers.get("Location").value_or(""));
        return std::pair{location, this->body(call({"GET", location, {}, {}}))};
    };
    const auto [held_location, held_page] = page_after(from("lea") + "&_e=400");
    EXPECT_NE(held_location.find("attente=1"), std::string::npos) << held_location;
    EXPECT_NE(held_page.find(R"(<div data-held-notice="attente"><p>Confirmez votre demande</p></div>)"), std::string::npos) << held_page;
    const auto [location, page] = page_after(from("paul") + "&_e=9000");
    EXPECT_EQ(location.find("attente"), std::string::npos) << location;
    EXPECT_NE(page.find(R"(data-held-notice="attente" hidden="")"), std::string::npos) << "the notice stays hidden: " << page;
}

std::string mailed_token(store::Database& db, const std::string& email, const std::string& path);

// Issue 28.3: a quarantined person was never told. With a valid address they get one
// « Confirmez votre demande » (no free text); opening the link changes nothing, the page's
// button releases the post down the normal path (lead, firm notified).
TEST_F(ApiTest, AQuarantinedSenderConfirmsAndTheLeadIsReleased) {
    options_.min_submit_time = std::chrono::milliseconds(3000);
    rebuild();
    const std::string lure = "Votre+compte+est+suspendu+https%3A%2F%2Fphish.example";
    ASSERT_EQ(post("/api/audit", blog_audit_named(lure) + "&_e=400").status, 201);
    ASSERT_EQ(count("SELECT COUNT(*) FROM quarantine"), 1);
    const auto mail = db_->query("SELECT subject, body_text, body_html FROM outbox WHERE recipient = 'jean@example.com'");
    ASSERT_EQ(mail.size(), 1u);
    EXPECT_EQ(mail[0].text(0).find("Confirmez votre demande"), 0u);
    for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(mail[0].text(i).find("phish"), std::string::npos) << "no free text";
    const std::string token = mailed_token(*db_, "jean@example.com", "/demande/confirmer");
    ASSERT_FALSE(token.empty());

    for (const char* method : {"GET", "HEAD"}) {
        const auto page = call({method, "/demande/confirmer?token=" + token, {}, {}});
        EXPECT_EQ(page.status, 200) << method;
    }
    EXPECT_NE(body(call({"GET", "/demande/confirmer?token=" + token, {}, {}})).find("Confirmer ma demande"), std::string::npos);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 0) << "opening the link releases nothing";
    // A newsletter link's signature does not release a post, nor a forged one.
    EXPECT_EQ(call({"POST", "/demande/confirmer?token=" + api::sign_confirmation("link-key", token.substr(0, 32), store::now_ms() + 60000),
                    {}, {}}).status,
              404);
    const auto confirmed = call({"POST", "/demande/confirmer?token=" + token, {}, {}});
    ASSERT_EQ(confirmed.status, 303);
    EXPECT_TRUE(confirmed.headers.get("Location").value_or("").starts_with("/merci/audit-blogue?ref=")) << confirmed.headers.get("Location").value_or("");
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE email = 'jean@example.com'"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient = 'info@example.com'"), 1) << "the firm is notified";
    EXPECT_EQ(call({"POST", "/demande/confirmer?token=" + token, {}, {}}).status, 404) << "released once";
}

// Issue 28.3: a newsletter address autofilled 1.3 s after the page loaded was quarantined as too
// fast; the double opt-in is the newsletter's check.
TEST_F(ApiTest, TheNewsletterHasNoTimingCheck) {
    options_.min_submit_time = std::chrono::milliseconds(3000);
    rebuild();
    ASSERT_EQ(post("/api/newsletter", "form=infolettre-blogue&email=rapide%40example.com&_e=1300").status, 201);
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscription_requests WHERE email = 'rapide@example.com'"), 1);
}

// Issue 28.3: honeypot posts kept up to 16 KB of unchecked fields each, with no cap. Each is
// truncated, and one client's posts of a day weigh at most their budget, oldest dropped first.
TEST_F(ApiTest, TheQuarantineIsTruncatedAndBoundedPerClient) {
    options_.rate_limit_burst = 100000;
    rebuild();
    // 15 KB of fields (the body limit is 16 KB): five of 3,000 bytes, past the 8 KB kept in all.
    std::string fields;
    for (const char* name : {"message", "a", "b", "c", "d"}) fields += std::string("&") + name + "=" + std::string(3000, 'x');
    for (int i = 0; i < 40; ++i) {
        ASSERT_EQ(post("/api/audit", blog_audit_named(std::to_string(i)) + "&website=spam" + fields).status, 201);
    }
    EXPECT_LE(count("SELECT MAX(LENGTH(submission)) FROM quarantine"), static_cast<std::int64_t>(api::kQuarantineMaxBytes + 400));
    EXPECT_LE(count("SELECT SUM(bytes) FROM quarantine"), store::kQuarantineBytesPerSourcePerDay);
    EXPECT_GT(count("SELECT SUM(dropped) FROM quarantine_days WHERE source = ''"), 0) << "the drops are counted";
    // The newest are kept.
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine WHERE submission LIKE '%Dupont 39%'"), 1);
    // Another client still has its own budget.
    ip_ = "198.51.100.20";
    ASSERT_EQ(post("/api/audit", blog_audit_named("autre") + "&website=spam").status, 201);
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine WHERE submission LIKE '%Dupont autre%'"), 1);
}

TEST_F(ApiTest, TimingIgnoresTheClientClock) {
    options_.min_submit_time = std::chrono::milliseconds(3000);
    options_.rate_limit_burst = 100;
    rebuild();
    // The old client-clock field proves nothing any more, a start in the future included; only
    // the elapsed time the page measured counts, and a forged or absurd one is held.
    for (const std::string e : {"", "&_t=99999999999999", "&_e=", "&_e=abc", "&_e=-1", "&_e=99999999999999", "&_e=1e9",
                                "&_e=99999999999999999999999"}) {
        const auto r = post("/api/audit", std::string(kBlogAudit) + e);
        EXPECT_EQ(r.status, 201) << e;
    }
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine"), 8);
    // A phone whose clock is a day behind, with the page open 12 s: a lead.
    EXPECT_EQ(post("/api/audit", blog_audit_named("skew") + "&_t=" + std::to_string(store::now_ms() - 86'400'000) + "&_e=12000").status,
              201);
    // A native post (JavaScript off) has no measure: a lead.
    EXPECT_EQ(post("/api/audit", kBlogAudit, false).status, 303);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 2);
}

TEST(SubmitTiming, ElapsedIsPlainDigitsWithinAMonth) {
    EXPECT_EQ(api::parse_elapsed("2500"), 2500);
    EXPECT_EQ(api::parse_elapsed("0"), 0);
    EXPECT_FALSE(api::parse_elapsed("-1"));
    EXPECT_FALSE(api::parse_elapsed("+1"));
    EXPECT_FALSE(api::parse_elapsed("1e9"));
    EXPECT_FALSE(api::parse_elapsed("99999999999999"));
    EXPECT_FALSE(api::parse_elapsed(std::to_string(api::kMaxElapsedMs + 1)));
    EXPECT_EQ(api::parse_elapsed(std::to_string(api::kMaxElapsedMs)), api::kMaxElapsedMs);
    using ms = std::chrono::milliseconds;
    EXPECT_FALSE(api::timing_flag(std::nullopt, true, ms(0)));      // check off
    EXPECT_TRUE(api::timing_flag(std::nullopt, true, ms(3000)));    // script without _e
    EXPECT_FALSE(api::timing_flag(std::nullopt, false, ms(3000)));  // native post
    EXPECT_TRUE(api::timing_flag("900", false, ms(3000)));
    EXPECT_FALSE(api::timing_flag("5000", true, ms(3000)));
    EXPECT_TRUE(api::timing_flag("99999999999999", true, ms(3000)));
}

TEST_F(ApiTest, InvalidAndDuplicateSubmissionsSpendNoToken) {
    options_.rate_limit_burst = 2;
    rebuild();
    for (int i = 0; i < 5; ++i) EXPECT_EQ(post("/api/audit", "form=audit-blogue&name=x").status, 422);
    EXPECT_EQ(post("/api/audit", kBlogAudit).status, 201);
    for (int i = 0; i < 3; ++i) EXPECT_EQ(post("/api/audit", kBlogAudit).status, 201) << "duplicate " << i;
    EXPECT_EQ(post("/api/audit", blog_audit_named("B")).status, 201);
    // The bucket is empty now: a new lead waits, a resubmission of a stored one is still a success.
    EXPECT_EQ(post("/api/audit", blog_audit_named("C")).status, 429);
    const auto again = post("/api/audit", kBlogAudit);
    EXPECT_EQ(again.status, 201);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 2);
}

TEST_F(ApiTest, UtmComesFromFieldsOrTheReferer) {
    post("/api/audit", std::string(kBlogAudit) + "&utm_source=facebook&utm_campaign=printemps");
    post("/api/audit", "name=Marie&" + std::string(kBlogAudit), true, {{"Referer", "http://127.0.0.1/blog?utm_source=google&utm_medium=cpc"}, {"Host", "127.0.0.1"}});
    const auto rows = db_->query("SELECT utm FROM leads ORDER BY created_at");
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].text(0), R"({"utm_source":"facebook","utm_campaign":"printemps"})");
    EXPECT_EQ(rows[1].text(0), R"({"utm_source":"google","utm_medium":"cpc"})");
}

TEST_F(ApiTest, HostileInputsAreRejectedOrStoredSafely) {
    EXPECT_EQ(post("/api/audit", std::string(kBlogAudit).replace(0, 0, "name=%FF%FE&")).status, 422);
    const auto crlf = post("/api/audit",
                           "form=audit&name=Jean%0D%0ABcc%3A+x%40evil.example&company=Robert%27%29%3B+DROP+TABLE+leads%3B--"
                           "&email=j%40example.com&phone=5145551234&confidentialite=on&message=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    ASSERT_EQ(crlf.status, 201);
    const auto fields = boost::json::parse(db_->query("SELECT fields FROM leads").at(0).text(0)).as_object();
    EXPECT_EQ(fields.at("name"), "Jean  Bcc: x@evil.example");
    EXPECT_EQ(fields.at("company"), "Robert'); DROP TABLE leads;--");
    EXPECT_EQ(fields.at("message"), "<script>alert(1)</script>");
    const auto html = db_->query("SELECT body_html FROM outbox WHERE recipient = 'info@example.com'").at(0).text(0);
    EXPECT_EQ(html.find("<script>"), std::string::npos);
    EXPECT_NE(html.find("&lt;script&gt;"), std::string::npos);
}

// The token of the last link of `path` mailed to `email`.
std::string mailed_token(store::Database& db, const std::string& email, const std::string& path) {
    const auto rows = db.query("SELECT body_text FROM outbox WHERE recipient = $1 ORDER BY id DESC", {email});
    for (const auto& r : rows) {
        const std::string text = r.text(0);
        const auto at = text.find(path + "?token=");
        if (at == std::string::npos) continue;
        const auto start = at + path.size() + 7;
        return text.substr(start, text.find_first_of(" \n", start) - start);
    }
    return {};
}

TEST_F(ApiTest, NewsletterIsDoubleOptIn) {
    options_.link_key = "link-key";
    rebuild();
    ASSERT_EQ(post("/api/newsletter", "form=infolettre&prenom=%C3%89lodie&email=elodie%40example.com&consentement=on").status, 201);
    // Nothing counts yet: no subscriber, no consent record; one mail, with the link and no free text.
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscription_requests WHERE confirmed_at IS NULL"), 1);
    ASSERT_EQ(count("SELECT COUNT(*) FROM outbox"), 1);
    EXPECT_EQ(db_->query("SELECT body_text FROM outbox").at(0).text(0).find("Élodie"), std::string::npos);
    const std::string token = mailed_token(*db_, "elodie@example.com", "/infolettre/confirmer");
    ASSERT_FALSE(token.empty());

    // Opening the link (a mail scanner does) shows a button and changes nothing.
    http::Request get{"GET", "/infolettre/confirmer?token=" + token, {}, {}};
    ASSERT_TRUE(api::LeadApi::owns(get));
    const auto page = call(get);
    EXPECT_EQ(page.status, 200);
    EXPECT_NE(body(page).find("<form method=\"post\" action=\"/infolettre/confirmer?token=" + token + "\">"), std::string::npos);
    EXPECT_NE(body(page).find("Confirmer mon inscription"), std::string::npos);
    http::Request head{"HEAD", "/infolettre/confirmer?token=" + token, {}, {}};
    EXPECT_TRUE(call(head).omit_body);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers"), 0);

    // Forged or expired links are refused.
    std::string forged = token;
    forged.back() = forged.back() == '0' ? '1' : '0';
    http::Request bad{"POST", "/infolettre/confirmer?token=" + forged, {}, {}};
    EXPECT_EQ(call(bad).status, 404);
    const std::string id = token.substr(0, 32);
    http::Request expired{"POST", "/infolettre/confirmer?token=" + api::sign_confirmation("link-key", id, store::now_ms() - 1), {}, {}};
    EXPECT_EQ(call(expired).status, 410);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers"), 0);

    // The button: now the subscription, its consent record (when, which form) and the welcome.
    http::Request confirm{"POST", "/infolettre/confirmer?token=" + token, {}, {}};
    const auto done = call(confirm);
    EXPECT_EQ(done.status, 303);
    EXPECT_EQ(done.headers.get("Location").value_or(""), "/infolettre-confirmee");  // says it is confirmed (issue 26)
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NULL AND consent_form = 'infolettre' AND first_name = 'Élodie'"),
              1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE kind = 'newsletter' AND form_id = 'infolettre' AND consent_at IS NOT NULL"), 1);
    const std::string unsubscribe = db_->query("SELECT unsubscribe_token FROM subscribers").at(0).text(0);
    const auto headers = db_->query("SELECT headers FROM outbox WHERE recipient = 'elodie@example.com' ORDER BY id DESC").at(0).text(0);
    EXPECT_NE(headers.find("/desabonnement?token=" + unsubscribe), std::string::npos);
    // A second click changes nothing.
    EXPECT_EQ(call(confirm).status, 303);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 2);
}

// Issue 26, item 3: the pages of the confirmation and unsubscribe links are the built site's
// (pages-systeme.yaml: header, footer, design), whose form posts back to the link it was served at.
TEST_F(ApiTest, NewsletterLinksAnswerWithTheBuiltSitesPages) {
    const auto built = [&](const std::string& slug, const std::string& inner) {
        std::filesystem::create_directories(options_.web_root);
        std::ofstream(options_.web_root / (slug + ".html")) << "<!doctype html><header>Site</header><main>" << inner << "</main>";
    };
    built("infolettre-a-confirmer", "<form class=\"mt-8\" method=\"post\"><button>Confirmer mon inscription</button></form>");
    built("infolettre-lien-invalide", "<h1>Ce lien de confirmation n’est pas valide</h1>");
    built("infolettre-lien-expire", "<h1>Ce lien de confirmation a expiré</h1>");
    built("desabonnement-a-confirmer", "<form class=\"mt-8\" method=\"post\"><button>Me désabonner</button></form>");
    rebuild();
    ASSERT_EQ(post("/api/newsletter", "form=infolettre&prenom=Luc&email=luc%40example.com&consentement=on").status, 201);
    const std::string token = mailed_token(*db_, "luc@example.com", "/infolettre/confirmer");
    const auto page = call(http::Request{"GET", "/infolettre/confirmer?token=" + token, {}, {}});
    EXPECT_EQ(page.status, 200);
    EXPECT_NE(body(page).find("<header>Site</header>"), std::string::npos) << body(page);
    EXPECT_NE(body(page).find("<form class=\"mt-8\" method=\"post\">"), std::string::npos);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers"), 0);

    std::string forged = token;
    forged.back() = forged.back() == '0' ? '1' : '0';
    const auto bad = call(http::Request{"GET", "/infolettre/confirmer?token=" + forged, {}, {}});
    EXPECT_EQ(bad.status, 404);
    EXPECT_NE(body(bad).find("<header>Site</header><main><h1>Ce lien de confirmation n’est pas valide"), std::string::npos);
    const auto expired = call(http::Request{
        "GET", "/infolettre/confirmer?token=" + api::sign_confirmation("link-key", token.substr(0, 32), store::now_ms() - 1), {}, {}});
    EXPECT_EQ(expired.status, 410);
    EXPECT_NE(body(expired).find("a expiré"), std::string::npos);

    const auto done = call(http::Request{"POST", "/infolettre/confirmer?token=" + token, {}, {}});
    EXPECT_EQ(done.headers.get("Location").value_or(""), "/infolettre-confirmee");
    const std::string unsubscribe = db_->query("SELECT unsubscribe_token FROM subscribers").at(0).text(0);
    const auto leave = call(http::Request{"GET", "/desabonnement?token=" + unsubscribe, {}, {}});
    EXPECT_EQ(leave.status, 200);
    EXPECT_NE(body(leave).find("<header>Site</header><main><form class=\"mt-8\" method=\"post\"><button>Me désabonner"), std::string::npos);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NOT NULL"), 0);
}

TEST_F(ApiTest, UnconfirmedPostsNeverTouchASubscriber) {
    options_.link_key = "link-key";
    rebuild();
    ASSERT_EQ(post("/api/newsletter", "form=infolettre&prenom=%C3%89lodie&email=elodie%40example.com&consentement=on").status, 201);
    http::Request confirm{"POST", "/infolettre/confirmer?token=" + mailed_token(*db_, "elodie@example.com", "/infolettre/confirmer"), {}, {}};
    ASSERT_EQ(call(confirm).status, 303);
    const auto mails = count("SELECT COUNT(*) FROM outbox");
    const auto requests = count("SELECT COUNT(*) FROM subscription_requests");
    // Someone else posts her address with another name: she is not mailed, nothing changes.
    ASSERT_EQ(post("/api/newsletter", "form=infolettre&prenom=Pirate&email=elodie%40example.com&consentement=on").status, 201);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE first_name = 'Élodie'"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), mails);
    // Issue 28.6: the answer took the same path as for an unknown address (a write and its
    // commit), or its time would tell that she is subscribed.
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscription_requests"), requests + 1);

    // Unsubscribed, she gets nothing but a new confirmation request, and stays unsubscribed
    // until she confirms again.
    const std::string unsubscribe = db_->query("SELECT unsubscribe_token FROM subscribers").at(0).text(0);
    http::Request leave{"POST", "/desabonnement?token=" + unsubscribe, {}, "List-Unsubscribe=One-Click"};
    ASSERT_EQ(call(leave).headers.get("Location").value_or(""), "/desabonnement-confirme");
    ASSERT_EQ(post("/api/newsletter", "form=infolettre-blogue&email=elodie%40example.com").status, 201);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NOT NULL"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), mails + 1);
    EXPECT_EQ(db_->query("SELECT subject FROM outbox ORDER BY id DESC").at(0).text(0).find("Confirmez"), 0u);
    http::Request again{"POST", "/infolettre/confirmer?token=" + mailed_token(*db_, "elodie@example.com", "/infolettre/confirmer"), {}, {}};
    ASSERT_EQ(call(again).status, 303);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NULL AND consent_form = 'infolettre-blogue'"), 1);
}

// Whoever asks, one visitor address gets at most 3 mails a day; the firm gets every lead.
TEST_F(ApiTest, AtMostThreeMailsPerVisitorAddressPerDay) {
    options_.rate_limit_burst = 100;
    rebuild();
    for (int i = 0; i < 5; ++i) ASSERT_EQ(post("/api/audit", blog_audit_named(std::to_string(i))).status, 201);
    ASSERT_EQ(post("/api/newsletter", "form=infolettre-blogue&email=jean%40example.com").status, 201);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 5);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient = 'info@example.com'"), 5);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient = 'jean@example.com'"), 3);
}

TEST_F(ApiTest, VisitorConfirmationEchoesNoFreeText) {
    const std::string lure = "Votre+compte+est+suspendu+https%3A%2F%2Fphish.example";
    ASSERT_EQ(post("/api/audit", "form=audit&name=" + lure + "&company=" + lure + "&email=cible%40example.com&phone=5145551234"
                                 "&message=" + lure + "&confidentialite=on").status,
              201);
    const auto visitor = db_->query("SELECT subject, body_text, body_html FROM outbox WHERE recipient = 'cible@example.com'");
    ASSERT_EQ(visitor.size(), 1u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(visitor[0].text(i).find("phish.example"), std::string::npos) << visitor[0].text(i);
        EXPECT_EQ(visitor[0].text(i).find("suspendu"), std::string::npos);
    }
    EXPECT_NE(visitor[0].text(1).find("Audit gratuit"), std::string::npos);  // the form's title
    // The firm still gets everything.
    EXPECT_NE(db_->query("SELECT body_text FROM outbox WHERE recipient = 'info@example.com'").at(0).text(0).find("phish.example"),
              std::string::npos);
}

TEST_F(ApiTest, OpeningTheUnsubscribeLinkChangesNothingThePageButtonDoes) {
    options_.link_key = "link-key";
    rebuild();
    ASSERT_EQ(post("/api/newsletter", "form=infolettre&prenom=Luc&email=luc%40example.com&consentement=on").status, 201);
    http::Request confirm{"POST", "/infolettre/confirmer?token=" + mailed_token(*db_, "luc@example.com", "/infolettre/confirmer"), {}, {}};
    ASSERT_EQ(call(confirm).status, 303);
    const std::string token = db_->query("SELECT unsubscribe_token FROM subscribers").at(0).text(0);

    http::Request get{"GET", "/desabonnement?token=" + token, {}, {}};
    const auto page = call(get);
    EXPECT_EQ(page.status, 200);
    EXPECT_NE(body(page).find("<form method=\"post\" action=\"/desabonnement?token=" + token + "\">"), std::string::npos);
    EXPECT_NE(body(page).find("Me désabonner"), std::string::npos);
    http::Request head{"HEAD", "/desabonnement?token=" + token, {}, {}};
    ASSERT_TRUE(api::LeadApi::owns(head));
    const auto h = call(head);
    EXPECT_EQ(h.status, 200);
    EXPECT_TRUE(h.omit_body);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NOT NULL"), 0);

    // The page's button (a form post) and the RFC 8058 one-click post both unsubscribe.
    http::Request button{"POST", "/desabonnement?token=" + token, {}, {}};
    button.headers.add("Content-Type", "application/x-www-form-urlencoded");
    const auto r = call(button);
    EXPECT_EQ(r.status, 303);
    EXPECT_EQ(r.headers.get("Location").value_or(""), "/desabonnement-confirme");
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NOT NULL"), 1);
    http::Request one_click{"POST", "/desabonnement?token=" + token, {}, "List-Unsubscribe=One-Click"};
    EXPECT_EQ(call(one_click).headers.get("Location").value_or(""), "/desabonnement-confirme");
    http::Request unknown{"POST", "/desabonnement?token=" + std::string(64, 'a'), {}, {}};
    EXPECT_EQ(call(unknown).headers.get("Location").value_or(""), "/desabonnement-invalide");
    http::Request garbage{"GET", "/desabonnement?token=%27%20OR%201%3D1", {}, {}};
    EXPECT_EQ(call(garbage).headers.get("Location").value_or(""), "/desabonnement-invalide");
}

TEST_F(ApiTest, WrongMethodAndUnknownApiPaths) {
    http::Request get{"GET", "/api/audit", {}, {}};
    const auto r = call(get);
    EXPECT_EQ(r.status, 405);
    EXPECT_EQ(r.headers.get("Allow").value_or(""), "POST");
    http::Request other{"POST", "/api/nope", {}, {}};
    EXPECT_EQ(call(other).status, 404);
}

TEST_F(ApiTest, AppHandlerRoutesApiLaterAndPagesNow) {
    std::ofstream(dir_.path() / "dist" / "index.html") << "<h1>Accueil</h1>";
    http::SiteHandler site({dir_.path() / "dist", "1", [this] { return store_->status(); }});
    app::AppHandler handler(site, api_.get());
    http::Request page{"GET", "/", {}, {}};
    ASSERT_TRUE(handler.handle_now(page).has_value());
    http::Request health{"GET", "/healthz", {}, {}};
    EXPECT_NE(body(*handler.handle_now(health)).find(R"("store":{"status":"ok"})"), std::string::npos);
    http::Request form{"POST", "/api/audit", {}, kBlogAudit};
    form.headers.add("Content-Type", "application/x-www-form-urlencoded");
    EXPECT_FALSE(handler.handle_now(form).has_value());
    std::promise<http::Response> p;
    handler.handle_later(form, [&p](http::Response r) { p.set_value(std::move(r)); });
    const auto r = p.get_future().get();
    EXPECT_EQ(r.status, 303);
    EXPECT_TRUE(r.headers.has("Content-Security-Policy"));
    http::Request big{"POST", "/api/audit", {}, {}};
    big.headers.add("Accept", "application/json");
    EXPECT_EQ(handler.reject(413, big).headers.get("Content-Type").value_or(""), "application/json; charset=utf-8");
}

}  // namespace
