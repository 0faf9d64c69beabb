#include "store/lead_writes.hpp"

#include "crypto/crypto.hpp"

namespace store {
namespace {

Param opt(const std::optional<std::int64_t>& v) { return v ? Param{*v} : Param{nullptr}; }

WriteOutcome write_lead(Database& db, const LeadWrite& w) {
    const NewLead& l = w.lead;
    const auto existing = db.query("SELECT id FROM leads WHERE dedupe_key = $1 AND created_at >= $2 ORDER BY created_at LIMIT 1",
                                   {l.dedupe_key, l.created_at - kDedupeWindowMs});
    if (!existing.empty()) return {.ok = true, .lead_id = existing.front().text(0), .duplicate = true};
    if (w.duplicate_only) return {.ok = true};

    db.execute(
        "INSERT INTO leads (id, form_id, kind, email, fields, page, referrer, utm, consent_given, consent_at, policy_version, "
        "ip_hash, user_agent, dedupe_key, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
        {l.id, l.form_id, l.kind, l.email, l.fields_json, l.page, l.referrer, l.utm_json, std::int64_t{l.consent_given},
         opt(l.consent_at), l.policy_version, l.ip_hash, l.user_agent, l.dedupe_key, l.created_at});

    StoredLead stored{l.id, {}};
    if (w.subscriber) {
        const NewSubscriber& s = *w.subscriber;
        // A re-subscription re-activates the address and refreshes its consent; the token stays.
        const auto rows = db.query(
            "INSERT INTO subscribers (email, first_name, consent_at, policy_version, unsubscribe_token, created_at) "
            "VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL, "
            "consent_at = excluded.consent_at, policy_version = excluded.policy_version, "
            "first_name = CASE WHEN excluded.first_name = '' THEN subscribers.first_name ELSE excluded.first_name END "
            "RETURNING unsubscribe_token",
            {s.email, s.first_name, s.consent_at, s.policy_version, s.token, l.created_at});
        stored.unsubscribe_token = rows.empty() ? s.token : rows.front().text(0);
    }
    {
        std::vector<OutboxMessage> built;
        if (w.outbox) built = w.outbox(stored);
        for (const OutboxMessage& m : w.outbox ? built : w.outbox_messages) {
            db.execute(
                "INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, body_html, headers, payload, status, "
                "attempts, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', 0, $9, $9)",
                {l.id, m.channel, m.recipient, m.subject, m.body_text, m.body_html, m.headers_json.empty() ? "{}" : m.headers_json,
                 m.payload, l.created_at});
        }
    }
    return {.ok = true, .lead_id = l.id};
}

WriteOutcome count_bot(Database& db, const BotWrite& w) {
    db.execute(
        "INSERT INTO bot_submissions (form_id, day, count) VALUES ($1, $2, 1) "
        "ON CONFLICT (form_id, day) DO UPDATE SET count = bot_submissions.count + 1",
        {w.form_id, w.day});
    return {.ok = true};
}

WriteOutcome unsubscribe(Database& db, const UnsubscribeWrite& w) {
    const auto changed = db.execute(
        "UPDATE subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, $2) WHERE unsubscribe_token = $1", {w.token, now_ms()});
    return {.ok = true, .found = changed > 0};
}

}  // namespace

WriteOutcome apply_write(Database& db, const Write& write) {
    return std::visit(
        [&](const auto& w) -> WriteOutcome {
            using T = std::decay_t<decltype(w)>;
            if constexpr (std::is_same_v<T, LeadWrite>) return write_lead(db, w);
            else if constexpr (std::is_same_v<T, BotWrite>) return count_bot(db, w);
            else return unsubscribe(db, w);
        },
        write);
}

std::string ip_hash_secret(Database& db) {
    const char* const select = "SELECT value FROM settings WHERE key = 'ip_hash_secret'";
    if (auto rows = db.query(select); !rows.empty()) return rows.front().text(0);
    // ON CONFLICT: another instance may have created it meanwhile; everyone reads back the winner.
    db.execute("INSERT INTO settings (key, value) VALUES ('ip_hash_secret', $1) ON CONFLICT (key) DO NOTHING",
               {crypto::random_hex(32)});
    return db.query(select).at(0).text(0);
}

}  // namespace store
