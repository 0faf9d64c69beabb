#include "api/lead_api.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "api/client_key.hpp"
#include "api/form_body.hpp"
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
#include "text/html_escape.hpp"

namespace api {
namespace json = boost::json;
namespace {

constexpr std::string_view kAudit = "/api/audit";
constexpr std::string_view kNewsletter = "/api/newsletter";
constexpr std::string_view kUnsubscribe = "/desabonnement";
constexpr std::string_view kConfirm = "/infolettre/confirmer";
constexpr std::string_view kRelease = "/demande/confirmer";
constexpr std::string_view kThankYou = "/merci/";

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

// The store did not commit in time, or cannot write: nothing was acknowledged, try again soon.
// Never a 500 and never the store's own error text (that stays in the log).
constexpr int kRetryAfterSeconds = 10;
http::Response store_unavailable(bool as_json, std::string_view message) {
    http::Response r = failure(as_json, 503, message);
    r.headers.set("Retry-After", std::to_string(kRetryAfterSeconds));
    return r;
}

// Every answer comes after the commit. Without JavaScript a lead lands on its form's own
// thank-you page, built by the web from the same catalog entry (web/src/pages/merci/[form].astro):
// the id is the catalog's, never the visitor's, and the lead's reference (store::lead_reference,
// letters, digits and a hyphen) rides in `?ref=`. `variant`: a download form's chosen file (a
// guide's sector), whose page offers that file. `held`: a post quarantined as a probable bot's
// (issue 38.3): the visitor is told it waits for their confirmation by the mail just sent (the
// JSON's `held`, the page's notice shown by `attente=1`), never a silent success: a person whose
// browser filled the form in a second would otherwise wait for a call that never comes.
http::Response success(bool as_json, const forms::Form& form, std::string_view id, std::string_view variant = {}, bool held = false) {
    const bool lead = form.kind == forms::FormKind::Lead;
    const std::string page = "/merci/" + form.id + (variant.empty() ? "" : "-" + std::string(variant));
    if (!as_json) {
        if (!lead) return see_other("/merci-infolettre");
        return see_other(page + "?ref=" + store::lead_reference(id) + (held ? "&attente=1" : ""));
    }
    json::object body;
    body["ok"] = true;
    body["id"] = id;
    if (lead) body["reference"] = store::lead_reference(id);
    if (held && lead) body["held"] = true;
    return json_response(201, body);
}

bool is_hex_token(std::string_view t) {
    return t.size() == 64 && t.find_first_not_of("0123456789abcdef") == std::string_view::npos;
}

// A page whose only button POSTs to the same address: what a person sees on opening a link
// that changes something. The token is in the form's action, never in any other markup.
http::Response button_page(std::string_view title, std::string_view text, std::string_view action, std::string_view button) {
    const std::string body = "<!doctype html><html lang=\"fr-CA\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                             "content=\"width=device-width, initial-scale=1\"><meta name=\"robots\" content=\"noindex\"><title>" +
                             text::html_escape(title) + "</title></head><body><main><h1>" + text::html_escape(title) +
                             "</h1><p>" + text::html_escape(text) + "</p><form method=\"post\" action=\"" +
                             text::html_escape(action) + "\"><button type=\"submit\">" + text::html_escape(button) +
                             "</button></form></main></body></html>";
    return html_response(200, body);
}

// The same, from the built site when it is there (pages-systeme.yaml, with the site's layout): its
// form has no action, so it posts to the address the page was served at, the checked link.
http::Response button_site_page(const std::filesystem::path& web_root, std::string_view slug, std::string_view title,
                                std::string_view text, std::string_view action, std::string_view button) {
    std::string page = built_page(web_root, slug);
    if (page.find(" method=\"post\"") == std::string::npos) return button_page(title, text, action, button);
    return html_response(200, std::move(page));
}

// A message page of the built site, or the minimal one when the site is not built there.
http::Response site_page(int status, const std::filesystem::path& web_root, std::string_view slug, std::string_view title,
                         std::string_view text) {
    std::string page = built_page(web_root, slug);
    return html_response(status, page.empty() ? simple_page(title, text) : std::move(page));
}

}  // namespace

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

void LeadApi::unsubscribe(const http::Request& request, std::string_view query, Done done) {
    const std::string token(parse_urlencoded(query).get("token").value_or(""));
    // HEAD and GET change nothing (link checkers and mail scanners send them): the page shows a
    // button that POSTs. HEAD gets the headers of that page and no body.
    if (request.method != "POST") {
        if (!is_hex_token(token)) return done(see_other("/desabonnement-invalide"));
        http::Response r = button_site_page(web_root(), "desabonnement-a-confirmer", "Désabonnement de l\u2019infolettre",
                                       "Pour ne plus recevoir l\u2019infolettre à cette adresse, confirmez en cliquant sur le bouton.",
                                       std::string(kUnsubscribe) + "?token=" + token, "Me désabonner");
        r.omit_body = request.method == "HEAD";
        return done(std::move(r));
    }
    if (!is_hex_token(token)) return done(see_other("/desabonnement-invalide"));
    store_.submit(store::UnsubscribeWrite{token}, [done](const store::WriteOutcome& outcome) {
        if (!outcome.ok) return done(store_unavailable(false, status_text(503)));
        done(see_other(outcome.found ? "/desabonnement-confirme" : "/desabonnement-invalide"));
    });
}

void LeadApi::confirm_subscription(const http::Request& request, std::string_view query, Done done) {
    const std::string token(parse_urlencoded(query).get("token").value_or(""));
    TokenProblem problem = TokenProblem::Invalid;
    const auto valid = verify_confirmation(options_.link_key, token, store::now_ms(), &problem);
    if (!valid) {
        const bool expired = problem == TokenProblem::Expired;
        http::Response r =
            expired ? site_page(410, web_root(), "infolettre-lien-expire", "Lien expiré",
                                "Ce lien de confirmation a expiré. Inscrivez-vous de nouveau depuis notre blogue\u00a0: un nouveau lien vous sera "
                                "envoyé.")
                    : site_page(404, web_root(), "infolettre-lien-invalide", "Lien de confirmation invalide",
                                "Ce lien de confirmation n\u2019est pas valide. Il est peut-être incomplet\u00a0: copiez-le en entier depuis le "
                                "courriel reçu.");
        r.omit_body = request.method == "HEAD";
        return done(std::move(r));
    }
    if (request.method != "POST") {
        http::Response r = button_site_page(web_root(), "infolettre-a-confirmer", "Confirmez votre inscription",
                                       "Un clic sur le bouton confirme votre inscription à l\u2019infolettre (au plus un courriel par mois, "
                                       "désabonnement en un clic).",
                                       std::string(kConfirm) + "?token=" + token, "Confirmer mon inscription");
        r.omit_body = request.method == "HEAD";
        return done(std::move(r));
    }
    store_.submit(confirm_write({catalog(), identity_, options_.link_key}, valid->request_id, store::now_ms()),
                  [done, web_root = web_root()](const store::WriteOutcome& outcome) {
                      if (!outcome.ok) return done(store_unavailable(false, status_text(503)));
                      if (!outcome.found) {
                          return done(site_page(404, web_root, "infolettre-lien-invalide", "Lien de confirmation invalide",
                                                "Cette demande d\u2019inscription n\u2019existe plus. Inscrivez-vous de nouveau depuis notre "
                                                "blogue."));
                      }
                      // Confirmed: the page says so (the welcome e-mail with the offer is on its way).
                      done(see_other("/infolettre-confirmee"));
                  });
}

void LeadApi::confirm_quarantined(const http::Request& request, std::string_view query, Done done) {
    const std::string token(parse_urlencoded(query).get("token").value_or(""));
    TokenProblem problem = TokenProblem::Invalid;
    const auto valid = verify_confirmation(options_.link_key, token, store::now_ms(), &problem, LinkPurpose::QuarantineRelease);
    if (!valid) {
        const bool expired = problem == TokenProblem::Expired;
        http::Response r = html_response(
            expired ? 410 : 404,
            simple_page(expired ? "Lien expiré" : "Lien de confirmation invalide",
                        expired ? "Ce lien de confirmation a expiré. Envoyez de nouveau votre demande depuis notre site, ou appelez-nous."
                                : "Ce lien de confirmation n\u2019est pas valide. Il est peut-être incomplet\u00a0: copiez-le en entier depuis le "
                                  "courriel reçu."));
        r.omit_body = request.method == "HEAD";
        return done(std::move(r));
    }
    // Opening the link changes nothing (mail scanners open every link): the page's button does.
    if (request.method != "POST") {
        http::Response r = button_page("Confirmez votre demande",
                                       "Un clic sur le bouton nous transmet la demande envoyée avec votre adresse. Si vous n\u2019avez "
                                       "rien envoyé, fermez simplement cette page.",
                                       std::string(kRelease) + "?token=" + token, "Confirmer ma demande");
        r.omit_body = request.method == "HEAD";
        return done(std::move(r));
    }
    // Read back on the store thread, validated as on arrival, and sent down the normal path.
    auto released_form = std::make_shared<const forms::Form*>(nullptr);
    auto released_variant = std::make_shared<std::string>();  // a guide's sector: its page offers the file
    store::ReleaseQuarantinedWrite write;
    write.quarantine_id = valid->request_id;
    const forms::Catalog* catalog = &this->catalog();  // the live release's, read here rather than on the store thread
    write.build = [this, catalog, released_form, released_variant](const store::QuarantinedPost& post) -> std::optional<store::ReleasedWrite> {
        const forms::Form* form = catalog->find(post.form_id);
        const auto input = submission_from_json(post.submission_json);
        if (!form || !input) return std::nullopt;
        auto result = forms::validate(*form, catalog->messages(), *input);
        if (!std::holds_alternative<forms::CleanRecord>(result)) return std::nullopt;
        auto record = std::make_shared<const forms::CleanRecord>(std::move(std::get<forms::CleanRecord>(result)));
        json::error_code ec;
        auto utm = json::parse(post.utm_json, ec);
        const RequestMeta meta{post.page, post.referrer, !ec && utm.is_object() ? utm.as_object() : json::object{}, post.ip_hash,
                               post.user_agent};
        // A lead keeps the time it was sent; a newsletter sign-up's link must be valid from now.
        const bool lead = form->kind == forms::FormKind::Lead;
        store::Write w = accepted_write({*catalog, identity_, options_.link_key}, *form, record, meta, lead ? post.created_at : store::now_ms());
        *released_form = form;
        if (const auto* v = form->download ? record->fields.if_contains(form->download->field) : nullptr; v && v->is_string())
            *released_variant = v->get_string();
        if (auto* l = std::get_if<store::LeadWrite>(&w)) return store::ReleasedWrite{std::move(*l)};
        if (auto* r = std::get_if<store::SubscriptionRequestWrite>(&w)) return store::ReleasedWrite{std::move(*r)};
        return std::nullopt;
    };
    store_.submit(std::move(write), [done, released_form, released_variant](const store::WriteOutcome& outcome) {
        if (!outcome.ok) return done(store_unavailable(false, status_text(503)));
        const forms::Form* form = *released_form;
        if (!outcome.found || !form) {
            return done(html_response(404, simple_page("Demande introuvable",
                                                       "Cette demande n\u2019existe plus, ou elle a déjà été confirmée. Au besoin, "
                                                       "envoyez-la de nouveau depuis notre site ou appelez-nous.")));
        }
        // The released lead's thank-you page, as on arrival: with the reference its notification
        // and acknowledgment carry; a guide's request lands on its guide's page.
        done(success(false, *form, outcome.lead_id, *released_variant));
    });
}

}  // namespace api
