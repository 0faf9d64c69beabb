// `server backup` never writes over the live database or its companions, and writes private files.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <iterator>

#include "store/backup.hpp"
#include "store/database.hpp"
#include "store/erasure_journal.hpp"
#include "store/migrations.hpp"
#include "temp_dir.hpp"

namespace fs = std::filesystem;

TEST(BackupDestination, TheLiveFilesAreRefusedByNameInodeAndLink) {
    TempDir dir;
    const fs::path live = dir.path() / "leads.db";
    {
        auto db = store::open_sqlite(live.string());
        store::migrate(*db);
    }
    fs::create_directory(dir.path() / "other");
    fs::create_symlink(live, dir.path() / "other" / "sym.db");
    fs::create_hard_link(live, dir.path() / "other" / "hard.db");
    fs::create_directory_symlink(dir.path(), dir.path() / "other" / "linked");
    fs::create_symlink(live.string() + "-journal", dir.path() / "other" / "dangling.db");
    for (const fs::path& bad : {live, fs::path(live.string() + "-wal"), fs::path(live.string() + "-shm"), fs::path(live.string() + "-journal"),
                                dir.path() / "other" / "sym.db", dir.path() / "other" / "hard.db", dir.path() / "other" / "linked" / "leads.db",
                                dir.path() / "other" / "linked" / "leads.db-wal", dir.path() / "other" / "dangling.db",
                                dir.path() / "other" / ".." / "leads.db"}) {
        EXPECT_THROW(store::check_backup_destination(live, bad), store::BackupRefused) << bad;
    }
    EXPECT_NO_THROW(store::check_backup_destination(live, dir.path() / "other" / "copy.db"));
    EXPECT_NO_THROW(store::check_backup_destination(live, dir.path() / "leads.db.bak"));
}

TEST(BackupDestination, TheCopyIsPrivateDatedAndAlone) {
    TempDir dir;
    const fs::path live = dir.path() / "leads.db";
    {
        auto db = store::open_sqlite(live.string());
        store::migrate(*db);
    }
    const ::mode_t old = ::umask(0);  // even with a permissive umask
    const std::int64_t before = store::now_ms();
    const auto r = store::backup_sqlite(live.string(), dir.path() / "copy.db");
    ::umask(old);
    struct stat st {};
    ASSERT_EQ(::stat((dir.path() / "copy.db").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
    EXPECT_EQ(r.leads, 0);
    const auto taken = store::backup_taken_at(dir.path() / "copy.db");
    ASSERT_TRUE(taken);
    EXPECT_GE(*taken, before);
    EXPECT_FALSE(store::backup_taken_at(live)) << "the live database is no copy";
    int files = 0;
    for (const auto& e : fs::directory_iterator(dir.path())) files += e.path().filename().string().find("partial") != std::string::npos;
    EXPECT_EQ(files, 0) << "no temporary file left";
}

TEST(ErasureJournal, HoldsTimesAndKeyedHashesOnly) {
    TempDir dir;
    store::ErasureJournal journal(dir.path() / "erasures.log");
    journal.record("zoe@example.com", 1000);
    journal.record("yves@example.com", 2000);
    const auto all = journal.since(0);
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].address_hash, journal.hash("zoe@example.com"));
    EXPECT_EQ(journal.since(1500).size(), 1u);
    std::ifstream in(dir.path() / "erasures.log");
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(text.find("zoe"), std::string::npos);
    // Another journal over the same files (another command) hashes alike: the key is kept.
    EXPECT_EQ(store::ErasureJournal(dir.path() / "erasures.log").hash("zoe@example.com"), journal.hash("zoe@example.com"));
    struct stat st {};
    ASSERT_EQ(::stat((dir.path() / "erasures.key").c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0600u);
}
