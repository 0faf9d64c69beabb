#include "task/periodic_task.hpp"

#include <spdlog/spdlog.h>

namespace task {

PeriodicTask::PeriodicTask(std::string name, Options options, std::function<void()> work)
    : name_(std::move(name)), options_(options), work_(std::move(work)), due_(options.run_at_start) {}

PeriodicTask::~PeriodicTask() { stop(); }

void PeriodicTask::start() {
    if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
}

void PeriodicTask::wake() {
    {
        std::lock_guard lock(mutex_);
        due_ = true;
    }
    wake_.notify_one();
}

void PeriodicTask::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void PeriodicTask::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        const auto ready = [&] { return due_ || stopping_; };
        if (options_.period.count() > 0) {
            // A period that ends makes the work due, as a wake does.
            if (!wake_.wait_for(lock, options_.period, ready)) due_ = true;
        } else {
            wake_.wait(lock, ready);
        }
        if (stopping_) return;
        due_ = false;
        lock.unlock();
        try {
            work_();
        } catch (const std::exception& e) {
            spdlog::error("{} failed: {}", name_, e.what());
        }
        lock.lock();
    }
}

}  // namespace task
