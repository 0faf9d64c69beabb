#include "store/lead_store.hpp"

#include <future>
#include <spdlog/spdlog.h>

#include "store/lead_writes.hpp"

namespace store {

WriteOutcome submit_and_wait(LeadStore& store, Write write) {
    auto promise = std::make_shared<std::promise<WriteOutcome>>();
    auto future = promise->get_future();
    store.submit(std::move(write), [promise](WriteOutcome outcome) { promise->set_value(std::move(outcome)); });
    return future.get();
}

GroupCommitStore::GroupCommitStore(std::unique_ptr<Database> db, std::size_t max_batch)
    : db_(std::move(db)), max_batch_(max_batch), thread_([this] { run(); }) {}

GroupCommitStore::~GroupCommitStore() { drain(); }

void GroupCommitStore::drain() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_one();
    if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id()) thread_.join();
}

void GroupCommitStore::submit(Write write, Callback done) {
    {
        std::lock_guard lock(mutex_);
        if (!stopping_) {
            queue_.push_back({std::move(write), std::move(done)});
            wake_.notify_one();
            return;
        }
    }
    done({.ok = false, .error = "store is shutting down"});
}

std::string GroupCommitStore::status() const {
    std::lock_guard lock(mutex_);
    return status_;
}

void GroupCommitStore::set_status(std::string status) {
    std::lock_guard lock(mutex_);
    status_ = std::move(status);
}

void GroupCommitStore::run() {
    for (;;) {
        std::deque<Pending> batch;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
            if (queue_.empty()) return;  // stopping, and everything committed
            while (!queue_.empty() && batch.size() < max_batch_) {
                batch.push_back(std::move(queue_.front()));
                queue_.pop_front();
            }
        }
        commit_batch(batch);
    }
}

void GroupCommitStore::commit_batch(std::deque<Pending>& batch) {
    std::vector<WriteOutcome> outcomes(batch.size());
    try {
        db_->begin();
        for (std::size_t i = 0; i < batch.size(); ++i) {
            // A savepoint per write: one bad write fails alone, the others still commit.
            db_->exec("SAVEPOINT w");
            try {
                outcomes[i] = apply_write(*db_, batch[i].write);
                db_->exec("RELEASE w");
            } catch (const std::exception& e) {
                outcomes[i] = {.ok = false, .error = e.what()};
                db_->exec("ROLLBACK TO w");
                db_->exec("RELEASE w");
            }
        }
        db_->exec("COMMIT");
        ++commits_;
        set_status("ok");
    } catch (const std::exception& e) {
        // COMMIT (or BEGIN) failed: nothing of the batch is durable, so nothing may be acknowledged.
        spdlog::error("store transaction failed: {}", e.what());
        try { db_->exec("ROLLBACK"); } catch (...) {}
        for (auto& o : outcomes) o = {.ok = false, .error = e.what()};
        set_status(std::string("error: ") + e.what());
    }
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (!outcomes[i].ok) spdlog::error("store write failed: {}", outcomes[i].error);
        try {
            batch[i].done(std::move(outcomes[i]));
        } catch (const std::exception& e) {
            spdlog::error("store callback failed: {}", e.what());
        }
    }
}

}  // namespace store
