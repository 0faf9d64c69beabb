#pragma once
// `server restore FILE`: puts a copy made by `server backup` back as the live SQLite database,
// then finds, among the addresses it holds, those erased after the copy was taken (the erasure
// journal), for the caller to erase again.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "store/database.hpp"
#include "store/erasure_journal.hpp"

namespace store {

struct RestoreResult {
    std::int64_t leads = 0;                  // in the restored database
    std::optional<std::int64_t> taken_at;    // when the copy was taken, if it says
    std::filesystem::path previous;          // where the database it replaced was kept; empty: there was none
};

// Checks `backup` (integrity, not one of the live files), keeps the current database as
// `<live>.before-restore-<time>` (mode 0600), then copies `backup` into `live` with SQLite's
// backup API (one transaction: readers see the old database or the new one, never a mix).
// Throws DbError.
RestoreResult restore_sqlite(const std::filesystem::path& backup, const std::filesystem::path& live);

// The addresses stored in `db` whose hash is among `erasures` (journalled since the backup).
std::vector<std::string> erased_addresses_in(Database& db, const ErasureJournal& journal,
                                             const std::vector<JournalledErasure>& erasures);

}  // namespace store
