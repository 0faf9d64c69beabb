#include "cli/outbox_retry.hpp"

#include <stdexcept>

namespace cli {

std::int64_t requeue_failed(store::Database& db, const std::string& id, std::int64_t now_ms) {
    constexpr std::string_view kRequeue =
        "UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, claimed_by = NULL WHERE status = 'failed'";
    if (id.empty()) return db.execute(kRequeue, {now_ms});
    const auto rows = db.query("SELECT status FROM outbox WHERE id = $1", {id});
    if (rows.empty()) throw std::runtime_error("no outbox row " + id + " (see `outbox status`)");
    if (rows.front().text(0) != "failed") {
        throw std::runtime_error("outbox row " + id + " is " + rows.front().text(0) + ", not failed: nothing to retry");
    }
    return db.execute(std::string(kRequeue) + " AND id = $2", {now_ms, id});
}

}  // namespace cli
