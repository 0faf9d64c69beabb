#pragma once
// The `outbox` table, and every statement on it: the rows a lead's transaction queues, the claims
// of the outbox worker (a work queue with leases), the results it records, the operator's
// requeue, and the counts /metrics and `outbox status` show. Nothing outside the store names the
// table; the outbox module (outbox/) decides the policy (which classes a sender claims, the
// visitor-mail budget, when a failed row is tried again) and calls these.
//
// Claims take the lowest priority class first (OutboxPriority: the firm's notification of an
// audit or quote request, other mail to the firm, mail to visitors, the newsletter's, webhooks);
// within a class the sources (a client's /64) take turns: the n-th due row of every source
// before the (n+1)-th of any, oldest first among equals. So a flood from one network, however many
// rows it queued, delays a real lead by one row per source. Claimed rows carry a short lease in
// the instance's name (renewed while it works on them), so a crashed instance's rows come back to
// the others soon, and to itself at once when it restarts.
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "store/database.hpp"
#include "store/records.hpp"

namespace store {

// --- Queued: rows written in the transaction of what caused them (outbox_inserts.cpp) ---------

// One of a lead's (or a subscription request's) messages, `lead_id` empty for a request, with its
// class and the source that posted it (the caller has checked a visitor mailbox's daily cap).
void insert_lead_message(Database& db, const std::string& lead_id, const OutboxMessage& m, std::int64_t now, const std::string& source);
// The same rows as one statement of a PostgreSQL pipelined batch: written only when the batch
// stored the lead `lead_id`, and, for a visitor's mailbox, under the daily cap in the same
// statement (`day_ago`: the start of the 24 h counted).
BatchStatement pipelined_lead_message(const std::string& lead_id, const OutboxMessage& m, std::int64_t created_at,
                                      const std::string& source, std::int64_t day_ago);
// A mail to the firm that belongs to no lead (the quarantine's daily digest), in its class.
void insert_firm_message(Database& db, const OutboxMessage& mail, std::int64_t now);
// A webhook that belongs to no lead (the erasure notice `lead.erased`).
void insert_webhook(Database& db, const std::string& url, const std::string& payload, std::int64_t now);

// --- Claimed: the worker's queue (outbox_claims.cpp) --------------------------------------------

struct OutboxRow {
    std::int64_t id = 0;
    std::string lead_id, channel, recipient, subject, body_text, body_html, headers_json, payload;
    int attempts = 0;
    std::int64_t created_at = 0;
    int priority = static_cast<int>(OutboxPriority::VisitorMail);
    std::string source;
};

// Up to `limit` due rows in sending order (priority class, turn of their source, id). With
// PostgreSQL, FOR UPDATE SKIP LOCKED: several instances never claim the same row. The rows
// record who claimed them (`claimed_by`) and how many times they were claimed (`claims`).
// `visitor_room`: how many mails to visitors (is_visitor_mail) may be among them, the rest of the
// hourly budget; negative: no limit. `highest`: the last class claimed (the first class's own
// sender claims only it).
std::vector<OutboxRow> claim_due(Database& db, std::int64_t now_ms, int limit, std::int64_t lease_ms,
                                 std::string_view instance = "local", std::int64_t visitor_room = -1,
                                 int highest = static_cast<int>(OutboxPriority::Webhook));
// Extends the lease of the rows `ids` that `instance` still holds; returns how many.
std::int64_t renew_leases(Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms,
                          std::int64_t lease_ms);
// On start: the rows this instance held when it died are due again at once (their lease would
// otherwise delay them). Returns how many.
std::int64_t release_claims(Database& db, std::string_view instance, std::int64_t now_ms);
// On stop: the rows `ids` claimed but not attempted are due again at once, for any instance.
std::int64_t release_rows(Database& db, std::string_view instance, std::span<const std::int64_t> ids, std::int64_t now_ms);

// --- Recorded: results of the sends, and the operator's requeue (outbox_results.cpp) -----------

// A row sent, with the Message-ID the mail went out with (empty for a webhook), recorded so that
// an erasure can tell the firm which delivered mails to delete.
struct SentRow {
    std::int64_t id;
    std::string message_id;
};
// Marks every row sent, in one statement (the senders' results are recorded together).
void mark_sent(Database& db, std::span<const SentRow> rows, std::int64_t now_ms);
// A failed attempt, the row's `attempts`-th: `failed` for good when `final` (it stays visible),
// else pending again from `next_attempt_at` (the outbox's retry policy decides both).
void mark_failed(Database& db, std::int64_t id, int attempts, bool final, std::int64_t next_attempt_at, std::string_view error);
// Requeues every failed row (id empty) or the one row `id`, which must be failed (a pending row
// is already queued; a sent one would go out twice), due now, attempts counted from zero (the
// last error stays visible until the next attempt). Returns how many rows were requeued; throws
// std::runtime_error for an id that names no failed row.
std::int64_t requeue_failed(Database& db, const std::string& id, std::int64_t now_ms);

// --- Counted: for /metrics, `outbox status` and the visitor-mail budget (outbox_counts.cpp) ---

// Rows per status (pending, sent, failed), absent statuses left out.
std::map<std::string, std::int64_t> outbox_status_counts(Database& db);
// The last rows that failed an attempt and are not sent, newest first.
struct FailedAttempt {
    std::int64_t id = 0;
    std::string recipient;
    std::int64_t attempts = 0;
    std::string last_error;
};
std::vector<FailedAttempt> last_failed_attempts(Database& db, int limit);
// The visitor-mail hourly budget's figures (issue 38): mails to visitors' addresses
// (is_visitor_mail: confirmations, guides, the newsletter's) recorded sent at or after
// `since_ms`, across every instance, counted up to `limit` (no more is needed); and those not yet
// sent. The firm's own notifications are not counted.
std::int64_t visitor_mails_sent_since(Database& db, std::int64_t since_ms, std::int64_t limit);
std::int64_t visitor_mails_pending(Database& db);

// --- About one address: the privacy export and erasure, and the retention purge (outbox_about.cpp)
// A row is about an address when it was sent to it or caused by one of its leads; a sender holds
// a row while it is claimed and its lease runs (at `now_ms`).

struct OutboxRecord {
    std::int64_t id = 0;
    std::string lead_id, channel, recipient, subject, status;
    std::int64_t attempts = 0;
    std::optional<std::int64_t> created_at, sent_at;
    std::string body_text, payload;
};
// Every row about `email`, oldest first (the privacy export).
std::vector<OutboxRecord> outbox_rows_about(Database& db, const std::string& email);
// A mail about the address: its Message-ID, recipient, and when it was sent (0: not known).
struct OutboxMail {
    std::string message_id, recipient;
    std::int64_t sent_at = 0;
};
// Deletes the rows about `email` that are not sent and that no sender holds; returns their ids.
std::vector<std::int64_t> cancel_unheld_about(Database& db, const std::string& email, std::int64_t now_ms);
// How many rows about `email` a sender holds; how many are neither sent nor held.
std::int64_t held_about(Database& db, const std::string& email, std::int64_t now_ms);
std::int64_t unheld_unsent_about(Database& db, const std::string& email, std::int64_t now_ms);
// The mails about `email` a sender holds (they may have reached the relay), and those sent.
std::vector<OutboxMail> held_mails_about(Database& db, const std::string& email, std::int64_t now_ms);
std::vector<OutboxMail> delivered_mails_about(Database& db, const std::string& email);
// Every address the outbox mails or mailed (a restore looks for erased addresses among them).
std::vector<std::string> mail_recipients(Database& db);
// Rows deleted: their ids (for their .eml copies) and how many the statement deleted.
struct DeletedRows {
    std::vector<std::int64_t> ids;
    std::int64_t count = 0;
};
// Deletes every row about `email`.
DeletedRows delete_rows_about(Database& db, const std::string& email);
// Deletes the rows created before `cutoff_ms` or caused by a lead created before it (retention).
DeletedRows delete_rows_before(Database& db, std::int64_t cutoff_ms);

}  // namespace store
