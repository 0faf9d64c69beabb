#include "store/outbox_table.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace store {
namespace {

std::string id_list(std::span<const std::int64_t> ids) {
    std::string list;  // integers of our own: nothing to escape
    for (const auto id : ids) list += (list.empty() ? "" : ",") + std::to_string(id);
    return list;
}

struct Candidate {
    std::int64_t id;
    int priority;
};

// The candidates: the first `count` due rows by (priority, turn, id) among the classes from
// `lowest` to `highest`, where a row's turn is its rank among the due rows of its class and
// source, read from the (status, priority, source, id) index. Outside any transaction: a scan of
// the queue must not hold the lock lead commits wait for.
std::vector<Candidate> ranked_candidates(Database& db, std::int64_t now_ms, std::int64_t count, int lowest, int highest) {
    // PostgreSQL: without numbering every due row at each claim (117 ms a claim with 10,000 rows
    // queued, a third of its time in a flood of leads): the first `count` rows by (priority,
    // turn, id) have turns of at most `count`, so the first `count` rows of each class and source
    // are enough, the classes and sources found by skipping through the index, one probe each.
    // Each source's rows are read from its oldest queued one (the probe's id): the planner, with
    // statistics taken while the queue was long, otherwise read them along the primary key from
    // the table's first row, through every row already sent (3,648 of them, 88 ms, for one claim
    // in a flood). The classes are a range of the index's leading column, so rows of the classes
    // left out (visitor mail over its budget) are not even skipped over.
    // SQLite (no LATERAL) numbers every due row, in memory, fast enough.
    const std::string sql =
        db.dialect() == Dialect::Postgres
            ? "WITH RECURSIVE sources AS ("
              "(SELECT priority, source, id FROM outbox WHERE status = 'pending' AND priority BETWEEN $3 AND $4 "
              "ORDER BY priority, source, id LIMIT 1) UNION ALL "
              "SELECT n.priority, n.source, n.id FROM sources s, LATERAL (SELECT priority, source, id FROM outbox WHERE status = 'pending' "
              "AND (priority, source) > (s.priority, s.source) AND priority <= $4 ORDER BY priority, source, id LIMIT 1) n) "
              "SELECT c.id, c.priority FROM sources s, LATERAL (SELECT id, priority, ROW_NUMBER() OVER (ORDER BY id) AS turn FROM outbox "
              "WHERE status = 'pending' AND priority = s.priority AND source = s.source AND id >= s.id AND next_attempt_at <= $1 "
              "ORDER BY id LIMIT $2) c ORDER BY c.priority, c.turn, c.id LIMIT $2"
            : "SELECT id, priority FROM (SELECT id, priority, ROW_NUMBER() OVER (PARTITION BY priority, source ORDER BY id) AS turn "
              "FROM outbox WHERE status = 'pending' AND priority BETWEEN $3 AND $4 AND next_attempt_at <= $1) "
              "ORDER BY priority, turn, id LIMIT $2";
    std::vector<Candidate> out;
    for (const auto& r : db.query(sql, {now_ms, count, std::int64_t{lowest}, std::int64_t{highest}})) {
        out.push_back({r.integer(0), static_cast<int>(r.integer(1))});
    }
    return out;
}

// Every class, or, when no visitor mail may go now, the classes before and after visitor mail;
// then at most `visitor_room` visitor mails among them, the first ones.
std::vector<std::int64_t> claimable(Database& db, std::int64_t now_ms, std::int64_t count, std::int64_t visitor_room,
                                    int highest) {
    using P = OutboxPriority;
    std::vector<Candidate> found;
    if (visitor_room == 0 && highest >= static_cast<int>(P::VisitorMail)) {
        found = ranked_candidates(db, now_ms, count, static_cast<int>(P::LeadUrgent), static_cast<int>(P::VisitorMail) - 1);
        if (static_cast<std::int64_t>(found.size()) < count && highest > static_cast<int>(P::Newsletter)) {
            const auto after = ranked_candidates(db, now_ms, count - static_cast<std::int64_t>(found.size()),
                                                 static_cast<int>(P::Newsletter) + 1, highest);
            found.insert(found.end(), after.begin(), after.end());
        }
    } else {
        found = ranked_candidates(db, now_ms, count, static_cast<int>(P::LeadUrgent), highest);
    }
    std::vector<std::int64_t> ids;
    std::int64_t visitor_mails = 0;
    for (const auto& c : found) {
        if (is_visitor_mail(c.priority) && visitor_room >= 0 && visitor_mails++ >= visitor_room) continue;
        ids.push_back(c.id);
    }
    return ids;
}

}  // namespace

std::vector<OutboxRow> claim_due(Database& db, std::int64_t now_ms, int limit, std::int64_t lease_ms,
                                 std::string_view instance, std::int64_t visitor_room, int highest) {
    const auto wanted = static_cast<std::size_t>(limit);
    const auto candidates = claimable(db, now_ms, std::int64_t{limit} * 4, visitor_room, highest);
    if (candidates.empty()) return {};
    // Then, in one transaction, the first `limit` candidates still due that no other instance
    // holds (PostgreSQL locks them, skipping those locked elsewhere; SQLite's write lock is the
    // database's), claimed in that order. Rows are found by primary key only, the state checked
    // here: a queue that grew in seconds looks small to PostgreSQL's planner, which then read
    // every due row to match a few candidates.
    const bool postgres = db.dialect() == Dialect::Postgres;
    const auto rows = in_transaction(db, [&] {
        std::vector<std::int64_t> ids;
        for (std::size_t at = 0; at < candidates.size() && ids.size() < wanted; at += wanted) {
            const std::span<const std::int64_t> chunk(candidates.data() + at, std::min(wanted, candidates.size() - at));
            std::set<std::int64_t> due;
            for (const auto& r : db.query("SELECT id, status, next_attempt_at FROM outbox WHERE id IN (" + id_list(chunk) + ")" +
                                          (postgres ? " FOR UPDATE SKIP LOCKED" : ""))) {
                if (r.text(1) == "pending" && r.integer(2) <= now_ms) due.insert(r.integer(0));
            }
            for (const auto id : chunk) {
                if (due.contains(id) && ids.size() < wanted) ids.push_back(id);
            }
        }
        if (ids.empty()) return std::vector<Row>{};
        return db.query("UPDATE outbox SET next_attempt_at = $1, claimed_by = $2, claims = claims + 1 WHERE id IN (" + id_list(ids) +
                            ") RETURNING id, lead_id, channel, recipient, subject, body_text, body_html, headers, payload, attempts, "
                            "created_at, priority, source",
                        {now_ms + lease_ms, std::string(instance)});
    });
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

std::int64_t renew_leases(Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms,
                          std::int64_t lease_ms) {
    if (ids.empty()) return 0;
    return db.execute("UPDATE outbox SET next_attempt_at = $2 WHERE claimed_by = $1 AND status = 'pending' AND id IN (" + id_list(ids) + ")",
                      {std::string(instance), now_ms + lease_ms});
}

std::int64_t release_claims(Database& db, std::string_view instance, std::int64_t now_ms) {
    return db.execute("UPDATE outbox SET next_attempt_at = $2, claimed_by = NULL WHERE claimed_by = $1 AND status = 'pending'",
                      {std::string(instance), now_ms});
}

std::int64_t release_rows(Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms) {
    if (ids.empty()) return 0;
    return db.execute("UPDATE outbox SET next_attempt_at = $2, claimed_by = NULL WHERE claimed_by = $1 AND status = 'pending' AND id IN (" +
                          id_list(ids) + ")",
                      {std::string(instance), now_ms});
}

}  // namespace store
