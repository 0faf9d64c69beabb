// The operator command line: CSV export (BOM, quoting, formula neutralisation) and the
// subcommands run end to end on a SQLite file.
#include <gtest/gtest.h>

#include <sstream>

#include "cli/commands.hpp"
#include "cli/csv.hpp"
#include "cli/serve.hpp"
#include "config/config.hpp"
#include "forms/catalog.hpp"
#include "store/lead_store.hpp"
#include "store/lead_reference.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"

namespace {

TEST(Csv, CellsAreQuotedAndFormulasNeutralised) {
    EXPECT_EQ(cli::csv_cell("plain"), "plain");
    EXPECT_EQ(cli::csv_cell("a,b"), "\"a,b\"");
    EXPECT_EQ(cli::csv_cell("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(cli::csv_cell("line\nbreak"), "\"line\nbreak\"");
    EXPECT_EQ(cli::csv_cell("=HYPERLINK(\"http://evil\")"), "\"'=HYPERLINK(\"\"http://evil\"\")\"");
    EXPECT_EQ(cli::csv_cell("+1 514"), "'+1 514");
    EXPECT_EQ(cli::csv_cell("-2"), "'-2");
    EXPECT_EQ(cli::csv_cell("@SUM(A1)"), "'@SUM(A1)");
    EXPECT_EQ(cli::csv_cell("\tx"), "'\tx");
    EXPECT_EQ(cli::csv_cell("\rx"), "\"'\rx\"");
}

// Issue 27: the export repeated `email` in its header, split `nom` and `name`, and showed every
// phone as `'+1…`.
TEST(Csv, OneColumnPerConceptAcrossFormsAndReadablePhones) {
    const auto catalog = forms::Catalog::load(CATALOG_PATH);
    store::LeadRow a;
    a.id = "a";
    a.form_id = "audit-blogue";
    a.kind = "lead";
    a.email = "a@b.ca";
    a.fields_json = R"({"name":"Élodie Roy","company":"Clinique A","email":"a@b.ca","phone":"+15145550101;ext=12","city":"laval"})";
    a.utm_json = "{}";
    store::LeadRow b = a;
    b.id = "b";
    b.form_id = "audit-conformite";
    b.fields_json = R"({"prenom":"Luc","nom":"Gagnon","telephone":"+33123456789","email":"a@b.ca","ville":"Québec","preoccupations":"=1+1"})";
    const std::string csv = cli::leads_csv({a, b}, &catalog);
    const std::string header = csv.substr(3, csv.find("\r\n") - 3);
    EXPECT_EQ(header, "id,reference,created_at,form,kind,email,name,organization,phone,city,consent_given,consent_at,policy_version,page,referrer,utm,"
                      "preoccupations");
    EXPECT_NE(csv.find(",a@b.ca,Élodie Roy,Clinique A,\"514 555-0101, poste 12\",Laval,"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",a@b.ca,Luc Gagnon,,'+33 1 23 45 67 89,Québec,"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",'=1+1\r\n"), std::string::npos) << csv;
}

TEST(Csv, ExportStartsWithABomAndHasOneColumnPerField) {
    store::LeadRow l;
    l.id = "id1";
    l.form_id = "audit";
    l.kind = "lead";
    l.email = "a@b.ca";
    l.fields_json = R"({"name":"Élodie","message":"=1+1","consent":true})";
    l.utm_json = "{}";
    const std::string csv = cli::leads_csv({l});
    EXPECT_TRUE(csv.starts_with("\xEF\xBB\xBF" "id,reference,created_at,form,kind,email,"));
    EXPECT_NE(csv.find(",name,organization,phone,city,"), std::string::npos);
    EXPECT_NE(csv.find(",utm,message,consent\r\n"), std::string::npos);
    EXPECT_NE(csv.find(",a@b.ca,Élodie,"), std::string::npos) << csv;
    EXPECT_NE(csv.find(",'=1+1,oui\r\n"), std::string::npos) << csv;
}

class CliTest : public ::testing::Test {
protected:
    int run(std::vector<std::string> args) {
        config::Config cfg;
        CLI::App app;
        cli::Commands commands(app, cfg);
        args.push_back("--db");
        args.push_back((dir_.path() / "leads.db").string());
        std::reverse(args.begin(), args.end());  // CLI11 takes the arguments in reverse order
        out_.str("");
        try {
            app.parse(args);
        } catch (const CLI::ParseError& e) {
            return app.exit(e);
        }
        return commands.run(out_, err_);
    }
    void add_lead(const std::string& id, const std::string& email) {
        auto db = store::open_sqlite((dir_.path() / "leads.db").string());
        store::migrate(*db);
        store::GroupCommitStore store(std::move(db));
        store::LeadWrite w;
        w.lead = {id, "audit", "lead", email, R"({"name":"=cmd|' /C calc'!A0"})", "/", "", "{}", true, 1, "v1", "", "", id,
                  store::now_ms()};
        w.outbox = [email](const store::StoredLead&) {
            return std::vector<store::OutboxMessage>{{"email", email, "s", "t", "", "{}", ""}};
        };
        ASSERT_TRUE(store::submit_and_wait(store, std::move(w)).ok);
    }

    TempDir dir_;
    std::ostringstream out_, err_;
};

// Issue 26.4: the reference a visitor quotes finds the lead in `leads list`, and a quarantined
// post in `leads quarantine`.
TEST_F(CliTest, ListsShowTheReferenceVisitorsQuote) {
    const std::string id = "01a1ee565e00" "0123456789" "abcdefabcd";
    add_lead(id, "a@example.com");
    EXPECT_EQ(run({"leads", "list"}), 0);
    EXPECT_NE(out_.str().find("  " + store::lead_reference(id) + "  " + id + "  audit  a@example.com"), std::string::npos) << out_.str();
    {
        auto db = store::open_sqlite((dir_.path() / "leads.db").string());
        db->execute("INSERT INTO quarantine (id, form_id, reason, email, submission, created_at) VALUES ($1, 'audit', 'honeypot', "
                    "'b@example.com', '[]', 1)",
                    {std::string("01a1ee565e00" "ffffffffff" "0000000000")});
    }
    EXPECT_EQ(run({"leads", "quarantine"}), 0);
    EXPECT_NE(out_.str().find("01a1ee565e00ffffffffff0000000000  ZZZZ-ZZZZ  "), std::string::npos) << out_.str();
}

TEST_F(CliTest, MigrateListExportPrivacyPurge) {
    EXPECT_EQ(run({"migrate"}), 0);
    EXPECT_EQ(out_.str(), "applied " + std::to_string(store::migrations().size()) + " migration(s)\n");
    add_lead("l1", "a@example.com");
    add_lead("l2", "b@example.com");
    EXPECT_EQ(run({"leads", "list"}), 0);
    EXPECT_NE(out_.str().find("2 lead(s)"), std::string::npos);
    EXPECT_EQ(run({"leads", "list", "--since", "2999-01-01"}), 0);
    EXPECT_NE(out_.str().find("0 lead(s)"), std::string::npos);
    EXPECT_EQ(run({"leads", "list", "--since", "hier"}), 2);
    EXPECT_EQ(run({"leads", "export", "--csv"}), 0);
    EXPECT_TRUE(out_.str().starts_with("\xEF\xBB\xBF"));
    EXPECT_NE(out_.str().find("'=cmd|"), std::string::npos);
    EXPECT_EQ(run({"privacy", "export", "--email", "A@example.com"}), 0);
    EXPECT_NE(out_.str().find("\"id\":\"l1\""), std::string::npos);
    EXPECT_EQ(out_.str().find("l2"), std::string::npos);
    EXPECT_EQ(run({"privacy", "erase", "--email", "a@example.com"}), 0);
    EXPECT_TRUE(out_.str().starts_with(
        "erased 1 lead(s), 0 subscriber(s), 1 outbox row(s), 0 .eml file(s), 0 sign-up request(s), 0 quarantined post(s)\n"))
        << out_.str();
    EXPECT_NE(out_.str().find("no delivered mail about this address"), std::string::npos) << out_.str();
    EXPECT_NE(out_.str().find("erase lead(s) l1 from any other copy"), std::string::npos) << out_.str();
    EXPECT_TRUE(std::filesystem::exists(dir_.path() / "erasures.log")) << "journalled beside the database";
    EXPECT_EQ(run({"purge", "--older-than", "730d"}), 0);
    EXPECT_NE(out_.str().find("purged 0 lead(s)"), std::string::npos);
    EXPECT_EQ(run({"purge", "--older-than", "soon"}), 2);
}

// Issue 28.7: U+009B (CSI) and U+202E (right-to-left override) typed into a form reached the
// operator's terminal from `leads quarantine` and `leads list`.
TEST_F(CliTest, VisitorsControlCharactersNeverReachTheTerminal) {
    EXPECT_EQ(run({"migrate"}), 0);
    {
        auto db = store::open_sqlite((dir_.path() / "leads.db").string());
        db->execute("INSERT INTO quarantine (id, form_id, reason, email, submission, created_at) VALUES ('q1', 'audit', 'honeypot', "
                    "'x@example.com', $1, 1)",
                    {std::string("[[\"name\",\"\xc2\x9b" "2J\xe2\x80\xae" "evil\x1b]0;t\x07\"]]")});
        db->execute("INSERT INTO leads (id, form_id, kind, email, fields, dedupe_key, created_at) VALUES ('l9', 'audit', 'lead', "
                    "'y@example.com', $1, 'k', 1)",
                    {std::string("{\"name\":\"\xe2\x80\xae" "gnp.exe\xc2\x9b" "1m\"}")});
    }
    for (const std::vector<std::string>& args : {std::vector<std::string>{"leads", "quarantine"}, {"leads", "list"},
                                                  {"privacy", "export", "--email", "x@example.com"}}) {
        EXPECT_EQ(run(args), 0);
        const std::string text = out_.str();
        EXPECT_EQ(text.find("\xc2\x9b"), std::string::npos) << args[1] << ": " << text;
        EXPECT_EQ(text.find("\xe2\x80\xae"), std::string::npos) << args[1];
        EXPECT_EQ(text.find('\x1b'), std::string::npos) << args[1];
    }
    EXPECT_EQ(run({"leads", "list"}), 0);
    EXPECT_NE(out_.str().find("\\u202Egnp.exe\\u009B1m"), std::string::npos) << "shown, escaped: " << out_.str();
}

// Issue 38.7: an address pasted with a space before it (« --email " a@example.com" ») found
// nothing, and its erasure erased nothing. Every command trims the address it is given.
TEST_F(CliTest, PrivacyCommandsTrimTheAddress) {
    EXPECT_EQ(run({"migrate"}), 0);
    add_lead("l1", "a@example.com");
    for (const char* typed : {" a@example.com", "a@example.com ", "\tA@Example.com\n", "\u00a0a@example.com\u00a0"}) {
        EXPECT_EQ(run({"privacy", "export", "--email", typed}), 0);
        EXPECT_NE(out_.str().find("\"id\":\"l1\""), std::string::npos) << "« " << typed << " »: " << out_.str();
        out_.str("");
    }
    EXPECT_EQ(run({"privacy", "erase", "--email", "  a@example.com"}), 0);
    auto db = store::open_sqlite((dir_.path() / "leads.db").string());
    EXPECT_EQ(db->query("SELECT id FROM leads").size(), 0u) << out_.str();
}

// Issue 28.6: `privacy export`/`erase` with zoe@exämple.com found nothing (only the punycode form
// matched), and a quarantined post with a malformed address holding hers survived her erasure.
TEST_F(CliTest, PrivacyRequestsNormaliseTheAddressAndSearchQuarantinedPosts) {
    EXPECT_EQ(run({"migrate"}), 0);
    add_lead("l1", "zoe@xn--exmple-cua.com");
    {
        auto db = store::open_sqlite((dir_.path() / "leads.db").string());
        db->execute("INSERT INTO quarantine (id, form_id, reason, email, submission, created_at) VALUES ('q1', 'audit', 'honeypot', "
                    "'zoe@@exämple.com', $1, 1)",
                    {std::string(R"([["email","zoe@@exämple.com"],["message","Écrivez à ZOE@EXÄMPLE.COM svp"]])")});
        db->execute("INSERT INTO quarantine (id, form_id, reason, email, submission, created_at) VALUES ('q2', 'audit', 'honeypot', "
                    "'autre@example.com', '[[\"email\",\"autre@example.com\"]]', 2)");
    }
    EXPECT_EQ(run({"privacy", "export", "--email", "Zoe@Exämple.com"}), 0);
    const std::string exported = out_.str();
    EXPECT_NE(exported.find("\"id\":\"l1\""), std::string::npos) << exported;
    EXPECT_NE(exported.find("\"id\":\"q1\""), std::string::npos) << exported;
    EXPECT_EQ(exported.find("q2"), std::string::npos);
    EXPECT_EQ(run({"privacy", "erase", "--email", "zoe@exämple.com"}), 0);
    EXPECT_TRUE(out_.str().starts_with(
        "erased 1 lead(s), 0 subscriber(s), 1 outbox row(s), 0 .eml file(s), 0 sign-up request(s), 1 quarantined post(s)\n"))
        << out_.str();
    auto db = store::open_sqlite((dir_.path() / "leads.db").string());
    EXPECT_EQ(db->query("SELECT id FROM quarantine").size(), 1u) << "the other person's post stays";
}

TEST_F(CliTest, OlderThanNeedsDaysWithTheSuffixAndNoOverflow) {
    EXPECT_EQ(run({"migrate"}), 0);
    for (const char* bad : {"730", "1e3d", "-5d", "0d", "d", "7x0d", "99999999999999999999d", "730 d"}) {
        err_.str("");
        EXPECT_EQ(run({"purge", "--older-than", bad}), 2) << bad;
        EXPECT_NE(err_.str().find("--older-than"), std::string::npos) << err_.str();
    }
    EXPECT_EQ(run({"purge", "--older-than", "30d"}), 0);
    EXPECT_NE(out_.str().find("older than 30 days"), std::string::npos);
}

TEST_F(CliTest, OperatorCommandsNeverCreateAMissingDatabase) {
    // No migrate first: the file does not exist.
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"leads", "list"}, {"privacy", "erase", "--email", "a@b.ca"}, {"purge"}, {"outbox", "status"}}) {
        err_.str("");
        EXPECT_EQ(run(args), 1) << args.front();
        EXPECT_NE(err_.str().find("no SQLite database at"), std::string::npos) << err_.str();
        EXPECT_FALSE(std::filesystem::exists(dir_.path() / "leads.db")) << args.front();
    }
    EXPECT_EQ(run({"migrate"}), 0);
    EXPECT_EQ(run({"leads", "list"}), 0);
}

TEST_F(CliTest, ExplicitRelativeDbIsTakenFromTheWorkingDirectory) {
    const auto previous = std::filesystem::current_path();
    std::filesystem::current_path(dir_.path());
    config::Config cfg;
    CLI::App app;
    cli::Commands commands(app, cfg);
    std::vector<std::string> args{"here.db", "--db", "migrate"};  // reversed, as CLI11 takes them
    app.parse(args);
    const int code = commands.run(out_, err_);
    std::filesystem::current_path(previous);
    EXPECT_EQ(code, 0) << err_.str();
    EXPECT_TRUE(std::filesystem::exists(dir_.path() / "here.db"));
    EXPECT_EQ(cfg.db_path, "here.db");
}

TEST(Config, DaysAndWebhookSecret) {
    EXPECT_EQ(config::parse_days("X", "730d", config::DaySuffix::Required), 730u);
    EXPECT_EQ(config::parse_days("X", "730", config::DaySuffix::Optional), 730u);
    EXPECT_THROW(config::parse_days("X", "730", config::DaySuffix::Required), std::invalid_argument);
    EXPECT_THROW(config::parse_days("X", "18446744073709551617d", config::DaySuffix::Required), std::invalid_argument);
    config::Config c;
    EXPECT_FALSE(config::serve_error(c));
    c.webhook_url = "https://crm.example/hook";
    ASSERT_TRUE(config::serve_error(c));
    EXPECT_NE(config::serve_error(c)->find("LEADS_WEBHOOK_SECRET"), std::string::npos);
    EXPECT_EQ(cli::serve(c), 2);  // refuses before opening anything
    c.webhook_secret = "s3cret";
    EXPECT_FALSE(config::serve_error(c));
}

// Issue 38.7: APP_ENV=prod served with placeholders (only « production » blocks them). Any value
// but production or development (any case, spaces around) is a mistake: the server refuses it.
TEST(Config, AnAppEnvOtherThanProductionOrDevelopmentRefusesToServe) {
    config::Config c;
    for (const char* fine : {"", "production", "Production", " development ", "DEVELOPMENT"}) {
        c.app_env = fine;
        EXPECT_FALSE(config::serve_error(c)) << "« " << fine << " »";
    }
    for (const char* wrong : {"prod", "dev", "staging", "production2", "test"}) {
        c.app_env = wrong;
        const auto problem = config::serve_error(c);
        ASSERT_TRUE(problem) << wrong;
        EXPECT_NE(problem->find("APP_ENV"), std::string::npos) << *problem;
        EXPECT_NE(problem->find(wrong), std::string::npos) << *problem;
        EXPECT_EQ(cli::serve(c), 2) << wrong;
    }
}

}  // namespace
