#include "api/lead_api.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "api/form_body.hpp"
#include "api/request_meta.hpp"
#include "api/responses.hpp"
#include "api/submit_timing.hpp"
#include "crypto/crypto.hpp"
#include "forms/validation.hpp"
#include "http/url_path.hpp"
#include "store/admin.hpp"

namespace api {
namespace json = boost::json;
namespace {

constexpr std::string_view kAudit = "/api/audit";
constexpr std::string_view kNewsletter = "/api/newsletter";
constexpr std::string_view kUnsubscribe = "/desabonnement";

bool wants_json(const http::Request& r) {
    const auto accept = r.headers.get("Accept");
    return accept && accept->find("application/json") != std::string_view::npos;
}

std::string_view status_text(int status) {
    switch (status) {
        case 400: return "Requête invalide.";
        case 403: return "Requête refusée : elle ne provient pas de notre site.";
        case 404: return "Adresse introuvable.";
        case 405: return "Méthode non permise.";
        case 413: return "Requête trop volumineuse.";
        case 415: return "Type de contenu non pris en charge : envoyez un formulaire ou du JSON.";
        default: return "Une erreur est survenue de notre côté. Réessayez dans un instant ou appelez-nous.";
    }
}

http::Response failure(bool as_json, int status, std::string_view message) {
    if (as_json) return json_error(status, message);
    return html_response(status, simple_page("Erreur", message));
}

// A bot's submission looks like a success; a real one is answered after its commit.
http::Response success(bool as_json, forms::FormKind kind, std::string_view id) {
    if (!as_json) return see_other(kind == forms::FormKind::Lead ? "/merci" : "/merci-infolettre");
    json::object body;
    body["ok"] = true;
    body["id"] = id;
    return json_response(201, body);
}

bool is_hex_token(std::string_view t) {
    return t.size() == 64 && t.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

std::string today_utc() { return store::iso_time(store::now_ms()).substr(0, 10); }

}  // namespace

LeadApi::LeadApi(const forms::Catalog& catalog, store::LeadStore& store, outbox::Identity identity, ApiOptions options)
    : catalog_(catalog),
      store_(store),
      identity_(std::make_shared<const outbox::Identity>(std::move(identity))),
      options_(std::move(options)),
      site_origin_(origin_of(identity_->site_url)),
      limiter_(options_.rate_limit_burst, options_.rate_limit_per_minute) {}

bool LeadApi::owns(const http::Request& request) {
    const auto path = http::split_target(request.target).path;
    if (path.starts_with("/api/") || path == "/api") return true;
    return path == kUnsubscribe && (request.method == "GET" || request.method == "HEAD" || request.method == "POST");
}

http::Response LeadApi::reject(const http::Request& request, int status) const {
    return failure(wants_json(request), status, status_text(status));
}

void LeadApi::handle(const http::Request& request, Done done) {
    const auto [path, query] = http::split_target(request.target);
    if (path == kUnsubscribe) return unsubscribe(request, query, std::move(done));
    const bool as_json = wants_json(request);
    if (path != kAudit && path != kNewsletter) return done(failure(as_json, 404, status_text(404)));
    if (request.method != "POST") {
        http::Response r = failure(as_json, 405, status_text(405));
        r.headers.set("Allow", "POST");
        return done(std::move(r));
    }
    submit_form(request, path, std::move(done));
}

void LeadApi::submit_form(const http::Request& request, std::string_view path, Done done) {
    const bool as_json = wants_json(request);
    const auto& messages = catalog_.messages();
    if (request.body.size() > options_.body_limit) return done(failure(as_json, 413, status_text(413)));
    const BodyType type = body_type(request.headers.get("Content-Type").value_or(""));
    if (type == BodyType::Unsupported) return done(failure(as_json, 415, status_text(415)));
    if (!origin_allowed(request.headers, site_origin_)) return done(failure(as_json, 403, status_text(403)));

    std::optional<forms::Submission> parsed =
        type == BodyType::Json ? parse_json_object(request.body) : std::optional(parse_urlencoded(request.body));
    if (!parsed) return done(failure(as_json, 400, status_text(400)));
    const forms::Submission& input = *parsed;

    const std::string page = [&] {
        if (const auto p = input.get("page"); p && is_local_path(*p)) return std::string(*p);
        return std::string{};
    }();
    const auto invalid = [&](const forms::Form* form, const forms::FieldErrors& errors) {
        if (!as_json) return html_response(422, form_error_page(options_.web_root, form, errors, page, messages.invalid));
        json::object fields;
        for (const auto& e : errors) fields[e.field] = e.message;
        json::object body;
        body["ok"] = false;
        body["message"] = messages.invalid;
        body["errors"] = std::move(fields);
        return json_response(422, body);
    };

    const forms::FormKind expected = path == kAudit ? forms::FormKind::Lead : forms::FormKind::Newsletter;
    const forms::Form* form = catalog_.find(input.get("form").value_or(""));
    if (!form || form->kind != expected) return done(invalid(nullptr, {{"form", "Formulaire inconnu."}}));

    const std::string ip = client_address(request, options_.trust_proxy);
    const auto rate_limited = [&](std::chrono::seconds wait) {
        http::Response r = failure(as_json, 429, messages.rate_limited);
        r.headers.set("Retry-After", std::to_string(wait.count()));
        return r;
    };

    // Honeypot filled, or sent faster than a person can fill a form. Bots spend tokens too: each
    // one still costs a write.
    const bool bot = !input.get("website").value_or("").empty() ||
                     sent_too_fast(input.get("_t"), as_json, store::now_ms(), options_.min_submit_time);
    if (bot) {
        if (const auto wait = limiter_.take(ip)) return done(rate_limited(*wait));
        const std::string fake_id = crypto::random_hex(16);
        const forms::FormKind kind = form->kind;
        store_.submit(store::BotWrite{form->id, today_utc()},
                      [done, as_json, kind, fake_id](const store::WriteOutcome&) { done(success(as_json, kind, fake_id)); });
        return;
    }

    auto result = forms::validate(*form, messages, input);
    if (auto* errors = std::get_if<forms::FieldErrors>(&result)) return done(invalid(form, *errors));
    auto record = std::make_shared<const forms::CleanRecord>(std::move(std::get<forms::CleanRecord>(result)));

    const std::int64_t now = store::now_ms();
    store::NewLead lead;
    lead.id = crypto::random_hex(16);
    lead.form_id = form->id;
    lead.kind = form->kind == forms::FormKind::Lead ? "lead" : "newsletter";
    lead.email = record->email;
    lead.fields_json = json::serialize(record->fields);
    lead.page = page;
    lead.referrer = bounded_text(input.get("referrer").value_or(""), 1000);
    const json::object utm = utm_parameters(input, request.headers);
    lead.utm_json = json::serialize(utm);
    lead.consent_given = record->consent_given;
    if (record->consent_given) lead.consent_at = now;
    lead.policy_version = catalog_.policy_version();
    lead.ip_hash = ip.empty() ? std::string{} : crypto::hmac_sha256_hex(options_.ip_hash_secret, ip);
    lead.user_agent = bounded_text(request.headers.get("User-Agent").value_or(""), 500);
    lead.dedupe_key = crypto::sha256_hex(form->id + '\n' + record->email + '\n' + lead.fields_json);
    lead.created_at = now;

    store::LeadWrite write;
    if (form->kind == forms::FormKind::Newsletter) {
        write.subscriber = store::NewSubscriber{record->email, record->first_name, catalog_.policy_version(),
                                                crypto::random_hex(32), now};
    }
    if (write.subscriber) {
        // The unsubscribe link carries the subscriber's token, which may be an older one: known
        // only inside the transaction.
        write.outbox = [identity = identity_, form, record, page = lead.page, referrer = lead.referrer, utm,
                        now](const store::StoredLead& stored) {
            return outbox::build_notifications(*identity, {*form, *record, page, referrer, utm, now}, stored);
        };
    } else {
        write.outbox_messages =
            outbox::build_notifications(*identity_, {*form, *record, lead.page, lead.referrer, utm, now}, {lead.id, {}});
    }
    write.lead = std::move(lead);
    // The token is taken only now: a 422 costs nothing, and a duplicate gives it back. Over the
    // limit, the store is still asked whether this is a resubmission of a stored lead.
    const auto wait = limiter_.take(ip);
    write.duplicate_only = wait.has_value();
    const forms::FormKind kind = form->kind;
    const std::string server_error = messages.server_error;
    const bool took_token = !wait;
    http::Response limited = wait ? rate_limited(*wait) : http::Response{};
    store_.submit(std::move(write), [this, done, as_json, kind, server_error, ip, took_token, limited = std::move(limited)](
                                        const store::WriteOutcome& outcome) {
        if (!outcome.ok) return done(failure(as_json, 500, server_error));
        if (outcome.duplicate && took_token) limiter_.give_back(ip);
        if (outcome.lead_id.empty()) return done(limited);  // over the limit and not a duplicate
        done(success(as_json, kind, outcome.lead_id));
    });
}

void LeadApi::unsubscribe(const http::Request& request, std::string_view query, Done done) {
    // HEAD must not change state (link checkers and mail scanners send it): the link exists, and
    // only GET or POST (RFC 8058 one-click) unsubscribes.
    if (request.method == "HEAD") {
        http::Response r = html_response(200, simple_page("Désabonnement", "Suivez ce lien pour vous désabonner."));
        r.omit_body = true;
        return done(std::move(r));
    }
    const std::string token(parse_urlencoded(query).get("token").value_or(""));
    if (!is_hex_token(token)) return done(see_other("/desabonnement-invalide"));
    store_.submit(store::UnsubscribeWrite{token}, [done](const store::WriteOutcome& outcome) {
        if (!outcome.ok) return done(html_response(500, simple_page("Erreur", status_text(500))));
        done(see_other(outcome.found ? "/desabonnement-confirme" : "/desabonnement-invalide"));
    });
}

}  // namespace api
