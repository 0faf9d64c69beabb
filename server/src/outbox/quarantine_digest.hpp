#pragma once
// The firm's digests of the quarantine. Within the hour (issue 38.3): the posts held since the
// last such mail, each with the one command that releases it, at most one mail every 55 minutes
// (a held post is told within the hour, a bot flood makes one mail an hour, not one a post).
// Daily: one mail about the previous UTC day, only when there is something to say (posts held by the bot filter, or posts their senders confirmed and that were
// released as leads). It counts the posts held and dropped and lists what was released, with
// each lead's reference; the posts themselves stay in the database (`server leads quarantine`).
// Sent once per day whatever the number of instances: the day is claimed in the `digests` table
// in the same transaction as the mail's outbox row (the hourly one likewise, its period's start
// as the key). Checked at start and then every minute, on a thread of its own with its own
// connection.
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "forms/catalog.hpp"
#include "outbox/notifications.hpp"
#include "store/database.hpp"
#include "task/periodic_task.hpp"

namespace outbox {

// The digest of the UTC day starting at `day_start_ms`, or nothing when that day had no post held
// nor released. Reads the store; writes nothing.
std::optional<store::OutboxMessage> quarantine_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog,
                                                      std::int64_t day_start_ms);

// Queues the digest of the day before `now_ms` unless it was queued already. True when queued now.
bool queue_quarantine_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog, std::int64_t now_ms);

// The mail listing the posts held after `since_ms` (at most kHeldListed of them, then their
// number), each with its release command; nothing when none was held. Reads the store.
inline constexpr int kHeldListed = 30;
std::optional<store::OutboxMessage> held_posts_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog,
                                                      std::int64_t since_ms);

// Queues the mail of the posts held since the last one (or in the last day, the first time),
// unless the last one was queued less than `gap` ago. True when queued now.
bool queue_held_posts_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog, std::int64_t now_ms,
                             std::chrono::milliseconds gap = std::chrono::minutes(55));

class DigestTask {
public:
    DigestTask(std::unique_ptr<store::Database> db, Identity identity, const forms::Catalog& catalog,
               std::chrono::milliseconds every = std::chrono::minutes(1));
    DigestTask(const DigestTask&) = delete;
    DigestTask& operator=(const DigestTask&) = delete;
    void start();

private:
    std::unique_ptr<store::Database> db_;
    const Identity identity_;
    const forms::Catalog& catalog_;
    task::PeriodicTask task_;  // last: stopped before the members its runs use
};

}  // namespace outbox
