#include "api/lead_pipeline.hpp"

#include <boost/json.hpp>
#include <openssl/crypto.h>

#include <algorithm>

#include "crypto/crypto.hpp"
#include "forms/email_address.hpp"
#include "forms/utf8.hpp"
#include "outbox/quarantine_mail.hpp"
#include "outbox/visitor_mail.hpp"

namespace api {
namespace json = boost::json;
namespace {

bool all_of(std::string_view s, std::string_view alphabet) {
    return !s.empty() && s.find_first_not_of(alphabet) == std::string_view::npos;
}

std::string signature(std::string_view key, std::string_view request_id, std::int64_t expires_at, LinkPurpose purpose) {
    const char* label = purpose == LinkPurpose::Newsletter ? "newsletter-confirmation\n" : "quarantine-release\n";
    return crypto::hmac_sha256_hex(key, label + std::string(request_id) + "\n" + std::to_string(expires_at));
}

json::object parsed_object(std::string_view text) {
    json::error_code ec;
    auto v = json::parse(text, ec);
    return !ec && v.is_object() ? std::move(v.as_object()) : json::object{};
}

}  // namespace

store::Write accepted_write(const PipelineContext& ctx, const forms::Form& form, std::shared_ptr<const forms::CleanRecord> record,
                            const RequestMeta& meta, std::int64_t now) {
    const std::string fields_json = json::serialize(record->fields);
    if (form.kind == forms::FormKind::Newsletter) {
        store::SubscriptionRequestWrite write;
        auto& r = write.request;
        r.id = crypto::time_ordered_id(now);
        r.email = record->email;
        r.first_name = record->first_name;
        r.form_id = form.id;
        r.policy_version = ctx.catalog.policy_version();
        r.fields_json = fields_json;
        r.page = meta.page;
        r.referrer = meta.referrer;
        r.utm_json = json::serialize(meta.utm);
        r.ip_hash = meta.ip_hash;
        r.user_agent = meta.user_agent;
        r.requested_at = now;
        r.expires_at = now + kConfirmationValidityMs;
        const std::string link = ctx.identity->site_url + "/infolettre/confirmer?token=" + sign_confirmation(ctx.link_key, r.id, r.expires_at);
        write.outbox_source = meta.source;
        write.outbox = [identity = ctx.identity, email = r.email, link, expires = r.expires_at](const store::StoredLead& stored) {
            return std::vector<store::OutboxMessage>{outbox::subscription_confirmation_request(*identity, email, link, expires, stored.id)};
        };
        return write;
    }
    store::LeadWrite write;
    write.outbox_source = meta.source;
    store::NewLead& lead = write.lead;
    lead.id = crypto::time_ordered_id(now);
    lead.form_id = form.id;
    lead.kind = "lead";
    lead.email = record->email;
    lead.fields_json = fields_json;
    lead.page = meta.page;
    lead.referrer = meta.referrer;
    lead.utm_json = json::serialize(meta.utm);
    lead.consent_given = record->consent_given;
    if (record->consent_given) lead.consent_at = now;
    lead.policy_version = ctx.catalog.policy_version();
    lead.ip_hash = meta.ip_hash;
    lead.user_agent = meta.user_agent;
    lead.dedupe_key = crypto::sha256_hex(form.id + '\n' + record->email + '\n' + fields_json);
    lead.created_at = now;
    // Built here, on the I/O thread: the store thread (one for the server, holding the write
    // lock) then spends its time on SQL, not on composing e-mails. A lead has no subscriber row,
    // so nothing the transaction returns goes into them.
    write.outbox_messages = outbox::build_notifications(*ctx.identity, {form, *record, meta.page, meta.referrer, meta.utm, now},
                                                        {lead.id, {}});
    return write;
}

std::optional<store::Write> newsletter_signup(const PipelineContext& ctx, const forms::Form& form, const forms::CleanRecord& record,
                                              const RequestMeta& meta, std::int64_t now) {
    for (const auto& f : form.fields) {
        const auto* ticked = f.newsletter.empty() ? nullptr : record.fields.if_contains(f.name);
        if (!ticked || !ticked->is_bool() || !ticked->get_bool()) continue;
        const forms::Form* newsletter = ctx.catalog.find(f.newsletter);
        if (!newsletter || newsletter->kind != forms::FormKind::Newsletter) continue;
        auto signup = std::make_shared<forms::CleanRecord>();
        signup->email = record.email;
        signup->first_name = record.first_name;
        signup->consent_given = true;
        // The newsletter form's own fields, from what the visitor gave in this form.
        for (const auto& nf : newsletter->fields) {
            if (const auto* v = record.fields.if_contains(nf.name)) signup->fields[nf.name] = *v;
        }
        return accepted_write(ctx, *newsletter, std::move(signup), meta, now);
    }
    return std::nullopt;
}

store::ConfirmSubscriptionWrite confirm_write(const PipelineContext& ctx, std::string request_id, std::int64_t now) {
    store::ConfirmSubscriptionWrite write;
    write.request_id = std::move(request_id);
    write.lead_id = crypto::time_ordered_id(now);
    write.token = crypto::random_hex(32);
    write.confirmed_at = now;
    write.outbox = [catalog = &ctx.catalog, identity = ctx.identity, now](const store::SubscriptionRequest& r,
                                                                          const store::StoredLead& stored) {
        const forms::Form* form = catalog->find(r.form_id);
        if (!form) return std::vector<store::OutboxMessage>{outbox::subscription_welcome(*identity, r.email, stored.unsubscribe_token, stored.id)};
        forms::CleanRecord record;
        record.fields = parsed_object(r.fields_json);
        record.email = r.email;
        record.first_name = r.first_name;
        record.consent_given = true;
        return outbox::build_notifications(*identity, {*form, record, r.page, r.referrer, parsed_object(r.utm_json), now}, stored);
    };
    return write;
}

std::string sign_confirmation(std::string_view key, std::string_view request_id, std::int64_t expires_at, LinkPurpose purpose) {
    return std::string(request_id) + "." + std::to_string(expires_at) + "." + signature(key, request_id, expires_at, purpose);
}

std::optional<ConfirmationToken> verify_confirmation(std::string_view key, std::string_view token, std::int64_t now,
                                                     TokenProblem* problem, LinkPurpose purpose) {
    const auto fail = [&](TokenProblem p) -> std::optional<ConfirmationToken> {
        if (problem) *problem = p;
        return std::nullopt;
    };
    const auto first = token.find('.');
    const auto second = first == std::string_view::npos ? first : token.find('.', first + 1);
    if (second == std::string_view::npos || token.size() > 200) return fail(TokenProblem::Invalid);
    const std::string_view id = token.substr(0, first);
    const std::string_view expiry = token.substr(first + 1, second - first - 1);
    const std::string_view mac = token.substr(second + 1);
    if (id.size() != 32 || !all_of(id, "0123456789abcdef") || expiry.size() > 15 || !all_of(expiry, "0123456789") || mac.size() != 64)
        return fail(TokenProblem::Invalid);
    const std::int64_t expires_at = std::stoll(std::string(expiry));
    const std::string expected = signature(key, id, expires_at, purpose);
    if (CRYPTO_memcmp(expected.data(), mac.data(), expected.size()) != 0) return fail(TokenProblem::Invalid);
    if (expires_at < now) return fail(TokenProblem::Expired);
    return ConfirmationToken{std::string(id), expires_at};
}

namespace {

// The first `max` bytes of `text`, cut on a character boundary.
std::string truncated(std::string_view text, std::size_t max) {
    if (text.size() <= max) return std::string(text);
    std::size_t end = max;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    return std::string(text.substr(0, end));
}

}  // namespace

store::QuarantineWrite quarantine_write(const PipelineContext& ctx, const forms::Form& form, const forms::Submission& input,
                                        std::string_view reason, const RequestMeta& meta, std::string source, std::int64_t now) {
    store::QuarantineWrite q;
    q.id = crypto::time_ordered_id(now);
    q.form_id = form.id;
    q.reason = reason;
    // Kept truncated and normalised: a bot's post can weigh at most about kQuarantineMaxBytes,
    // names on one line, values cut on a character boundary.
    json::array pairs;
    std::size_t total = 0;
    for (const auto& [name, value] : input.all()) {
        // Bytes that are not UTF-8 cannot be stored as text, and no person typed them.
        if (!forms::is_valid_utf8(name) || !forms::is_valid_utf8(value)) continue;
        if (pairs.size() >= kQuarantineMaxFields || total >= kQuarantineMaxBytes) break;
        std::string n = truncated(forms::clean_single_line(name), kQuarantineMaxName);
        std::string v = truncated(value, std::min(kQuarantineMaxValue, kQuarantineMaxBytes - total));
        total += n.size() + v.size();
        pairs.push_back(json::array{json::string(n), json::string(v)});
    }
    q.submission_json = json::serialize(pairs);
    bool valid_address = false;
    for (const auto& f : form.fields) {
        if (f.type != forms::FieldType::Email) continue;
        const auto normal = forms::normalize_email(forms::clean_single_line(input.get(f.name).value_or("")));
        if (const auto* e = std::get_if<std::string>(&normal)) {
            q.email = *e;
            valid_address = true;
        } else if (const auto raw = input.get(f.name); raw && forms::is_valid_utf8(*raw) && raw->size() <= 254) {
            // Still findable by an erasure request for what was typed.
            q.email = forms::clean_single_line(*raw);
            for (auto& c : q.email) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        }
        break;
    }
    q.page = truncated(meta.page, 300);
    q.referrer = truncated(meta.referrer, 300);
    q.utm_json = json::serialize(meta.utm);
    if (q.utm_json.size() > 600) q.utm_json = "{}";
    q.ip_hash = meta.ip_hash;
    q.user_agent = truncated(meta.user_agent, 200);
    q.created_at = now;
    q.source = std::move(source);
    // Never dropped in silence: a person with a valid address is asked to confirm (a visitor
    // mail, capped like the others, with none of the post's text).
    if (valid_address && ctx.identity) {
        const std::int64_t expires = now + kConfirmationValidityMs;
        const std::string link = ctx.identity->site_url + "/demande/confirmer?token=" +
                                 sign_confirmation(ctx.link_key, q.id, expires, LinkPurpose::QuarantineRelease);
        q.outbox_messages.push_back(outbox::quarantine_confirmation_request(*ctx.identity, form, q.email, link, expires));
    }
    return q;
}

std::optional<forms::Submission> submission_from_json(std::string_view text) {
    json::error_code ec;
    const auto v = json::parse(text, ec);
    if (ec || !v.is_array()) return std::nullopt;
    forms::Submission s;
    for (const auto& pair : v.get_array()) {
        if (!pair.is_array() || pair.get_array().size() != 2 || !pair.get_array()[0].is_string() || !pair.get_array()[1].is_string())
            return std::nullopt;
        s.add(std::string(pair.get_array()[0].get_string()), std::string(pair.get_array()[1].get_string()));
    }
    return s;
}

}  // namespace api
