#include "outbox/outbox_queue.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace outbox {

std::chrono::milliseconds retry_delay(int failures, std::chrono::milliseconds base, std::chrono::milliseconds cap) {
    const int exponent = std::clamp(failures - 1, 0, 30);
    const auto delay = base * (std::int64_t{1} << exponent);
    return std::min<std::chrono::milliseconds>(delay, cap);
}

namespace {

std::string id_list(std::span<const std::int64_t> ids) {
    std::string list;  // integers of our own: nothing to escape
    for (const auto id : ids) list += (list.empty() ? "" : ",") + std::to_string(id);
    return list;
}

}  // namespace

std::vector<OutboxRow> claim_due(store::Database& db, std::int64_t now_ms, int limit, std::int64_t lease_ms,
                                 std::string_view instance) {
    // The turn of a row is its rank among the due rows of its class and source; the candidates
    // are the first few times `limit` due rows by (priority, turn, id), read from the (status,
    // priority, source, id) index, and the claim takes, in that order, the first `limit` that no
    // other instance holds.
    const std::string claim = "UPDATE outbox SET next_attempt_at = $2, claimed_by = $4, claims = claims + 1 WHERE id IN (";
    const std::string returning = ") RETURNING id, lead_id, channel, recipient, subject, body_text, body_html, headers, payload, attempts, "
                                  "created_at, priority, source";
    std::vector<store::Row> rows;
    if (db.dialect() == store::Dialect::Postgres) {
        // The ranking, without numbering every due row at each claim (117 ms a claim with
        // 10,000 rows queued, a third of PostgreSQL's time in a flood of leads): the first
        // candidates by (priority, turn, id) have turns of at most their count, so the first that
        // many rows of each class and source are enough. The classes and sources are found by
        // skipping through the (status, priority, source, id) index, one probe each.
        const std::string ranked_by_source =
            "WITH RECURSIVE sources AS ("
            "(SELECT priority, source FROM outbox WHERE status = 'pending' ORDER BY priority, source LIMIT 1) UNION ALL "
            "SELECT n.priority, n.source FROM sources s, LATERAL (SELECT priority, source FROM outbox WHERE status = 'pending' "
            "AND (priority, source) > (s.priority, s.source) ORDER BY priority, source LIMIT 1) n) "
            "SELECT c.id, c.priority, c.turn FROM sources s, LATERAL (SELECT id, priority, ROW_NUMBER() OVER (ORDER BY id) AS turn "
            "FROM outbox WHERE status = 'pending' AND priority = s.priority AND source = s.source AND next_attempt_at <= $1 "
            "ORDER BY id LIMIT $2) c ORDER BY c.priority, c.turn, c.id LIMIT $2";
        // Then the first `limit` candidates no other instance holds, locked in order. The
        // candidates come as an array: joined to the queue by primary key, whatever the table's
        // statistics say (a queue that grew in seconds looked small to the planner, which then
        // read every due row to join them).
        const std::string lock_candidates =
            claim + "SELECT o.id FROM unnest($5::bigint[]) WITH ORDINALITY AS c(id, turn) JOIN outbox o ON o.id = c.id "
                    "WHERE o.status = 'pending' AND o.next_attempt_at <= $1 ORDER BY c.turn LIMIT $3 FOR UPDATE OF o SKIP LOCKED" +
            returning;
        rows = store::in_transaction(db, [&] {
            std::string candidates;
            for (const auto& r : db.query(ranked_by_source, {now_ms, std::int64_t{limit} * 4})) {
                candidates += (candidates.empty() ? "" : ",") + r.text(0);
            }
            if (candidates.empty()) return std::vector<store::Row>{};
            return db.query(lock_candidates,
                            {now_ms, now_ms + lease_ms, std::int64_t{limit}, std::string(instance), "{" + candidates + "}"});
        });
    } else {
        // SQLite: rank outside the write transaction (a scan of every due row must not hold the
        // lock that lead commits wait for); then, inside it, claim the first of those still due
        // (another connection may have taken some meanwhile).
        const std::string ranked =
            "SELECT id, priority, ROW_NUMBER() OVER (PARTITION BY priority, source ORDER BY id) AS turn FROM outbox "
            "WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY priority, turn, id LIMIT $5";
        std::vector<std::int64_t> candidates;
        for (const auto& r : db.query(ranked, {now_ms, nullptr, nullptr, nullptr, std::int64_t{limit} * 4})) {
            candidates.push_back(r.integer(0));
        }
        if (candidates.empty()) return {};
        rows = store::in_transaction(db, [&] {
            std::set<std::int64_t> due;
            for (const auto& r : db.query("SELECT id FROM outbox WHERE id IN (" + id_list(candidates) +
                                              ") AND status = 'pending' AND next_attempt_at <= $1",
                                          {now_ms})) {
                due.insert(r.integer(0));
            }
            std::vector<std::int64_t> ids;
            for (const auto id : candidates) {
                if (due.contains(id) && ids.size() < static_cast<std::size_t>(limit)) ids.push_back(id);
            }
            if (ids.empty()) return std::vector<store::Row>{};
            return db.query(claim + id_list(ids) + returning, {nullptr, now_ms + lease_ms, nullptr, std::string(instance)});
        });
    }
    std::vector<OutboxRow> out;
    for (const auto& r : rows) {
        out.push_back({r.integer(0), r.text(1), r.text(2), r.text(3), r.text(4), r.text(5), r.text(6), r.text(7), r.text(8),
                       static_cast<int>(r.integer(9)), r.integer(10), static_cast<int>(r.integer(11)), r.text(12)});
    }
    // RETURNING keeps no order: the same order again, turns counted within the batch.
    std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
        return std::tie(a.priority, a.source, a.id) < std::tie(b.priority, b.source, b.id);
    });
    std::vector<std::pair<std::int64_t, std::size_t>> turn(out.size());
    for (std::size_t i = 0; i < out.size(); ++i) {
        const bool same = i > 0 && out[i].priority == out[i - 1].priority && out[i].source == out[i - 1].source;
        turn[i] = {same ? turn[i - 1].first + 1 : 0, i};
    }
    std::sort(turn.begin(), turn.end(), [&](const auto& a, const auto& b) {
        return std::tie(out[a.second].priority, a.first, out[a.second].id) < std::tie(out[b.second].priority, b.first, out[b.second].id);
    });
    std::vector<OutboxRow> ordered;
    ordered.reserve(out.size());
    for (const auto& [t, i] : turn) ordered.push_back(std::move(out[i]));
    return ordered;
}

std::int64_t renew_leases(store::Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms,
                          std::int64_t lease_ms) {
    if (ids.empty()) return 0;
    return db.execute("UPDATE outbox SET next_attempt_at = $2 WHERE claimed_by = $1 AND status = 'pending' AND id IN (" + id_list(ids) + ")",
                      {std::string(instance), now_ms + lease_ms});
}

std::int64_t release_claims(store::Database& db, std::string_view instance, std::int64_t now_ms) {
    return db.execute("UPDATE outbox SET next_attempt_at = $2, claimed_by = NULL WHERE claimed_by = $1 AND status = 'pending'",
                      {std::string(instance), now_ms});
}

std::int64_t release_rows(store::Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms) {
    if (ids.empty()) return 0;
    return db.execute("UPDATE outbox SET next_attempt_at = $2, claimed_by = NULL WHERE claimed_by = $1 AND status = 'pending' AND id IN (" +
                          id_list(ids) + ")",
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
