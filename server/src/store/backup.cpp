#include "store/backup.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <chrono>
#include <memory>
#include <thread>

#include "store/database.hpp"

namespace store {
namespace {

struct Close {
    void operator()(sqlite3* db) const { sqlite3_close(db); }
};
using Connection = std::unique_ptr<sqlite3, Close>;

Connection open(const std::string& path, int flags) {
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
    Connection db(raw);
    if (rc != SQLITE_OK) throw DbError("cannot open " + path + ": " + (raw ? sqlite3_errmsg(raw) : sqlite3_errstr(rc)));
    // The server's store thread may hold the write lock for a commit: wait for it, briefly.
    sqlite3_busy_timeout(raw, 10'000);
    return db;
}

void sync_path(const std::filesystem::path& path, int flags) {
    const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
    if (fd < 0) throw DbError("cannot open " + path.string() + " to sync it");
    const int rc = ::fsync(fd);
    ::close(fd);
    if (rc != 0) throw DbError("cannot sync " + path.string());
}

std::string single_text(sqlite3* db, const char* sql) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) != SQLITE_OK) throw DbError(sqlite3_errmsg(db));
    std::string out;
    if (sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_text(stmt, 0)) {
        out = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
    }
    sqlite3_finalize(stmt);
    return out;
}

}  // namespace

BackupResult backup_sqlite(const std::string& source, const std::filesystem::path& destination) {
    const std::filesystem::path temp = destination.string() + ".partial";
    std::filesystem::remove(temp);
    BackupResult result;
    {
        const Connection from = open(source, SQLITE_OPEN_READONLY);
        const Connection to = open(temp.string(), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        sqlite3_backup* backup = sqlite3_backup_init(to.get(), "main", from.get(), "main");
        if (!backup) throw DbError("cannot start the backup: " + std::string(sqlite3_errmsg(to.get())));
        // All pages in one step (-1): one read transaction, hence one consistent snapshot. Done in
        // several steps, a write by the server between them would restart the copy.
        int rc;
        while ((rc = sqlite3_backup_step(backup, -1)) == SQLITE_BUSY || rc == SQLITE_LOCKED) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        result.pages = sqlite3_backup_pagecount(backup);
        sqlite3_backup_finish(backup);
        if (rc != SQLITE_DONE) throw DbError("backup failed: " + std::string(sqlite3_errstr(rc)));
        // A single-file copy: the restored database needs no -wal file next to it.
        if (sqlite3_exec(to.get(), "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr) != SQLITE_OK) {
            throw DbError("cannot finish the copy: " + std::string(sqlite3_errmsg(to.get())));
        }
        const std::string integrity = single_text(to.get(), "PRAGMA integrity_check");
        if (integrity != "ok") throw DbError("the copy fails its integrity check: " + integrity);
        result.leads = std::stoll(single_text(to.get(), "SELECT COUNT(*) FROM leads"));
    }
    sync_path(temp, O_RDONLY);
    std::filesystem::rename(temp, destination);
    sync_path(destination.parent_path().empty() ? "." : destination.parent_path(), O_RDONLY | O_DIRECTORY);
    return result;
}

}  // namespace store
