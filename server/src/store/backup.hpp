#pragma once
// `server backup FILE`: an online copy of the SQLite lead database, consistent and taken while the
// server keeps serving. (PostgreSQL has its own tools: pg_dump, or base backups with WAL archiving.)
#include <cstdint>
#include <filesystem>
#include <string>

namespace store {

struct BackupResult {
    std::int64_t pages = 0;
    std::int64_t leads = 0;  // in the copy
};

// Copies the database at `source` into `destination` with SQLite's online backup API in one read
// transaction: the copy is the database as of one instant (in WAL mode writers go on meanwhile).
// The copy is written beside `destination`, synced, checked with PRAGMA integrity_check, then
// renamed into place, so `destination` is never a half-written file. Throws DbError.
BackupResult backup_sqlite(const std::string& source, const std::filesystem::path& destination);

}  // namespace store
