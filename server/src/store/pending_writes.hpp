#pragma once
// The queue in front of the store thread, with its two limits: a bounded length (a write that
// finds it full is refused at once) and a deadline per write (a write not committed when its
// deadline passes is answered "timed out" by a watchdog thread, whatever the store thread is
// stuck on). Each write is answered exactly once: by its commit, its failure, or the watchdog;
// a commit that comes after the deadline answers nothing (the visitor was told to retry, and the
// retry finds the stored lead as a duplicate). Never a success without a commit.
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "store/records.hpp"

namespace store {

struct StoreLimits {
    std::size_t max_batch = 512;                  // writes per transaction
    std::size_t max_queue = 4096;                 // writes waiting for the store thread
    std::chrono::milliseconds deadline{10'000};   // from submission to the answer
};

// One caller's callback, run at most once whoever gets there first.
class Reply {
public:
    explicit Reply(std::function<void(WriteOutcome)> callback) : callback_(std::move(callback)) {}
    // Runs the callback unless it ran already; returns whether it ran now.
    bool answer(WriteOutcome outcome);
    [[nodiscard]] bool answered() const;

private:
    mutable std::mutex mutex_;
    bool answered_ = false;
    std::function<void(WriteOutcome)> callback_;
};

class PendingWrites {
public:
    struct Item {
        Write write;
        std::shared_ptr<Reply> reply;
    };

    // `on_timeout` runs on the watchdog thread each time a write misses its deadline.
    PendingWrites(StoreLimits limits, std::function<void()> on_timeout);
    ~PendingWrites();
    PendingWrites(const PendingWrites&) = delete;
    PendingWrites& operator=(const PendingWrites&) = delete;

    // Queues the write; answers it at once (not ok) when the queue is full or closed.
    void push(Write write, std::function<void(WriteOutcome)> done);
    // Waits up to `idle` for writes; returns up to max_batch of those whose caller still waits
    // (writes past their deadline are dropped: their caller had its answer). Empty when idle or
    // when closed and empty.
    std::vector<Item> take(std::chrono::milliseconds idle);
    // Later pushes are refused; take() returns what is queued, then nothing.
    void close();
    // Stops the watchdog once a callback it runs has returned. After the store thread has
    // answered everything, no callback can run any more. Idempotent.
    void stop_watchdog();
    [[nodiscard]] bool closed() const;
    // Writes waiting for the store thread (not those in its current transaction).
    [[nodiscard]] std::size_t queued() const;
    [[nodiscard]] const StoreLimits& limits() const { return limits_; }

private:
    struct Watched {
        std::chrono::steady_clock::time_point deadline;
        std::weak_ptr<Reply> reply;
    };
    void watch();

    const StoreLimits limits_;
    const std::function<void()> on_timeout_;
    mutable std::mutex mutex_;
    std::condition_variable ready_;    // the store thread waits for writes
    std::condition_variable watched_;  // the watchdog waits for deadlines
    std::deque<Item> queue_;
    // Every admitted write in deadline order (deadlines are submission time + a constant).
    std::deque<Watched> deadlines_;
    bool closed_ = false;
    bool stopping_ = false;
    std::thread watchdog_;  // last: starts once everything above exists
};

}  // namespace store
