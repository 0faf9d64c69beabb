// The endpoints of the links the API mails: unsubscribe, the newsletter's double opt-in, and
// the confirmation that releases a quarantined post. GET shows a page whose button POSTs; only
// POST changes anything.
#include "api/lead_api.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "api/form_body.hpp"
#include "api/lead_answers.hpp"
#include "api/lead_pipeline.hpp"
#include "api/request_meta.hpp"
#include "api/responses.hpp"
#include "crypto/crypto.hpp"
#include "http/url_path.hpp"
#include "metrics/registry.hpp"
#include "store/lead_reference.hpp"

namespace api {
namespace json = boost::json;

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
