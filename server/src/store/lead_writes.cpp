#include "store/lead_writes.hpp"

#include <algorithm>
#include <cctype>

#include "crypto/crypto.hpp"
#include "store/outbox_table.hpp"
#include "store/quarantine_writes.hpp"

namespace store {
namespace {

Param opt(const std::optional<std::int64_t>& v) { return v ? Param{*v} : Param{nullptr}; }

constexpr std::int64_t kDayMs = 86'400'000;

// Mail to a visitor's mailbox is capped per 24 h whoever asks (a form cannot become a way to
// flood someone); the firm's own notifications are not counted against anyone. Tags fold
// (name+x@ is name@'s mailbox), and the count is kept per mailbox hash in visitor_mails. With
// PostgreSQL a transaction-scoped advisory lock on the mailbox makes the count and the insert
// one step across instances; SQLite has one writer at a time. The PostgreSQL store's pipelined
// batches state the same rule in SQL of their own (pipelined_writes.cpp): keep the two in step.
bool visitor_cap_reached(Database& db, const std::string& recipient, std::int64_t now) {
    const std::string key = visitor_mailbox_key(recipient);
    if (db.dialect() == Dialect::Postgres) db.query("SELECT pg_advisory_xact_lock(hashtextextended($1, $2))", {key, kMailboxLockSeed});
    const auto rows = db.query("SELECT COUNT(*) FROM visitor_mails WHERE mailbox = $1 AND created_at > $2", {key, now - kDayMs});
    if (!rows.empty() && rows.front().integer(0) >= kVisitorMailsPerDay) return true;
    db.execute("INSERT INTO visitor_mails (mailbox, created_at) VALUES ($1, $2)", {key, now});
    return false;
}

void insert_outbox(Database& db, const std::string& lead_id, const std::vector<OutboxMessage>& messages, std::int64_t now,
                   const std::string& source) {
    for (const OutboxMessage& m : messages) {
        if (m.to_visitor && visitor_cap_reached(db, m.recipient, now)) continue;
        insert_lead_message(db, lead_id, m, now, source);
    }
}

// A released post leaves the quarantine, and the firm's daily digest lists it.
void release(Database& db, const std::string& quarantine_id, const std::string& lead_id, const std::string& form_id) {
    if (quarantine_id.empty()) return;
    if (db.execute("DELETE FROM quarantine WHERE id = $1", {quarantine_id}) == 0) return;
    db.execute("INSERT INTO quarantine_releases (quarantine_id, lead_id, form_id, released_at) VALUES ($1, $2, $3, $4)",
               {quarantine_id, lead_id, form_id, now_ms()});
}

WriteOutcome write_lead(Database& db, const LeadWrite& w) {
    const NewLead& l = w.lead;
    // Another writer's uncommitted lead under the same key is waited for, then seen (as the
    // pipelined batches do, pipelined_writes.cpp).
    if (db.dialect() == Dialect::Postgres) db.query("SELECT pg_advisory_xact_lock(hashtextextended($1, $2))", {l.dedupe_key, kDedupeLockSeed});
    const auto existing = db.query("SELECT id FROM leads WHERE dedupe_key = $1 AND created_at >= $2 ORDER BY created_at LIMIT 1",
                                   {l.dedupe_key, l.created_at - kDedupeWindowMs});
    if (!existing.empty()) {
        release(db, w.released_from, existing.front().text(0), l.form_id);
        return {.ok = true, .lead_id = existing.front().text(0), .duplicate = true};
    }
    if (w.duplicate_only) return {.ok = true};

    db.execute(
        "INSERT INTO leads (id, form_id, kind, email, fields, page, referrer, utm, consent_given, consent_at, policy_version, "
        "ip_hash, user_agent, dedupe_key, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
        {l.id, l.form_id, l.kind, l.email, l.fields_json, l.page, l.referrer, l.utm_json, std::int64_t{l.consent_given},
         opt(l.consent_at), l.policy_version, l.ip_hash, l.user_agent, l.dedupe_key, l.created_at});

    StoredLead stored{l.id, {}};
    if (w.subscriber) {
        const NewSubscriber& s = *w.subscriber;
        // Only a confirmed opt-in gets here: it re-activates the address and refreshes its
        // consent record; the unsubscribe token stays, so old links keep working.
        const auto rows = db.query(
            "INSERT INTO subscribers (email, first_name, consent_at, policy_version, unsubscribe_token, created_at, consent_form) "
            "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL, "
            "consent_at = excluded.consent_at, policy_version = excluded.policy_version, consent_form = excluded.consent_form, "
            "first_name = CASE WHEN excluded.first_name = '' THEN subscribers.first_name ELSE excluded.first_name END "
            "RETURNING unsubscribe_token",
            {s.email, s.first_name, s.consent_at, s.policy_version, s.token, l.created_at, s.consent_form});
        stored.unsubscribe_token = rows.empty() ? s.token : rows.front().text(0);
    }
    if (w.outbox) insert_outbox(db, l.id, w.outbox(stored), l.created_at, w.outbox_source);
    else insert_outbox(db, l.id, w.outbox_messages, l.created_at, w.outbox_source);
    release(db, w.released_from, l.id, l.form_id);
    return {.ok = true, .lead_id = l.id};
}

WriteOutcome request_subscription(Database& db, const SubscriptionRequestWrite& w) {
    const SubscriptionRequest& r = w.request;
    release(db, w.released_from, r.id, r.form_id);
    // Known address or not, the request is written and committed the same way (an answer
    // without a write used to skip the fsync: its time told that the address was subscribed).
    // Only the mail differs: an active subscriber is not mailed again.
    const auto active = db.query("SELECT 1 FROM subscribers WHERE email = $1 AND unsubscribed_at IS NULL", {r.email});
    db.execute(
        "INSERT INTO subscription_requests (id, email, first_name, form_id, policy_version, fields, page, referrer, utm, ip_hash, "
        "user_agent, requested_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        {r.id, r.email, r.first_name, r.form_id, r.policy_version, r.fields_json, r.page, r.referrer, r.utm_json, r.ip_hash,
         r.user_agent, r.requested_at, r.expires_at});
    // The confirmation request belongs to no lead yet: erasure finds it by recipient.
    if (w.outbox && active.empty()) insert_outbox(db, {}, w.outbox({r.id, {}}), r.requested_at, w.outbox_source);
    return {.ok = true, .lead_id = r.id};
}

WriteOutcome confirm_subscription(Database& db, const ConfirmSubscriptionWrite& w) {
    const auto rows = db.query(
        "SELECT id, email, first_name, form_id, policy_version, fields, page, referrer, utm, ip_hash, user_agent, requested_at, "
        "expires_at, confirmed_at FROM subscription_requests WHERE id = $1",
        {w.request_id});
    if (rows.empty()) return {.ok = true, .found = false};
    const Row& row = rows.front();
    // A second click on the same link changes nothing and says it is done.
    if (!row.is_null(13)) return {.ok = true, .found = true};
    if (row.integer(12) < w.confirmed_at) return {.ok = true, .found = false};
    const SubscriptionRequest r{row.text(0), row.text(1), row.text(2), row.text(3), row.text(4), row.text(5), row.text(6),
                                row.text(7), row.text(8), row.text(9), row.text(10), row.integer(11), row.integer(12)};
    db.execute("UPDATE subscription_requests SET confirmed_at = $2 WHERE id = $1", {r.id, w.confirmed_at});

    LeadWrite lead;
    lead.lead = {w.lead_id, r.form_id, "newsletter", r.email, r.fields_json, r.page, r.referrer, r.utm_json, true,
                 w.confirmed_at, r.policy_version, r.ip_hash, r.user_agent, crypto::sha256_hex("confirmed\n" + r.id), w.confirmed_at};
    lead.subscriber = NewSubscriber{r.email, r.first_name, r.policy_version, w.token, w.confirmed_at, r.form_id};
    if (w.outbox) lead.outbox = [&](const StoredLead& stored) { return w.outbox(r, stored); };
    WriteOutcome outcome = write_lead(db, lead);
    outcome.found = true;
    return outcome;
}

WriteOutcome quarantine(Database& db, const QuarantineWrite& q) {
    WriteOutcome outcome = store_quarantined(db, q);
    insert_outbox(db, {}, q.outbox_messages, q.created_at, q.source);
    return outcome;
}

WriteOutcome release_quarantined(Database& db, const ReleaseQuarantinedWrite& w) {
    const auto rows = db.query(
        "SELECT id, form_id, submission, page, referrer, utm, ip_hash, user_agent, created_at FROM quarantine WHERE id = $1",
        {w.quarantine_id});
    if (rows.empty() || !w.build) return {.ok = true, .found = false};
    const Row& r = rows.front();
    auto built = w.build({r.text(0), r.text(1), r.text(2), r.text(3), r.text(4), r.text(5), r.text(6), r.text(7), r.integer(8)});
    if (!built) return {.ok = true, .found = false};
    WriteOutcome outcome = std::visit(
        [&](auto& released) {
            released.released_from = w.quarantine_id;
            if constexpr (std::is_same_v<std::decay_t<decltype(released)>, LeadWrite>) return write_lead(db, released);
            else return request_subscription(db, released);
        },
        *built);
    outcome.found = true;
    return outcome;
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
            else if constexpr (std::is_same_v<T, SubscriptionRequestWrite>) return request_subscription(db, w);
            else if constexpr (std::is_same_v<T, ConfirmSubscriptionWrite>) return confirm_subscription(db, w);
            else if constexpr (std::is_same_v<T, QuarantineWrite>) return quarantine(db, w);
            else if constexpr (std::is_same_v<T, ReleaseQuarantinedWrite>) return release_quarantined(db, w);
            else return unsubscribe(db, w);
        },
        write);
}

std::string visitor_mailbox(std::string_view address) {
    std::string lower(address);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const auto at = lower.rfind('@');
    if (at == std::string::npos) return lower;
    std::string local = lower.substr(0, std::min(at, lower.find('+')));
    std::string domain = lower.substr(at + 1);
    // Gmail delivers every dotted spelling, and googlemail.com, to the same inbox.
    if (domain == "googlemail.com") domain = "gmail.com";
    if (domain == "gmail.com") std::erase(local, '.');
    return local + "@" + domain;
}

std::string visitor_mailbox_key(std::string_view address) { return crypto::sha256_hex("mailbox\n" + visitor_mailbox(address)); }

std::int64_t quarantine_count(Database& db) { return db.query("SELECT COUNT(*) FROM quarantine").at(0).integer(0); }

}  // namespace store
