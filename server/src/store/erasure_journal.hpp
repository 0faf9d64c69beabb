#pragma once
// Law 25 erasures outlive a restore: each `privacy erase` appends to a journal kept outside the
// database (beside it, in the state directory) one line holding when it happened and a keyed
// hash of the address, never the address itself. `server restore` re-applies every erasure
// journalled after the backup was taken. The key lives in its own file (mode 0600), created on
// first use; without it the journal's hashes cannot be tested against a list of addresses.
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace store {

struct JournalledErasure {
    std::int64_t at_ms = 0;
    std::string address_hash;  // hex HMAC-SHA256(key, normalised address)
};

class ErasureJournal {
public:
    // `journal`: the log file (erasures.log); its key is `erasures.key` in the same directory.
    explicit ErasureJournal(std::filesystem::path journal);
    // The journal beside a SQLite database file (its state directory).
    static std::filesystem::path beside(const std::filesystem::path& database_file);

    // Appends the erasure of `address` (already normalised) at `at_ms`, synced to disk before it
    // returns. Throws std::runtime_error when it cannot.
    void record(std::string_view address, std::int64_t at_ms);
    // Every erasure journalled at or after `since_ms`, oldest first; none when there is no journal.
    [[nodiscard]] std::vector<JournalledErasure> since(std::int64_t since_ms) const;
    // The hash an address is journalled under (creates the key when there is none yet).
    [[nodiscard]] std::string hash(std::string_view address) const;
    [[nodiscard]] const std::filesystem::path& path() const { return journal_; }

private:
    const std::string& key() const;
    std::filesystem::path journal_;
    std::filesystem::path key_file_;
    mutable std::string key_;  // read once
};

}  // namespace store
