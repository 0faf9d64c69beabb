#pragma once
// The lead store: writes go to one dedicated thread that commits every write waiting in its
// queue in a single transaction (group commit), so one fsync covers a whole burst and no I/O
// thread ever waits on the disk. A write's callback runs only after its COMMIT returned: when
// the API answers 2xx, the lead is on disk.
#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "store/database.hpp"
#include "store/records.hpp"

namespace store {

class LeadStore {
public:
    using Callback = std::function<void(WriteOutcome)>;
    virtual ~LeadStore() = default;
    // Queues a write; `done` is called exactly once, on the store thread.
    virtual void submit(Write write, Callback done) = 0;
    // "ok", or a short description of the last error, for /healthz.
    [[nodiscard]] virtual std::string status() const = 0;
    // Commits what is queued and runs its callbacks, then answers later submissions at once
    // with an error. Returns when no callback can run any more. Idempotent.
    virtual void drain() = 0;
};

// Blocks until the write is committed: for tests and the command line, never on an I/O thread.
WriteOutcome submit_and_wait(LeadStore& store, Write write);

class GroupCommitStore final : public LeadStore {
public:
    explicit GroupCommitStore(std::unique_ptr<Database> db, std::size_t max_batch = 512);
    // Commits what is queued, then stops the thread.
    ~GroupCommitStore() override;
    GroupCommitStore(const GroupCommitStore&) = delete;
    GroupCommitStore& operator=(const GroupCommitStore&) = delete;

    void submit(Write write, Callback done) override;
    [[nodiscard]] std::string status() const override;
    void drain() override;

    // Transactions committed so far: with concurrent writers, fewer than the writes.
    [[nodiscard]] std::uint64_t commits() const { return commits_; }

private:
    struct Pending {
        Write write;
        Callback done;
    };
    void run();
    void commit_batch(std::deque<Pending>& batch);
    void set_status(std::string status);

    std::unique_ptr<Database> db_;
    const std::size_t max_batch_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<Pending> queue_;
    bool stopping_ = false;
    std::string status_ = "ok";
    std::atomic<std::uint64_t> commits_{0};
    std::thread thread_;  // last: starts once everything above exists
};

}  // namespace store
