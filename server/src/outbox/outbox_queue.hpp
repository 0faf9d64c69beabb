#pragma once
// The outbox table as a work queue: claim due rows with a short lease in the instance's name
// (renewed while the instance works on them, so a crashed instance's rows come back to the
// others soon, and to itself at once when it restarts), then mark each sent, as soon as the
// transport accepted it, or failed with exponential backoff.
//
// Claims take the lowest priority class first (store::OutboxPriority: the firm's notification of
// an audit or quote request, other mail to the firm, mail to visitors, the newsletter's, webhooks);
// within a class the sources (a client's /64) take turns:
// the n-th due row of every source before the (n+1)-th of any, oldest first among equals. So a
// flood from one network, however many rows it queued, delays a real lead by one row per source.
#include <chrono>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "store/database.hpp"
#include "store/records.hpp"

namespace outbox {

struct OutboxRow {
    std::int64_t id = 0;
    std::string lead_id, channel, recipient, subject, body_text, body_html, headers_json, payload;
    int attempts = 0;
    std::int64_t created_at = 0;
    int priority = static_cast<int>(store::OutboxPriority::VisitorMail);
    std::string source;
};

// Delay before the next try after `failures` failed attempts: base × 2^(failures-1), capped.
std::chrono::milliseconds retry_delay(int failures, std::chrono::milliseconds base = std::chrono::seconds(30),
                                      std::chrono::milliseconds cap = std::chrono::hours(1));

// Up to `limit` due rows in sending order (priority class, turn of their source, id). With
// PostgreSQL, FOR UPDATE SKIP LOCKED: several instances never claim the same row. The rows
// record who claimed them (`claimed_by`) and how many times they were claimed (`claims`).
// `visitor_room`: how many mails to visitors (store::is_visitor_mail) may be among them, the
// rest of the hourly budget; negative: no limit. `highest`: the last class claimed (the first
// class's own sender claims only it).
std::vector<OutboxRow> claim_due(store::Database& db, std::int64_t now_ms, int limit, std::int64_t lease_ms,
                                 std::string_view instance = "local", std::int64_t visitor_room = -1,
                                 int highest = static_cast<int>(store::OutboxPriority::Webhook));
// Extends the lease of the rows `ids` that `instance` still holds; returns how many.
std::int64_t renew_leases(store::Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms,
                          std::int64_t lease_ms);
// On start: the rows this instance held when it died are due again at once (their lease would
// otherwise delay them). Returns how many.
std::int64_t release_claims(store::Database& db, std::string_view instance, std::int64_t now_ms);
// On stop: the rows `ids` claimed but not attempted are due again at once, for any instance.
std::int64_t release_rows(store::Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms);
// A row sent, with the Message-ID the mail went out with (empty for a webhook), recorded so that
// an erasure can tell the firm which delivered mails to delete.
struct SentRow {
    std::int64_t id;
    std::string message_id;
};
// Marks every row sent, in one statement (the senders' results are recorded together).
void mark_sent(store::Database& db, std::span<const SentRow> rows, std::int64_t now_ms);
// Returns true when the row is now `failed` for good (attempts exhausted); it stays visible.
bool mark_failed(store::Database& db, const OutboxRow& row, std::string_view error, std::int64_t now_ms, int max_attempts,
                 std::chrono::milliseconds base_delay);

}  // namespace outbox
