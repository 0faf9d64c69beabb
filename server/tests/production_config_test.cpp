// Issue 27: one configuration for the service and every command. The environment file is read
// by every command; --db works before and after the subcommand; a command aimed at another store
// than the running service's says so and refuses to write; failed outbox rows can be requeued;
// the metrics carry the new counters, build and process information.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <unistd.h>

#include "cli/commands.hpp"
#include "store/outbox_table.hpp"
#include "config/env_file.hpp"
#include "config/live_store.hpp"
#include "metrics/exposition.hpp"
#include "store/lead_store.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"

namespace {

namespace fs = std::filesystem;

TEST(EnvFile, ReadsSystemdSyntax) {
    TempDir dir;
    const fs::path file = dir.path() / "environment";
    std::ofstream(file) << "# comment\n\nDB_PATH=/var/lib/x/leads.db\n  SMTP_URL = \"smtps://h:465\"  \nQUOTED='a b'\nEMPTY=\n";
    const auto vars = config::read_env_file(file);
    EXPECT_EQ(vars.at("DB_PATH"), "/var/lib/x/leads.db");
    EXPECT_EQ(vars.at("SMTP_URL"), "smtps://h:465");
    EXPECT_EQ(vars.at("QUOTED"), "a b");
    EXPECT_EQ(vars.at("EMPTY"), "");
    std::ofstream(file) << "DB_PATH=/x\nnot a setting\n";
    try {
        config::read_env_file(file);
        FAIL() << "a malformed line must be refused";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("environment:2: expected NAME=value"), std::string::npos) << e.what();
    }
    EXPECT_THROW(config::read_env_file(dir.path() / "absent"), std::runtime_error);
}

TEST(EnvFile, ConfigFlagWinsOverTheVariable) {
    const char* argv1[] = {"server", "--config", "/a", "leads", "list"};
    EXPECT_EQ(config::config_file_from(5, argv1), fs::path("/a"));
    const char* argv2[] = {"server", "leads", "list", "--config=/b"};
    EXPECT_EQ(config::config_file_from(4, argv2), fs::path("/b"));
    ::setenv("CONFIG_FILE", "/c", 1);
    const char* argv3[] = {"server", "check"};
    EXPECT_EQ(config::config_file_from(2, argv3), fs::path("/c"));
    ::unsetenv("CONFIG_FILE");
}

// Issue 38.7: a checkout's server silently read an installed package's environment file (its
// store, secrets and relay). Only the installed binary reads the default file unasked; a
// checkout's reads a file when told.
TEST(EnvFile, OnlyTheInstalledBinaryReadsTheDefaultFileUnasked) {
    TempDir dir;
    const fs::path installed_default = dir.path() / "environment";
    std::ofstream(installed_default) << "DB_PATH=/var/lib/x/leads.db\n";
    ::unsetenv("CONFIG_FILE");
    const char* serve[] = {"server", "serve"};
    EXPECT_EQ(config::config_file_from(2, serve, "/usr/bin/conformite-proprete", installed_default), installed_default);
    EXPECT_EQ(config::config_file_from(2, serve, "/home/dev/checkout/server/build/server", installed_default), std::nullopt);
    EXPECT_EQ(config::config_file_from(2, serve, "/usr/bin/../../home/dev/site/server/build/server", installed_default), std::nullopt);
    EXPECT_EQ(config::config_file_from(2, serve, "", installed_default), std::nullopt) << "unknown: a checkout's rule";
    const char* told[] = {"server", "--config", installed_default.c_str(), "serve"};
    EXPECT_EQ(config::config_file_from(4, told, "/home/dev/checkout/server/build/server", installed_default), installed_default);
    // This test binary is a checkout's build.
    EXPECT_FALSE(config::is_installed_binary(config::own_executable())) << config::own_executable();
}

// Issue 27: `server backup FILE` from a shell copied the checkout's empty var/leads.db, because
// DB_PATH was set only in the unit. With the file, the command's store is the service's.
TEST(EnvFile, ACommandReadsTheStoreFromTheFileAndTheShellStillWins) {
    TempDir dir;
    const fs::path file = dir.path() / "environment";
    std::ofstream(file) << "DB_PATH=" << (dir.path() / "live.db").string() << "\nRETENTION_DAYS=31\n";
    ::unsetenv("DB_PATH");
    ::setenv("RETENTION_DAYS", "45", 1);
    const std::string path = file.string();
    const char* argv[] = {"server", "--config", path.c_str(), "migrate"};
    ASSERT_EQ(config::load_config_file(4, argv), file);
    config::Config cfg;
    CLI::App app;
    cli::Commands commands(app, cfg);
    app.parse(4, argv);
    std::ostringstream out, err;
    EXPECT_EQ(commands.run(out, err), 0) << err.str();
    EXPECT_TRUE(fs::exists(dir.path() / "live.db"));
    EXPECT_EQ(cfg.retention_days, 45u);  // the process environment wins over the file
    ::unsetenv("DB_PATH");
    ::unsetenv("RETENTION_DAYS");
}

class LiveStore : public ::testing::Test {
protected:
    int run(std::vector<std::string> args) {
        config::Config cfg;
        CLI::App app;
        cli::Commands commands(app, cfg);
        std::vector<std::string> argv{"server"};
        argv.insert(argv.end(), args.begin(), args.end());
        std::vector<const char*> raw;
        for (const auto& a : argv) raw.push_back(a.c_str());
        out_.str("");
        err_.str("");
        try {
            app.parse(static_cast<int>(raw.size()), raw.data());
        } catch (const CLI::ParseError& e) {
            return app.exit(e);
        }
        return commands.run(out_, err_);
    }
    // What `serve` writes while it runs; this test process stands for the service.
    void mark_live(const fs::path& db) {
        std::ofstream(dir_.path() / "serve.json") << R"({"pid":)" << ::getppid() << R"(,"store":")" << db.string() << "\"}\n";
    }
    std::string live() const { return (dir_.path() / "live.db").string(); }
    std::string other() const { return (dir_.path() / "other.db").string(); }

    TempDir dir_;
    std::ostringstream out_, err_;
};

// Issue 27: the README's `--db` worked only after the subcommand.
TEST_F(LiveStore, DbWorksBeforeAndAfterTheSubcommand) {
    EXPECT_EQ(run({"--db", live(), "migrate"}), 0) << err_.str();
    EXPECT_EQ(run({"--db", live(), "leads", "list"}), 0) << err_.str();
    EXPECT_EQ(out_.str(), "0 lead(s)\n");
    EXPECT_EQ(run({"leads", "list", "--db", live()}), 0) << err_.str();
    EXPECT_EQ(run({"outbox", "status", "--db", live()}), 0) << err_.str();
    EXPECT_EQ(run({"--db", live(), "privacy", "erase", "--email", "a@b.ca"}), 0) << err_.str();
}

TEST_F(LiveStore, ACommandOnAnotherStoreThanTheServiceRefusesToWrite) {
    ASSERT_EQ(run({"--db", live(), "migrate"}), 0);
    ASSERT_EQ(run({"--db", other(), "migrate"}), 0);
    mark_live(live());
    const std::string runtime = "--runtime-dir=" + dir_.path().string();
    for (const std::vector<std::string>& write : std::vector<std::vector<std::string>>{
             {"privacy", "erase", "--email", "a@b.ca"}, {"purge"}, {"outbox", "retry", "--failed"}, {"migrate"},
             {"backup", (dir_.path() / "copy.db").string()}}) {
        auto args = write;
        args.insert(args.end(), {"--db", other(), runtime});
        EXPECT_EQ(run(args), 3) << write.front();
        EXPECT_NE(err_.str().find("error: the running service uses " + live()), std::string::npos) << err_.str();
        EXPECT_NE(err_.str().find("refusing"), std::string::npos);
    }
    EXPECT_FALSE(fs::exists(dir_.path() / "copy.db"));
    // Reading another store is allowed, with a warning.
    EXPECT_EQ(run({"leads", "list", "--db", other(), runtime}), 0);
    EXPECT_NE(err_.str().find("warning: the running service uses"), std::string::npos);
    // The same store as the service: no word.
    EXPECT_EQ(run({"privacy", "erase", "--email", "a@b.ca", "--db", live(), runtime}), 0) << err_.str();
    EXPECT_EQ(err_.str(), "");
    // A marker left by a dead process is ignored.
    std::ofstream(dir_.path() / "serve.json") << R"({"pid":999999999,"store":")" << live() << "\"}\n";
    EXPECT_EQ(run({"purge", "--db", other(), runtime}), 0) << err_.str();
}

TEST_F(LiveStore, TheServiceMarkerNamesItsStoreAndGoesAway) {
    config::Config cfg;
    cfg.runtime_dir = dir_.path();
    cfg.db_path = live();
    {
        const config::LiveStoreMarker marker(cfg);
        std::ifstream in(dir_.path() / "serve.json");
        std::stringstream text;
        text << in.rdbuf();
        EXPECT_NE(text.str().find(config::store_identity(cfg)), std::string::npos) << text.str();
    }
    EXPECT_FALSE(fs::exists(dir_.path() / "serve.json"));
    cfg.database_url = "postgresql://site:s3cret@db.local/leads";
    EXPECT_EQ(config::store_identity(cfg), "postgresql://site@db.local/leads");
}

// Issue 27: log times were local without offset while CSV and --since were UTC; --since now takes
// an ISO 8601 time with its offset too (and refuses one without).
TEST_F(LiveStore, SinceTakesADayOrATimeWithItsOffset) {
    ASSERT_EQ(run({"--db", live(), "migrate"}), 0);
    EXPECT_EQ(run({"leads", "list", "--since", "2026-01-01", "--db", live()}), 0) << err_.str();
    EXPECT_EQ(run({"leads", "list", "--since", "2026-01-01T09:00-05:00", "--db", live()}), 0) << err_.str();
    EXPECT_EQ(run({"leads", "export", "--csv", "--since", "2026-01-01T14:00:00Z", "--db", live()}), 0) << err_.str();
    EXPECT_EQ(run({"leads", "list", "--since", "2026-01-01T09:00", "--db", live()}), 2);
    EXPECT_NE(err_.str().find("ISO 8601"), std::string::npos);
}

// Issue 27: failed outbox rows could not be requeued.
TEST_F(LiveStore, FailedOutboxRowsAreRequeued) {
    auto db = store::open_sqlite(live());
    store::migrate(*db);
    db->execute("INSERT INTO outbox (channel, recipient, status, attempts, next_attempt_at, last_error, created_at) "
                "VALUES ('email', 'a@b.ca', 'failed', 10, 0, 'refused', 0), ('email', 'c@d.ca', 'sent', 1, 0, NULL, 0), "
                "('email', 'e@f.ca', 'failed', 10, 0, 'refused', 0)");
    EXPECT_THROW(store::requeue_failed(*db, "2", 5), std::runtime_error);  // sent: it would go out twice
    EXPECT_THROW(store::requeue_failed(*db, "99", 5), std::runtime_error);
    EXPECT_EQ(store::requeue_failed(*db, "1", 5), 1);
    EXPECT_EQ(db->query("SELECT status, attempts, next_attempt_at FROM outbox WHERE id = 1").at(0).text(0), "pending");
    EXPECT_EQ(db->query("SELECT attempts FROM outbox WHERE id = 1").at(0).integer(0), 0);
    db.reset();
    EXPECT_EQ(run({"outbox", "retry", "--db", live()}), 2);
    EXPECT_EQ(run({"outbox", "retry", "--failed", "--db", live()}), 0) << err_.str();
    EXPECT_EQ(out_.str(), "requeued 1 failed notification(s); the outbox worker sends them at its next poll\n");
}

// Issue 27: no counter of leads created or send failures, no build or process information.
TEST(Metrics, NewCountersBuildAndProcessInformation) {
    metrics::Snapshot s;
    s.leads_created = 3;
    s.send_failures = 2;
    s.sends_given_up = 1;
    const std::string text = metrics::prometheus_text(s, std::nullopt, "9.8.7");
    for (const char* line : {"site_leads_created_total 3\n", "site_outbox_send_failures_total 2\n", "site_outbox_given_up_total 1\n",
                             "# TYPE site_build_info gauge\n", "# TYPE process_cpu_seconds_total counter\n",
                             "# TYPE process_open_fds gauge\n", "# TYPE process_max_fds gauge\n",
                             "# TYPE process_resident_memory_bytes gauge\n", "# TYPE process_start_time_seconds gauge\n"}) {
        EXPECT_NE(text.find(line), std::string::npos) << line << text;
    }
    EXPECT_NE(text.find("site_build_info{version=\"9.8.7\"} 1\n"), std::string::npos);
}

}  // namespace
