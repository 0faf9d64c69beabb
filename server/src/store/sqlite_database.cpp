// SQLite: WAL with synchronous=FULL, so a COMMIT that returned is on disk; statements are
// prepared once per connection and reused.
#include <sqlite3.h>

#include <unistd.h>

#include <charconv>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <map>
#include <set>
#include <mutex>
#include <unordered_map>

#include "store/database.hpp"
#include "store/wal_checkpointer.hpp"

namespace store {
namespace {

struct SqliteCloser {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
struct StatementFinalizer {
    void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using SqliteHandle = std::unique_ptr<sqlite3, SqliteCloser>;
using Statement = std::unique_ptr<sqlite3_stmt, StatementFinalizer>;

// The connections of this process that write one database file take turns in the order they
// asked (a ticket lock), before SQLite's own lock. SQLite's lock is not fair: a waiter polls
// (the busy handler) and the store thread, committing group after group during a flood, took it
// back within microseconds, so the outbox worker's one-row updates waited for seconds between
// sends (perf trace: 1,287 busy-handler sleeps for 9 messages in 12 s, issue 28). With turns, a
// writer waits for at most the transaction in progress. Other processes (the CLI) still meet
// SQLite's lock and its busy handler.
class WriteTurns {
public:
    static std::shared_ptr<WriteTurns> for_file(const std::string& path) {
        static std::mutex registry_mutex;
        static std::map<std::string, std::weak_ptr<WriteTurns>> registry;
        std::error_code ec;
        const std::string key = std::filesystem::weakly_canonical(path, ec).string();
        std::lock_guard lock(registry_mutex);
        auto& slot = registry[ec ? path : key];
        auto turns = slot.lock();
        if (!turns) slot = turns = std::make_shared<WriteTurns>();
        return turns;
    }
    // False when the turn did not come within `patience` (a writer stuck elsewhere, or two
    // connections used by one thread): the caller then goes on without one, as before.
    bool acquire(std::chrono::milliseconds patience) {
        std::unique_lock lock(mutex_);
        const std::uint64_t ticket = next_++;
        if (turn_.wait_for(lock, patience, [&] { return serving_ == ticket; })) return true;
        abandoned_.insert(ticket);
        skip_abandoned();
        return false;
    }
    void release() {
        std::lock_guard lock(mutex_);
        ++serving_;
        skip_abandoned();
    }

private:
    void skip_abandoned() {
        while (abandoned_.erase(serving_)) ++serving_;
        turn_.notify_all();
    }

    std::mutex mutex_;
    std::condition_variable turn_;
    std::uint64_t next_ = 0, serving_ = 0;
    std::set<std::uint64_t> abandoned_;
};

// Resets a cached statement whatever happens, so it never holds a read lock between uses.
class ResetGuard {
public:
    explicit ResetGuard(sqlite3_stmt* s) : s_(s) {}
    ~ResetGuard() {
        sqlite3_reset(s_);
        sqlite3_clear_bindings(s_);
    }
    ResetGuard(const ResetGuard&) = delete;
    ResetGuard& operator=(const ResetGuard&) = delete;

private:
    sqlite3_stmt* s_;
};

class SqliteDatabase final : public Database {
public:
    SqliteDatabase(const std::string& path, Durability durability, bool create, WalCheckpoints checkpoints) {
        if (create) {
            const auto parent = std::filesystem::path(path).parent_path();
            if (!parent.empty()) std::filesystem::create_directories(parent);
        } else if (std::error_code ec; !std::filesystem::is_regular_file(path, ec)) {
            throw DbError("no SQLite database at " + std::filesystem::absolute(path, ec).string() +
                          ": check --db (or DB_PATH), or run `server migrate` to create it");
        }
        sqlite3* raw = nullptr;
        const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX | (create ? SQLITE_OPEN_CREATE : 0);
        const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
        db_.reset(raw);
        if (rc != SQLITE_OK) throw DbError("cannot open " + path + ": " + (raw ? sqlite3_errmsg(raw) : "out of memory"));
        turns_ = WriteTurns::for_file(path);
        // Another connection (the outbox worker) may hold the write lock for one commit, a few
        // milliseconds. SQLite's own busy handler backs off up to 100 ms per retry, which would
        // stall lead intake far longer than the lock is held: retry every 0.5 ms instead, for 5 s.
        sqlite3_busy_handler(
            db_.get(), [](void* attempts, int attempt) { return attempt < *static_cast<int*>(attempts) ? (usleep(500), 1) : 0; },
            &busy_attempts_);
        // secure_delete: an erased lead's bytes are overwritten, not left in free pages.
        exec("PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON; PRAGMA secure_delete=ON;");
        exec(durability == Durability::Full      ? "PRAGMA synchronous=FULL"
             : durability == Durability::Relaxed ? "PRAGMA synchronous=NORMAL"
                                                 : "PRAGMA synchronous=OFF");
        if (checkpoints.in_background) {
            checkpointer_ = std::make_unique<WalCheckpointer>(path, durability, checkpoints);
            sqlite3_wal_hook(
                db_.get(),
                [](void* self, sqlite3*, const char*, int frames) {
                    static_cast<SqliteDatabase*>(self)->after_commit(frames);
                    return SQLITE_OK;
                },
                this);
        }
    }

    ~SqliteDatabase() override {
        if (in_turn_) turns_->release();
    }
    SqliteDatabase(const SqliteDatabase&) = delete;
    SqliteDatabase& operator=(const SqliteDatabase&) = delete;

    [[nodiscard]] Dialect dialect() const override { return Dialect::Sqlite; }

    bool checkpoint() override {
        // Another connection between two statements can make a pass return busy: retry briefly.
        for (int attempt = 0; attempt < 50; ++attempt) {
            const auto rows = query("PRAGMA wal_checkpoint(TRUNCATE)", {});
            if (!rows.empty() && rows.front().integer(0) == 0) return true;
            usleep(20'000);
        }
        return false;
    }
    void begin() override {
        take_turn();
        exec("BEGIN IMMEDIATE");
    }

    void exec(std::string_view sql) override {
        char* message = nullptr;
        const int rc = sqlite3_exec(db_.get(), std::string(sql).c_str(), nullptr, nullptr, &message);
        end_turn_outside_transaction();
        if (rc != SQLITE_OK) {
            std::string text = message ? message : sqlite3_errstr(rc);
            sqlite3_free(message);
            throw DbError("sqlite: " + text);
        }
    }

    std::vector<Row> query(std::string_view sql, std::span<const Param> params) override {
        sqlite3_stmt* s = prepare(sql);
        // A write in autocommit mode is a transaction of its own: it takes its turn too.
        if (sqlite3_get_autocommit(db_.get()) && !sqlite3_stmt_readonly(s)) take_turn();
        struct TurnGuard {
            SqliteDatabase* self;
            ~TurnGuard() { self->end_turn_outside_transaction(); }
        } turn_guard{this};
        ResetGuard reset(s);
        bind(s, params);
        std::vector<Row> rows;
        for (;;) {
            const int rc = sqlite3_step(s);
            if (rc == SQLITE_DONE) break;
            if (rc != SQLITE_ROW) fail(rc);
            Row row;
            const int n = sqlite3_column_count(s);
            for (int i = 0; i < n; ++i) {
                if (sqlite3_column_type(s, i) == SQLITE_NULL) {
                    row.cells.emplace_back(std::nullopt);
                } else {
                    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(s, i));
                    row.cells.emplace_back(std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(s, i))));
                }
            }
            rows.push_back(std::move(row));
        }
        return rows;
    }

    std::int64_t execute(std::string_view sql, std::span<const Param> params) override {
        query(sql, params);
        return sqlite3_changes64(db_.get());
    }

private:
    void take_turn() {
        if (!in_turn_) in_turn_ = turns_->acquire(std::chrono::milliseconds(kBusyAttempts / 2));
    }
    // Once the connection is out of any transaction (COMMIT, ROLLBACK, a statement that failed
    // to begin, or an autocommit write done), the next writer's turn.
    void end_turn_outside_transaction() {
        if (in_turn_ && sqlite3_get_autocommit(db_.get())) {
            in_turn_ = false;
            turns_->release();
        }
    }

    // The WAL hook, on the thread that committed. A restart checkpoint waits for readers to
    // leave the WAL, but only briefly: a lead must not wait behind a long export.
    void after_commit(int frames) {
        if (!checkpointer_->committed(frames)) return;
        busy_attempts_ = kRestartBusyAttempts;
        const int rc = sqlite3_wal_checkpoint_v2(db_.get(), nullptr, SQLITE_CHECKPOINT_RESTART, nullptr, nullptr);
        busy_attempts_ = kBusyAttempts;
        checkpointer_->restarted(rc == SQLITE_OK, frames);
    }

    [[noreturn]] void fail(int rc) const {
        throw DbError(std::string("sqlite: ") + (db_ ? sqlite3_errmsg(db_.get()) : sqlite3_errstr(rc)));
    }

    sqlite3_stmt* prepare(std::string_view sql) {
        std::string key(sql);
        if (const auto it = cache_.find(key); it != cache_.end()) return it->second.get();
        sqlite3_stmt* raw = nullptr;
        const int rc = sqlite3_prepare_v3(db_.get(), sql.data(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT,
                                          &raw, nullptr);
        Statement owned(raw);
        if (rc != SQLITE_OK) fail(rc);
        return cache_.emplace(std::move(key), std::move(owned)).first->second.get();
    }

    // "$1" is a named parameter to SQLite; look each up by name so the order in the text is free.
    void bind(sqlite3_stmt* s, std::span<const Param> params) {
        for (std::size_t i = 0; i < params.size(); ++i) {
            const std::string name = "$" + std::to_string(i + 1);
            const int index = sqlite3_bind_parameter_index(s, name.c_str());
            if (index == 0) continue;
            int rc = SQLITE_OK;
            if (const auto* n = std::get_if<std::int64_t>(&params[i])) rc = sqlite3_bind_int64(s, index, *n);
            else if (const auto* t = std::get_if<std::string>(&params[i]))
                rc = sqlite3_bind_text64(s, index, t->data(), t->size(), SQLITE_STATIC, SQLITE_UTF8);
            else rc = sqlite3_bind_null(s, index);
            if (rc != SQLITE_OK) fail(rc);
        }
    }

    static constexpr int kBusyAttempts = 10000;      // 5 s
    static constexpr int kRestartBusyAttempts = 40;  // 20 ms
    int busy_attempts_ = kBusyAttempts;
    std::shared_ptr<WriteTurns> turns_;
    bool in_turn_ = false;
    // Declared before db_: the WAL hook calls it until the connection is closed.
    std::unique_ptr<WalCheckpointer> checkpointer_;
    SqliteHandle db_;
    // Declared after db_ so statements are finalized before the connection closes.
    std::unordered_map<std::string, Statement> cache_;
};

}  // namespace

std::int64_t Row::integer(std::size_t i) const {
    const auto& cell = cells.at(i);
    if (!cell) return 0;
    std::int64_t v = 0;
    std::from_chars(cell->data(), cell->data() + cell->size(), v);
    return v;
}

std::unique_ptr<Database> open_sqlite(const std::string& path, Durability durability, bool create, WalCheckpoints checkpoints) {
    return std::make_unique<SqliteDatabase>(path, durability, create, checkpoints);
}

std::unique_ptr<Database> open_database(const DatabaseTarget& target) {
    if (!target.url.empty()) return open_postgres(target.url);
    return open_sqlite(target.sqlite_path, target.durability, target.create, target.checkpoints);
}

std::int64_t now_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

}  // namespace store
