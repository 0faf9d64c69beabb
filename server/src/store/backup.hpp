#pragma once
// `server backup FILE`: an online copy of the SQLite lead database, consistent and taken while the
// server keeps serving. (PostgreSQL has its own tools: pg_dump, or base backups with WAL archiving.)
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "store/database.hpp"

namespace store {

struct BackupResult {
    std::int64_t pages = 0;
    std::int64_t leads = 0;  // in the copy
};

// Copies the database at `source` into `destination` with SQLite's online backup API in one read
// transaction: the copy is the database as of one instant (in WAL mode writers go on meanwhile).
// The copy is written to a new temporary file (mode 0600) in `destination`'s directory, synced,
// checked with PRAGMA integrity_check, then renamed into place, so `destination` is never a
// half-written file. The copy records when it was taken (backup_taken_at). Throws DbError, and
// refuses (BackupRefused) a destination that is or would become one of the live files.
BackupResult backup_sqlite(const std::string& source, const std::filesystem::path& destination);

struct BackupRefused : DbError {
    using DbError::DbError;
};

// Throws BackupRefused when writing `destination` would replace the database at `source` or its
// -wal, -shm or -journal: the same file (same device and inode: a symbolic or hard link, a path
// through a linked directory) or, for a file that does not exist yet, the same name once every
// link in the path is resolved.
void check_backup_destination(const std::filesystem::path& source, const std::filesystem::path& destination);

// When the copy at `file` was taken (epoch ms), as recorded by backup_sqlite; nullopt for a
// database that is not such a copy.
std::optional<std::int64_t> backup_taken_at(const std::filesystem::path& file);

}  // namespace store
