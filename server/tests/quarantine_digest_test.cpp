// Issue 28.3: the firm's daily digest of the quarantine: one mail, only when there is something,
// counting the posts held and listing those released.
#include "outbox/quarantine_digest.hpp"

#include <gtest/gtest.h>

#include "store/admin.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"
#include "test_support.hpp"

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

    const std::string day = store::iso_time(yesterday).substr(0, 10);
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

}  // namespace
