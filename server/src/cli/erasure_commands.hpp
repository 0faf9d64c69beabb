#pragma once
// `privacy erase` and `restore`: the two commands that keep Law 25 erasures (store/admin.hpp,
// store/erasure_journal.hpp, store/restore.hpp) with what they print for the operator.
#include <filesystem>
#include <functional>
#include <memory>
#include <iosfwd>
#include <string>

#include "config/config.hpp"
#include "store/database.hpp"

namespace cli {

// Journals the erasure (store/erasure_journal.hpp), erases, and lists what the erasure cannot
// reach: delivered mails by Message-ID, and the CRM (told by a lead.erased webhook when one is
// configured). Returns the exit code.
int erase_person(const config::Config& config, store::Database& db, const std::string& email, const std::filesystem::path& outbox_dir,
                 std::ostream& out, std::ostream& err);

// Restores a `server backup` copy over the configured SQLite database, then erases again every
// address journalled as erased since the copy was taken. `open` opens (and migrates) the
// restored database. Refuses (exit 4, nothing replaced) when the erasure journal or its key is
// missing, unreadable or damaged, or does not match the anchor the live database keeps of it
// (store/erasure_journal.hpp); `accept_unjournalled` restores anyway, says what that means,
// and sets the untrusted journal aside. Returns the exit code.
int restore_backup(const config::Config& config, const std::filesystem::path& file, bool accept_unjournalled,
                   const std::function<std::unique_ptr<store::Database>()>& open,
                   const std::function<std::filesystem::path(store::Database&)>& outbox_dir, std::ostream& out, std::ostream& err);

// After a restore by other means (pg_restore of a dump): erases again every address journalled
// as erased at or after `since` ("YYYY-MM-DD" or "YYYY-MM-DDTHH:MM:SSZ", UTC), the dump's time.
int reapply_erasures(const config::Config& config, store::Database& db, const std::string& since, const std::filesystem::path& outbox_dir,
                     std::ostream& out, std::ostream& err);

}  // namespace cli
