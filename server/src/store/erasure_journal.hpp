#pragma once
// Law 25 erasures outlive a restore: each `privacy erase` appends to a journal kept outside the
// database (beside it, in the state directory) one line holding when it happened and a keyed
// hash of the address, never the address itself. `server restore` re-applies every erasure
// journalled after the backup was taken. The key lives in its own file (mode 0600), created on
// first use; without it the journal's hashes cannot be tested against a list of addresses.
//
// The journal is chained and anchored, so that a restore can tell a journal it must not trust:
// each line ends with an HMAC (same key) over the previous line's chain value and its own time
// and hash, so a line re-dated, altered, removed or appended by hand breaks the chain; and the
// live database keeps the number of lines and the last chain value it saw (its anchor), so a
// journal emptied, truncated, or swapped for another valid one does not match. Lines of the
// first format (time and hash only) are accepted before the first chained line: the chain that
// follows covers them.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace store {

class Database;

struct JournalledErasure {
    std::int64_t at_ms = 0;
    std::string address_hash;  // hex HMAC-SHA256(key, normalised address)
};

// How far a journal goes: its number of lines and the chain value after the last one.
struct JournalAnchor {
    std::int64_t count = 0;
    std::string head;
    bool operator==(const JournalAnchor&) const = default;
};

// Why a journal cannot be trusted, in both of the firm's languages.
struct JournalProblem {
    std::string en, fr;
};

// A journal as read: every line, or the first problem found.
struct JournalReading {
    bool exists = false;  // the journal file is there (possibly empty)
    std::vector<JournalledErasure> entries;
    std::vector<std::string> chain;  // chain value after each line
    std::optional<JournalProblem> problem;
    [[nodiscard]] JournalAnchor anchor() const { return {static_cast<std::int64_t>(chain.size()), chain.empty() ? "" : chain.back()}; }
};

class ErasureJournal {
public:
    // `journal`: the log file (erasures.log); its key is `erasures.key` in the same directory.
    explicit ErasureJournal(std::filesystem::path journal);
    // The journal beside a SQLite database file (its state directory).
    static std::filesystem::path beside(const std::filesystem::path& database_file);

    // Appends the erasure of `address` (already normalised) at `at_ms`, chained to the lines
    // before it, synced to disk before it returns. Returns the journal's new anchor. Throws
    // std::runtime_error when it cannot.
    JournalAnchor record(std::string_view address, std::int64_t at_ms);
    // Reads and checks the whole journal (never creates the key). No journal file: no entries,
    // no problem, `exists` false.
    [[nodiscard]] JournalReading read() const;
    // Every erasure journalled at or after `since_ms`, oldest first, among lines that parse
    // (whether or not the chain holds); none when there is no journal.
    [[nodiscard]] std::vector<JournalledErasure> since(std::int64_t since_ms) const;
    // The hash an address is journalled under (creates the key when there is none yet).
    [[nodiscard]] std::string hash(std::string_view address) const;
    [[nodiscard]] const std::filesystem::path& path() const { return journal_; }
    [[nodiscard]] const std::filesystem::path& key_path() const { return key_file_; }

private:
    const std::string& key(bool create) const;
    std::filesystem::path journal_;
    std::filesystem::path key_file_;
    mutable std::string key_;  // read once
};

// The anchor the live database keeps (settings table); none before the first chained erasure.
std::optional<JournalAnchor> read_erasure_anchor(Database& db);
void write_erasure_anchor(Database& db, const JournalAnchor& anchor);

// Whether `reading` is the journal `live` (the database's anchor) was written with: no problem
// in it, and its first `live.count` lines end on `live.head`. Lines after the anchor are allowed
// (an erasure journalled before its database commit, or a command that died in between).
std::optional<JournalProblem> journal_mismatch(const JournalReading& reading, const JournalAnchor& live);

}  // namespace store
