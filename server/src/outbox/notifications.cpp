#include "outbox/notifications.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "config/mail_addresses.hpp"
#include "forms/phone.hpp"
#include "outbox/firm_notification.hpp"
#include "outbox/visitor_mail.hpp"
#include "store/admin.hpp"
#include "store/lead_reference.hpp"
#include "text/iso_time.hpp"

namespace outbox {
namespace json = boost::json;
namespace {

store::OutboxMessage webhook(const Identity& id, const LeadContext& lead, const store::StoredLead& stored) {
    json::object payload;
    payload["id"] = stored.id;
    payload["form"] = lead.form.id;
    payload["kind"] = lead.form.kind == forms::FormKind::Lead ? "lead" : "newsletter";
    payload["created_at"] = text::iso_time(lead.created_at);
    payload["fields"] = lead.record.fields;
    payload["email"] = lead.record.email;
    payload["consent_given"] = lead.record.consent_given;
    payload["page"] = lead.page;
    payload["referrer"] = lead.referrer;
    payload["utm"] = lead.utm;
    store::OutboxMessage m{"webhook", id.webhook_url, {}, {}, {}, "{}", json::serialize(payload)};
    m.priority = store::OutboxPriority::Webhook;
    return m;
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

std::string guide_path(const LeadContext& lead) {
    if (!lead.form.download) return {};
    const auto* v = lead.record.fields.if_contains(lead.form.download->field);
    return v && v->is_string() ? lead.form.download_path(v->get_string()) : std::string{};
}

bool NewsletterOffer::confirmed() const {
    const auto set = [](const std::string& text) { return !text.empty() && text.find("À confirmer") == std::string::npos; };
    return percent > 0 && set(description) && set(code) && set(conditions);
}

Identity load_identity(const std::filesystem::path& business_file, std::string site_url, std::string mail_from,
                       std::string notify_to, std::string webhook_url) {
    const json::value v = json::parse(read_file(business_file));
    const auto& o = v.as_object();
    const auto get = [&](std::string_view key) {
        const auto* x = o.if_contains(key);
        return x && x->is_string() ? std::string(x->get_string()) : std::string{};
    };
    Identity id{.business_name = get("name"), .business_email = get("email"), .business_phone = get("phone"),
                .site_url = site_url.empty() ? get("siteUrl") : std::move(site_url), .webhook_url = std::move(webhook_url)};
    while (!id.site_url.empty() && id.site_url.back() == '/') id.site_url.pop_back();
    if (const auto* offer = o.if_contains("newsletterOffer"); offer && offer->is_object()) {
        const auto& of = offer->get_object();
        const auto text = [&](std::string_view key) {
            const auto* x = of.if_contains(key);
            return x && x->is_string() ? std::string(x->get_string()) : std::string{};
        };
        const auto* percent = of.if_contains("percent");
        id.newsletter_offer = {percent && percent->is_int64() ? static_cast<int>(percent->get_int64()) : 0, text("description"), text("code"),
                               text("conditions")};
    }
    const std::string file = business_file.filename().string();
    // Each address from the first place that gives one, normalised under that place's name.
    const auto address = [&](std::initializer_list<std::pair<std::string, std::string>> sources, std::string& out, std::string& name) {
        for (const auto& [setting, value] : sources) {
            if (value.empty()) continue;
            const auto parsed = config::parse_mailbox(value);
            if (const auto* box = std::get_if<config::Mailbox>(&parsed)) {
                out = box->address;
                name = box->name;
            } else {
                out = value;
                id.problems.push_back(setting + " « " + value + " »: " + std::get<std::string>(parsed));
            }
            return;
        }
    };
    std::string from_name;
    address({{"MAIL_FROM", mail_from}, {file + " email", id.business_email}}, id.mail_from, from_name);
    id.mail_from_name = from_name.empty() ? id.business_name : from_name;
    address({{"LEADS_NOTIFY_TO", notify_to}, {file + " notificationEmail", get("notificationEmail")}, {file + " email", id.business_email}},
            id.notify_to, id.notify_to_name);
    return id;
}

std::vector<store::OutboxMessage> build_notifications(const Identity& identity, const LeadContext& lead,
                                                      const store::StoredLead& stored) {
    std::vector<store::OutboxMessage> rows;
    if (lead.form.kind == forms::FormKind::Lead) {
        rows.push_back(firm_notification(identity, lead, stored));
        const std::string reference = store::lead_reference(stored.id);
        if (const std::string guide = guide_path(lead); !guide.empty()) {
            const forms::Field* chosen = lead.form.field(lead.form.download->field);
            const auto* v = lead.record.fields.if_contains(chosen->name);
            rows.push_back(guide_delivery(identity, lead.form, lead.record.email, display_value(*chosen, *v), identity.site_url + guide,
                                          lead.created_at, reference));
        } else {
            rows.push_back(visitor_confirmation(identity, lead.form, lead.record.email, lead.created_at, reference));
        }
    } else {
        // Newsletter rows are built only once the opt-in is confirmed (see api/lead_pipeline).
        rows.push_back(subscription_welcome(identity, lead.record.email, stored.unsubscribe_token, stored.id));
    }
    if (!identity.webhook_url.empty()) rows.push_back(webhook(identity, lead, stored));
    return rows;
}

}  // namespace outbox
