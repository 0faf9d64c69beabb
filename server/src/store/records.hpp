#pragma once
// What the API asks the store to write, and what it answers.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace store {

struct NewLead {
    std::string id;              // chosen by the API: random, unguessable
    std::string form_id;
    std::string kind;            // lead | newsletter
    std::string email;           // lower-cased
    std::string fields_json;     // the clean record's fields
    std::string page;
    std::string referrer;
    std::string utm_json;
    bool consent_given = false;
    std::optional<std::int64_t> consent_at;
    std::string policy_version;
    std::string ip_hash;
    std::string user_agent;
    std::string dedupe_key;      // same form + e-mail + fields → same key
    std::int64_t created_at = 0;
};

// Written only when an opt-in is confirmed: an unconfirmed post never touches a subscriber.
struct NewSubscriber {
    std::string email;
    std::string first_name;
    std::string policy_version;
    std::string token;           // kept only when the address is new: old links stay valid
    std::int64_t consent_at = 0; // when the opt-in was confirmed
    std::string consent_form;    // the form the opt-in came from
};

// The order the outbox sends in: a lower number always goes first; within one, sources (a
// client's /64 or IPv4 address) take turns, then oldest first. Four classes (issue 38), so no
// flood of guide requests, visitor mail or sign-ups delays the firm's news of a real client:
//  1. the firm's notification of an audit or quote request (an urgent one first): LeadUrgent, Lead;
//  2. other mail for the firm's eyes (a guide request's notification, the quarantine digest):
//     FirmMessage;
//  3. mail to a visitor about a request (confirmation, guide, « confirmez votre demande »):
//     VisitorMail;
//  4. the newsletter's mails (opt-in confirmation, welcome): Newsletter.
// Webhooks (machine deliveries, no SMTP session) come last. Stored as the number; classes 3 and 4
// share the visitor-mail hourly budget.
enum class OutboxPriority : int {
    LeadUrgent = 0,
    Lead = 1,
    FirmMessage = 2,
    VisitorMail = 3,
    Newsletter = 4,
    Webhook = 5,
};
// The first class: the outbox keeps a sender for it alone.
inline constexpr bool is_lead_notification(int priority) { return priority <= static_cast<int>(OutboxPriority::Lead); }
// Mail to visitors' addresses: counted against the hourly budget.
inline constexpr bool is_visitor_mail(int priority) {
    return priority == static_cast<int>(OutboxPriority::VisitorMail) || priority == static_cast<int>(OutboxPriority::Newsletter);
}

struct OutboxMessage {
    std::string channel;         // email | webhook
    std::string recipient;       // e-mail address or URL
    std::string subject;
    std::string body_text;
    std::string body_html;
    std::string headers_json;    // extra e-mail headers, e.g. List-Unsubscribe; {} when none
    std::string payload;         // webhook body
    // Mail to a visitor's address (not the firm's): at most kVisitorMailsPerDay per address in
    // 24 h, whoever asks; beyond that the row is not written.
    bool to_visitor = false;
    OutboxPriority priority = OutboxPriority::VisitorMail;
};

inline constexpr std::int64_t kVisitorMailsPerDay = 3;

// What the notifications need to know once the lead is inserted.
struct StoredLead {
    std::string id;
    std::string unsubscribe_token;  // newsletter signups: the subscriber's (possibly older) token
};
using OutboxBuilder = std::function<std::vector<OutboxMessage>(const StoredLead&)>;

struct LeadWrite {
    NewLead lead;
    std::optional<NewSubscriber> subscriber;
    // The lead's notifications, built before the write is queued so the store thread (one for
    // the whole server, holding the write lock) spends its time on SQL, not on composing e-mails.
    std::vector<OutboxMessage> outbox_messages;
    // Only for what needs the stored rows (a newsletter's unsubscribe token may be an older
    // one): run on the store thread, inside the lead's transaction, instead of outbox_messages.
    OutboxBuilder outbox;
    // Set when the client is over its rate limit: answer a duplicate of a stored lead (a
    // resubmitted page is a success), but store nothing new (the outcome has no lead_id).
    bool duplicate_only = false;
    std::string released_from;   // a quarantine row id: deleted in the same transaction
    // Who caused the outbox rows (a keyed hash of the client's /64 or IPv4 address): the outbox
    // lets sources take turns, so one flooding network cannot hold the queue. Empty: one shared source.
    std::string outbox_source;
};

// A newsletter post: kept pending until the visitor follows the signed link mailed to them.
struct SubscriptionRequest {
    std::string id;              // random; the signed link names it
    std::string email, first_name, form_id, policy_version, fields_json, page, referrer, utm_json, ip_hash, user_agent;
    std::int64_t requested_at = 0;
    std::int64_t expires_at = 0;
};
struct SubscriptionRequestWrite {
    SubscriptionRequest request;
    OutboxBuilder outbox;        // the confirmation request (StoredLead.id is the request id)
    std::string released_from;   // as in LeadWrite
    std::string outbox_source;   // as in LeadWrite
};
// The visitor followed the link: the subscription, its consent record (a lead of kind
// newsletter: when, which form, which policy) and the welcome mail are written now.
using ConfirmedBuilder = std::function<std::vector<OutboxMessage>(const SubscriptionRequest&, const StoredLead&)>;
struct ConfirmSubscriptionWrite {
    std::string request_id;
    std::string lead_id;         // random, for the consent record
    std::string token;           // unsubscribe token, if the address has none yet
    std::int64_t confirmed_at = 0;
    ConfirmedBuilder outbox;
};

// A post flagged by the honeypot or the timing check: kept aside, not notified, purged after
// kQuarantineDays, listed and released by the operator (`server leads quarantine`).
struct QuarantineWrite {
    std::string id, form_id, reason, email, submission_json, page, referrer, utm_json, ip_hash, user_agent;
    std::int64_t created_at = 0;
    std::string source;          // daily hash of the client address or IPv6 /64: its share of the budget
    // « Confirmez votre demande », when the post holds a valid address: a visitor mail (capped).
    std::vector<OutboxMessage> outbox_messages;
};
inline constexpr std::int64_t kQuarantineDays = 30;

// The sender of a quarantined post confirmed it (the link of « Confirmez votre demande »): the
// post is read back and goes down the normal path (a lead with its notifications, or a
// newsletter sign-up), and leaves the quarantine in the same transaction.
struct QuarantinedPost {
    std::string id, form_id, submission_json, page, referrer, utm_json, ip_hash, user_agent;
    std::int64_t created_at = 0;
};
using ReleasedWrite = std::variant<LeadWrite, SubscriptionRequestWrite>;
// Empty when the post cannot be released (it no longer passes validation).
using ReleaseBuilder = std::function<std::optional<ReleasedWrite>(const QuarantinedPost&)>;
struct ReleaseQuarantinedWrite {
    std::string quarantine_id;
    ReleaseBuilder build;
};

struct UnsubscribeWrite {
    std::string token;
};
using Write = std::variant<LeadWrite, SubscriptionRequestWrite, ConfirmSubscriptionWrite, QuarantineWrite, UnsubscribeWrite,
                           ReleaseQuarantinedWrite>;

struct WriteOutcome {
    bool ok = false;
    std::string error;           // for the log, never for the visitor
    std::string lead_id;         // the stored lead, or the first one when a duplicate
    bool duplicate = false;
    bool found = false;          // unsubscribe, confirmation: the token matched
};

// The name of an outbox row's e-mail as an .eml file ("outbox-42" + ".eml"): written by the
// development transport, removed with the row by erasure and retention.
inline std::string outbox_message_name(std::int64_t id) { return "outbox-" + std::to_string(id); }

inline constexpr std::int64_t kDedupeWindowMs = 10 * 60 * 1000;

}  // namespace store
