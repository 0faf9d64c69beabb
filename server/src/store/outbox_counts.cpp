#include "store/outbox_table.hpp"

namespace store {

std::map<std::string, std::int64_t> outbox_status_counts(Database& db) {
    std::map<std::string, std::int64_t> counts;
    for (const auto& r : db.query("SELECT status, COUNT(*) FROM outbox GROUP BY status ORDER BY status")) counts[r.text(0)] = r.integer(1);
    return counts;
}

std::vector<FailedAttempt> last_failed_attempts(Database& db, int limit) {
    std::vector<FailedAttempt> out;
    for (const auto& r : db.query("SELECT id, recipient, attempts, last_error FROM outbox WHERE status <> 'sent' "
                                  "AND last_error IS NOT NULL ORDER BY id DESC LIMIT $1",
                                  {std::int64_t{limit}})) {
        out.push_back({r.integer(0), r.text(1), r.integer(2), r.text(3)});
    }
    return out;
}

// The classes are written out as numbers in the SQL so that PostgreSQL and SQLite use the partial
// index of migration 9 (outbox_visitor_sent, WHERE priority IN (3, 4)).
static_assert(static_cast<int>(OutboxPriority::VisitorMail) == 3 && static_cast<int>(OutboxPriority::Newsletter) == 4);

std::int64_t visitor_mails_sent_since(Database& db, std::int64_t since_ms, std::int64_t limit) {
    return db.query("SELECT COUNT(*) FROM (SELECT 1 FROM outbox WHERE priority IN (3, 4) AND sent_at >= $1 LIMIT $2) AS recent",
                    {since_ms, limit})
        .at(0)
        .integer(0);
}

std::int64_t visitor_mails_pending(Database& db) {
    return db.query("SELECT COUNT(*) FROM outbox WHERE status = 'pending' AND priority IN (3, 4)").at(0).integer(0);
}

}  // namespace store
