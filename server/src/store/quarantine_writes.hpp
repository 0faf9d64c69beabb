#pragma once
// The quarantine's budget: bot-flagged posts are kept (never dropped in silence) but can never
// fill the disk. Each post is already truncated by the API (fields capped); here the bytes kept
// are counted per UTC day, for each source (a client address or IPv6 /64, as a daily hash) and in
// all. Past a budget the oldest posts of that day (of that source first) are dropped, and the
// drops are counted (quarantine_days, shown in the metrics).
#include <cstdint>

#include "store/database.hpp"
#include "store/records.hpp"

namespace store {

inline constexpr std::int64_t kQuarantineBytesPerSourcePerDay = 64 * 1024;
inline constexpr std::int64_t kQuarantineBytesPerDay = 4 * 1024 * 1024;

// Inserts the post, then drops the oldest ones over budget. Inside the store's transaction.
WriteOutcome store_quarantined(Database& db, const QuarantineWrite& q);

// The bytes a post weighs in the budget.
std::int64_t quarantine_bytes(const QuarantineWrite& q);

}  // namespace store
