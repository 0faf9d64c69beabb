#include "outbox/outbox_queue.hpp"

#include <algorithm>

namespace outbox {

std::chrono::milliseconds retry_delay(int failures, std::chrono::milliseconds base, std::chrono::milliseconds cap) {
    const int exponent = std::clamp(failures - 1, 0, 30);
    const auto delay = base * (std::int64_t{1} << exponent);
    return std::min<std::chrono::milliseconds>(delay, cap);
}

std::vector<OutboxRow> claim_due(store::Database& db, std::int64_t now_ms, int limit, std::int64_t lease_ms,
                                 std::string_view instance) {
    const std::string lock = db.dialect() == store::Dialect::Postgres ? " FOR UPDATE SKIP LOCKED" : "";
    const std::string sql =
        "UPDATE outbox SET next_attempt_at = $2, claimed_by = $4, claims = claims + 1 WHERE id IN (SELECT id FROM outbox "
        "WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY id LIMIT $3" + lock + ") RETURNING id, lead_id, channel, "
        "recipient, subject, body_text, body_html, headers, payload, attempts, created_at";
    const auto rows = store::in_transaction(db, [&] {
        return db.query(sql, {now_ms, now_ms + lease_ms, std::int64_t{limit}, std::string(instance)});
    });
    std::vector<OutboxRow> out;
    for (const auto& r : rows) {
        out.push_back({r.integer(0), r.text(1), r.text(2), r.text(3), r.text(4), r.text(5), r.text(6), r.text(7), r.text(8),
                       static_cast<int>(r.integer(9)), r.integer(10)});
    }
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    return out;
}

std::int64_t renew_leases(store::Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms,
                          std::int64_t lease_ms) {
    if (ids.empty()) return 0;
    std::string list;  // integers of our own: nothing to escape
    for (const auto id : ids) list += (list.empty() ? "" : ",") + std::to_string(id);
    return db.execute("UPDATE outbox SET next_attempt_at = $2 WHERE claimed_by = $1 AND status = 'pending' AND id IN (" + list + ")",
                      {std::string(instance), now_ms + lease_ms});
}

std::int64_t release_claims(store::Database& db, std::string_view instance, std::int64_t now_ms) {
    return db.execute("UPDATE outbox SET next_attempt_at = $2, claimed_by = NULL WHERE claimed_by = $1 AND status = 'pending'",
                      {std::string(instance), now_ms});
}

void mark_sent(store::Database& db, std::int64_t id, std::int64_t now_ms, std::string_view message_id) {
    db.execute(
        "UPDATE outbox SET status = 'sent', sent_at = $2, attempts = attempts + 1, last_error = NULL, claimed_by = NULL, "
        "message_id = $3 WHERE id = $1",
        {id, now_ms, message_id.empty() ? store::Param{nullptr} : store::Param{std::string(message_id)}});
}

bool mark_failed(store::Database& db, const OutboxRow& row, std::string_view error, std::int64_t now_ms, int max_attempts,
                 std::chrono::milliseconds base_delay) {
    const int attempts = row.attempts + 1;
    const bool final = attempts >= max_attempts;
    const std::int64_t next = now_ms + retry_delay(attempts, base_delay).count();
    db.execute("UPDATE outbox SET status = $2, attempts = $3, next_attempt_at = $4, last_error = $5, claimed_by = NULL WHERE id = $1",
               {row.id, std::string(final ? "failed" : "pending"), std::int64_t{attempts}, next, std::string(error.substr(0, 1000))});
    return final;
}

}  // namespace outbox
