#include "store/backup.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <memory>
#include <random>
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

// The live database's files: SQLite names its companions after the path it opened, and after
// that path with its links resolved; both are covered.
constexpr std::array<const char*, 4> kCompanions{"", "-wal", "-shm", "-journal"};

namespace fs = std::filesystem;

// `path` with every symbolic link resolved, including a last component that dangles (a link to
// a -journal that does not exist yet): what a write to `path` would create or replace.
fs::path resolved(const fs::path& path) {
    fs::path p = fs::absolute(path);
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        p = fs::weakly_canonical(p, ec);
        if (ec) break;
        if (!fs::is_symlink(fs::symlink_status(p, ec))) break;
        const fs::path target = fs::read_symlink(p, ec);
        if (ec) break;
        p = target.is_absolute() ? target : p.parent_path() / target;
    }
    return p.lexically_normal();
}

bool same_file(const fs::path& a, const fs::path& b) {
    struct stat sa {}, sb {};
    return ::stat(a.c_str(), &sa) == 0 && ::stat(b.c_str(), &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

// A new, empty, private file beside `destination` (so the final rename stays on one file system).
fs::path create_temporary(const fs::path& destination) {
    const fs::path dir = destination.parent_path().empty() ? fs::path(".") : destination.parent_path();
    std::random_device random;
    for (int attempt = 0; attempt < 100; ++attempt) {
        const fs::path temp = dir / ("." + destination.filename().string() + "." + std::to_string(random() % 1'000'000'000) + ".partial");
        const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd >= 0) {
            const int rc = ::fchmod(fd, 0600);  // whatever the umask
            ::close(fd);
            if (rc != 0) throw DbError("cannot make " + temp.string() + " private");
            return temp;
        }
        if (errno != EEXIST) throw DbError("cannot create a file in " + dir.string() + ": " + std::strerror(errno));
    }
    throw DbError("cannot create a temporary file in " + dir.string());
}

void remove_with_companions(const fs::path& file) {
    std::error_code ec;
    for (const char* suffix : kCompanions) fs::remove(file.string() + suffix, ec);
}

}  // namespace

void check_backup_destination(const fs::path& source, const fs::path& destination) {
    std::vector<fs::path> live;
    for (const fs::path& base : {fs::absolute(source).lexically_normal(), resolved(source)}) {
        for (const char* suffix : kCompanions) live.emplace_back(base.string() + suffix);
    }
    const fs::path target = resolved(destination);
    for (const fs::path& file : live) {
        const bool same = same_file(destination, file) || same_file(target, file) || target == file;
        if (same) {
            const std::string name = file.filename().string();
            const bool companion = name.ends_with("-wal") || name.ends_with("-shm") || name.ends_with("-journal");
            throw BackupRefused("refusing to write the backup to " + destination.string() + ": it is " +
                                (companion ? "the " + name.substr(name.rfind('-')) + " file of " : std::string()) +
                                "the live database " + source.string() + "; choose a path elsewhere");
        }
    }
    std::error_code ec;
    if (fs::is_directory(destination, ec)) throw DbError(destination.string() + " is a directory: name the backup file");
}

BackupResult backup_sqlite(const std::string& source, const fs::path& destination) {
    check_backup_destination(source, destination);
    const fs::path temp = create_temporary(destination);
    BackupResult result;
    try {
        const std::int64_t taken_at = now_ms();
        {
            const Connection from = open(source, SQLITE_OPEN_READONLY);
            const Connection to = open(temp.string(), SQLITE_OPEN_READWRITE);
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
            // When the copy was taken: a restore re-applies the erasures journalled since. Taken
            // before the snapshot, so an erasure committed during the copy is re-applied too.
            const std::string record = "INSERT INTO settings (key, value) VALUES ('backup_taken_at', '" + std::to_string(taken_at) +
                                       "') ON CONFLICT (key) DO UPDATE SET value = excluded.value";
            if (sqlite3_exec(to.get(), record.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) {
                throw DbError("cannot date the copy: " + std::string(sqlite3_errmsg(to.get())));
            }
            const std::string integrity = single_text(to.get(), "PRAGMA integrity_check");
            if (integrity != "ok") throw DbError("the copy fails its integrity check: " + integrity);
            result.leads = std::stoll(single_text(to.get(), "SELECT COUNT(*) FROM leads"));
        }
        sync_path(temp, O_RDONLY);
        // Checked again at the last moment: the destination may have been replaced meanwhile.
        check_backup_destination(source, destination);
        fs::rename(temp, destination);
    } catch (...) {
        remove_with_companions(temp);
        throw;
    }
    sync_path(destination.parent_path().empty() ? "." : destination.parent_path(), O_RDONLY | O_DIRECTORY);
    return result;
}

std::optional<std::int64_t> backup_taken_at(const fs::path& file) {
    const Connection db = open(file.string(), SQLITE_OPEN_READONLY);
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db.get(), "SELECT value FROM settings WHERE key = 'backup_taken_at'", -1, &stmt, nullptr) != SQLITE_OK) {
        return std::nullopt;
    }
    std::optional<std::int64_t> out;
    if (sqlite3_step(stmt) == SQLITE_ROW && sqlite3_column_text(stmt, 0)) {
        out = std::stoll(reinterpret_cast<const char*>(sqlite3_column_text(stmt, 0)));
    }
    sqlite3_finalize(stmt);
    return out;
}

}  // namespace store
