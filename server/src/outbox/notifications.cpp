#include "outbox/notifications.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "outbox/mime.hpp"
#include "outbox/visitor_mail.hpp"
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

std::string utm_text(const json::object& utm) {
    std::string out;
    for (const auto& [k, v] : utm) {
        if (!out.empty()) out += ", ";
        out += std::string(k) + "=" + (v.is_string() ? std::string(v.get_string()) : json::serialize(v));
    }
    return out.empty() ? "—" : out;
}

store::OutboxMessage firm_notification(const Identity& id, const LeadContext& lead, const store::StoredLead& stored) {
    std::vector<Line> lines = field_lines(lead);
    std::vector<Line> context{{"Formulaire", lead.form.title},
                              {"Page", lead.page.empty() ? "—" : lead.page},
                              {"Provenance", lead.referrer.empty() ? "—" : lead.referrer},
                              {"UTM", utm_text(lead.utm)},
                              {"Reçue le", store::iso_time(lead.created_at)},
                              {"Référence", stored.id}};
    const std::string intro = "Nouvelle demande reçue par le formulaire « " + lead.form.title + " ».";
    const std::string text = intro + "\n\n" + text_table(lines) + "\n" + text_table(context);
    const std::string html = html_page("<p>" + html_escape(intro) + "</p>" + html_table(lines) + "<hr>" + html_table(context));
    auto message = email(id.notify_to, "Nouvelle demande : " + lead.form.title, text, html);
    // Reply-To lets the firm answer the visitor directly; the address went through validation
    // and the MIME builder keeps only address characters.
    json::object h;
    h["Reply-To"] = lead.record.email;
    message.headers_json = json::serialize(h);
    return message;
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
        return std::string(field.type == forms::FieldType::Select ? field.option_label(v) : v);
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
    if (id.notify_to.empty()) id.notify_to = id.business_email;
    return id;
}

std::vector<store::OutboxMessage> build_notifications(const Identity& identity, const LeadContext& lead,
                                                      const store::StoredLead& stored) {
    std::vector<store::OutboxMessage> rows;
    if (lead.form.kind == forms::FormKind::Lead) {
        rows.push_back(firm_notification(identity, lead, stored));
        rows.push_back(visitor_confirmation(identity, lead.form, lead.record.email, lead.created_at));
    } else {
        // Newsletter rows are built only once the opt-in is confirmed (see api/lead_pipeline).
        rows.push_back(subscription_welcome(identity, lead.record.email, stored.unsubscribe_token));
    }
    if (!identity.webhook_url.empty()) rows.push_back(webhook(identity, lead, stored));
    return rows;
}

}  // namespace outbox
