#include "outbox/notifications.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "forms/phone.hpp"
#include "outbox/firm_notification.hpp"
#include "outbox/mime.hpp"
#include "store/admin.hpp"

namespace outbox {
namespace json = boost::json;
namespace {

std::string headers_json(const std::vector<std::pair<std::string, std::string>>& headers) {
    json::object o;
    for (const auto& [k, v] : headers) o[k] = v;
    return json::serialize(o);
}

struct Line {
    std::string label;
    std::string value;
};

std::vector<Line> field_lines(const LeadContext& lead) {
    std::vector<Line> lines;
    for (const auto& f : lead.form.fields) {
        const auto* v = lead.record.fields.if_contains(f.name);
        lines.push_back({f.label, v ? display_value(f, *v) : "—"});
    }
    return lines;
}

std::string text_table(const std::vector<Line>& lines) {
    std::string out;
    for (const auto& l : lines) out += l.label + " : " + l.value + "\n";
    return out;
}

std::string html_table(const std::vector<Line>& lines) {
    std::string out = "<table cellpadding=\"6\" style=\"border-collapse:collapse\">";
    for (const auto& l : lines) {
        // white-space:pre-wrap keeps the visitor's line breaks without inserting markup.
        out += "<tr><th align=\"left\" valign=\"top\">" + html_escape(l.label) +
               "</th><td style=\"white-space:pre-wrap\">" + html_escape(l.value) + "</td></tr>";
    }
    return out + "</table>";
}

std::string html_page(std::string_view inner) {
    return "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"></head><body style=\"font-family:sans-serif\">" +
           std::string(inner) + "</body></html>";
}

store::OutboxMessage email(std::string recipient, std::string subject, std::string text, std::string html,
                           std::vector<std::pair<std::string, std::string>> headers = {}) {
    return {"email", std::move(recipient), std::move(subject), std::move(text), std::move(html), headers_json(headers), {}};
}

store::OutboxMessage visitor_confirmation(const Identity& id, const LeadContext& lead) {
    const std::string greeting = lead.record.first_name.empty() ? "Bonjour," : "Bonjour " + lead.record.first_name + ",";
    const std::string thanks = "Merci pour votre demande (« " + lead.form.title + " »). Nous l'avons bien reçue.";
    const std::string promise = lead.form.promise;
    const std::string contact = "Pour toute question, appelez-nous au " + id.business_phone + " ou écrivez-nous à " +
                                id.business_email + ".";
    const std::vector<Line> lines = field_lines(lead);
    const std::string text = greeting + "\n\n" + thanks + "\n" + promise + "\n\nRécapitulatif de votre demande :\n" +
                             text_table(lines) + "\n" + contact + "\n\n" + id.business_name + "\n" + id.site_url + "\n";
    const std::string html =
        html_page("<p>" + html_escape(greeting) + "</p><p>" + html_escape(thanks) + "<br>" + html_escape(promise) +
                  "</p><p>Récapitulatif de votre demande :</p>" + html_table(lines) + "<p>" + html_escape(contact) + "</p><p>" +
                  html_escape(id.business_name) + "<br>" + html_escape(id.site_url) + "</p>");
    return email(lead.record.email, "Nous avons bien reçu votre demande – " + id.business_name, text, html);
}

store::OutboxMessage newsletter_welcome(const Identity& id, const LeadContext& lead, const store::StoredLead& stored) {
    const std::string link = id.site_url + "/desabonnement?token=" + stored.unsubscribe_token;
    const std::string greeting = lead.record.first_name.empty() ? "Bonjour," : "Bonjour " + lead.record.first_name + ",";
    const std::string body = "Merci de votre inscription à l'infolettre de " + id.business_name +
                             ". Vous recevrez au plus un courriel par mois.";
    const std::string leave = "Pour vous désabonner en un clic : ";
    const std::string text = greeting + "\n\n" + body + "\n\n" + leave + link + "\n\n" + id.business_name + "\n" + id.site_url + "\n";
    const std::string html = html_page("<p>" + html_escape(greeting) + "</p><p>" + html_escape(body) + "</p><p>" + html_escape(leave) +
                                       "<a href=\"" + html_escape(link) + "\">" + html_escape(link) + "</a></p>");
    return email(lead.record.email, "Bienvenue à l'infolettre de " + id.business_name, text, html,
                 {{"List-Unsubscribe", "<" + link + ">"}, {"List-Unsubscribe-Post", "List-Unsubscribe=One-Click"}});
}

store::OutboxMessage webhook(const Identity& id, const LeadContext& lead, const store::StoredLead& stored) {
    json::object payload;
    payload["id"] = stored.id;
    payload["form"] = lead.form.id;
    payload["kind"] = lead.form.kind == forms::FormKind::Lead ? "lead" : "newsletter";
    payload["created_at"] = store::iso_time(lead.created_at);
    payload["fields"] = lead.record.fields;
    payload["email"] = lead.record.email;
    payload["consent_given"] = lead.record.consent_given;
    payload["page"] = lead.page;
    payload["referrer"] = lead.referrer;
    payload["utm"] = lead.utm;
    return {"webhook", id.webhook_url, {}, {}, {}, "{}", json::serialize(payload)};
}

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

std::string display_value(const forms::Field& field, const json::value& value) {
    if (value.is_bool()) return value.get_bool() ? "Oui" : "Non";
    if (value.is_string()) {
        const std::string_view v = value.get_string();
        if (v.empty()) return "—";
        // Hidden fields may name an option set too (a city page's city): people read its label.
        if (!field.options.empty()) return std::string(field.option_label(v));
        if (field.type == forms::FieldType::Tel) return forms::display_phone(v);
        return std::string(v);
    }
    return json::serialize(value);
}

Identity load_identity(const std::filesystem::path& business_file, std::string site_url, std::string mail_from,
                       std::string notify_to, std::string webhook_url) {
    const json::value v = json::parse(read_file(business_file));
    const auto& o = v.as_object();
    const auto get = [&](std::string_view key) {
        const auto* x = o.if_contains(key);
        return x && x->is_string() ? std::string(x->get_string()) : std::string{};
    };
    Identity id{get("name"), get("email"), get("phone"), site_url.empty() ? get("siteUrl") : std::move(site_url),
                std::move(mail_from), std::move(notify_to), std::move(webhook_url)};
    while (!id.site_url.empty() && id.site_url.back() == '/') id.site_url.pop_back();
    if (id.mail_from.empty()) id.mail_from = id.business_email;
    if (id.notify_to.empty()) id.notify_to = get("notificationEmail");
    if (id.notify_to.empty()) id.notify_to = id.business_email;
    return id;
}

std::vector<store::OutboxMessage> build_notifications(const Identity& identity, const LeadContext& lead,
                                                      const store::StoredLead& stored) {
    std::vector<store::OutboxMessage> rows;
    if (lead.form.kind == forms::FormKind::Lead) {
        rows.push_back(firm_notification(identity, lead, stored));
        rows.push_back(visitor_confirmation(identity, lead));
    } else {
        rows.push_back(newsletter_welcome(identity, lead, stored));
    }
    if (!identity.webhook_url.empty()) rows.push_back(webhook(identity, lead, stored));
    return rows;
}

}  // namespace outbox
