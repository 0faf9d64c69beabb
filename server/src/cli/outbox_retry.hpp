#pragma once
// `server outbox retry [--failed | ID]`: puts failed notifications back in the queue, due now,
// with their attempts counted from zero (the last error stays visible until the next attempt).
// Used once the cause is fixed (a wrong SMTP password, a receiver that was down).
#include <cstdint>
#include <optional>
#include <string>

#include "store/database.hpp"

namespace cli {

// Requeues every failed row (id empty) or the one row `id`, which must be failed (a pending row
// is already queued; a sent one would go out twice). Returns how many rows were requeued; throws
// std::runtime_error for an id that names no failed row.
std::int64_t requeue_failed(store::Database& db, const std::string& id, std::int64_t now_ms);

}  // namespace cli
