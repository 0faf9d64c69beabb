#include "store/outbox_table.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace store {

void mark_sent(Database& db, std::span<const SentRow> rows, std::int64_t now_ms) {
    if (rows.empty()) return;
    std::string values;
    std::vector<Param> params{now_ms};
    for (const auto& row : rows) {
        const auto at = params.size() + 1;
        values += fmt::format("{}(CAST(${} AS bigint), ${})", values.empty() ? "" : ", ", at, at + 1);
        params.emplace_back(row.id);
        params.emplace_back(row.message_id.empty() ? Param{nullptr} : Param{row.message_id});
    }
    db.execute("UPDATE outbox SET status = 'sent', sent_at = $1, attempts = attempts + 1, last_error = NULL, claimed_by = NULL, "
               "message_id = v.column2 FROM (VALUES " + values + ") AS v WHERE outbox.id = v.column1",
               params);
}

void mark_failed(Database& db, std::int64_t id, int attempts, bool final, std::int64_t next_attempt_at, std::string_view error) {
    db.execute("UPDATE outbox SET status = $2, attempts = $3, next_attempt_at = $4, last_error = $5, claimed_by = NULL WHERE id = $1",
               {id, std::string(final ? "failed" : "pending"), std::int64_t{attempts}, next_attempt_at, std::string(error.substr(0, 1000))});
}

std::int64_t requeue_failed(Database& db, const std::string& id, std::int64_t now_ms) {
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

}  // namespace store
