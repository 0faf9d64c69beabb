#include "store/outbox_budget.hpp"

#include "store/records.hpp"

namespace store {

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
