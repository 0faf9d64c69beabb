#include "api/lead_api.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "api/client_key.hpp"
#include "api/form_body.hpp"
#include "api/lead_answers.hpp"
#include "api/request_meta.hpp"
#include "api/responses.hpp"
#include "api/submit_timing.hpp"
#include "api/thank_you.hpp"
#include "crypto/crypto.hpp"
#include "forms/validation.hpp"
#include "api/lead_pipeline.hpp"
#include "http/url_path.hpp"
#include "metrics/registry.hpp"
#include "store/admin.hpp"
#include "store/lead_reference.hpp"

namespace api {
namespace json = boost::json;

LeadApi::LeadApi(const forms::Catalog& catalog, store::LeadStore& store, outbox::Identity identity, ApiOptions options)
    : catalog_(catalog),
      store_(store),
      identity_(std::make_shared<const outbox::Identity>(std::move(identity))),
      options_(std::move(options)),
      site_origin_(origin_of(identity_->site_url)),
      limiter_(options_.rate_limit ? options_.rate_limit
                                   : std::make_shared<RateLimiter>(options_.rate_limit_burst, options_.rate_limit_per_minute)),
      ip_hasher_(options_.ip_hash_secret) {}

bool LeadApi::owns(const http::Request& request) {
    const auto [path, query] = http::split_target(request.target);
    if (path.starts_with("/api/") || path == "/api") return true;
    // A thank-you page with its lead's reference is filled in here; without one, it is a static page.
    if (path.starts_with(kThankYou) && (request.method == "GET" || request.method == "HEAD") &&
        parse_urlencoded(query).get("ref").has_value())
        return true;
    return (path == kUnsubscribe || path == kConfirm || path == kRelease) &&
           (request.method == "GET" || request.method == "HEAD" || request.method == "POST");
}

http::Response LeadApi::reject(const http::Request& request, int status) const {
    return failure(wants_json(request), status, status_text(status));
}

void LeadApi::handle(const http::Request& request, Done done) {
    const auto [path, query] = http::split_target(request.target);
    if (path == kUnsubscribe) return unsubscribe(request, query, std::move(done));
    if (path == kConfirm) return confirm_subscription(request, query, std::move(done));
    if (path == kRelease) return confirm_quarantined(request, query, std::move(done));
    if (path.starts_with(kThankYou)) return done(thank_you(request, path.substr(kThankYou.size()), query));
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
    // One catalog for the whole post, the live release's (with SITE_DIR).
    const forms::Catalog& catalog = this->catalog();
    const auto& messages = catalog.messages();
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
        if (!as_json) return html_response(422, form_error_page(web_root(), form, errors, page, messages.invalid));
        json::object fields;
        for (const auto& e : errors) fields[e.field] = e.message;
        json::object body;
        body["ok"] = false;
        body["message"] = messages.invalid;
        body["errors"] = std::move(fields);
        return json_response(422, body);
    };

    const forms::FormKind expected = path == kAudit ? forms::FormKind::Lead : forms::FormKind::Newsletter;
    const forms::Form* form = catalog.find(input.get("form").value_or(""));
    if (!form || form->kind != expected) return done(invalid(nullptr, {{"form", "Formulaire inconnu."}}));

    const std::string ip = client_address(request, options_.trust_proxy);
    const auto rate_limited = [as_json, message = messages.rate_limited](std::chrono::seconds wait) {
        http::Response r = failure(as_json, 429, message);
        r.headers.set("Retry-After", std::to_string(wait.count()));
        return r;
    };

    const std::int64_t now = store::now_ms();
    RequestMeta meta{page, bounded_text(input.get("referrer").value_or(""), 1000), utm_parameters(input, request.headers),
                     ip_hasher_.hash(ip, now), bounded_text(request.headers.get("User-Agent").value_or(""), 500)};
    meta.source = ip_hasher_.hash(rate_limit_key(ip), now);

    // Honeypot filled, or sent faster than a person can fill a form: kept in quarantine, not
    // notified until its sender confirms it by mail, and answered so (`held`): browsers' autofill
    // fills forms in a second and hidden fields too, so many are people. Each costs a token.
    // The newsletter has no timing check: its double opt-in is the check (an address filled in
    // by the browser 1.3 s after the page loaded is a person's).
    std::optional<std::string_view> flag;
    if (!input.get("website").value_or("").empty()) flag = "honeypot";
    else if (form->kind == forms::FormKind::Lead) flag = timing_flag(input.get("_e"), as_json, options_.min_submit_time);
    if (flag) {
        metrics::registry().quarantined();
        // Held for review: a guide's page still offers the file chosen, when it is one of the
        // form's options (the guides are public files).
        std::string offered;
        if (const forms::Field* f = form->download ? form->field(form->download->field) : nullptr) {
            const std::string chosen(input.get(f->name).value_or(""));
            for (const auto& o : f->options) {
                if (o.value == chosen) offered = chosen;
            }
        }
        auto quarantined = std::make_shared<store::Write>(quarantine_write({catalog, identity_, options_.link_key}, *form, input, *flag,
                                                                           meta, ip_hasher_.hash(rate_limit_key(ip), now), now));
        limiter_->take(ip, [this, done, as_json, form, rate_limited, quarantined, offered](RateVerdict wait) {
            if (wait) {
                metrics::registry().rate_limited();
                return done(rate_limited(*wait));
            }
            store_.submit(std::move(*quarantined), [done, as_json, form, offered](const store::WriteOutcome& outcome) {
                if (!outcome.ok) return done(store_unavailable(as_json, status_text(503)));
                done(success(as_json, *form, outcome.lead_id, offered, true));
            });
        });
        return;
    }

    auto result = forms::validate(*form, messages, input);
    if (auto* errors = std::get_if<forms::FieldErrors>(&result)) return done(invalid(form, *errors));
    auto record = std::make_shared<const forms::CleanRecord>(std::move(std::get<forms::CleanRecord>(result)));
    store::Write write = accepted_write({catalog, identity_, options_.link_key}, *form, record, meta, now);
    // A ticked « recevoir aussi l'infolettre » box: the newsletter's double opt-in, once the lead is stored.
    std::shared_ptr<store::Write> signup;
    if (auto w = newsletter_signup({catalog, identity_, options_.link_key}, *form, *record, meta, now)) signup = std::make_shared<store::Write>(std::move(*w));
    // A download form's choice went through validation: one of its select's option values.
    std::string variant;
    if (const auto* v = form->download ? record->fields.if_contains(form->download->field) : nullptr; v && v->is_string())
        variant = v->get_string();
    // The token is taken only now: a 422 costs nothing, and a duplicate gives it back. Over the
    // limit, the store is still asked whether this is a resubmission of a stored lead. With
    // shared counters the verdict comes from another thread.
    const std::string server_error = messages.server_error;
    auto pending = std::make_shared<store::Write>(std::move(write));
    limiter_->take(ip, [this, pending, done, as_json, form, server_error, ip, rate_limited, variant, signup](RateVerdict wait) {
        if (auto* lead = std::get_if<store::LeadWrite>(pending.get())) lead->duplicate_only = wait.has_value();
        else if (wait) {
            metrics::registry().rate_limited();
            return done(rate_limited(*wait));
        }
        const bool took_token = !wait;
        http::Response limited = wait ? rate_limited(*wait) : http::Response{};
        store_.submit(std::move(*pending), [this, done, as_json, form, server_error, ip, took_token, variant, signup,
                                            limited = std::move(limited)](const store::WriteOutcome& outcome) {
            if (!outcome.ok) return done(store_unavailable(as_json, server_error));
            if (outcome.duplicate && took_token) limiter_->give_back(ip);
            if (outcome.lead_id.empty()) {  // over the limit and not a duplicate
                metrics::registry().rate_limited();
                return done(limited);
            }
            if (!outcome.duplicate) metrics::registry().lead_created();
            if (signup && !outcome.duplicate) store_.submit(std::move(*signup), [](const store::WriteOutcome&) {});
            done(success(as_json, *form, outcome.lead_id, variant));
        });
    });
}

// /merci/<page>?ref=…, where the server sends a lead posted without JavaScript (api/thank_you).
http::Response LeadApi::thank_you(const http::Request& request, std::string_view page_id, std::string_view query) const {
    const auto params = parse_urlencoded(query);
    std::string page = thank_you_html(catalog(), web_root(), page_id, params.get("ref").value_or(""), params.get("attente") == "1");
    if (page.empty()) return failure(false, 404, status_text(404));
    http::Response r = html_response(200, std::move(page));
    r.omit_body = request.method == "HEAD";
    return r;
}

}  // namespace api
