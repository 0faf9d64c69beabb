// Issue 28.3: the firm's daily digest of the quarantine: one mail, only when there is something,
// counting the posts held and listing those released.
#include "outbox/quarantine_digest.hpp"

#include <gtest/gtest.h>

#include "store/admin.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"
#include "test_support.hpp"
#include "text/iso_time.hpp"

namespace {

constexpr std::int64_t kDay = 86'400'000;

TEST(QuarantineDigest, OneMailADayOnlyWhenThereIsSomething) {
    TempDir dir;
    auto db = store::open_sqlite((dir.path() / "leads.db").string());
    store::migrate(*db);
    const auto identity = test_identity();
    const auto& catalog = test_catalog();
    const std::int64_t now = store::now_ms();
    const std::int64_t yesterday = now - now % kDay - kDay;

    EXPECT_FALSE(outbox::queue_quarantine_digest(*db, identity, catalog, now)) << "nothing held, nothing released: no mail";
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM outbox").at(0).integer(0), 0);

    const std::string day = text::iso_time(yesterday).substr(0, 10);
    db->execute("INSERT INTO quarantine_days (day, source, bytes, kept, dropped) VALUES ($1, '', 100, 5, 2)", {day});
    db->execute("INSERT INTO quarantine_releases (quarantine_id, lead_id, form_id, released_at) VALUES ('q1', 'lead-ref-1', "
                "'audit-blogue', $1)",
                {yesterday + 3600000});
    EXPECT_TRUE(outbox::queue_quarantine_digest(*db, identity, catalog, now));
    EXPECT_FALSE(outbox::queue_quarantine_digest(*db, identity, catalog, now + 3600000)) << "once a day";
    const auto rows = db->query("SELECT recipient, subject, body_text FROM outbox");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].text(0), identity.notify_to);
    EXPECT_NE(rows[0].text(1).find("7\u00a0envois mis de côté, 1\u00a0confirmé"), std::string::npos) << rows[0].text(1);
    const std::string text = rows[0].text(2);
    EXPECT_NE(text.find("7\u00a0envois de formulaire"), std::string::npos) << text;
    EXPECT_NE(text.find("2\u00a0ont été écartés"), std::string::npos) << text;
    EXPECT_NE(text.find("référence lead-ref-1"), std::string::npos) << text;
}

// Issue 38.3: a held post reached the firm only in the next day's digest. Now a mail lists the
// posts held since the last one, each with the one command that releases it, at most every 55
// minutes: the firm knows within the hour.
TEST(QuarantineDigest, HeldPostsReachTheFirmWithinTheHourEachWithItsReleaseCommand) {
    TempDir dir;
    auto db = store::open_sqlite((dir.path() / "leads.db").string());
    store::migrate(*db);
    const auto identity = test_identity();
    const auto& catalog = test_catalog();
    const std::int64_t now = store::now_ms();
    const auto hold = [&](const std::string& id, std::int64_t at) {
        db->execute("INSERT INTO quarantine (id, form_id, reason, email, submission, created_at) "
                    "VALUES ($1, 'audit-blogue', 'timing: too fast', $2, '[]', $3)",
                    {id, id + "@example.com", at});
    };
    const auto firm_mails = [&] {
        std::vector<std::string> out;
        for (const auto& r : db->query("SELECT body_text FROM outbox WHERE recipient = $1 ORDER BY id", {identity.notify_to})) out.push_back(r.text(0));
        return out;
    };
    EXPECT_FALSE(outbox::queue_held_posts_digest(*db, identity, catalog, now)) << "nothing held: no mail";
    hold("q-first", now - 60'000);
    hold("q-second", now - 30'000);
    EXPECT_TRUE(outbox::queue_held_posts_digest(*db, identity, catalog, now));
    auto mails = firm_mails();
    ASSERT_EQ(mails.size(), 1u);
    for (const char* id : {"q-first", "q-second"}) {
        EXPECT_NE(mails[0].find(std::string("leads quarantine release ") + id), std::string::npos) << mails[0];
        EXPECT_NE(mails[0].find(std::string(id) + "@example.com"), std::string::npos);
    }
    // One held ten minutes later waits for the next mail, at most 55 minutes after this one.
    hold("q-third", now + 600'000);
    EXPECT_FALSE(outbox::queue_held_posts_digest(*db, identity, catalog, now + 601'000));
    EXPECT_TRUE(outbox::queue_held_posts_digest(*db, identity, catalog, now + 55 * 60'000));
    mails = firm_mails();
    ASSERT_EQ(mails.size(), 2u);
    EXPECT_NE(mails[1].find("leads quarantine release q-third"), std::string::npos) << mails[1];
    EXPECT_EQ(mails[1].find("q-first"), std::string::npos) << "each post is told once";
    EXPECT_FALSE(outbox::queue_held_posts_digest(*db, identity, catalog, now + 200 * 60'000)) << "nothing new: no mail";
}

}  // namespace
