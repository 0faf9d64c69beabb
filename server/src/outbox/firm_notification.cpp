#include "outbox/firm_notification.hpp"

#include <boost/json.hpp>

#include "forms/phone.hpp"
#include "outbox/montreal_time.hpp"
#include "store/lead_reference.hpp"
#include "text/html_escape.hpp"

namespace outbox {
namespace json = boost::json;
namespace {

// One row of the message: what the text part shows, and the HTML of its value (already escaped).
struct Row {
    std::string label;
    std::string text;
    std::string html;
    bool multi_line = false;
};

std::string link(std::string_view href, std::string_view text) {
    return "<a href=\"" + text::html_escape(href) + "\">" + text::html_escape(text) + "</a>";
}

// « Message (facultatif) » reads « Message » here: the firm sees what was filled in, not the form's hints.
std::string mail_label(std::string_view label) {
    for (const std::string_view suffix : {" (facultatif)", "\u00a0(facultatif)"}) {
        if (label.ends_with(suffix)) label.remove_suffix(suffix.size());
    }
    return std::string(label);
}

Row field_row(const forms::Field& field, const json::value* value) {
    const std::string shown = value ? display_value(field, *value) : "—";
    Row row{mail_label(field.label), shown, text::html_escape(shown), field.type == forms::FieldType::Textarea && shown.find('\n') != std::string::npos};
    if (!value || !value->is_string() || value->get_string().empty()) return row;
    const std::string_view raw = value->get_string();
    if (field.type == forms::FieldType::Tel) {
        if (const std::string uri = forms::tel_uri(raw); !uri.empty()) {
            row.text = shown + " <" + uri + ">";
            row.html = link(uri, shown);
        }
    } else if (field.type == forms::FieldType::Email) {
        row.html = link("mailto:" + std::string(raw), raw);
    }
    return row;
}

// UTM parameters under the names a marketer reads in analytics tools, in French.
std::string utm_label(std::string_view key) {
    if (key == "utm_source") return "Source (UTM)";
    if (key == "utm_medium") return "Support (UTM)";
    if (key == "utm_campaign") return "Campagne (UTM)";
    if (key == "utm_term") return "Terme (UTM)";
    if (key == "utm_content") return "Contenu (UTM)";
    return std::string(key);
}

std::vector<Row> origin_rows(const Identity& id, const LeadContext& lead, const store::StoredLead& stored) {
    const auto plain = [](std::string label, std::string value) {
        if (value.empty()) value = "—";
        std::string html = text::html_escape(value);
        return Row{std::move(label), std::move(value), std::move(html)};
    };
    std::vector<Row> rows{plain("Formulaire", lead.form.title + " (" + lead.form.id + ")")};
    if (lead.page.empty()) {
        rows.push_back(plain("Page", ""));
    } else {
        const std::string url = id.site_url + lead.page;
        rows.push_back({"Page", url, link(url, url)});
    }
    // The referrer is what the visitor's browser sent: shown, never made a link.
    rows.push_back(plain("Site de provenance", lead.referrer.empty() ? "accès direct ou inconnu" : lead.referrer));
    if (lead.utm.empty()) rows.push_back(plain("Campagne (UTM)", "aucune"));
    for (const auto& [key, value] : lead.utm) {
        rows.push_back(plain(utm_label(key), value.is_string() ? std::string(value.get_string()) : json::serialize(value)));
    }
    rows.push_back(plain("Reçue le", montreal_date_time(lead.created_at)));
    // The reference the visitor was shown and may quote, then the record's full id.
    rows.push_back(plain("Référence", store::lead_reference(stored.id)));
    rows.push_back(plain("Identifiant", stored.id));
    return rows;
}

std::string text_rows(const std::vector<Row>& rows) {
    std::string out;
    for (const auto& r : rows) {
        if (!r.multi_line) {
            out += r.label + " : " + r.text + "\n";
            continue;
        }
        // Several lines: indented under their label, so the next label still stands out.
        out += r.label + " :\n";
        std::size_t start = 0;
        for (auto nl = r.text.find('\n'); ; nl = r.text.find('\n', start)) {
            out += "    " + r.text.substr(start, nl == std::string::npos ? std::string::npos : nl - start) + "\n";
            if (nl == std::string::npos) break;
            start = nl + 1;
        }
    }
    return out;
}

std::string html_rows(const std::vector<Row>& rows) {
    std::string out = "<table cellpadding=\"6\" style=\"border-collapse:collapse\">";
    for (const auto& r : rows) {
        // white-space:pre-wrap keeps the visitor's line breaks without inserting markup.
        out += "<tr><th align=\"left\" valign=\"top\">" + text::html_escape(r.label) + "</th><td style=\"white-space:pre-wrap\">" +
               r.html + "</td></tr>";
    }
    return out + "</table>";
}

// Who the lead is, for the subject: the first text field (name) the visitor filled in.
std::string who(const LeadContext& lead) {
    for (const auto& f : lead.form.fields) {
        if (f.type != forms::FieldType::Text) continue;
        if (const auto* v = lead.record.fields.if_contains(f.name); v && v->is_string() && !v->get_string().empty()) {
            return std::string(v->get_string());
        }
    }
    return {};
}

// The guide's sector as the visitor chose it (the option's label).
std::string guide_label(const LeadContext& lead) {
    const forms::Field* chosen = lead.form.field(lead.form.download->field);
    const auto* v = chosen ? lead.record.fields.if_contains(chosen->name) : nullptr;
    return v ? display_value(*chosen, *v) : std::string{};
}

}  // namespace

std::string urgency(const LeadContext& lead) {
    for (const auto& f : lead.form.fields) {
        if (f.urgency.empty()) continue;
        if (const auto* v = lead.record.fields.if_contains(f.name); v && v->is_bool() && v->get_bool()) return f.urgency;
    }
    return {};
}

store::OutboxMessage firm_notification(const Identity& id, const LeadContext& lead, const store::StoredLead& stored) {
    std::vector<Row> fields;
    const forms::Field* phone = nullptr;
    for (const auto& f : lead.form.fields) {
        fields.push_back(field_row(f, lead.record.fields.if_contains(f.name)));
        if (!phone && f.type == forms::FieldType::Tel) phone = &f;
    }
    const std::vector<Row> origin = origin_rows(id, lead, stored);

    const std::string urgent = urgency(lead);
    std::string intro = "Nouvelle demande reçue par le formulaire « " + lead.form.title + " ».";
    if (!urgent.empty()) intro = "URGENT : " + urgent + ". " + intro;
    // A guide download is labelled as such: the firm sees at once it is not an audit request.
    const std::string guide = guide_path(lead);
    if (!guide.empty()) intro = "Demande de guide de conformité (" + id.site_url + guide + "). " + intro;
    std::string reply_text = "Pour répondre, répondez simplement à ce courriel : la réponse ira à " + lead.record.email + ".";
    std::string reply_html = "Pour répondre, répondez simplement à ce courriel : la réponse ira à " +
                             link("mailto:" + lead.record.email, lead.record.email) + ".";
    if (const auto* v = phone ? lead.record.fields.if_contains(phone->name) : nullptr; v && v->is_string()) {
        if (const std::string uri = forms::tel_uri(v->get_string()); !uri.empty()) {
            const std::string shown = forms::display_phone(v->get_string());
            reply_text += "\nPour appeler : " + shown + " <" + uri + ">";
            reply_html += "<br>" + link(uri, "Appeler le " + shown);
        }
    }
    const std::string text = intro + "\n\n" + text_rows(fields) + "\n" + reply_text + "\n\nProvenance\n" + text_rows(origin);
    const std::string html = "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"></head><body style=\"font-family:sans-serif\">"
                             "<p>" + text::html_escape(intro) + "</p>" + html_rows(fields) + "<p>" + reply_html + "</p><h2 style=\"font-size:1em\">Provenance</h2>" +
                             html_rows(origin) + "</body></html>";
    const std::string name = who(lead);
    // Triage from the inbox list: the urgency first, then the form and who.
    std::string subject = (urgent.empty() ? "" : "URGENT — " + urgent + " — ") + "Nouvelle demande : " + lead.form.title +
                          (name.empty() ? "" : " – " + name);
    if (!guide.empty()) subject = "Nouvelle demande de guide : " + guide_label(lead) + " – " + lead.record.email;
    // Reply-To lets the firm answer the visitor directly; the address went through validation
    // and the MIME builder keeps only address characters.
    json::object headers;
    headers["Reply-To"] = lead.record.email;
    if (!id.notify_to_name.empty()) headers["To-Name"] = id.notify_to_name;
    store::OutboxMessage m{"email", id.notify_to, std::move(subject), text, html, json::serialize(headers), {}};
    // The first class is the news of a client: an audit or quote request, an urgent one first. A
    // guide request comes after them (a flood of them must not delay a real request).
    m.priority = !guide.empty() ? store::OutboxPriority::FirmMessage
                 : urgent.empty() ? store::OutboxPriority::Lead : store::OutboxPriority::LeadUrgent;
    return m;
}

}  // namespace outbox
