#pragma once
// Operator queries behind the command line: listing, export, Law 25 access and erasure, retention.
#include <boost/json/object.hpp>
#include <cstdint>
#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/database.hpp"
#include "store/outbox_table.hpp"

namespace store {

struct LeadRow {
    std::string id, form_id, kind, email, fields_json, page, referrer, utm_json, policy_version;
    bool consent_given = false;
    std::optional<std::int64_t> consent_at;
    std::int64_t created_at = 0;
};

// Oldest first; `since_ms` keeps leads created at or after it.
std::vector<LeadRow> list_leads(Database& db, std::optional<std::int64_t> since_ms);

// Whether a quarantined post's raw text (fields as typed, not validated) mentions the person.
// Empty: the text, ASCII lower-cased, contains the address.
using MentionsAddress = std::function<bool(std::string_view raw_text)>;

// Everything stored about one address (given normalised): its leads, its subscription, the
// outbox rows about it, and the quarantined posts whose raw fields mention it.
boost::json::object privacy_export(Database& db, std::string_view email, const MentionsAddress& mentions = {});

// `outbox_dir` holds the .eml copies of outbox rows (no SMTP configured): those of the deleted
// rows are deleted too, after the commit. Empty: no files to look at.
// Then the SQLite WAL is checkpointed and truncated, so no copy of the address stays in it.
// What the erasure cannot reach is listed for the firm to act on: the mails already delivered
// (their Message-IDs, to delete them from the mailboxes) and, when `erased_webhook_url` is set,
// the CRM's copy, told by a signed `lead.erased` webhook queued in the same transaction (it
// names the erased leads by id, never the address).
using DeliveredMail = OutboxMail;
struct EraseCounts {
    std::int64_t leads = 0, subscribers = 0, outbox = 0, files = 0, subscription_requests = 0, quarantine = 0;
    bool log_truncated = true;
    std::vector<DeliveredMail> delivered;
    // Mails about the person a sender had claimed and was still working on when the erasure
    // gave up waiting (`in_flight_wait`): they may have reached the relay.
    std::vector<DeliveredMail> in_flight;
    std::int64_t cancelled = 0;  // mails queued and never sent, cancelled
    std::vector<std::string> lead_ids;
    bool webhook_queued = false;
};
// An erasure during sending: the person's queued mails no sender holds are cancelled first (so
// none is claimed after), then the erasure waits, at most `in_flight_wait`, for the senders to
// finish those they hold (marked sent: listed as delivered, with their Message-ID; released or
// failed: cancelled too), so what it reports as delivered is what the relay accepted.
EraseCounts privacy_erase(Database& db, std::string_view email, const std::filesystem::path& outbox_dir = {},
                          const std::string& erased_webhook_url = {}, const MentionsAddress& mentions = {},
                          std::chrono::milliseconds in_flight_wait = std::chrono::seconds(30));

struct PurgeCounts {
    std::int64_t leads = 0, outbox = 0, subscribers = 0, bot_days = 0, files = 0, quarantine = 0, subscription_requests = 0;
    bool log_truncated = true;
};
// Removes leads and their outbox rows older than the cutoff, unsubscribed addresses whose
// unsubscription is older, and bot counts of older days; quarantined posts and unconfirmed
// newsletter sign-ups after 30 days at most. Active subscribers are kept. Then the WAL is
// checkpointed and truncated. In
// `outbox_dir`, the .eml files of the deleted rows go, and any outbox .eml last written before
// the cutoff (a copy whose row is already gone).
PurgeCounts purge(Database& db, std::int64_t cutoff_ms, const std::filesystem::path& outbox_dir = {});

// `serve` records where it writes .eml files, so the operator's erase and purge find them even
// from a shell that lacks the service's OUTBOX_DIR. Empty when never recorded.
void record_outbox_dir(Database& db, const std::filesystem::path& dir);
std::filesystem::path recorded_outbox_dir(Database& db);

}  // namespace store
