#pragma once
// SQLite: the lead store's checkpoints, off the store thread. After each commit the store
// connection's WAL hook calls committed(); past `background_frames` pages a thread of this class,
// on a connection of its own, copies the WAL into the database file (a passive checkpoint: it
// never waits for the store). The store thread's commits then pay for the WAL's fsync alone, not
// for the page copies and the database file's fsync of a checkpoint.
//
// A passive checkpoint cannot start the WAL over: another connection's commit (the outbox
// worker's) landing between two of the store's transactions keeps it growing for as long as leads
// keep coming. Past `restart_frames` pages committed() asks the store thread to run a restart
// checkpoint itself, which waits briefly for readers to leave the WAL so that the next commit
// writes from its start.
#include <memory>
#include <string>

#include "store/database.hpp"
#include "task/periodic_task.hpp"

struct sqlite3;

namespace store {

class WalCheckpointer {
public:
    WalCheckpointer(const std::string& path, Durability durability, WalCheckpoints policy);
    WalCheckpointer(const WalCheckpointer&) = delete;
    WalCheckpointer& operator=(const WalCheckpointer&) = delete;

    // After a commit that left `wal_frames` pages in the WAL. Wakes the thread when a checkpoint
    // is due; true when the committing thread should run a restart checkpoint now.
    bool committed(int wal_frames);
    // How that restart checkpoint went: if a reader kept the WAL from starting over, the next try
    // waits until the WAL has grown by another quarter of restart_frames.
    void restarted(bool complete, int wal_frames);

private:
    void checkpoint();

    struct Closer {
        void operator()(sqlite3* db) const;
    };
    WalCheckpoints policy_;
    std::unique_ptr<sqlite3, Closer> own_;
    int restart_at_;  // only touched by the committing thread
    bool failing_ = false;  // only touched by the task's thread
    task::PeriodicTask task_;  // last: stopped before the connection it uses is closed
};

}  // namespace store
