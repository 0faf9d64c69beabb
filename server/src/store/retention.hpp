#pragma once
// Automatic retention: what is older than the retention period is purged once at start, then
// every day, on a thread of its own with its own connection, never on the I/O threads. This is
// what lets the privacy policy say old data is destroyed without anyone running `purge`.
#include <chrono>
#include <filesystem>
#include <memory>

#include "store/admin.hpp"
#include "store/database.hpp"
#include "task/periodic_task.hpp"

namespace store {

class RetentionTask {
public:
    RetentionTask(std::unique_ptr<Database> db, std::filesystem::path outbox_dir, unsigned retention_days,
                  std::chrono::milliseconds every = std::chrono::hours(24));
    RetentionTask(const RetentionTask&) = delete;
    RetentionTask& operator=(const RetentionTask&) = delete;

    // Runs a purge now, then one per period until destroyed. Failures are logged and retried
    // at the next period.
    void start();
    // One purge, logged with its counts. Tests call it directly.
    PurgeCounts run_once();

private:
    std::unique_ptr<Database> db_;
    const std::filesystem::path outbox_dir_;
    const unsigned days_;
    const std::chrono::milliseconds every_;
    task::PeriodicTask task_;  // last: stopped before the members its runs use
};

}  // namespace store
