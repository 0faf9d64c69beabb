#include "store/wal_checkpointer.hpp"

#include <sqlite3.h>
#include <spdlog/spdlog.h>

namespace store {

void WalCheckpointer::Closer::operator()(sqlite3* db) const { sqlite3_close_v2(db); }

WalCheckpointer::WalCheckpointer(const std::string& path, Durability durability, WalCheckpoints policy)
    : policy_(policy), restart_at_(policy.restart_frames), task_("WAL checkpoint", {.run_at_start = false}, [this] { checkpoint(); }) {
    sqlite3* raw = nullptr;
    const int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr);
    own_.reset(raw);
    if (rc != SQLITE_OK) throw DbError("cannot open " + path + " for checkpoints: " + (raw ? sqlite3_errmsg(raw) : "out of memory"));
    // The copy is synced as the commits are: with FULL, the database file is fsynced before the
    // WAL may be written over (the bench-only OFF baseline syncs neither).
    const char* sync = durability == Durability::Off ? "PRAGMA synchronous=OFF" : "PRAGMA synchronous=FULL";
    if (sqlite3_exec(own_.get(), sync, nullptr, nullptr, nullptr) != SQLITE_OK) throw DbError(std::string("sqlite: ") + sqlite3_errmsg(own_.get()));
    task_.start();
}

bool WalCheckpointer::committed(int wal_frames) {
    if (wal_frames < policy_.background_frames) restart_at_ = policy_.restart_frames;  // it started over
    if (wal_frames >= restart_at_) return true;
    if (wal_frames >= policy_.background_frames) task_.wake();
    return false;
}

void WalCheckpointer::restarted(bool complete, int wal_frames) {
    restart_at_ = complete ? policy_.restart_frames : wal_frames + policy_.restart_frames / 4;
}

void WalCheckpointer::checkpoint() {
    // Busy: a restart checkpoint is running on the store thread, and copies what this would.
    const int rc = sqlite3_wal_checkpoint_v2(own_.get(), nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    if (rc != SQLITE_OK && rc != SQLITE_BUSY) {
        if (!failing_) spdlog::warn("WAL checkpoint failed: {} (the WAL grows until one succeeds; commits are not affected)",
                                    sqlite3_errmsg(own_.get()));
        failing_ = true;
    } else if (rc == SQLITE_OK && failing_) {
        spdlog::info("WAL checkpoints succeed again");
        failing_ = false;
    }
}

}  // namespace store
