#include "store/restore.hpp"

#include <sqlite3.h>

#include <chrono>
#include <memory>
#include <set>
#include <thread>

#include "store/backup.hpp"
#include "store/outbox_table.hpp"

namespace store {
namespace fs = std::filesystem;
namespace {

struct Close {
    void operator()(sqlite3* db) const { sqlite3_close(db); }
};
using Connection = std::unique_ptr<sqlite3, Close>;

Connection open(const fs::path& path, int flags) {
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
    Connection db(raw);
    if (rc != SQLITE_OK) throw DbError("cannot open " + path.string() + ": " + (raw ? sqlite3_errmsg(raw) : sqlite3_errstr(rc)));
    sqlite3_busy_timeout(raw, 10'000);
    return db;
}

std::string single_text(sqlite3* db, const char* sql) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) != SQLITE_OK) throw DbError(sqlite3_errmsg(db));
    std::string out;
    if (sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_text(stmt, 0)) out = reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0));
    sqlite3_finalize(stmt);
    return out;
}

}  // namespace

RestoreResult restore_sqlite(const fs::path& backup, const fs::path& live) {
    std::error_code ec;
    if (!fs::is_regular_file(backup, ec)) throw DbError("no backup at " + backup.string());
    try {
        check_backup_destination(live, backup);
    } catch (const BackupRefused&) {
        throw DbError("refusing to restore " + backup.string() + ": it is the live database (or one of its files)");
    }
    RestoreResult result;
    {
        const Connection from = open(backup, SQLITE_OPEN_READONLY);
        const std::string integrity = single_text(from.get(), "PRAGMA integrity_check");
        if (integrity != "ok") throw DbError(backup.string() + " fails its integrity check: " + integrity);
        if (single_text(from.get(), "SELECT COUNT(*) FROM sqlite_master WHERE name = 'leads'") != "1") {
            throw DbError(backup.string() + " is not a lead database (no leads table)");
        }
    }
    result.taken_at = backup_taken_at(backup);
    if (fs::exists(live, ec)) {
        result.previous = live.string() + ".before-restore-" + std::to_string(now_ms());
        backup_sqlite(live.string(), result.previous);
    }
    const Connection from = open(backup, SQLITE_OPEN_READONLY);
    const Connection to = open(live, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    sqlite3_backup* copy = sqlite3_backup_init(to.get(), "main", from.get(), "main");
    if (!copy) throw DbError("cannot start the restore: " + std::string(sqlite3_errmsg(to.get())));
    int rc;
    while ((rc = sqlite3_backup_step(copy, -1)) == SQLITE_BUSY || rc == SQLITE_LOCKED) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    sqlite3_backup_finish(copy);
    if (rc != SQLITE_DONE) throw DbError("restore failed: " + std::string(sqlite3_errstr(rc)));
    // The copy's date belongs to the copy, not to the live database.
    sqlite3_exec(to.get(), "DELETE FROM settings WHERE key = 'backup_taken_at'", nullptr, nullptr, nullptr);
    if (sqlite3_exec(to.get(), "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr) != SQLITE_OK) {
        throw DbError("cannot switch the restored database to WAL: " + std::string(sqlite3_errmsg(to.get())));
    }
    const std::string integrity = single_text(to.get(), "PRAGMA integrity_check");
    if (integrity != "ok") throw DbError("the restored database fails its integrity check: " + integrity);
    result.leads = std::stoll(single_text(to.get(), "SELECT COUNT(*) FROM leads"));
    return result;
}

std::vector<std::string> erased_addresses_in(Database& db, const ErasureJournal& journal, const std::vector<JournalledErasure>& erasures) {
    std::set<std::string> hashes;
    for (const auto& e : erasures) hashes.insert(e.address_hash);
    std::vector<std::string> found;
    if (hashes.empty()) return found;
    std::set<std::string> addresses;
    for (const auto& r : db.query("SELECT email FROM leads UNION SELECT email FROM subscribers UNION SELECT email FROM subscription_requests "
                                  "UNION SELECT email FROM quarantine WHERE email <> ''")) {
        addresses.insert(r.text(0));
    }
    for (auto& address : mail_recipients(db)) addresses.insert(std::move(address));
    for (const auto& address : addresses) {
        if (hashes.contains(journal.hash(address))) found.push_back(address);
    }
    return found;
}

}  // namespace store
