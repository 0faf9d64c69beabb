// Issue 28, item 2: the outbox sends the firm's notifications first and lets sources take turns,
// so a flood from one network can neither delay a real lead's notification behind its own rows
// (first in, first out starved it) nor fill every sender.
#include <gtest/gtest.h>

#include "store/outbox_table.hpp"
#include "outbox/outbox_worker.hpp"
#include "pg_schema.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"

namespace {

using store::OutboxPriority;

// One due row; returns its id.
std::int64_t add_due_row(store::Database& db, OutboxPriority priority, const std::string& source, const std::string& to) {
    db.execute("INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, next_attempt_at, created_at, priority, source) "
               "VALUES ('l', $1, $2, 'Sujet', 'Texte', 0, 0, $3, $4)",
               {std::string(priority == OutboxPriority::Webhook ? "webhook" : "email"), to, std::int64_t{static_cast<int>(priority)},
                source});
    return db.query("SELECT MAX(id) FROM outbox").at(0).integer(0);
}

std::vector<std::int64_t> claimed_ids(store::Database& db, int limit) {
    std::vector<std::int64_t> ids;
    for (const auto& r : store::claim_due(db, 1000, limit, 60'000, "t")) ids.push_back(r.id);
    return ids;
}

// The claim's order on both stores (their SQL differs: PostgreSQL reads the queue source by source).
class ClaimOrder : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        if (GetParam() == "postgres") {
            if (test_database_url().empty()) GTEST_SKIP() << "TEST_DATABASE_URL is not set: PostgreSQL variant skipped";
            schema_.emplace();
            db_ = store::open_postgres(schema_->url());
        } else {
            db_ = store::open_sqlite((dir_.path() / "t.db").string());
        }
        store::migrate(*db_);
    }
    void TearDown() override {
        db_.reset();
        schema_.reset();
    }
    // One due row; returns its id.
    std::int64_t add(OutboxPriority priority, const std::string& source, const std::string& to = "a@example.com") {
        return add_due_row(*db_, priority, source, to);
    }
    std::vector<std::int64_t> claimed(int limit) { return claimed_ids(*db_, limit); }

    TempDir dir_;
    std::optional<PgSchema> schema_;
    std::unique_ptr<store::Database> db_;
};

class OutboxOrder : public ::testing::Test {
protected:
    void SetUp() override {
        db_ = store::open_sqlite((dir_.path() / "t.db").string());
        store::migrate(*db_);
    }
    // One due row; returns its id.
    std::int64_t add(OutboxPriority priority, const std::string& source, const std::string& to = "a@example.com") {
        return add_due_row(*db_, priority, source, to);
    }
    std::vector<std::int64_t> claimed(int limit) { return claimed_ids(*db_, limit); }

    // A worker on the fixture's database: `senders` at once, claiming `batch` rows, polling every `poll_ms`.
    static outbox::WorkerOptions options(int senders, int batch, int poll_ms = 100, std::string instance = {}) {
        outbox::WorkerOptions o;
        o.from_address = "info@example.com";
        o.senders = senders;
        o.batch = batch;
        o.poll = std::chrono::milliseconds(poll_ms);
        if (!instance.empty()) o.instance_id = std::move(instance);
        return o;
    }
    std::unique_ptr<outbox::OutboxWorker> worker(std::unique_ptr<outbox::MailTransport> mail, const outbox::WorkerOptions& o) {
        return std::make_unique<outbox::OutboxWorker>(store::open_sqlite((dir_.path() / "t.db").string()), std::move(mail), nullptr, o);
    }

    TempDir dir_;
    std::unique_ptr<store::Database> db_;
};

TEST_P(ClaimOrder, TheFirmsNotificationGoesBeforeQueuedVisitorMailsAndWebhooks) {
    for (int i = 0; i < 30; ++i) add(OutboxPriority::VisitorMail, "flood");
    const auto webhook = add(OutboxPriority::Webhook, "flood");
    const auto firm = add(OutboxPriority::Lead, "real");
    const auto ids = claimed(5);
    ASSERT_EQ(ids.size(), 5u);
    EXPECT_EQ(ids.front(), firm);
    EXPECT_EQ(std::count(ids.begin(), ids.end(), webhook), 0);
}

TEST_P(ClaimOrder, OneFloodingSourceCannotHoldTheQueue) {
    // A flood's 200 notifications, then a real lead's from elsewhere: it goes second, not 201st.
    for (int i = 0; i < 200; ++i) add(OutboxPriority::Lead, "flood-64");
    const auto real = add(OutboxPriority::Lead, "real-client");
    const auto ids = claimed(3);
    ASSERT_EQ(ids.size(), 3u);
    EXPECT_EQ(ids[0], 1);  // the flood's oldest, then the real lead's turn
    EXPECT_EQ(ids[1], real);
    EXPECT_EQ(ids[2], 2);
}

TEST_P(ClaimOrder, SourcesTakeTurnsWithinAClassOldestFirst) {
    const auto a1 = add(OutboxPriority::VisitorMail, "a");
    const auto a2 = add(OutboxPriority::VisitorMail, "a");
    const auto a3 = add(OutboxPriority::VisitorMail, "a");
    const auto b1 = add(OutboxPriority::VisitorMail, "b");
    const auto c1 = add(OutboxPriority::VisitorMail, "c");
    const auto b2 = add(OutboxPriority::VisitorMail, "b");
    EXPECT_EQ(claimed(10), (std::vector<std::int64_t>{a1, b1, c1, a2, b2, a3}));
}

// Issue 38, item 1: over the hourly budget, mails to visitors (confirmations, guides, the
// newsletter's) stay queued while every other class is claimed; under it, only the room left.
TEST_P(ClaimOrder, MailsToVisitorsWaitForTheirHourlyBudget) {
    std::vector<std::int64_t> visitor;
    for (int i = 0; i < 5; ++i) visitor.push_back(add(OutboxPriority::VisitorMail, "s" + std::to_string(i)));
    const auto newsletter = add(OutboxPriority::Newsletter, "n");
    const auto firm = add(OutboxPriority::FirmMessage, "f");
    const auto webhook = add(OutboxPriority::Webhook, "w");
    const auto ids = [&](std::int64_t room) {
        std::vector<std::int64_t> out;
        for (const auto& r : store::claim_due(*db_, 1000, 20, 60'000, "t", room)) out.push_back(r.id);
        return out;
    };
    EXPECT_EQ(ids(0), (std::vector<std::int64_t>{firm, webhook})) << "none left in the hour";
    db_->execute("UPDATE outbox SET next_attempt_at = 0, claimed_by = NULL");
    EXPECT_EQ(ids(2), (std::vector<std::int64_t>{firm, visitor[0], visitor[1], webhook}));
    db_->execute("UPDATE outbox SET next_attempt_at = 0, claimed_by = NULL");
    const auto all = ids(-1);
    EXPECT_EQ(all.size(), 8u);
    EXPECT_EQ(all.at(6), newsletter) << "the newsletter after the mails about a request";
}

TEST_P(ClaimOrder, FourClassesInOrderUrgentRequestsFirst) {
    const auto newsletter = add(OutboxPriority::Newsletter, "a");
    const auto visitor = add(OutboxPriority::VisitorMail, "a");
    const auto guide = add(OutboxPriority::FirmMessage, "a");
    const auto request = add(OutboxPriority::Lead, "b");
    const auto urgent = add(OutboxPriority::LeadUrgent, "c");
    EXPECT_EQ(claimed(10), (std::vector<std::int64_t>{urgent, request, guide, visitor, newsletter}));
}

TEST_P(ClaimOrder, ClaimedRowsCarryTheirClass) {
    add(OutboxPriority::Lead, "s");
    const auto rows = store::claim_due(*db_, 1000, 1, 60'000, "t");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].priority, static_cast<int>(OutboxPriority::Lead));
    EXPECT_EQ(rows[0].source, "s");
}

// A claim reads the rows still queued, not the table's history. Under a flood the planner's
// statistics say half the table is queued (taken while it was) when the queued rows are only the
// newest: the candidates were then read along the primary key from the table's first row, every
// sent row on the way (EXPLAIN ANALYZE mid-flood: 3,648 sent rows read, 88 ms, for one claim),
// and each claim read more as more was sent.
TEST_P(ClaimOrder, AClaimReadsTheQueuedRowsNotThoseAlreadySent) {
    if (GetParam() != "postgres") GTEST_SKIP() << "SQLite numbers the queued rows in memory; the plan is PostgreSQL's";
    db_->execute("INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, next_attempt_at, created_at, priority, source) "
                 "SELECT 'l', 'email', 'a@example.com', 'Sujet', 'Texte', 0, 0, $1, 'flood' FROM generate_series(1, 5000)",
                 {std::int64_t{static_cast<int>(OutboxPriority::VisitorMail)}});
    db_->exec("ANALYZE outbox");
    const auto sent = db_->execute("UPDATE outbox SET status = 'sent' WHERE id <= 4980");
    // Entries read from the outbox's primary key, as the server's statistics count them (flushed
    // when the connection goes idle, forced at once). The queue's own index still holds entries
    // of the rows' queued versions until a vacuum can drop them, which a transaction open
    // elsewhere (a test running beside this one) delays: not counted.
    const auto entries_read = [&] {
        db_->query("SELECT pg_stat_force_next_flush()");
        return db_->query("SELECT idx_tup_read FROM pg_stat_user_indexes "
                          "WHERE schemaname = current_schema() AND indexrelname = 'outbox_pkey'").at(0).integer(0);
    };
    const auto before = entries_read();
    const auto ids = claimed(16);
    const auto read = entries_read() - before;
    ASSERT_EQ(ids.size(), 16u);
    EXPECT_EQ(ids.front(), sent + 1);
    EXPECT_LT(read, 500) << read << " primary key entries read to claim 16 of 20 queued rows behind " << sent << " sent";
}

INSTANTIATE_TEST_SUITE_P(Databases, ClaimOrder, ::testing::Values("sqlite", "postgres"),
                         [](const auto& info) { return info.param; });

// Counts the sends, optionally slowly; thread-safe (several senders).
class CountingMail final : public outbox::MailTransport {
public:
    explicit CountingMail(std::chrono::milliseconds delay = {}) : delay_(delay) {}
    outbox::SendError send(std::string_view, std::string_view to, std::string_view, std::string_view) override {
        std::this_thread::sleep_for(delay_);
        std::lock_guard lock(mutex_);
        order_.emplace_back(to);
        return std::nullopt;
    }
    std::vector<std::string> order() {
        std::lock_guard lock(mutex_);
        return order_;
    }

private:
    std::chrono::milliseconds delay_;
    std::mutex mutex_;
    std::vector<std::string> order_;
};

TEST_F(OutboxOrder, SeveralSendersDeliverEverythingOnceAndStopReleasesTheRest) {
    for (int i = 0; i < 120; ++i) add(OutboxPriority::VisitorMail, "s" + std::to_string(i % 7), "v" + std::to_string(i) + "@example.com");
    auto mail = std::make_unique<CountingMail>(std::chrono::milliseconds(2));
    auto* counter = mail.get();
    auto w = worker(std::move(mail), options(4, 16, 20));
    w->start();
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (counter->order().size() < 120 && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    w->stop();
    auto sent = counter->order();
    EXPECT_EQ(sent.size(), 120u);
    std::sort(sent.begin(), sent.end());
    EXPECT_EQ(std::unique(sent.begin(), sent.end()), sent.end()) << "a row was sent twice";
    EXPECT_EQ(db_->query("SELECT COUNT(*) FROM outbox WHERE status = 'sent'").at(0).integer(0), 120);
}

// Found by the scale-out test: a source whose rows come in bursts, each once the last was sent,
// restarted its turns at 0 with each burst and went ahead of every row already queued, so another
// source's claimed rows waited in memory as long as the bursts kept coming (hundreds of rows held
// past a second, taken again by another instance when this one was killed).
TEST_F(OutboxOrder, ASourceThatComesAndGoesCannotStarveQueuedRows) {
    for (int i = 0; i < 40; ++i) add(OutboxPriority::Lead, "steady", "steady" + std::to_string(i) + "@example.com");
    auto mail = std::make_unique<CountingMail>(std::chrono::milliseconds(5));
    auto* counter = mail.get();
    auto w = worker(std::move(mail), options(1, 64, 2));  // every steady row in memory from the first claim
    auto feeder = store::open_sqlite((dir_.path() / "t.db").string());
    w->start();
    const auto count = [&](std::string_view prefix) {
        const auto order = counter->order();
        return std::count_if(order.begin(), order.end(), [&](const auto& to) { return to.starts_with(prefix); });
    };
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    constexpr int kBursts = 8, kBurst = 4;
    for (int b = 0; b < kBursts && std::chrono::steady_clock::now() < until; ++b) {
        store::in_transaction(*feeder, [&] {
            for (int i = 0; i < kBurst; ++i) {
                feeder->execute("INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, next_attempt_at, created_at, priority, "
                                "source) VALUES ('l', 'email', $1, 'Sujet', 'Texte', 0, 0, 1, 'bursts')",
                                {"bursts" + std::to_string(b * kBurst + i) + "@example.com"});
            }
        });
        while (count("bursts") < (b + 1) * kBurst && std::chrono::steady_clock::now() < until) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
    }
    const auto steady = count("steady");
    w->stop();
    // Taking turns, the steady source sends about one row per row of the bursts: 32 of them leave
    // room for at least 20 of its rows (starved, it had a few, sent while a burst was being claimed).
    EXPECT_GE(steady, 20) << "steady rows sent while the bursts sent " << kBursts * kBurst << ": " << steady;
}

// Found with the one above: a claim that found fewer rows than a batch was followed by another
// one poll later, however long the queue already was, so under a steady inflow an instance held
// every due row in memory (a killed instance's rows then wait for its restart or its lease).
TEST_F(OutboxOrder, AnInstanceHoldsNoMoreThanItsBatchAheadOfItsSenders) {
    auto mail = std::make_unique<CountingMail>(std::chrono::milliseconds(20));
    const auto o = options(1, 8, 2, "a");
    auto w = worker(std::move(mail), o);
    w->start();
    // Two rows every 5 ms (400/s) for 0.6 s, sent at 50/s: each claim finds fewer than a batch.
    std::int64_t held = 0;
    for (int i = 0; i < 120; ++i) {
        add(OutboxPriority::Lead, "s", "a" + std::to_string(i) + "@example.com");
        add(OutboxPriority::Lead, "s", "b" + std::to_string(i) + "@example.com");
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        held = std::max(held, db_->query("SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND claimed_by = 'a'").at(0).integer(0));
    }
    w->stop();
    // The queue is refilled once down to half a batch: that half, a new batch, a row per sender,
    // and what the first class's own sender claims itself when the queue has none of its rows.
    EXPECT_LE(held, o.batch / 2 + o.batch + o.senders + outbox::OutboxWorker::kLeadClaim) << "rows claimed by the instance and not sent";
}

// Sends to visitors (addresses starting with "v") take `visitor_delay`; anything else is at once.
class SlowVisitorsMail final : public outbox::MailTransport {
public:
    explicit SlowVisitorsMail(std::chrono::milliseconds visitor_delay) : delay_(visitor_delay) {}
    outbox::SendError send(std::string_view, std::string_view to, std::string_view, std::string_view) override {
        if (to.starts_with("v")) std::this_thread::sleep_for(delay_);
        std::lock_guard lock(mutex_);
        sent_.emplace_back(std::string(to), std::chrono::steady_clock::now());
        return std::nullopt;
    }
    std::optional<std::chrono::steady_clock::time_point> sent_at(std::string_view to) {
        std::lock_guard lock(mutex_);
        for (const auto& [address, at] : sent_) if (address == to) return at;
        return std::nullopt;
    }

private:
    std::chrono::milliseconds delay_;
    std::mutex mutex_;
    std::vector<std::pair<std::string, std::chrono::steady_clock::time_point>> sent_;
};

// Issue 38, item 1: the first class (the firm's notification of an audit or quote request) has
// a sender of its own: with every other sender in the middle of a slow visitor mail, a real
// lead's notification still leaves at once, not after them.
TEST_F(OutboxOrder, ALeadNotificationNeverWaitsBehindAnotherClassesSends) {
    for (int i = 0; i < 6; ++i) add(OutboxPriority::VisitorMail, "flood", "v" + std::to_string(i) + "@example.com");
    auto mail = std::make_unique<SlowVisitorsMail>(std::chrono::milliseconds(3000));
    auto* transport = mail.get();
    auto w = worker(std::move(mail), options(1, 8, 20));
    w->start();
    std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the one sender is inside a visitor mail now
    const auto posted = std::chrono::steady_clock::now();
    add(OutboxPriority::Lead, "real", "firm@example.com");
    auto until = posted + std::chrono::seconds(10);
    while (!transport->sent_at("firm@example.com") && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const auto sent = transport->sent_at("firm@example.com");
    w->stop();
    ASSERT_TRUE(sent) << "the notification was not sent";
    const auto waited = std::chrono::duration_cast<std::chrono::milliseconds>(*sent - posted).count();
    EXPECT_LT(waited, 1000) << "the notification waited " << waited << " ms behind a visitor mail";
}

TEST_F(OutboxOrder, StoppingReleasesClaimedRowsNotYetSent) {
    for (int i = 0; i < 40; ++i) add(OutboxPriority::VisitorMail, "s", "v" + std::to_string(i) + "@example.com");
    auto mail = std::make_unique<CountingMail>(std::chrono::milliseconds(50));
    auto* counter = mail.get();
    auto w = worker(std::move(mail), options(1, 40, 100, "a"));
    w->start();
    while (counter->order().empty()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    w->stop();
    const auto sent = static_cast<std::int64_t>(counter->order().size());
    EXPECT_LT(sent, 40);
    // What was not attempted is free for any instance at once, not held for a lease.
    EXPECT_EQ(store::claim_due(*db_, store::now_ms(), 100, 60'000, "b").size(), static_cast<std::size_t>(40 - sent));
}

}  // namespace
