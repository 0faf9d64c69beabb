#pragma once
// The backup timer's work (deploy/conformite-proprete-backup.service): a dated copy in the backup
// directory, optionally a second copy elsewhere (another disk, a mounted share), and no more
// copies than asked for, none older than the retention period: a backup is personal data too.
#include <cstddef>
#include <filesystem>
#include <vector>

#include "store/backup.hpp"

namespace store {

struct RotationResult {
    BackupResult backup;
    std::filesystem::path file;                // the new copy
    std::filesystem::path second;              // its copy in the second directory; empty when none
    std::vector<std::filesystem::path> removed;
};

// Writes `dir`/leads-YYYYMMDDTHHMMSSZ.db (UTC; `dir` created mode 0700), copies it into
// `second_dir` when not empty (temporary file, mode 0600, renamed), then in each directory removes
// the copies this rotation made (leads-<time>.db, nothing else) beyond the `keep` newest and any
// taken more than `max_age_days` ago. Throws DbError (BackupRefused: see backup_sqlite).
RotationResult rotate_backups(const std::string& source, const std::filesystem::path& dir, std::size_t keep, unsigned max_age_days,
                              const std::filesystem::path& second_dir = {});

}  // namespace store
