#include "store/pending_writes.hpp"

#include <spdlog/spdlog.h>

namespace store {

bool Reply::answer(WriteOutcome outcome) {
    std::function<void(WriteOutcome)> callback;
    {
        std::lock_guard lock(mutex_);
        if (answered_) return false;
        answered_ = true;
        callback.swap(callback_);
    }
    try {
        callback(std::move(outcome));
    } catch (const std::exception& e) {
        spdlog::error("store callback failed: {}", e.what());
    }
    return true;
}

bool Reply::answered() const {
    std::lock_guard lock(mutex_);
    return answered_;
}

PendingWrites::PendingWrites(StoreLimits limits, std::function<void()> on_timeout)
    : limits_(limits), on_timeout_(std::move(on_timeout)), watchdog_([this] { watch(); }) {}

PendingWrites::~PendingWrites() { stop_watchdog(); }

void PendingWrites::stop_watchdog() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    watched_.notify_one();
    if (watchdog_.joinable() && watchdog_.get_id() != std::this_thread::get_id()) watchdog_.join();
}

void PendingWrites::push(Write write, std::function<void(WriteOutcome)> done) {
    auto reply = std::make_shared<Reply>(std::move(done));
    bool refused_closed = false;
    {
        std::lock_guard lock(mutex_);
        refused_closed = closed_;
        if (!closed_ && queue_.size() < limits_.max_queue) {
            const bool first = deadlines_.empty();
            deadlines_.push_back({std::chrono::steady_clock::now() + limits_.deadline, reply});
            queue_.push_back({std::move(write), std::move(reply)});
            ready_.notify_one();
            if (first) watched_.notify_one();
            return;
        }
    }
    // Refused outside the lock: the callback may be slow, and must not wait for the store.
    reply->answer({.ok = false, .error = refused_closed ? "store is shutting down" : "store queue full"});
}

std::vector<PendingWrites::Item> PendingWrites::take(std::chrono::milliseconds idle) {
    std::vector<Item> batch;
    std::unique_lock lock(mutex_);
    ready_.wait_for(lock, idle, [&] { return closed_ || !queue_.empty(); });
    while (!queue_.empty() && batch.size() < limits_.max_batch) {
        Item item = std::move(queue_.front());
        queue_.pop_front();
        if (!item.reply->answered()) batch.push_back(std::move(item));
    }
    return batch;
}

void PendingWrites::close() {
    std::lock_guard lock(mutex_);
    closed_ = true;
    ready_.notify_all();
}

bool PendingWrites::closed() const {
    std::lock_guard lock(mutex_);
    return closed_;
}

std::size_t PendingWrites::queued() const {
    std::lock_guard lock(mutex_);
    return queue_.size();
}

void PendingWrites::watch() {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        if (deadlines_.empty()) {
            watched_.wait(lock);
            continue;
        }
        Watched next = deadlines_.front();
        const auto reply = next.reply.lock();
        if (!reply || reply->answered()) {  // committed or failed already
            deadlines_.pop_front();
            continue;
        }
        if (std::chrono::steady_clock::now() < next.deadline) {
            watched_.wait_until(lock, next.deadline);
            continue;
        }
        deadlines_.pop_front();
        lock.unlock();
        if (reply->answer({.ok = false, .error = "store deadline passed before the commit"})) on_timeout_();
        lock.lock();
        // Queued writes are younger than those in the store thread's hands: the ones answered
        // now are at the front of the queue. Free their places for new writes at once.
        while (!queue_.empty() && queue_.front().reply->answered()) queue_.pop_front();
    }
}

}  // namespace store
