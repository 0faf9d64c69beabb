#include "outbox/quarantine_mail.hpp"

#include "outbox/montreal_time.hpp"
#include "outbox/notifications.hpp"
#include "outbox/visitor_mail.hpp"
#include "text/html_escape.hpp"

namespace outbox {

store::OutboxMessage quarantine_confirmation_request(const Identity& id, const forms::Form& form, const std::string& email,
                                                     const std::string& link, std::int64_t expires_at) {
    const std::vector<std::string> paragraphs{
        "Bonjour,",
        "Nous avons reçu une demande envoyée par le formulaire «\u00a0" + form.title +
            "\u00a0» avec votre adresse, mais notre filtre contre les envois automatisés l'a mise de côté par précaution.",
        "Si c'est bien vous, confirmez votre demande\u00a0: ouvrez ce lien puis cliquez sur le bouton «\u00a0Confirmer ma "
        "demande\u00a0». Elle nous sera transmise aussitôt. " + link,
        "Ce lien est valide jusqu'au " + montreal_date(expires_at) + ".",
        "Si vous n'avez rien envoyé, ignorez ce courriel\u00a0: la demande sera effacée sans suite.",
        "Pour toute question, appelez-nous au " + id.business_phone + " ou écrivez-nous à " + id.business_email + "."};
    std::string text, html;
    for (const auto& p : paragraphs) {
        text += p + "\n\n";
        html += "<p>" + text::html_escape(p) + "</p>";
    }
    text += id.business_name + "\n" + id.site_url + "\n";
    html += "<p>" + text::html_escape(id.business_name) + "<br>" + text::html_escape(id.site_url) + "</p>";
    store::OutboxMessage m{"email",
                           email,
                           "Confirmez votre demande – " + id.business_name,
                           std::move(text),
                           "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"></head><body style=\"font-family:sans-serif\">" +
                               html + "</body></html>",
                           "{}",
                           {}};
    m.to_visitor = true;
    return m;
}

}  // namespace outbox
