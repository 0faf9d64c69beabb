#include "store/retention.hpp"

#include <spdlog/spdlog.h>

namespace store {

RetentionTask::RetentionTask(std::unique_ptr<Database> db, std::filesystem::path outbox_dir, unsigned retention_days,
                             std::chrono::milliseconds every)
    : db_(std::move(db)), outbox_dir_(std::move(outbox_dir)), days_(retention_days), every_(every) {}

RetentionTask::~RetentionTask() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

PurgeCounts RetentionTask::run_once() {
    const PurgeCounts c = purge(*db_, now_ms() - std::int64_t{days_} * 86'400'000, outbox_dir_);
    spdlog::info("retention: purged {} lead(s), {} outbox row(s), {} .eml file(s), {} unsubscribed address(es), {} bot count(s) "
                 "older than {} days",
                 c.leads, c.outbox, c.files, c.subscribers, c.bot_days, days_);
    return c;
}

void RetentionTask::start() {
    thread_ = std::thread([this] {
        std::unique_lock lock(mutex_);
        while (!stopping_) {
            lock.unlock();
            try {
                run_once();
            } catch (const std::exception& e) {
                spdlog::error("retention failed: {}", e.what());
            }
            lock.lock();
            wake_.wait_for(lock, every_, [&] { return stopping_; });
        }
    });
}

}  // namespace store
