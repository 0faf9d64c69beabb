#pragma once
// A minimal database connection over the SQLite and libpq C APIs: the store's SQL is written once
// with $1, $2… placeholders and runs on both. Errors are exceptional here (a broken disk, a lost
// server): they throw DbError.
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace store {

enum class Dialect { Sqlite, Postgres };

struct DbError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

using Param = std::variant<std::nullptr_t, std::int64_t, std::string>;

struct Row {
    std::vector<std::optional<std::string>> cells;

    [[nodiscard]] std::string text(std::size_t i) const { return cells.at(i).value_or(""); }
    [[nodiscard]] bool is_null(std::size_t i) const { return !cells.at(i).has_value(); }
    [[nodiscard]] std::int64_t integer(std::size_t i) const;
};

// One statement of Database::run_all.
struct BatchStatement {
    std::string sql;
    std::vector<Param> params;
};

class Database {
public:
    virtual ~Database() = default;
    [[nodiscard]] virtual Dialect dialect() const = 0;
    // Statements without parameters, several separated by ';' allowed (migrations, BEGIN…).
    virtual void exec(std::string_view sql) = 0;
    // Starts a transaction that will write. SQLite takes the write lock at once (BEGIN
    // IMMEDIATE): a deferred transaction that read first could not upgrade after another
    // connection's commit, and would fail instead of waiting.
    virtual void begin() { exec("BEGIN"); }
    // One statement; its rows (if any).
    virtual std::vector<Row> query(std::string_view sql, std::span<const Param> params) = 0;
    // One statement; the number of rows it changed.
    virtual std::int64_t execute(std::string_view sql, std::span<const Param> params) = 0;

    // Runs `statements` in order, each seeing what the previous ones wrote, and returns each
    // one's rows. PostgreSQL sends them all before reading any answer (libpq pipeline mode: one
    // round trip for the lot); SQLite runs them one by one. Throws DbError at the first failure:
    // the statements after it did not run (a transaction they were in must be rolled back).
    virtual std::vector<std::vector<Row>> run_all(std::span<const BatchStatement> statements) {
        std::vector<std::vector<Row>> results;
        results.reserve(statements.size());
        for (const auto& s : statements) results.push_back(query(s.sql, std::span<const Param>(s.params)));
        return results;
    }
    // True when the connection to the server is gone (PostgreSQL): retrying on it is pointless
    // until it is reset, which happens at the next transaction.
    [[nodiscard]] virtual bool broken() const { return false; }

    // After an erasure or a purge: no copy of deleted rows may stay in a log beside the
    // database. SQLite copies its WAL into the database file and truncates it to zero bytes
    // (deleted content is zeroed by secure_delete); PostgreSQL recycles its WAL on its own.
    // Returns false when a reader kept the WAL from being truncated.
    virtual bool checkpoint() { return true; }

    std::vector<Row> query(std::string_view sql, std::initializer_list<Param> params = {}) {
        return query(sql, std::span<const Param>(params.begin(), params.size()));
    }
    std::int64_t execute(std::string_view sql, std::initializer_list<Param> params = {}) {
        return execute(sql, std::span<const Param>(params.begin(), params.size()));
    }
};

// Off: synchronous=OFF, for `make bench`'s baseline only (serve --bench-unsafe-no-fsync).
enum class Durability { Full, Relaxed, Off };

// SQLite only: who copies the WAL into the database file. By default each connection does it
// after its own commits once the WAL holds 1,000 pages (SQLite's autocheckpoint). The lead
// store's connection instead hands that work to a thread of its own (store/wal_checkpointer.hpp),
// so a commit waits for the WAL's fsync alone, and forces the WAL back to its start once it holds
// `restart_frames` pages, which another connection's commits would otherwise prevent for as long
// as leads keep coming.
struct WalCheckpoints {
    bool in_background = false;
    int background_frames = 4096;  // the WAL size (pages) from which a commit wakes the thread: 16 MB
    int restart_frames = 16384;    // 64 MB of 4 KB pages
};

struct DatabaseTarget {
    std::string url;             // postgresql://… when set
    std::string sqlite_path;     // used when url is empty
    // Relaxed: SQLite commits without fsync (synchronous=NORMAL, still safe from a process
    // crash). Only for the outbox worker's bookkeeping, whose loss on power failure means at
    // worst an e-mail sent twice; leads are always written with Full.
    Durability durability = Durability::Full;
    // False for the operator's commands: a mistyped path must fail, not create an empty database
    // that then reports "0 leads". serve and migrate create it.
    bool create = true;
    WalCheckpoints checkpoints;
};

// Opens (and for SQLite, when `create`, creates with its directory) the database; throws DbError.
std::unique_ptr<Database> open_database(const DatabaseTarget& target);
std::unique_ptr<Database> open_sqlite(const std::string& path, Durability durability = Durability::Full, bool create = true,
                                      WalCheckpoints checkpoints = {});
std::unique_ptr<Database> open_postgres(const std::string& url);

// Milliseconds since the Unix epoch: every timestamp column holds one, the same in both dialects.
std::int64_t now_ms();

// Runs `f` in a transaction: COMMIT when it returns, ROLLBACK when it throws.
template <typename F>
auto in_transaction(Database& db, F&& f) {
    db.begin();
    try {
        if constexpr (std::is_void_v<decltype(f())>) {
            f();
            db.exec("COMMIT");
        } else {
            auto result = f();
            db.exec("COMMIT");
            return result;
        }
    } catch (...) {
        try { db.exec("ROLLBACK"); } catch (...) {}
        throw;
    }
}

}  // namespace store
