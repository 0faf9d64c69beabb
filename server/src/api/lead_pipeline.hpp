#pragma once
// From a validated submission to the store's write: a lead with its notifications, or a pending
// newsletter sign-up with its confirmation request. Shared by the API and by the operator's
// release of a quarantined post, so a released post goes down exactly the normal path.
#include <boost/json/object.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "forms/catalog.hpp"
#include "forms/validation.hpp"
#include "outbox/notifications.hpp"
#include "store/records.hpp"

namespace api {

// What is stored about the request beside the fields.
struct RequestMeta {
    std::string page;
    std::string referrer;
    boost::json::object utm;
    std::string ip_hash;
    std::string user_agent;
    // The keyed hash of the client's /64 (IPv6) or address (IPv4): the outbox's fairness key.
    std::string source;
};

struct PipelineContext {
    const forms::Catalog& catalog;
    std::shared_ptr<const outbox::Identity> identity;
    std::string link_key;  // signs newsletter confirmation links
};

inline constexpr std::int64_t kConfirmationValidityMs = 7LL * 24 * 3600 * 1000;

// A LeadWrite (forms of kind lead) or a SubscriptionRequestWrite (newsletter).
store::Write accepted_write(const PipelineContext& ctx, const forms::Form& form, std::shared_ptr<const forms::CleanRecord> record,
                            const RequestMeta& meta, std::int64_t now);

// The newsletter sign-up a lead form's ticked box asks for (a catalog checkbox with `newsletter`,
// the guide form's « recevoir aussi l'infolettre »), started as that newsletter form starts it:
// a pending request and its confirmation mail (double opt-in). Nothing when no such box is ticked.
std::optional<store::Write> newsletter_signup(const PipelineContext& ctx, const forms::Form& form, const forms::CleanRecord& record,
                                              const RequestMeta& meta, std::int64_t now);

// The write that turns a confirmed request into a subscription, its consent record and mails.
store::ConfirmSubscriptionWrite confirm_write(const PipelineContext& ctx, std::string request_id, std::int64_t now);

// Confirmation links: "<request id>.<expiry ms>.<HMAC-SHA256 of both>", hex and digits only.
// Each purpose signs differently: a newsletter link cannot release a quarantined post.
enum class LinkPurpose { Newsletter, QuarantineRelease };
std::string sign_confirmation(std::string_view key, std::string_view request_id, std::int64_t expires_at,
                              LinkPurpose purpose = LinkPurpose::Newsletter);
struct ConfirmationToken {
    std::string request_id;
    std::int64_t expires_at = 0;
};
enum class TokenProblem { Invalid, Expired };
// The token's request when its signature holds and it has not expired.
std::optional<ConfirmationToken> verify_confirmation(std::string_view key, std::string_view token, std::int64_t now,
                                                     TokenProblem* problem = nullptr, LinkPurpose purpose = LinkPurpose::Newsletter);

// What a flagged post keeps: at most this many fields, names and values cut to these sizes, and
// this many bytes of fields in all (the catalog's longest field is 2,000 characters).
inline constexpr std::size_t kQuarantineMaxFields = 40;
inline constexpr std::size_t kQuarantineMaxName = 64;
inline constexpr std::size_t kQuarantineMaxValue = 4000;
inline constexpr std::size_t kQuarantineMaxBytes = 8000;

// A flagged post, truncated and normalised, for the operator to read and release; with a valid
// address, the mail that asks its sender to confirm (a link to /demande/confirmer). `source`
// is the client's share of the quarantine's budget (see store/quarantine_writes.hpp).
store::QuarantineWrite quarantine_write(const PipelineContext& ctx, const forms::Form& form, const forms::Submission& input,
                                        std::string_view reason, const RequestMeta& meta, std::string source, std::int64_t now);
// The submission back from a quarantine row's JSON.
std::optional<forms::Submission> submission_from_json(std::string_view json);

}  // namespace api
