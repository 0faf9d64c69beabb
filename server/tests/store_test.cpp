// The store against real databases: SQLite files in a temporary directory, and PostgreSQL when
// TEST_DATABASE_URL names one (scripts/start-test-postgres starts a throwaway cluster).
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include <atomic>
#include <fstream>
#include <future>
#include <latch>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "store/outbox_table.hpp"
#include "store/admin.hpp"
#include "store/lead_store.hpp"
#include "store/lead_writes.hpp"
#include "store/link_key.hpp"
#include "store/migrations.hpp"
#include "store/pipelined_writes.hpp"
#include "store/retention.hpp"
#include "pg_schema.hpp"
#include "temp_dir.hpp"
#include "test_support.hpp"

namespace {

class StoreTest : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        if (GetParam() == "postgres") {
            if (test_database_url().empty()) GTEST_SKIP() << "TEST_DATABASE_URL is not set: PostgreSQL variant skipped";
            schema_.emplace();
        }
        db_ = open();
        store::migrate(*db_);
    }
    void TearDown() override {
        db_.reset();
        schema_.reset();
    }
    std::unique_ptr<store::Database> open() {
        if (GetParam() == "postgres") return store::open_postgres(schema_->url());
        return store::open_sqlite((dir_.path() / "leads.db").string());
    }
    std::int64_t count(const std::string& sql) { return db_->query(sql).at(0).integer(0); }
    // A store with two writers on the fixture's database, as the server has on PostgreSQL.
    std::unique_ptr<store::GroupCommitStore> two_writers(store::StoreLimits limits = {}) {
        std::vector<std::unique_ptr<store::Database>> writers;
        writers.push_back(open());
        writers.push_back(open());
        return std::make_unique<store::GroupCommitStore>(std::move(writers), limits);
    }
    // A post the bot checks sent to quarantine: a write on the store's ordinary path.
    static store::QuarantineWrite quarantined_post() {
        return {"q1", "audit", "timing", "", "{}", "/", "", "{}", "h", "ua", store::now_ms()};
    }

    static store::LeadWrite lead(const std::string& id, const std::string& email, std::int64_t created_at = store::now_ms(),
                                 const std::string& dedupe = "") {
        store::LeadWrite w;
        w.lead.id = id;
        w.lead.form_id = "audit";
        w.lead.kind = "lead";
        w.lead.email = email;
        w.lead.fields_json = R"({"name":"Robert'); DROP TABLE leads;--","message":"<script>x</script> é"})";
        w.lead.utm_json = "{}";
        w.lead.dedupe_key = dedupe.empty() ? id : dedupe;
        w.lead.created_at = created_at;
        w.outbox = [email](const store::StoredLead& s) {
            return std::vector<store::OutboxMessage>{{"email", "firm@example.com", "Nouvelle demande", s.id, "", "{}", ""},
                                                     {"email", email, "Confirmation", s.id, "", "{}", ""}};
        };
        return w;
    }

    TempDir dir_;
    std::optional<PgSchema> schema_;
    std::unique_ptr<store::Database> db_;
};

TEST_P(StoreTest, MigrationsAreIdempotent) {
    EXPECT_EQ(store::migrate(*db_), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM schema_migrations"), static_cast<std::int64_t>(store::migrations().size()));
}

TEST_P(StoreTest, GroupCommitKeepsEveryWriteOfConcurrentWriters) {
    store::GroupCommitStore store(open());
    constexpr int kThreads = 8, kWrites = 40;
    std::atomic<int> ok{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            for (int i = 0; i < kWrites; ++i) {
                const std::string id = "t" + std::to_string(t) + "-" + std::to_string(i);
                if (store::submit_and_wait(store, lead(id, id + "@example.com")).ok) ++ok;
            }
        });
    }
    for (auto& th : threads) th.join();
    EXPECT_EQ(ok, kThreads * kWrites);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), kThreads * kWrites);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 2 * kThreads * kWrites);
    EXPECT_LT(store.commits(), static_cast<std::uint64_t>(kThreads * kWrites)) << "writes were not grouped";
    EXPECT_EQ(store.status(), "ok");
}

TEST_P(StoreTest, OutboxRowsCommitWithTheirLeadOrNotAtAll) {
    store::GroupCommitStore store(open());
    auto broken = lead("broken", "b@example.com");
    broken.outbox = [](const store::StoredLead&) -> std::vector<store::OutboxMessage> { throw std::runtime_error("boom"); };
    std::promise<store::WriteOutcome> first;
    store.submit(std::move(broken), [&](store::WriteOutcome o) { first.set_value(std::move(o)); });
    const auto second = store::submit_and_wait(store, lead("fine", "f@example.com"));
    EXPECT_FALSE(first.get_future().get().ok);
    EXPECT_TRUE(second.ok);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE id = 'broken'"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE id = 'fine'"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 2);
}

TEST_P(StoreTest, HostileTextIsStoredVerbatim) {
    store::GroupCommitStore store(open());
    ASSERT_TRUE(store::submit_and_wait(store, lead("x1", "x@example.com")).ok);
    const auto fields = boost::json::parse(db_->query("SELECT fields FROM leads").at(0).text(0)).as_object();
    EXPECT_EQ(fields.at("name"), "Robert'); DROP TABLE leads;--");
    EXPECT_EQ(fields.at("message"), "<script>x</script> é");
}

TEST_P(StoreTest, DuplicatesWithinTenMinutesAreStoredOnce) {
    store::GroupCommitStore store(open());
    const std::int64_t t = store::now_ms();
    const auto a = store::submit_and_wait(store, lead("first", "d@example.com", t, "same"));
    const auto b = store::submit_and_wait(store, lead("second", "d@example.com", t + 60'000, "same"));
    EXPECT_FALSE(a.duplicate);
    EXPECT_TRUE(b.duplicate);
    EXPECT_EQ(b.lead_id, "first");
    const auto c = store::submit_and_wait(store, lead("third", "d@example.com", t + 11 * 60'000, "same"));
    EXPECT_FALSE(c.duplicate);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 2);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 4);
}

TEST_P(StoreTest, SubscribersUnsubscribeAndComeBackWithTheirToken) {
    store::GroupCommitStore store(open());
    auto signup = [&](const std::string& id, const std::string& token) {
        auto w = lead(id, "abonne@example.com");
        w.lead.kind = "newsletter";
        w.subscriber = store::NewSubscriber{"abonne@example.com", "Élodie", "2025-01-01", token, store::now_ms()};
        std::string seen;
        w.outbox = [&seen](const store::StoredLead& s) {
            seen = s.unsubscribe_token;
            return std::vector<store::OutboxMessage>{};
        };
        EXPECT_TRUE(store::submit_and_wait(store, std::move(w)).ok);
        return seen;
    };
    EXPECT_EQ(signup("s1", "tok-1"), "tok-1");
    EXPECT_TRUE(store::submit_and_wait(store, store::UnsubscribeWrite{"tok-1"}).found);
    EXPECT_FALSE(store::submit_and_wait(store, store::UnsubscribeWrite{"nope"}).found);
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NOT NULL"), 1);
    EXPECT_EQ(signup("s2", "tok-2"), "tok-1");  // old links keep working
    EXPECT_EQ(count("SELECT COUNT(*) FROM subscribers WHERE unsubscribed_at IS NULL"), 1);
}

TEST_P(StoreTest, QuarantinedPostsAreKeptCountedAndPurgedAfter30Days) {
    store::GroupCommitStore store(open());
    const std::int64_t now = store::now_ms();
    for (const std::int64_t age_days : {0, 29, 31}) {
        store::QuarantineWrite q{"q" + std::to_string(age_days), "audit", "honeypot", "bot@example.com", R"([["email","bot@example.com"]])"};
        q.created_at = now - age_days * 86'400'000;
        ASSERT_TRUE(store::submit_and_wait(store, std::move(q)).ok);
    }
    EXPECT_EQ(store::quarantine_count(*db_), 3);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 0);
    const auto purged = store::purge(*db_, now - 730LL * 86'400'000);
    EXPECT_EQ(purged.quarantine, 1);
    EXPECT_EQ(store::quarantine_count(*db_), 2);
}

// Issue 28.6: anyone holding a copy of the database could forge confirmation links, the key
// being in `settings`. It lives in a 0600 file of the state directory, or is derived from a secret.
TEST_P(StoreTest, LinkSigningKeyLivesOutsideTheDatabase) {
    const auto state = dir_.path() / "state";
    const std::string key = store::link_signing_key(*db_, state, "");
    EXPECT_EQ(key.size(), 64u);
    EXPECT_EQ(store::link_signing_key(*open(), state, ""), key) << "created once, then read back";
    const auto file = state / store::kLinkKeyFile;
    ASSERT_TRUE(std::filesystem::exists(file));
    EXPECT_EQ(std::filesystem::status(file).permissions() & std::filesystem::perms::all,
              std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    EXPECT_EQ(count("SELECT COUNT(*) FROM settings WHERE key IN ('link_signing_key', 'ip_hash_secret')"), 0);

    // A key an older version kept in the database moves to the file and leaves the database.
    const auto moved = dir_.path() / "moved";
    db_->execute("INSERT INTO settings (key, value) VALUES ('link_signing_key', $1)", {std::string(64, 'c')});
    EXPECT_EQ(store::link_signing_key(*db_, moved, ""), std::string(64, 'c'));
    EXPECT_EQ(count("SELECT COUNT(*) FROM settings WHERE key = 'link_signing_key'"), 0);

    // With a configured secret: derived from it, the same for every instance, no file.
    const auto derived = store::link_signing_key(*db_, dir_.path() / "none", "a-secret-of-the-configuration-32b");
    EXPECT_EQ(derived, store::link_signing_key(*open(), dir_.path() / "other", "a-secret-of-the-configuration-32b"));
    EXPECT_NE(derived, key);
    EXPECT_FALSE(std::filesystem::exists(dir_.path() / "none" / store::kLinkKeyFile));
}

TEST_P(StoreTest, OutboxClaimsNeverOverlap) {
    for (int i = 0; i < 30; ++i) {
        db_->execute("INSERT INTO outbox (channel, recipient, next_attempt_at, created_at) VALUES ('email', 'a@b.ca', 0, 0)");
    }
    auto other = open();
    std::vector<store::OutboxRow> a, b;
    std::thread t([&] { a = store::claim_due(*other, store::now_ms(), 20, 60'000); });
    b = store::claim_due(*db_, store::now_ms(), 20, 60'000);
    t.join();
    std::set<std::int64_t> ids;
    for (const auto& r : a) ids.insert(r.id);
    for (const auto& r : b) ids.insert(r.id);
    EXPECT_EQ(ids.size(), a.size() + b.size());
    EXPECT_EQ(ids.size(), 30u);
}

TEST_P(StoreTest, PrivacyExportAndErase) {
    store::GroupCommitStore store(open());
    ASSERT_TRUE(store::submit_and_wait(store, lead("p1", "privee@example.com")).ok);
    ASSERT_TRUE(store::submit_and_wait(store, lead("p2", "autre@example.com")).ok);
    const auto exported = store::privacy_export(*db_, "Privee@Example.com");
    EXPECT_EQ(exported.at("leads").as_array().size(), 1u);
    EXPECT_EQ(exported.at("leads").as_array()[0].at("fields").at("name"), "Robert'); DROP TABLE leads;--");
    EXPECT_EQ(exported.at("outbox").as_array().size(), 2u);  // firm notification and confirmation
    const auto erased = store::privacy_erase(*db_, "privee@example.com");
    EXPECT_EQ(erased.leads, 1);
    EXPECT_EQ(erased.outbox, 2);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 1);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 2);
    EXPECT_TRUE(store::privacy_export(*db_, "privee@example.com").at("leads").as_array().empty());
}

TEST_P(StoreTest, PurgeRemovesWhatIsOlderThanRetention) {
    store::GroupCommitStore store(open());
    const std::int64_t old = store::now_ms() - 800LL * 86'400'000;
    ASSERT_TRUE(store::submit_and_wait(store, lead("old", "o@example.com", old)).ok);
    ASSERT_TRUE(store::submit_and_wait(store, lead("new", "n@example.com")).ok);
    const auto c = store::purge(*db_, store::now_ms() - 730LL * 86'400'000);
    EXPECT_EQ(c.leads, 1);
    EXPECT_EQ(c.outbox, 2);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE id = 'new'"), 1);
}

// The .eml copy the development transport writes for an outbox row.
void write_eml(const std::filesystem::path& dir, std::int64_t id) {
    std::filesystem::create_directories(dir);
    std::ofstream(dir / (store::outbox_message_name(id) + ".eml")) << "Subject: x\r\n\r\nx";
}

TEST_P(StoreTest, ErasureAndPurgeRemoveTheEmlCopies) {
    store::GroupCommitStore store(open());
    const auto outbox = dir_.path() / "outbox";
    ASSERT_TRUE(store::submit_and_wait(store, lead("e1", "efface@example.com")).ok);
    ASSERT_TRUE(store::submit_and_wait(store, lead("e2", "garde@example.com")).ok);
    ASSERT_TRUE(store::submit_and_wait(store, lead("e3", "vieux@example.com", store::now_ms() - 800LL * 86'400'000)).ok);
    for (const auto& r : db_->query("SELECT id FROM outbox")) write_eml(outbox, r.integer(0));
    write_eml(outbox, 999999);  // a copy whose row is gone, written long ago
    std::filesystem::last_write_time(outbox / "outbox-999999.eml",
                                     std::filesystem::file_time_type::clock::now() - std::chrono::hours(24 * 800));
    const auto erased = store::privacy_erase(*db_, "efface@example.com", outbox);
    EXPECT_EQ(erased.files, 2);
    const auto purged = store::purge(*db_, store::now_ms() - 730LL * 86'400'000, outbox);
    EXPECT_EQ(purged.outbox, 2);
    EXPECT_EQ(purged.files, 3);
    std::set<std::string> left;
    for (const auto& e : std::filesystem::directory_iterator(outbox)) left.insert(e.path().filename().string());
    std::set<std::string> expected;
    for (const auto& r : db_->query("SELECT id FROM outbox")) expected.insert(store::outbox_message_name(r.integer(0)) + ".eml");
    EXPECT_EQ(left, expected);
    EXPECT_EQ(left.size(), 2u);  // the kept address's two messages
}

bool file_contains(const std::filesystem::path& file, std::string_view needle) {
    std::ifstream in(file, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return bytes.find(needle) != std::string::npos;
}

// The daily purge (and an erasure) leave no copy of what they deleted in the SQLite file or its
// WAL: secure_delete zeroes freed content, and the WAL is checkpointed and truncated.
TEST_P(StoreTest, PurgeAndErasureLeaveNoCopyInTheWal) {
    if (GetParam() == "postgres") GTEST_SKIP() << "SQLite files only";
    const auto file = dir_.path() / "leads.db";
    const std::filesystem::path wal = file.string() + "-wal";
    {
        store::GroupCommitStore store(open());
        for (int i = 0; i < 20; ++i) {
            ASSERT_TRUE(store::submit_and_wait(store, lead("old" + std::to_string(i), "ancien@example.com",
                                                           store::now_ms() - 800LL * 86'400'000)).ok);
            ASSERT_TRUE(store::submit_and_wait(store, lead("er" + std::to_string(i), "efface@example.com")).ok);
            ASSERT_TRUE(store::submit_and_wait(store, lead("keep" + std::to_string(i), "garde@example.com")).ok);
        }
    }
    ASSERT_TRUE(file_contains(wal, "ancien@example.com") || file_contains(file, "ancien@example.com"));
    store::RetentionTask retention(open(), {}, 730);
    EXPECT_EQ(retention.run_once().leads, 20);
    EXPECT_TRUE(store::privacy_erase(*db_, "efface@example.com").log_truncated);
    for (const char* gone : {"ancien@example.com", "efface@example.com"}) {
        EXPECT_FALSE(file_contains(file, gone)) << gone;
        EXPECT_FALSE(file_contains(wal, gone)) << gone;
    }
    EXPECT_TRUE(file_contains(file, "garde@example.com"));
}

TEST_P(StoreTest, RetentionRunsOnItsOwnAtStart) {
    store::GroupCommitStore store(open());
    ASSERT_TRUE(store::submit_and_wait(store, lead("old", "o@example.com", store::now_ms() - 800LL * 86'400'000)).ok);
    ASSERT_TRUE(store::submit_and_wait(store, lead("new", "n@example.com")).ok);
    {
        store::RetentionTask retention(open(), dir_.path() / "outbox", 730);
        retention.start();
        for (int i = 0; i < 200 && count("SELECT COUNT(*) FROM leads WHERE id = 'old'") > 0; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE id = 'old'"), 0);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE id = 'new'"), 1);
}

TEST_P(StoreTest, DrainAnswersEverythingQueuedThenRefusesAtOnce) {
    store::GroupCommitStore store(open());
    std::atomic<int> answered{0};
    for (int i = 0; i < 50; ++i) {
        store.submit(lead("d" + std::to_string(i), "d@example.com"), [&](const store::WriteOutcome& o) { answered += o.ok; });
    }
    store.drain();
    EXPECT_EQ(answered, 50);
    bool refused = false;
    store.submit(lead("late", "l@example.com"), [&](const store::WriteOutcome& o) { refused = !o.ok; });
    EXPECT_TRUE(refused);
    store.drain();  // idempotent
}

TEST_P(StoreTest, TheLeadConnectionCommitsToDisk) {
    // Read on the live connection the store writes leads with, opened as `serve` opens it.
    store::GroupCommitStore store(open());
    const auto& d = store.durability();
    if (GetParam() == "postgres") {
        EXPECT_EQ(d.journal_mode, "postgresql");
        EXPECT_NE(d.synchronous, "off");
    } else {
        EXPECT_EQ(d.journal_mode, "wal");
        EXPECT_EQ(d.synchronous, "full");
    }
    EXPECT_TRUE(store::is_durable(d));
    EXPECT_FALSE(store::is_durable({"wal", "normal"}));
    EXPECT_FALSE(store::is_durable({"wal", "off"}));
    EXPECT_FALSE(store::is_durable({"delete", "full"}));
    EXPECT_FALSE(store::is_durable({"postgresql", "off"}));
}

TEST_P(StoreTest, AStalledDatabaseAnswersWithinTheDeadlineAndTheQueueIsBounded) {
    // Another connection holds the write lock: the store thread's transaction waits for it.
    auto blocker = open();
    blocker->begin();
    if (GetParam() == "postgres") blocker->exec("LOCK TABLE leads IN EXCLUSIVE MODE");
    store::StoreLimits limits;
    limits.max_queue = 2;
    limits.deadline = std::chrono::milliseconds(300);
    store::GroupCommitStore store(open(), limits);
    using Clock = std::chrono::steady_clock;
    struct Answer {
        std::promise<store::WriteOutcome> outcome;
        Clock::duration after{};
    };
    std::vector<Answer> answers(5);
    const auto start = Clock::now();
    auto submit = [&](int i) {
        store.submit(lead("s" + std::to_string(i), "s@example.com"), [&, i](store::WriteOutcome o) {
            answers[i].after = Clock::now() - start;
            answers[i].outcome.set_value(std::move(o));
        });
    };
    submit(0);
    // The store thread takes it alone, and waits for the lock. Waiting for that, not a fixed
    // sleep: on a loaded machine the thread may not have run within 50 ms, and would then take
    // the next write into the same stalled transaction.
    for (int i = 0; i < 400 && store.queued() > 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    ASSERT_EQ(store.queued(), 0u);
    for (int i = 1; i <= 3; ++i) submit(i);                        // two queued, the third refused
    std::vector<store::WriteOutcome> outcomes;
    for (int i = 0; i <= 3; ++i) outcomes.push_back(answers[i].outcome.get_future().get());
    for (const auto& o : outcomes) EXPECT_FALSE(o.ok);
    EXPECT_LT(answers[3].after, std::chrono::milliseconds(100)) << "a full queue answers at once";
    for (int i = 0; i <= 2; ++i) {
        EXPECT_GE(answers[i].after, std::chrono::milliseconds(250));
        EXPECT_LT(answers[i].after, std::chrono::milliseconds(2000)) << "write " << i << " waited past its deadline";
    }
    EXPECT_EQ(store.status(), "unavailable");
    blocker->exec("ROLLBACK");
    // The database is back: new writes commit, and the store says so.
    answers[4].outcome = {};
    submit(4);
    EXPECT_TRUE(answers[4].outcome.get_future().get().ok);
    EXPECT_EQ(store.status(), "ok");
    // Writes answered "timed out" while still queued were never written.
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads WHERE id IN ('s1', 's2', 's3')"), 0);
}

TEST_P(StoreTest, ConnectionLostMidTransactionFailsTheWholeTransaction) {
    if (GetParam() != "postgres") GTEST_SKIP() << "PostgreSQL only: SQLite has no connection to lose";
    auto db = open();
    const std::int64_t pid = db->query("SELECT pg_backend_pid()").at(0).integer(0);
    db->begin();
    db->execute("INSERT INTO settings (key, value) VALUES ('a', '1')");
    db_->query("SELECT pg_terminate_backend($1)", {pid});
    EXPECT_THROW(db->execute("INSERT INTO settings (key, value) VALUES ('b', '2')"), store::DbError);
    // Never reconnected in the middle: the rest of the transaction fails too.
    EXPECT_THROW(db->execute("INSERT INTO settings (key, value) VALUES ('c', '3')"), store::DbError);
    EXPECT_THROW(db->exec("COMMIT"), store::DbError);
    EXPECT_NO_THROW(db->exec("ROLLBACK"));
    EXPECT_EQ(count("SELECT COUNT(*) FROM settings WHERE key IN ('a', 'b', 'c')"), 0);
    // The next transaction reconnects.
    store::in_transaction(*db, [&] { db->execute("INSERT INTO settings (key, value) VALUES ('d', '4')"); });
    EXPECT_EQ(count("SELECT COUNT(*) FROM settings WHERE key = 'd'"), 1);
}

// Writes with their notifications built in advance, as the API queues leads: the ones the
// PostgreSQL store pipelines (store/pipelined_writes.hpp).
store::LeadWrite prebuilt(const std::string& id, const std::string& email, std::int64_t created_at, const std::string& dedupe) {
    store::LeadWrite w;
    w.lead = {id, "audit", "lead", email, "{}", "/", "", "{}", true, created_at, "v1", "h", "ua", dedupe, created_at};
    w.outbox_messages = {{"email", "firm@example.com", "Nouvelle demande", id, "", "{}", "", false},
                         {"email", email, "Confirmation", id, "", "{}", "", true}};
    return w;
}

TEST_P(StoreTest, APipelinedBatchDecidesAsWritesOneByOne) {
    if (GetParam() != "postgres") GTEST_SKIP() << "PostgreSQL only: SQLite takes the ordinary path";
    const std::int64_t t = store::now_ms();
    std::vector<store::Write> writes;
    writes.emplace_back(prebuilt("a", "v@example.com", t, "k1"));               // new
    writes.emplace_back(prebuilt("b", "v@example.com", t + 1000, "k1"));        // duplicate of a, in the same batch
    auto only = prebuilt("c", "v@example.com", t, "k2");
    only.duplicate_only = true;                                                  // nothing under k2: stores nothing
    writes.emplace_back(only);
    auto again = prebuilt("d", "v@example.com", t, "k1");
    again.duplicate_only = true;                                                 // answers a as the duplicate
    writes.emplace_back(again);
    writes.emplace_back(prebuilt("e", "v@example.com", t, "k3"));               // 2nd visitor mail to v@
    writes.emplace_back(prebuilt("f", "v@example.com", t, "k4"));               // 3rd
    writes.emplace_back(prebuilt("g", "v+tag@example.com", t, "k5"));           // 4th to the same mailbox: over the cap
    std::vector<const store::Write*> batch;
    for (const auto& w : writes) batch.push_back(&w);
    const auto outcomes = store::commit_pipelined(*db_, batch);

    ASSERT_EQ(outcomes.size(), writes.size());
    for (const auto& o : outcomes) EXPECT_TRUE(o.ok);
    EXPECT_EQ(outcomes[0].lead_id, "a");
    EXPECT_FALSE(outcomes[0].duplicate);
    EXPECT_EQ(outcomes[1].lead_id, "a");
    EXPECT_TRUE(outcomes[1].duplicate);
    EXPECT_EQ(outcomes[2].lead_id, "");
    EXPECT_EQ(outcomes[3].lead_id, "a");
    EXPECT_TRUE(outcomes[3].duplicate);
    EXPECT_EQ(outcomes[6].lead_id, "g");
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 4);  // a, e, f, g
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient = 'firm@example.com'"), 4);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient LIKE 'v%@example.com'"), store::kVisitorMailsPerDay)
        << "tags fold into the mailbox, as on the ordinary path";
}

// Issue 38.7: the per-mailbox cap counted « J.Dupont@gmail.com », « jdupont@googlemail.com »
// and « JDupont+x@Gmail.com » as three mailboxes (five mails reached one inbox). One mailbox is
// one key: case folded, tags dropped, and for Gmail the dots and the googlemail.com alias.
TEST(VisitorMailbox, TheSameInboxIsOneMailbox) {
    const std::string inbox = store::visitor_mailbox("jdupont@gmail.com");
    for (const char* same : {"J.Dupont@gmail.com", "jdupont@googlemail.com", "JDupont+devis@Gmail.com", "j.d.u.p.o.n.t@GOOGLEMAIL.COM",
                             "jdupont+x+y@gmail.com"}) {
        EXPECT_EQ(store::visitor_mailbox(same), inbox) << same;
        EXPECT_EQ(store::visitor_mailbox_key(same), store::visitor_mailbox_key("jdupont@gmail.com")) << same;
    }
    EXPECT_EQ(store::visitor_mailbox("Marie+x@Clinique.CA"), store::visitor_mailbox("marie@clinique.ca"));
    // Elsewhere a dot is part of the name: two people.
    EXPECT_NE(store::visitor_mailbox("j.dupont@clinique.ca"), store::visitor_mailbox("jdupont@clinique.ca"));
    EXPECT_NE(store::visitor_mailbox("jdupont@gmail.com"), store::visitor_mailbox("jdupont@gmail.ca"));
}

// The same lead posted twice at once (a double tap) through two writers at the same time, two
// instances or two connections of one: stored once, both answers naming it. Each writer's
// dedupe check ran before the other's insert was committed, so both inserted.
void store_each_lead_through_two_writers(store::LeadStore& first, store::LeadStore& second) {
    constexpr int kLeads = 40;
    const std::int64_t t = store::now_ms();
    std::mutex mutex;
    std::map<std::string, std::set<std::string>> answered;  // dedupe key → lead ids answered
    std::latch done(2 * kLeads);
    for (int i = 0; i < kLeads; ++i) {
        const std::string key = "double-" + std::to_string(i);
        for (auto* store : {&first, &second}) {
            const std::string id = key + (store == &first ? "-a" : "-b");
            store->submit(prebuilt(id, "v" + std::to_string(i) + "@example.com", t, key), [&, key](store::WriteOutcome o) {
                {
                    std::lock_guard lock(mutex);
                    EXPECT_TRUE(o.ok) << o.error;
                    answered[key].insert(o.lead_id);
                }
                done.count_down();
            });
        }
    }
    done.wait();
    for (const auto& [key, ids] : answered) EXPECT_EQ(ids.size(), 1u) << key << ": stored more than once";
}

TEST_P(StoreTest, ALeadPostedToTwoInstancesAtOnceIsStoredOnce) {
    if (GetParam() != "postgres") GTEST_SKIP() << "PostgreSQL only: SQLite has one writer at a time";
    store::GroupCommitStore first(open());
    store::GroupCommitStore second(open());
    store_each_lead_through_two_writers(first, second);
    first.drain();
    second.drain();
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 40);
}

TEST_P(StoreTest, ALeadPostedTwiceToAStoreWithTwoWritersIsStoredOnce) {
    if (GetParam() != "postgres") GTEST_SKIP() << "PostgreSQL only: SQLite has one writer at a time";
    const auto store = two_writers();
    store_each_lead_through_two_writers(*store, *store);
    // And a quarantined post among them takes the ordinary path, alone, with the same rules.
    EXPECT_TRUE(store::submit_and_wait(*store, quarantined_post()).ok);
    store->drain();
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 40);
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine"), 1);
}

// A batch on the ordinary path waits for the other writer's pipelined batch to end, never for a
// stream of them: under a flood of leads, a quarantined post (or a subscription) must still be
// committed before its deadline.
TEST_P(StoreTest, AWriteOnTheOrdinaryPathIsNotHeldBackByAStreamOfPipelinedBatches) {
    if (GetParam() != "postgres") GTEST_SKIP() << "PostgreSQL only: SQLite has one writer at a time";
    store::StoreLimits limits;
    limits.deadline = std::chrono::seconds(3);
    const auto owned = two_writers(limits);
    store::GroupCommitStore& store = *owned;
    std::atomic<int> in_flight{0};
    std::atomic<bool> flooding{true};
    std::thread flood([&] {
        for (int i = 0; flooding; ++i) {
            if (in_flight > 300) {
                std::this_thread::sleep_for(std::chrono::microseconds(200));
                continue;
            }
            ++in_flight;
            store.submit(prebuilt("f" + std::to_string(i), "f" + std::to_string(i) + "@example.com", store::now_ms(), "f" + std::to_string(i)),
                         [&](const store::WriteOutcome&) { --in_flight; });
        }
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    const auto quarantined = store::submit_and_wait(store, quarantined_post());
    flooding = false;
    flood.join();
    store.drain();
    EXPECT_TRUE(quarantined.ok) << quarantined.error;
    EXPECT_EQ(count("SELECT COUNT(*) FROM quarantine"), 1);
}

// Quarantined posts (daily budget, truncation) and releases (recorded for the digest) take the
// ordinary path, whatever the store.
TEST(PipelinedWrites, QuarantineAndReleasesAreNotPipelined) {
    const std::int64_t t = store::now_ms();
    EXPECT_TRUE(store::can_pipeline(prebuilt("a", "v@example.com", t, "k1")));
    auto released = prebuilt("b", "v@example.com", t, "k2");
    released.released_from = "q1";
    EXPECT_FALSE(store::can_pipeline(released));
    EXPECT_FALSE(store::can_pipeline(store::QuarantineWrite{"q2", "audit", "timing", "", "{}", "/", "", "{}", "h", "ua", t}));
}

TEST_P(StoreTest, AFailingWriteInABatchFailsAloneAndTheOthersCommit) {
    store::GroupCommitStore store(open());
    const std::int64_t t = store::now_ms();
    ASSERT_TRUE(store::submit_and_wait(store, store::QuarantineWrite{"dup", "audit", "honeypot", "", "{}", "/", "", "{}", "h", "ua", t}).ok);
    std::vector<std::future<store::WriteOutcome>> answers;
    for (int i = 0; i < 60; ++i) {
        auto promise = std::make_shared<std::promise<store::WriteOutcome>>();
        answers.push_back(promise->get_future());
        store::Write w = i == 30 ? store::Write{store::QuarantineWrite{"dup", "audit", "honeypot", "", "{}", "/", "", "{}", "h", "ua", t}}
                                 : store::Write{prebuilt("l" + std::to_string(i), "p" + std::to_string(i) + "@example.com", t, "k" + std::to_string(i))};
        store.submit(std::move(w), [promise](store::WriteOutcome o) { promise->set_value(std::move(o)); });
    }
    int ok = 0;
    for (int i = 0; i < 60; ++i) {
        const auto o = answers[i].get();
        if (i == 30) EXPECT_FALSE(o.ok) << "a second quarantine row with the same id";
        else ok += o.ok;
    }
    EXPECT_EQ(ok, 59);
    EXPECT_EQ(count("SELECT COUNT(*) FROM leads"), 59);
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox"), 2 * 59);
    EXPECT_EQ(store.status(), "ok");
}

TEST_P(StoreTest, RunAllReturnsEachStatementsRowsAndSurvivesAnError) {
    const std::vector<store::BatchStatement> good{{"SELECT 1", {}}, {"SELECT $1", {std::string("deux")}}};
    const auto rows = db_->run_all(good);
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[1].at(0).text(0), "deux");
    const std::vector<store::BatchStatement> bad{{"SELECT 1", {}}, {"SELECT * FROM no_such_table", {}}, {"SELECT 3", {}}};
    EXPECT_THROW(db_->run_all(bad), store::DbError);
    EXPECT_EQ(db_->query("SELECT 4").at(0).integer(0), 4) << "the connection is usable after a failed pipeline";
}

// The senders' results are recorded together: one statement marks every row of the group sent,
// each with its own Message-ID (none for a webhook), and leaves the other rows as they were.
TEST_P(StoreTest, MarkingSeveralRowsSentKeepsEachOnesMessageId) {
    store::GroupCommitStore store(open());
    ASSERT_TRUE(store::submit_and_wait(store, lead("one", "one@example.com")).ok);
    ASSERT_TRUE(store::submit_and_wait(store, lead("two", "two@example.com")).ok);
    std::vector<std::int64_t> ids;
    for (const auto& r : db_->query("SELECT id FROM outbox ORDER BY id")) ids.push_back(r.integer(0));
    ASSERT_EQ(ids.size(), 4u);
    const std::vector<store::SentRow> sent{{ids[0], "outbox-a@site.example"}, {ids[2], ""}, {ids[3], "outbox-c@site.example"}};
    store::mark_sent(*db_, sent, 1234);
    const auto rows = db_->query("SELECT id, status, message_id, sent_at, attempts, claimed_by FROM outbox ORDER BY id");
    ASSERT_EQ(rows.size(), 4u);
    EXPECT_EQ(rows[0].text(1), "sent");
    EXPECT_EQ(rows[0].text(2), "outbox-a@site.example");
    EXPECT_EQ(rows[0].integer(3), 1234);
    EXPECT_EQ(rows[0].integer(4), 1);
    EXPECT_TRUE(rows[0].is_null(5));
    EXPECT_EQ(rows[1].text(1), "pending") << "a row not in the group is untouched";
    EXPECT_TRUE(rows[1].is_null(2));
    EXPECT_EQ(rows[2].text(1), "sent");
    EXPECT_TRUE(rows[2].is_null(2)) << "no Message-ID for a webhook";
    EXPECT_EQ(rows[3].text(2), "outbox-c@site.example");
    store::mark_sent(*db_, std::vector<store::SentRow>{}, 1234);  // an empty group writes nothing
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE status = 'sent'"), 3);
}

TEST_P(StoreTest, ErasureListsTheDeliveredMailsAndTellsTheCrm) {
    store::GroupCommitStore store(open());
    ASSERT_TRUE(store::submit_and_wait(store, lead("gone", "gone@example.com")).ok);
    ASSERT_TRUE(store::submit_and_wait(store, lead("kept", "kept@example.com")).ok);
    // The firm's notification about "gone" was delivered; the mail to the person is still pending.
    const auto firm = db_->query("SELECT id FROM outbox WHERE lead_id = 'gone' AND recipient = 'firm@example.com'").at(0).integer(0);
    store::mark_sent(*db_, std::vector<store::SentRow>{{firm, "outbox-1-2@site.example"}}, store::now_ms());
    const auto c = store::privacy_erase(*db_, "Gone@Example.com", {}, "https://crm.example/hook");
    ASSERT_EQ(c.delivered.size(), 1u);
    EXPECT_EQ(c.delivered[0].message_id, "outbox-1-2@site.example");
    EXPECT_EQ(c.delivered[0].recipient, "firm@example.com");
    EXPECT_EQ(c.lead_ids, std::vector<std::string>{"gone"});
    EXPECT_TRUE(c.webhook_queued);
    const auto hook = db_->query("SELECT recipient, payload, lead_id FROM outbox WHERE channel = 'webhook'");
    ASSERT_EQ(hook.size(), 1u);
    EXPECT_EQ(hook[0].text(0), "https://crm.example/hook");
    EXPECT_TRUE(hook[0].is_null(2));
    const auto payload = boost::json::parse(hook[0].text(1)).as_object();
    EXPECT_EQ(payload.at("type"), "lead.erased");
    EXPECT_EQ(payload.at("data").at("lead_ids").at(0), "gone");
    EXPECT_EQ(hook[0].text(1).find("gone@"), std::string::npos) << "no address in it";
    EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE lead_id = 'kept'"), 2);
}

// Issue 28.7: the 3-mails-a-day cap per visitor mailbox counted literal addresses (name+1@,
// name+2@... each got 3) and was exceeded across two PostgreSQL instances. Tags fold into the
// mailbox, and two stores writing at once (two instances) still send it 3 in all.
TEST_P(StoreTest, VisitorMailCapFoldsTagsAndHoldsAcrossInstances) {
    const auto visitor_lead = [](const std::string& id, const std::string& to) {
        store::LeadWrite w = lead(id, to);
        w.outbox = [to](const store::StoredLead& s) {
            store::OutboxMessage firm{"email", "firm@example.com", "Nouvelle demande", s.id, "", "{}", ""};
            store::OutboxMessage mail{"email", to, "Confirmation", s.id, "", "{}", ""};
            mail.to_visitor = true;
            return std::vector<store::OutboxMessage>{firm, mail};
        };
        return w;
    };
    for (int round = 0; round < 3; ++round) {
        const std::string box = "zoe" + std::to_string(round);
        store::GroupCommitStore first(open());
        store::GroupCommitStore second(open());
        std::vector<std::thread> writers;
        for (int i = 0; i < 8; ++i) {
            writers.emplace_back([&, i] {
                auto& target = i % 2 ? first : second;
                const std::string to = box + (i == 0 ? "" : "+" + std::to_string(i)) + "@example.com";
                EXPECT_TRUE(store::submit_and_wait(target, visitor_lead(box + "-" + std::to_string(i), to)).ok);
            });
        }
        for (auto& t : writers) t.join();
        EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient = 'firm@example.com' AND body_text LIKE '" + box + "-%'"), 8)
            << "the firm gets every lead";
        EXPECT_EQ(count("SELECT COUNT(*) FROM outbox WHERE recipient LIKE '" + box + "%@example.com'"), store::kVisitorMailsPerDay)
            << "round " << round;
    }
}

INSTANTIATE_TEST_SUITE_P(Databases, StoreTest, ::testing::Values("sqlite", "postgres"),
                         [](const auto& info) { return info.param; });

}  // namespace
