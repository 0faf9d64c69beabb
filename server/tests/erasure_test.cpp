// Law 25 erasures: the journal a restore trusts only when its chain holds and it matches the live
// database's anchor (issue 38.4), and an erasure during sending that reports what the relay got.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <thread>

#include "store/outbox_table.hpp"
#include "store/admin.hpp"
#include "store/erasure_journal.hpp"
#include "store/lead_store.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"

namespace {
namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}
void write(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary | std::ios::trunc) << text; }

// A journal of three erasures, and the anchor a database would keep of it.
struct Journalled {
    TempDir dir;
    fs::path log = dir.path() / "erasures.log", key = dir.path() / "erasures.key";
    store::JournalAnchor anchor;
    Journalled() {
        store::ErasureJournal journal(log);
        journal.record("zoe@example.com", 1000);
        journal.record("zoe@example.com", 1001);
        anchor = journal.record("yves@example.com", 2000);
    }
    std::optional<store::JournalProblem> check() const {
        return store::journal_mismatch(store::ErasureJournal(log).read(), anchor);
    }
};

TEST(ErasureJournal, AnIntactJournalMatchesItsAnchorAndMayGrowPastIt) {
    Journalled j;
    EXPECT_EQ(j.anchor.count, 3);
    const auto reading = store::ErasureJournal(j.log).read();
    EXPECT_FALSE(reading.problem);
    EXPECT_EQ(reading.anchor(), j.anchor);
    EXPECT_FALSE(j.check());
    store::ErasureJournal(j.log).record("alain@example.com", 3000);  // journalled, its commit not anchored yet
    EXPECT_FALSE(j.check()) << "lines after the anchor are allowed";
    EXPECT_FALSE(store::journal_mismatch(store::ErasureJournal(j.dir.path() / "none.log").read(), {})) << "no erasure ever: nothing to match";
}

TEST(ErasureJournal, EachTamperingIsAProblemInEnglishAndFrench) {
    const std::vector<std::pair<std::string, std::function<void(Journalled&)>>> tamperings = {
        {"missing", [](Journalled& j) { fs::remove(j.log); }},
        {"key missing", [](Journalled& j) { fs::remove(j.key); }},
        {"unreadable", [](Journalled& j) { fs::remove(j.log), fs::create_directory(j.log); }},
        {"emptied", [](Journalled& j) { write(j.log, ""); }},
        {"truncated", [](Journalled& j) {
             const std::string t = slurp(j.log);
             write(j.log, t.substr(0, t.rfind('\n', t.size() - 2) + 1));
         }},
        {"re-dated", [](Journalled& j) {
             std::string t = slurp(j.log);
             const auto last = t.rfind('\n', t.size() - 2) + 1;
             t.replace(last, 4, "1999");  // 2000 -> 1999: before a backup, so a restore would skip it
             write(j.log, t);
         }},
        {"HMAC flipped", [](Journalled& j) {
             std::string t = slurp(j.log);
             char& c = t[t.find(' ') + 5];
             c = c == 'a' ? 'b' : 'a';
             write(j.log, t);
         }},
        {"key replaced", [](Journalled& j) { write(j.key, std::string(64, 'c') + "\n"); }},
        {"garbage appended", [](Journalled& j) { write(j.log, slurp(j.log) + "garbage\n"); }},
        {"a torn line appended", [](Journalled& j) { write(j.log, slurp(j.log) + "12345 ab"); }},
        {"another store's journal", [](Journalled& j) {
             Journalled other;
             fs::copy_file(other.log, j.log, fs::copy_options::overwrite_existing);
             fs::copy_file(other.key, j.key, fs::copy_options::overwrite_existing);
         }},
    };
    for (const auto& [name, tamper] : tamperings) {
        Journalled j;
        tamper(j);
        const auto p = j.check();
        ASSERT_TRUE(p) << name << " went unnoticed";
        EXPECT_FALSE(p->en.empty()) << name;
        EXPECT_NE(p->fr.find("journal"), std::string::npos) << name << ": " << p->fr;
        EXPECT_NE(p->en, p->fr) << name;
    }
}

// Lines of the first format (time and hash) before the chain began are covered by it.
TEST(ErasureJournal, LinesOfTheFirstFormatAreCoveredByTheChainAfterThem) {
    TempDir dir;
    store::ErasureJournal journal(dir.path() / "erasures.log");
    const std::string legacy = "500 " + journal.hash("old@example.com") + "\n";
    write(dir.path() / "erasures.log", legacy);
    const auto anchor = journal.record("zoe@example.com", 1000);
    EXPECT_EQ(anchor.count, 2);
    EXPECT_FALSE(store::journal_mismatch(journal.read(), anchor));
    std::string t = slurp(dir.path() / "erasures.log");
    t[0] = '4';  // the first-format line re-dated
    write(dir.path() / "erasures.log", t);
    EXPECT_TRUE(store::journal_mismatch(store::ErasureJournal(dir.path() / "erasures.log").read(), anchor));
}

TEST(ErasureJournal, TheAnchorIsKeptInTheDatabase) {
    TempDir dir;
    auto db = store::open_sqlite((dir.path() / "leads.db").string());
    store::migrate(*db);
    EXPECT_FALSE(store::read_erasure_anchor(*db));
    store::write_erasure_anchor(*db, {3, "abc"});
    store::write_erasure_anchor(*db, {4, "def"});
    EXPECT_EQ(store::read_erasure_anchor(*db), (store::JournalAnchor{4, "def"}));
}

// Issue 38.4: an erasure while the outbox was sending her mails reported « no delivered mail »
// while both went out. Now: the mail no sender holds is cancelled; the one a sender holds is
// waited for, and reported delivered with its Message-ID once the sender marks it sent.
TEST(ErasureDuringSending, CancelsWhatIsQueuedAndReportsWhatTheRelayAccepted) {
    TempDir dir;
    const std::string file = (dir.path() / "leads.db").string();
    {
        auto db = store::open_sqlite(file);
        store::migrate(*db);
        store::GroupCommitStore writer(std::move(db));
        store::LeadWrite w;
        w.lead = {"l1", "audit", "lead", "zoe@example.com", "{}", "/", "", "{}", true, 1, "v1", "", "", "l1", store::now_ms()};
        w.outbox = [](const store::StoredLead&) {
            return std::vector<store::OutboxMessage>{{"email", "firm@example.com", "Nouvelle demande", "t", "", "{}", ""},
                                                     {"email", "zoe@example.com", "Confirmation", "t", "", "{}", ""}};
        };
        ASSERT_TRUE(store::submit_and_wait(writer, std::move(w)).ok);
    }
    auto sender_db = store::open_sqlite(file);
    const auto claimed = store::claim_due(*sender_db, store::now_ms(), 1, 60'000, "sender");
    ASSERT_EQ(claimed.size(), 1u);
    std::thread sender([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(400));  // the relay takes its time
        const store::SentRow sent{claimed[0].id, "m1.sent@conformite.example"};
        store::mark_sent(*sender_db, std::span(&sent, 1), store::now_ms());
    });
    auto db = store::open_sqlite(file);
    const auto c = store::privacy_erase(*db, "zoe@example.com", {}, {}, {}, std::chrono::seconds(10));
    sender.join();
    ASSERT_EQ(c.delivered.size(), 1u) << "the mail the sender held went out: it is reported";
    EXPECT_EQ(c.delivered[0].message_id, "m1.sent@conformite.example");
    EXPECT_EQ(c.delivered[0].recipient, claimed[0].recipient);
    EXPECT_EQ(c.cancelled, 1) << "the other was cancelled before any sender took it";
    EXPECT_TRUE(c.in_flight.empty());
    EXPECT_EQ(db->query("SELECT COUNT(*) FROM outbox").at(0).integer(0), 0);
}

// A sender that never finishes (a dead instance whose lease runs): reported as possibly sent.
TEST(ErasureDuringSending, AMailStillHeldAfterTheWaitIsReportedAsPossiblySent) {
    TempDir dir;
    const std::string file = (dir.path() / "leads.db").string();
    {
        auto db = store::open_sqlite(file);
        store::migrate(*db);
        store::GroupCommitStore writer(std::move(db));
        store::LeadWrite w;
        w.lead = {"l1", "audit", "lead", "zoe@example.com", "{}", "/", "", "{}", true, 1, "v1", "", "", "l1", store::now_ms()};
        w.outbox = [](const store::StoredLead&) {
            return std::vector<store::OutboxMessage>{{"email", "zoe@example.com", "Confirmation", "t", "", "{}", ""}};
        };
        ASSERT_TRUE(store::submit_and_wait(writer, std::move(w)).ok);
    }
    auto db = store::open_sqlite(file);
    ASSERT_EQ(store::claim_due(*db, store::now_ms(), 1, 60'000, "dead").size(), 1u);
    const auto c = store::privacy_erase(*db, "zoe@example.com", {}, {}, {}, std::chrono::milliseconds(200));
    ASSERT_EQ(c.in_flight.size(), 1u);
    EXPECT_EQ(c.in_flight[0].recipient, "zoe@example.com");
    EXPECT_TRUE(c.delivered.empty());
    EXPECT_EQ(c.cancelled, 0);
}

}  // namespace
