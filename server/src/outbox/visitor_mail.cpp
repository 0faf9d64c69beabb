#include "outbox/visitor_mail.hpp"

#include <boost/json.hpp>

#include "outbox/montreal_time.hpp"
#include "outbox/notifications.hpp"
#include "text/html_escape.hpp"

namespace outbox {
namespace {

std::string html_page(std::string_view inner) {
    return "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"></head><body style=\"font-family:sans-serif\">" +
           std::string(inner) + "</body></html>";
}

std::string contact_line(const Identity& id) {
    return "Pour toute question, appelez-nous au " + id.business_phone + " ou écrivez-nous à " + id.business_email + ".";
}

// The reference closes every mail, so that whoever writes back or calls can be found at once.
store::OutboxMessage visitor_email(const std::string& to, std::string subject, std::vector<std::string> paragraphs,
                                   const Identity& id, const std::string& reference, std::string headers_json = "{}") {
    paragraphs.push_back("Référence\u00a0: " + reference + " (à rappeler si vous nous écrivez).");
    std::string text, html;
    for (const auto& p : paragraphs) {
        text += p + "\n\n";
        html += "<p>" + text::html_escape(p) + "</p>";
    }
    text += id.business_name + "\n" + id.site_url + "\n";
    html += "<p>" + text::html_escape(id.business_name) + "<br>" + text::html_escape(id.site_url) + "</p>";
    store::OutboxMessage m{"email", to, std::move(subject), std::move(text), html_page(html), std::move(headers_json), {}};
    m.to_visitor = true;
    m.priority = store::OutboxPriority::VisitorMail;
    return m;
}

// The newsletter's mails go after those about a request (store::OutboxPriority).
store::OutboxMessage newsletter_mail(store::OutboxMessage m) {
    m.priority = store::OutboxPriority::Newsletter;
    return m;
}

// The subscribers' promotion the blog promises (business.json newsletterOffer): « 20 % de rabais
// sur… », its code and conditions each on their own line after it.

std::string offer_line(const NewsletterOffer& offer) {
    return "Comme promis, voici la promotion réservée aux abonnés\u00a0: " + std::to_string(offer.percent) + "\u00a0% de rabais " +
           offer.description + ".";
}

}  // namespace

store::OutboxMessage visitor_confirmation(const Identity& id, const forms::Form& form, const std::string& email,
                                          std::int64_t received_at, const std::string& reference) {
    return visitor_email(email, "Nous avons bien reçu votre demande – " + id.business_name,
                         {"Bonjour,",
                          "Nous avons bien reçu votre demande faite le " + montreal_date(received_at) + " par le formulaire «\u00a0" +
                              form.title + "\u00a0». " + form.promise,
                          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel ou écrivez-nous\u00a0: nous "
                          "effacerons vos coordonnées.",
                          contact_line(id)},
                         id, reference);
}

store::OutboxMessage guide_delivery(const Identity& id, const forms::Form& form, const std::string& email, const std::string& guide,
                                    const std::string& link, std::int64_t received_at, const std::string& reference) {
    return visitor_email(email, "Votre guide de conformité – " + id.business_name,
                         {"Bonjour,",
                          "Merci de votre demande faite le " + montreal_date(received_at) + " par le formulaire «\u00a0" + form.title +
                              "\u00a0». Votre guide de conformité, secteur «\u00a0" + guide + "\u00a0» (PDF), se télécharge à cette adresse\u00a0: " + link,
                          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce courriel ou écrivez-nous\u00a0: nous "
                          "effacerons vos coordonnées.",
                          contact_line(id)},
                         id, reference);
}

store::OutboxMessage subscription_confirmation_request(const Identity& id, const std::string& email, const std::string& link,
                                                       std::int64_t expires_at, const std::string& reference) {
    return newsletter_mail(visitor_email(email, "Confirmez votre inscription à l'infolettre – " + id.business_name,
                         {"Bonjour,",
                          "Pour confirmer votre inscription à l'infolettre de " + id.business_name +
                              ", ouvrez ce lien puis cliquez sur le bouton «\u00a0Confirmer mon inscription\u00a0»\u00a0: " + link,
                          "Ce lien est valide jusqu'au " + montreal_date(expires_at) +
                              ". Sans confirmation, vous ne recevrez rien d'autre de notre part et votre adresse sera effacée.",
                          "Si vous n'avez rien demandé, ignorez simplement ce courriel.", contact_line(id)},
                         id, reference));
}

store::OutboxMessage subscription_welcome(const Identity& id, const std::string& email, const std::string& unsubscribe_token,
                                          const std::string& reference) {
    const std::string link = id.site_url + "/desabonnement?token=" + unsubscribe_token;
    boost::json::object h;
    h["List-Unsubscribe"] = "<" + link + ">";
    h["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
    std::string headers = boost::json::serialize(h);
    std::vector<std::string> paragraphs{"Bonjour,", "Votre inscription à l'infolettre de " + id.business_name +
                                                        " est confirmée. Vous recevrez au plus un courriel par mois."};
    // An offer the firm has not confirmed is left out rather than mailed as a placeholder.
    if (id.newsletter_offer.confirmed()) {
        paragraphs.push_back(offer_line(id.newsletter_offer));
        paragraphs.push_back("Code promotionnel\u00a0: " + id.newsletter_offer.code +
                             " (à mentionner lors de votre demande de soumission ou de votre appel).");
        paragraphs.push_back("Conditions\u00a0: " + id.newsletter_offer.conditions);
    }
    paragraphs.push_back("Pour vous désabonner en un clic\u00a0: " + link);
    paragraphs.push_back(contact_line(id));
    return newsletter_mail(
        visitor_email(email, "Bienvenue à l'infolettre de " + id.business_name, std::move(paragraphs), id, reference, std::move(headers)));
}

}  // namespace outbox
