// Delivery: backoff schedule, sent/failed bookkeeping, .eml files, webhook signatures.
#include <gtest/gtest.h>

#include <atomic>
#include <set>
#include <fstream>
#include <thread>
#include <sstream>

#include "crypto/crypto.hpp"
#include "outbox/retry_policy.hpp"
#include "store/outbox_table.hpp"
#include "outbox/outbox_worker.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"

namespace {
using namespace std::chrono_literals;

TEST(Backoff, DoublesFromThirtySecondsUpToAnHour) {
    EXPECT_EQ(outbox::retry_delay(1), 30s);
    EXPECT_EQ(outbox::retry_delay(2), 60s);
    EXPECT_EQ(outbox::retry_delay(3), 120s);
    EXPECT_EQ(outbox::retry_delay(7), 1920s);
    EXPECT_EQ(outbox::retry_delay(8), 1h);
    EXPECT_EQ(outbox::retry_delay(50), 1h);
}

TEST(Backoff, JitterTakesUpToAFifthOffAtRandom) {
    EXPECT_EQ(outbox::retry_delay(2, 30s, 1h, 0.5), 54s);   // 60 s less half of a fifth
    EXPECT_EQ(outbox::retry_delay(50, 30s, 1h, 0.75), 3060000ms);  // the cap, less three quarters of a fifth
    // Rows failing together: their next attempts spread over the last fifth of the delay.
    std::set<std::int64_t> next;
    for (int i = 0; i < 200; ++i) {
        const auto r = outbox::after_failure(2, 10, 30s, 1'000'000, outbox::jitter_draw());
        EXPECT_EQ(r.attempts, 3);
        EXPECT_FALSE(r.final);
        EXPECT_GT(r.next_attempt_at, 1'000'000 + 96'000);
        EXPECT_LE(r.next_attempt_at, 1'000'000 + 120'000);
        next.insert(r.next_attempt_at);
    }
    EXPECT_GT(next.size(), 100u);
    EXPECT_TRUE(outbox::after_failure(9, 10, 30s, 0).final);
}

TEST(WebhookSignature, IsHexHmacSha256OfTheBody) {
    // RFC 4231 test case 2.
    EXPECT_EQ(crypto::hmac_sha256_hex("Jefe", "what do ya want for nothing?"),
              "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

class FakeMail final : public outbox::MailTransport {
public:
    explicit FakeMail(bool& fail, std::vector<std::string>& sent) : fail_(fail), sent_(sent) {}
    outbox::SendError send(std::string_view, std::string_view to, std::string_view mime, std::string_view) override {
        if (fail_) return "connection refused";
        sent_.push_back(std::string(to) + "\n" + std::string(mime));
        return std::nullopt;
    }

private:
    bool& fail_;
    std::vector<std::string>& sent_;
};

// Reads, during each send, how many rows are already recorded as sent.
class SentProbe final : public outbox::MailTransport {
public:
    SentProbe(store::Database& db, std::vector<std::int64_t>& seen) : db_(db), seen_(seen) {}
    outbox::SendError send(std::string_view, std::string_view, std::string_view, std::string_view) override {
        seen_.push_back(db_.query("SELECT COUNT(*) FROM outbox WHERE status = 'sent'").at(0).integer(0));
        return std::nullopt;
    }

private:
    store::Database& db_;
    std::vector<std::int64_t>& seen_;
};

// A send that takes `delay`, counting the sends.
class SlowMail final : public outbox::MailTransport {
public:
    SlowMail(std::chrono::milliseconds delay, std::atomic<int>& sends) : delay_(delay), sends_(sends) {}
    outbox::SendError send(std::string_view, std::string_view, std::string_view, std::string_view) override {
        ++sends_;
        std::this_thread::sleep_for(delay_);
        return std::nullopt;
    }

private:
    std::chrono::milliseconds delay_;
    std::atomic<int>& sends_;
};

TEST(SmtpTls, RequiredExceptOnLoopback) {
    EXPECT_TRUE(outbox::smtp_requires_tls("smtp://mail.example.com:587"));
    EXPECT_TRUE(outbox::smtp_requires_tls("smtps://mail.example.com"));
    EXPECT_TRUE(outbox::smtp_requires_tls("smtp://user@127.0.0.1.evil.example:25"));
    EXPECT_TRUE(outbox::smtp_requires_tls("smtp://localhost.evil.example"));
    EXPECT_TRUE(outbox::smtp_requires_tls("smtp://10.0.0.5:25"));
    EXPECT_FALSE(outbox::smtp_requires_tls("smtp://127.0.0.1:2525"));
    EXPECT_FALSE(outbox::smtp_requires_tls("smtp://LOCALHOST"));
    EXPECT_FALSE(outbox::smtp_requires_tls("smtp://[::1]:25"));
    EXPECT_FALSE(outbox::smtp_requires_tls("smtp://u:p@localhost:25/"));
}

class OutboxWorkerTest : public ::testing::Test {
protected:
    void SetUp() override {
        db_ = store::open_sqlite((dir_.path() / "t.db").string());
        store::migrate(*db_);
    }
    void add_row(const std::string& to) {
        db_->execute("INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, next_attempt_at, created_at) "
                     "VALUES ('l', 'email', $1, 'Sujet', 'Texte', 0, 0)",
                     {to});
    }
    std::unique_ptr<outbox::OutboxWorker> worker(int max_attempts = 3) {
        outbox::WorkerOptions o;
        o.from_address = "info@example.com";
        o.max_attempts = max_attempts;
        o.retry_base = 0ms;  // retries due at once, so the test can run passes back to back
        return std::make_unique<outbox::OutboxWorker>(store::open_sqlite((dir_.path() / "t.db").string()),
                                                      std::make_unique<FakeMail>(fail_, sent_), nullptr, o);
    }
    std::string status(int id) {
        return db_->query("SELECT status || ':' || attempts FROM outbox WHERE id = $1", {std::int64_t{id}}).at(0).text(0);
    }

    TempDir dir_;
    std::unique_ptr<store::Database> db_;
    bool fail_ = false;
    std::vector<std::string> sent_;
};

TEST_F(OutboxWorkerTest, EachSendIsRecordedBeforeTheNextBegins) {
    for (int i = 0; i < 4; ++i) add_row("a@example.com");
    std::vector<std::int64_t> seen;
    outbox::WorkerOptions o;
    o.from_address = "info@example.com";
    outbox::OutboxWorker w(store::open_sqlite((dir_.path() / "t.db").string()), std::make_unique<SentProbe>(*db_, seen), nullptr, o);
    EXPECT_EQ(w.run_once(), 4u);
    // Killed during the 4th send, the first three are already recorded: none goes out again.
    EXPECT_EQ(seen, (std::vector<std::int64_t>{0, 1, 2, 3}));
}

TEST_F(OutboxWorkerTest, AShortLeaseIsRenewedWhileASlowSendRuns) {
    add_row("a@example.com");
    std::atomic<int> sends{0};
    outbox::WorkerOptions o;
    o.from_address = "info@example.com";
    o.instance_id = "a";
    o.lease = 300ms;
    o.poll = 50ms;
    outbox::OutboxWorker w(store::open_sqlite((dir_.path() / "t.db").string()), std::make_unique<SlowMail>(1500ms, sends), nullptr, o);
    w.start();
    while (sends == 0) std::this_thread::sleep_for(10ms);
    std::this_thread::sleep_for(900ms);  // three leases later, the send still runs
    EXPECT_TRUE(store::claim_due(*db_, store::now_ms(), 10, 1000, "b").empty()) << "another instance took a row being sent";
    while (status(1) != "sent:1") std::this_thread::sleep_for(10ms);
    w.stop();
    EXPECT_EQ(sends, 1);
}

TEST_F(OutboxWorkerTest, ARestartedInstanceTakesItsOwnRowsBackAtOnce) {
    add_row("a@example.com");
    add_row("b@example.com");
    // Instance "a" claimed both rows for a minute, then died.
    ASSERT_EQ(store::claim_due(*db_, store::now_ms(), 10, 60'000, "a").size(), 2u);
    const auto started = std::chrono::steady_clock::now();
    auto restart = [&](const std::string& id) {
        outbox::WorkerOptions o;
        o.from_address = "info@example.com";
        o.instance_id = id;
        o.poll = 50ms;
        return std::make_unique<outbox::OutboxWorker>(store::open_sqlite((dir_.path() / "t.db").string()),
                                                      std::make_unique<FakeMail>(fail_, sent_), nullptr, o);
    };
    auto other = restart("b");
    other->start();
    std::this_thread::sleep_for(300ms);
    other->stop();
    EXPECT_TRUE(sent_.empty()) << "another instance must wait for the lease";
    auto same = restart("a");
    same->start();
    while (sent_.size() < 2 && std::chrono::steady_clock::now() - started < 5s) std::this_thread::sleep_for(10ms);
    same->stop();
    EXPECT_EQ(sent_.size(), 2u);
    EXPECT_EQ(status(1), "sent:1");
    EXPECT_EQ(db_->query("SELECT claims FROM outbox WHERE id = 1").at(0).integer(0), 2);
}

TEST_F(OutboxWorkerTest, SendsOnceAndMarksSent) {
    add_row("a@example.com");
    add_row("b@example.com");
    auto w = worker();
    EXPECT_EQ(w->run_once(), 2u);
    EXPECT_EQ(w->run_once(), 0u);
    ASSERT_EQ(sent_.size(), 2u);
    EXPECT_EQ(status(1), "sent:1");
    EXPECT_NE(sent_[0].find("Message-ID: <outbox-1-0@localhost>"), std::string::npos);
}

TEST_F(OutboxWorkerTest, FailuresRetryThenStayVisibleAsFailed) {
    add_row("a@example.com");
    fail_ = true;
    auto w = worker(3);
    w->run_once();
    EXPECT_EQ(status(1), "pending:1");
    EXPECT_EQ(db_->query("SELECT last_error FROM outbox").at(0).text(0), "connection refused");
    w->run_once();
    w->run_once();
    EXPECT_EQ(status(1), "failed:3");
    EXPECT_EQ(w->run_once(), 0u);
    EXPECT_TRUE(sent_.empty());
}

TEST_F(OutboxWorkerTest, BackoffPostponesTheNextAttempt) {
    add_row("a@example.com");
    fail_ = true;
    const auto retry = outbox::after_failure(0, 10, 30s, 1000);
    store::mark_failed(*db_, 1, retry.attempts, retry.final, retry.next_attempt_at, "x");
    EXPECT_EQ(db_->query("SELECT next_attempt_at FROM outbox").at(0).integer(0), 31000);
    EXPECT_TRUE(store::claim_due(*db_, 30999, 10, 1000).empty());
    EXPECT_EQ(store::claim_due(*db_, 31000, 10, 1000).size(), 1u);
    // Claimed rows are leased: not claimed again until the lease ends.
    EXPECT_TRUE(store::claim_due(*db_, 31500, 10, 1000).empty());
}

TEST(EmlTransport, WritesOneFilePerMessage) {
    TempDir dir;
    outbox::EmlTransport eml(dir.path() / "outbox");
    EXPECT_FALSE(eml.send("a@b.ca", "c@d.ca", "Subject: x\r\n\r\nbody", "outbox-7"));
    std::ifstream in(dir.path() / "outbox" / "outbox-7.eml");
    std::stringstream s;
    s << in.rdbuf();
    EXPECT_EQ(s.str(), "Subject: x\r\n\r\nbody");
}

}  // namespace
