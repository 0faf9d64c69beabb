#include "outbox/notifications.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "forms/phone.hpp"
#include "outbox/firm_notification.hpp"
#include "outbox/mime.hpp"
#include "outbox/visitor_mail.hpp"
#include "store/admin.hpp"

namespace outbox {
namespace json = boost::json;
namespace {

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
        rows.push_back(visitor_confirmation(identity, lead.form, lead.record.email, lead.created_at));
    } else {
        // Newsletter rows are built only once the opt-in is confirmed (see api/lead_pipeline).
        rows.push_back(subscription_welcome(identity, lead.record.email, stored.unsubscribe_token));
    }
    if (!identity.webhook_url.empty()) rows.push_back(webhook(identity, lead, stored));
    return rows;
}

}  // namespace outbox
