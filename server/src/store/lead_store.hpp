#pragma once
// The lead store: writes go to dedicated writer threads (one for SQLite, two for PostgreSQL,
// each on its own connection), and a writer commits every write waiting in the queue in a
// single transaction (group commit), so one fsync covers a whole burst and no I/O thread ever
// waits on the disk. A write's callback runs only after its COMMIT returned: when
// the API answers 2xx, the lead is on disk. The queue is bounded and every write has a deadline
// (pending_writes.hpp): a store that cannot keep up or cannot write answers "not ok" in time.
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <shared_mutex>
#include <string>
#include <thread>
#include <vector>

#include "store/database.hpp"
#include "store/pending_writes.hpp"
#include "store/records.hpp"

namespace store {

class LeadStore {
public:
    using Callback = std::function<void(WriteOutcome)>;
    virtual ~LeadStore() = default;
    // Queues a write; `done` is called exactly once, on the store thread, or on the caller's or
    // a watchdog thread when the write is refused or misses its deadline.
    virtual void submit(Write write, Callback done) = 0;
    // "ok", or "unavailable" while writes fail or miss their deadline (the reason is in the
    // log, never in a public answer), for /healthz.
    [[nodiscard]] virtual std::string status() const = 0;
    // Commits what is queued and runs its callbacks, then answers later submissions at once
    // with an error. Returns when no callback can run any more. Idempotent.
    virtual void drain() = 0;
};

// Blocks until the write is answered: for tests and the command line, never on an I/O thread.
WriteOutcome submit_and_wait(LeadStore& store, Write write);

// What the connection that writes leads promises (read from it): SQLite "wal" and "full",
// PostgreSQL "postgresql" and its synchronous_commit ("on").
struct DurabilitySettings {
    std::string journal_mode;
    std::string synchronous;
};
DurabilitySettings durability_settings(Database& db);
// WAL with synchronous=FULL, or a PostgreSQL commit that waits for the disk.
bool is_durable(const DurabilitySettings& settings);

class GroupCommitStore final : public LeadStore {
public:
    explicit GroupCommitStore(std::unique_ptr<Database> db, StoreLimits limits = {});
    // Several writers, each on its own connection and thread, take turns at the queue.
    GroupCommitStore(std::vector<std::unique_ptr<Database>> writers, StoreLimits limits);
    // Commits what is queued, then stops the threads.
    ~GroupCommitStore() override;
    GroupCommitStore(const GroupCommitStore&) = delete;
    GroupCommitStore& operator=(const GroupCommitStore&) = delete;

    void submit(Write write, Callback done) override;
    [[nodiscard]] std::string status() const override;
    // Writes waiting for the store thread.
    [[nodiscard]] std::size_t queued() const { return pending_.queued(); }
    void drain() override;

    // Transactions committed so far: with concurrent writers, fewer than the writes.
    [[nodiscard]] std::uint64_t commits() const { return commits_; }
    // Read from the live connection when the store opened, before its thread started.
    [[nodiscard]] const DurabilitySettings& durability() const { return durability_; }

private:
    void run(Database& db);
    void commit_batch(Database& db, std::vector<PendingWrites::Item>& batch);
    // PostgreSQL: the batch in one pipelined transaction; false when it must take the ordinary
    // path (a write that cannot be pipelined, or a statement that failed: nothing committed).
    bool commit_pipelined_batch(Database& db, std::vector<PendingWrites::Item>& batch);
    void probe(Database& db);
    void failed();

    std::vector<std::unique_ptr<Database>> writers_;
    const DurabilitySettings durability_;
    std::atomic<std::uint64_t> commits_{0};
    // Writes failing (or missing their deadline) since the last successful commit.
    std::atomic<bool> failing_{false};
    // Pipelined batches (PostgreSQL) commit side by side, each having locked its keys in one
    // order; a batch on the ordinary path, which locks as it goes, commits alone.
    std::shared_mutex batches_;
    PendingWrites pending_;
    std::vector<std::thread> threads_;  // last: start once everything above exists
};

}  // namespace store
