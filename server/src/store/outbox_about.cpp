#include "store/outbox_table.hpp"

namespace store {
namespace {

// The rows about an address: sent to it, or caused by one of its leads.
constexpr const char* kAbout = "(recipient = $1 OR lead_id IN (SELECT id FROM leads WHERE email = $1))";
// A row is in a sender's hands while it is claimed and its lease runs ($2: now).
constexpr const char* kHeld = "(status = 'pending' AND claimed_by IS NOT NULL AND next_attempt_at > $2)";

std::string about(std::string_view rest) { return std::string("FROM outbox WHERE ") + kAbout + std::string(rest); }

std::vector<std::int64_t> ids_of(const std::vector<Row>& rows) {
    std::vector<std::int64_t> ids;
    ids.reserve(rows.size());
    for (const auto& r : rows) ids.push_back(r.integer(0));
    return ids;
}

std::optional<std::int64_t> time_of(const Row& row, std::size_t i) {
    if (row.is_null(i)) return std::nullopt;
    return row.integer(i);
}

}  // namespace

std::vector<OutboxRecord> outbox_rows_about(Database& db, const std::string& email) {
    std::vector<OutboxRecord> out;
    for (const auto& r : db.query("SELECT id, lead_id, channel, recipient, subject, status, attempts, created_at, sent_at, body_text, payload " +
                                      about(" ORDER BY id"),
                                  {email})) {
        out.push_back({r.integer(0), r.text(1), r.text(2), r.text(3), r.text(4), r.text(5), r.integer(6), time_of(r, 7), time_of(r, 8),
                       r.text(9), r.text(10)});
    }
    return out;
}

std::vector<std::int64_t> cancel_unheld_about(Database& db, const std::string& email, std::int64_t now_ms) {
    const auto ids = ids_of(db.query("SELECT id " + about(std::string(" AND status <> 'sent' AND NOT ") + kHeld), {email, now_ms}));
    for (const auto id : ids) db.execute("DELETE FROM outbox WHERE id = $1", {id});
    return ids;
}

std::int64_t held_about(Database& db, const std::string& email, std::int64_t now_ms) {
    return db.query("SELECT COUNT(*) " + about(std::string(" AND ") + kHeld), {email, now_ms}).at(0).integer(0);
}

std::int64_t unheld_unsent_about(Database& db, const std::string& email, std::int64_t now_ms) {
    return db.query("SELECT COUNT(*) " + about(std::string(" AND status <> 'sent' AND NOT ") + kHeld), {email, now_ms}).at(0).integer(0);
}

std::vector<OutboxMail> held_mails_about(Database& db, const std::string& email, std::int64_t now_ms) {
    std::vector<OutboxMail> out;
    for (const auto& r : db.query("SELECT message_id, recipient " + about(std::string(" AND channel = 'email' AND ") + kHeld + " ORDER BY id"),
                                  {email, now_ms})) {
        out.push_back({r.text(0), r.text(1), 0});
    }
    return out;
}

std::vector<OutboxMail> delivered_mails_about(Database& db, const std::string& email) {
    std::vector<OutboxMail> out;
    for (const auto& r : db.query("SELECT message_id, recipient, sent_at " + about(" AND channel = 'email' AND status = 'sent' ORDER BY id"), {email})) {
        out.push_back({r.text(0), r.text(1), r.is_null(2) ? 0 : r.integer(2)});
    }
    return out;
}

std::vector<std::string> mail_recipients(Database& db) {
    std::vector<std::string> out;
    for (const auto& r : db.query("SELECT DISTINCT recipient FROM outbox WHERE channel = 'email'")) out.push_back(r.text(0));
    return out;
}

DeletedRows delete_rows_about(Database& db, const std::string& email) {
    DeletedRows d;
    d.ids = ids_of(db.query("SELECT id " + about(""), {email}));
    d.count = db.execute("DELETE " + about(""), {email});
    return d;
}

DeletedRows delete_rows_before(Database& db, std::int64_t cutoff_ms) {
    constexpr const char* kOld = "FROM outbox WHERE created_at < $1 OR lead_id IN (SELECT id FROM leads WHERE created_at < $1)";
    DeletedRows d;
    d.ids = ids_of(db.query(std::string("SELECT id ") + kOld, {cutoff_ms}));
    d.count = db.execute(std::string("DELETE ") + kOld, {cutoff_ms});
    return d;
}

}  // namespace store
