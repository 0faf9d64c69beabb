// Issue 28, item 2: the outbox sends the firm's notifications first and lets sources take turns,
// so a flood from one network can neither delay a real lead's notification behind its own rows
// (first in, first out starved it) nor fill every sender.
#include <gtest/gtest.h>

#include "outbox/outbox_queue.hpp"
#include "outbox/outbox_worker.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"

namespace {

using store::OutboxPriority;

class OutboxOrder : public ::testing::Test {
protected:
    void SetUp() override {
        db_ = store::open_sqlite((dir_.path() / "t.db").string());
        store::migrate(*db_);
    }
    // One due row; returns its id.
    std::int64_t add(OutboxPriority priority, const std::string& source, const std::string& to = "a@example.com") {
        db_->execute("INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, next_attempt_at, created_at, priority, source) "
                     "VALUES ('l', $1, $2, 'Sujet', 'Texte', 0, 0, $3, $4)",
                     {std::string(priority == OutboxPriority::Webhook ? "webhook" : "email"), to,
                      std::int64_t{static_cast<int>(priority)}, source});
        return db_->query("SELECT MAX(id) FROM outbox").at(0).integer(0);
    }
    std::vector<std::int64_t> claimed(int limit) {
        std::vector<std::int64_t> ids;
        for (const auto& r : outbox::claim_due(*db_, 1000, limit, 60'000, "t")) ids.push_back(r.id);
        return ids;
    }

    TempDir dir_;
    std::unique_ptr<store::Database> db_;
};

TEST_F(OutboxOrder, TheFirmsNotificationGoesBeforeQueuedVisitorMailsAndWebhooks) {
    for (int i = 0; i < 30; ++i) add(OutboxPriority::VisitorMail, "flood");
    const auto webhook = add(OutboxPriority::Webhook, "flood");
    const auto firm = add(OutboxPriority::FirmNotification, "real");
    const auto ids = claimed(5);
    ASSERT_EQ(ids.size(), 5u);
    EXPECT_EQ(ids.front(), firm);
    EXPECT_EQ(std::count(ids.begin(), ids.end(), webhook), 0);
}

TEST_F(OutboxOrder, OneFloodingSourceCannotHoldTheQueue) {
    // A flood's 200 notifications, then a real lead's from elsewhere: it goes second, not 201st.
    for (int i = 0; i < 200; ++i) add(OutboxPriority::FirmNotification, "flood-64");
    const auto real = add(OutboxPriority::FirmNotification, "real-client");
    const auto ids = claimed(3);
    ASSERT_EQ(ids.size(), 3u);
    EXPECT_EQ(ids[0], 1);  // the flood's oldest, then the real lead's turn
    EXPECT_EQ(ids[1], real);
    EXPECT_EQ(ids[2], 2);
}

TEST_F(OutboxOrder, SourcesTakeTurnsWithinAClassOldestFirst) {
    const auto a1 = add(OutboxPriority::VisitorMail, "a");
    const auto a2 = add(OutboxPriority::VisitorMail, "a");
    const auto a3 = add(OutboxPriority::VisitorMail, "a");
    const auto b1 = add(OutboxPriority::VisitorMail, "b");
    const auto c1 = add(OutboxPriority::VisitorMail, "c");
    const auto b2 = add(OutboxPriority::VisitorMail, "b");
    EXPECT_EQ(claimed(10), (std::vector<std::int64_t>{a1, b1, c1, a2, b2, a3}));
}

TEST_F(OutboxOrder, ClaimedRowsCarryTheirClass) {
    add(OutboxPriority::FirmNotification, "s");
    const auto rows = outbox::claim_due(*db_, 1000, 1, 60'000, "t");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].priority, static_cast<int>(OutboxPriority::FirmNotification));
    EXPECT_EQ(rows[0].source, "s");
}

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
    outbox::WorkerOptions o;
    o.from_address = "info@example.com";
    o.senders = 4;
    o.batch = 16;
    o.poll = std::chrono::milliseconds(20);
    outbox::OutboxWorker w(store::open_sqlite((dir_.path() / "t.db").string()), std::move(mail), nullptr, o);
    w.start();
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (counter->order().size() < 120 && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    w.stop();
    auto sent = counter->order();
    EXPECT_EQ(sent.size(), 120u);
    std::sort(sent.begin(), sent.end());
    EXPECT_EQ(std::unique(sent.begin(), sent.end()), sent.end()) << "a row was sent twice";
    EXPECT_EQ(db_->query("SELECT COUNT(*) FROM outbox WHERE status = 'sent'").at(0).integer(0), 120);
}

TEST_F(OutboxOrder, StoppingReleasesClaimedRowsNotYetSent) {
    for (int i = 0; i < 40; ++i) add(OutboxPriority::VisitorMail, "s", "v" + std::to_string(i) + "@example.com");
    auto mail = std::make_unique<CountingMail>(std::chrono::milliseconds(50));
    auto* counter = mail.get();
    outbox::WorkerOptions o;
    o.from_address = "info@example.com";
    o.senders = 1;
    o.batch = 40;
    o.instance_id = "a";
    outbox::OutboxWorker w(store::open_sqlite((dir_.path() / "t.db").string()), std::move(mail), nullptr, o);
    w.start();
    while (counter->order().empty()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    w.stop();
    const auto sent = static_cast<std::int64_t>(counter->order().size());
    EXPECT_LT(sent, 40);
    // What was not attempted is free for any instance at once, not held for a lease.
    EXPECT_EQ(outbox::claim_due(*db_, store::now_ms(), 100, 60'000, "b").size(), static_cast<std::size_t>(40 - sent));
}

}  // namespace
