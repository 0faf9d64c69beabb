#include "store/retention.hpp"

#include <spdlog/spdlog.h>

namespace store {

RetentionTask::RetentionTask(std::unique_ptr<Database> db, std::filesystem::path outbox_dir, unsigned retention_days,
                             std::chrono::milliseconds every)
    : db_(std::move(db)), outbox_dir_(std::move(outbox_dir)), days_(retention_days), every_(every),
      task_("retention", {.period = every_}, [this] { run_once(); }) {}

PurgeCounts RetentionTask::run_once() {
    const PurgeCounts c = purge(*db_, now_ms() - std::int64_t{days_} * 86'400'000, outbox_dir_);
    spdlog::info("retention: purged {} lead(s), {} outbox row(s), {} .eml file(s), {} unsubscribed address(es), {} bot count(s) "
                 "older than {} days",
                 c.leads, c.outbox, c.files, c.subscribers, c.bot_days, days_);
    return c;
}

void RetentionTask::start() { task_.start(); }

}  // namespace store
