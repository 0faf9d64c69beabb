// Issue 28, item 1: addresses in configuration follow the visitors' rule (lower case, IDNA), a
// display name is kept for the header, and one that cannot be normalised is named by its setting
// (`server check`, production refuses to start) instead of failing every notification in silence.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/launch_check.hpp"
#include "config/mail_addresses.hpp"
#include "outbox/mime.hpp"
#include "outbox/notifications.hpp"
#include "outbox/outbox_worker.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"
#include "test_support.hpp"

namespace {

namespace fs = std::filesystem;

config::Mailbox box(std::string_view text) {
    const auto parsed = config::parse_mailbox(text);
    EXPECT_TRUE(std::holds_alternative<config::Mailbox>(parsed)) << text << ": " << (parsed.index() ? std::get<1>(parsed) : "");
    return parsed.index() == 0 ? std::get<0>(parsed) : config::Mailbox{};
}

bool refused(std::string_view text) { return std::holds_alternative<std::string>(config::parse_mailbox(text)); }

TEST(ConfiguredAddress, IsNormalisedLikeAVisitors) {
    EXPECT_EQ(box("Ventes@Conformite-Reelle.ca").address, "ventes@conformite-reelle.ca");
    EXPECT_EQ(box("  ventes@conformité-réelle.ca ").address, "ventes@xn--conformit-relle-jnbc.ca");
    const auto named = box("Ventes <Ventes@Conformite-Reelle.ca>");
    EXPECT_EQ(named.name, "Ventes");
    EXPECT_EQ(named.address, "ventes@conformite-reelle.ca");
    const auto quoted = box(R"("Ventes, \"Québec\"" <ventes@conformite-reelle.ca>)");
    EXPECT_EQ(quoted.name, "Ventes, \"Québec\"");
}

TEST(ConfiguredAddress, WhatCannotBeNormalisedIsRefused) {
    for (const char* bad : {"", "ventes", "ventes@@x.ca", "Ventes <ventes@x.ca", "Ventes <ventes@x.ca> x", "a <b> <c@d.ca>",
                            "rené@x.ca", "ventes@x.ca\r\nBcc: y@z.ca", "Ven\"tes <v@x.ca>", "ventes@x.ca>"}) {
        EXPECT_TRUE(refused(bad)) << bad;
    }
}

TEST(ConfiguredAddress, TheIdentityCarriesNormalisedAddressesAndDisplayNames) {
    const auto id = outbox::load_identity(fixture_business_path(), "https://site.example", "Conformité Propreté <Site@Conformite-Reelle.ca>",
                                          "Ventes <Ventes@Conformite-Reelle.ca>", "");
    EXPECT_TRUE(id.problems.empty());
    EXPECT_EQ(id.mail_from, "site@conformite-reelle.ca");
    EXPECT_EQ(id.mail_from_name, "Conformité Propreté");
    EXPECT_EQ(id.notify_to, "ventes@conformite-reelle.ca");
    EXPECT_EQ(id.notify_to_name, "Ventes");
    // Without a display name in MAIL_FROM, the firm's name signs.
    EXPECT_EQ(outbox::load_identity(fixture_business_path(), "", "site@conformite-reelle.ca", "", "").mail_from_name,
              outbox::load_identity(fixture_business_path(), "", "", "", "").business_name);
}

TEST(ConfiguredAddress, OneThatCannotBeNormalisedIsNamedByItsSetting) {
    const auto id = outbox::load_identity(fixture_business_path(), "", "ventes@@conformite-reelle.ca", "Ventes <ventes@x", "");
    ASSERT_EQ(id.problems.size(), 2u);
    EXPECT_TRUE(id.problems[0].starts_with("MAIL_FROM « ventes@@conformite-reelle.ca »")) << id.problems[0];
    EXPECT_TRUE(id.problems[1].starts_with("LEADS_NOTIFY_TO « Ventes <ventes@x »")) << id.problems[1];
    config::Config c;
    c.business_file = fixture_business_path();
    c.business_schema = BUSINESS_SCHEMA_PATH;
    c.mail_from = "ventes@@conformite-reelle.ca";
    const auto problems = cli::launch_problems(c);
    EXPECT_TRUE(std::any_of(problems.begin(), problems.end(), [](const std::string& p) { return p.starts_with("MAIL_FROM « "); }));
}

// What failed before: a capital letter or a display name in the configured addresses made every
// notification fail with « refusing to mail an address not in normalised form ».
class Recorder final : public outbox::MailTransport {
public:
    outbox::SendError send(std::string_view from, std::string_view to, std::string_view mime, std::string_view) override {
        envelope = std::string(from) + " -> " + std::string(to);
        message = mime;
        return std::nullopt;
    }
    std::string envelope, message;
};

TEST(ConfiguredAddress, NotificationsGoOutWithCapitalsAndDisplayNames) {
    TempDir dir;
    auto db = store::open_sqlite((dir.path() / "t.db").string());
    store::migrate(*db);
    const auto id = outbox::load_identity(fixture_business_path(), "https://site.example", "Site@Conformite-Reelle.ca",
                                          "Ventes <Ventes@Conformite-Reelle.ca>", "");
    const auto& form = *test_catalog().find("audit-blogue");
    forms::Submission s;
    for (const auto& [k, v] : std::initializer_list<std::pair<const char*, const char*>>{
             {"name", "Jean"}, {"company", "ACME"}, {"email", "jean@example.com"}, {"phone", "5145551234"}, {"city", "laval"},
             {"sector", "medical"}, {"confidentialite", "on"}}) {
        s.add(k, v);
    }
    const auto record = std::get<forms::CleanRecord>(forms::validate(form, test_catalog().messages(), s));
    const auto firm = outbox::build_notifications(id, {form, record, "/", "", {}, 0}, {"lead1", ""}).front();
    db->execute("INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, headers, next_attempt_at, created_at, priority) "
                "VALUES ('lead1', 'email', $1, $2, $3, $4, 0, 0, 0)",
                {firm.recipient, firm.subject, firm.body_text, firm.headers_json});
    auto transport = std::make_unique<Recorder>();
    auto* seen = transport.get();
    outbox::WorkerOptions o;
    o.from_name = id.mail_from_name;
    o.from_address = id.mail_from;
    outbox::OutboxWorker w(store::open_sqlite((dir.path() / "t.db").string()), std::move(transport), nullptr, o);
    ASSERT_EQ(w.run_once(), 1u);
    EXPECT_EQ(db->query("SELECT status FROM outbox").at(0).text(0), "sent");
    EXPECT_EQ(seen->envelope, "site@conformite-reelle.ca -> ventes@conformite-reelle.ca");
    EXPECT_NE(seen->message.find("\r\nTo: Ventes <ventes@conformite-reelle.ca>\r\n"), std::string::npos) << seen->message;
}

TEST(ConfiguredAddress, DisplayNamesWithSpecialsAreQuoted) {
    outbox::MailMessage m;
    m.from_name = "Ventes, Inc.";
    m.from_address = "ventes@conformite-reelle.ca";
    m.to_address = "a@b.ca";
    EXPECT_NE(outbox::render_mime(m).find("From: \"Ventes, Inc.\" <ventes@conformite-reelle.ca>\r\n"), std::string::npos);
}

}  // namespace
