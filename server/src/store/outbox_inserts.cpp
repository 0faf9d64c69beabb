#include "store/outbox_table.hpp"

#include "store/lead_writes.hpp"

namespace store {

void insert_lead_message(Database& db, const std::string& lead_id, const OutboxMessage& m, std::int64_t now, const std::string& source) {
    db.execute(
        "INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, body_html, headers, payload, status, "
        "attempts, next_attempt_at, created_at, priority, source) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', 0, $9, $9, "
        "$10, $11)",
        {lead_id, m.channel, m.recipient, m.subject, m.body_text, m.body_html, m.headers_json.empty() ? "{}" : m.headers_json,
         m.payload, now, std::int64_t{static_cast<int>(m.priority)}, source});
}

BatchStatement pipelined_lead_message(const std::string& lead_id, const OutboxMessage& m, std::int64_t created_at,
                                      const std::string& source, std::int64_t day_ago) {
    // Only when this write stored its lead (its id is random: present only if inserted), with its
    // priority class and source (the outbox's order), and, for a visitor's mailbox, under the
    // daily cap counted as lead_writes.cpp does: tags folded, counted in visitor_mails under the
    // mailbox's lock (taken with the batch's, pipelined_writes.cpp lock_keys()), the count and
    // the insert one step across writers.
    std::vector<Param> params{lead_id, m.channel, m.recipient, m.subject, m.body_text, m.body_html,
                              m.headers_json.empty() ? "{}" : m.headers_json, m.payload, created_at,
                              std::int64_t{static_cast<int>(m.priority)}, source};
    const std::string insert =
        "INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, body_html, headers, payload, status, attempts, "
        "next_attempt_at, created_at, priority, source) SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'pending', 0, $9::bigint, "
        "$9::bigint, $10::integer, $11 ";
    if (!m.to_visitor) return {insert + "WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)", std::move(params)};
    params.emplace_back(visitor_mailbox_key(m.recipient));
    params.emplace_back(day_ago);
    params.emplace_back(kVisitorMailsPerDay);
    return {"WITH counted AS (INSERT INTO visitor_mails (mailbox, created_at) SELECT $12, $9::bigint WHERE EXISTS "
            "(SELECT 1 FROM leads WHERE id = $1) AND (SELECT COUNT(*) FROM visitor_mails WHERE mailbox = $12 AND "
            "created_at > $13::bigint) < $14::bigint RETURNING 1) " +
                insert + "WHERE EXISTS (SELECT 1 FROM counted)",
            std::move(params)};
}

void insert_firm_message(Database& db, const OutboxMessage& mail, std::int64_t now) {
    db.execute(
        "INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, body_html, headers, payload, status, attempts, "
        "next_attempt_at, created_at, priority) VALUES (NULL, $1, $2, $3, $4, $5, $6, '', 'pending', 0, $7, $7, $8)",
        {mail.channel, mail.recipient, mail.subject, mail.body_text, mail.body_html, mail.headers_json, now,
         std::int64_t{static_cast<int>(OutboxPriority::FirmMessage)}});
}

void insert_webhook(Database& db, const std::string& url, const std::string& payload, std::int64_t now) {
    db.execute("INSERT INTO outbox (lead_id, channel, recipient, payload, status, attempts, next_attempt_at, created_at, priority) "
               "VALUES (NULL, 'webhook', $1, $2, 'pending', 0, $3, $3, $4)",
               {url, payload, now, static_cast<std::int64_t>(OutboxPriority::Webhook)});
}

}  // namespace store
