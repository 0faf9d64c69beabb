#pragma once
// The outbox rows written with a lead: the firm's notification, the visitor's confirmation (no
// free text: outbox/visitor_mail.hpp), the newsletter welcome once an opt-in is confirmed (with
// one-click unsubscribe) and the optional CRM webhook.
#include <boost/json/object.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "forms/catalog.hpp"
#include "forms/validation.hpp"
#include "store/records.hpp"

namespace outbox {

// The promotion reserved for newsletter subscribers (business.json newsletterOffer), mailed in
// the welcome e-mail. « À confirmer » until the firm sets it (`server check` blocks the launch).
struct NewsletterOffer {
    int percent = 0;
    std::string description;  // what the discount applies to, read after « 20 % de rabais »
    std::string code;
    std::string conditions;

    // Every part set and none « À confirmer »: only then is the offer mailed (issue 39), in every
    // mode, so a development or staging instance never mails a placeholder either.
    bool confirmed() const;
};

struct Identity {
    std::string business_name;
    std::string business_email;
    std::string business_phone;
    std::string site_url;        // without trailing slash
    std::string mail_from;       // normalised (config/mail_addresses.hpp)
    std::string mail_from_name;  // the From display name: MAIL_FROM's own, else the business name
    std::string notify_to;       // normalised
    std::string notify_to_name;  // LEADS_NOTIFY_TO's display name, if any
    std::string webhook_url;     // empty: no webhook rows
    NewsletterOffer newsletter_offer;
    // Configured addresses that could not be normalised, each naming its setting (« MAIL_FROM
    // « … »: not an e-mail address… »): `server check` lists them, production refuses to start,
    // and the address is left as given (every mail to or from it then fails, loudly).
    std::vector<std::string> problems;
};

// Reads config/business.json (notificationEmail receives the leads); SITE_URL, MAIL_FROM,
// LEADS_NOTIFY_TO and LEADS_WEBHOOK_URL override. The addresses are normalised here, once.
// Throws std::runtime_error when the file is unreadable.
Identity load_identity(const std::filesystem::path& business_file, std::string site_url, std::string mail_from,
                       std::string notify_to, std::string webhook_url);

struct LeadContext {
    const forms::Form& form;
    const forms::CleanRecord& record;
    std::string page;
    std::string referrer;
    boost::json::object utm;
    std::int64_t created_at = 0;
};

// A download form's file for this lead (/guides/guide-conformite-garderies.pdf); empty for other forms.
std::string guide_path(const LeadContext& lead);

std::vector<store::OutboxMessage> build_notifications(const Identity& identity, const LeadContext& lead,
                                                      const store::StoredLead& stored);

// The text shown for one field's value: option labels for selects, Oui/Non for checkboxes.
std::string display_value(const forms::Field& field, const boost::json::value& value);

}  // namespace outbox
