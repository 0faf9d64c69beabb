#include "api/lead_answers.hpp"

#include <boost/json.hpp>

#include "api/responses.hpp"
#include "store/lead_reference.hpp"
#include "text/html_escape.hpp"

namespace api {
namespace json = boost::json;

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
http::Response success(bool as_json, const forms::Form& form, std::string_view id, std::string_view variant, bool held) {
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

}  // namespace api
