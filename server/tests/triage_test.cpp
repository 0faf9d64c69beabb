// Issue 28, item 8: the firm's mails read at a glance: Montréal time with its zone (not UTC),
// « URGENT — … » in the subject when the visitor says an inspection is near (the fields the forms
// catalog marks with `urgency`), labels without « (facultatif) », and every mail, the firm's and
// the visitor's, with the lead's reference. Also: /healthz and the transport's failing state.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "http/health.hpp"
#include "outbox/firm_notification.hpp"
#include "outbox/montreal_time.hpp"
#include "outbox/transport_health.hpp"
#include "outbox/visitor_mail.hpp"
#include "store/lead_reference.hpp"
#include "test_support.hpp"

namespace {

constexpr std::int64_t kWinterNoonUtc = 1767268800000;  // 2026-01-01 12:00 UTC
constexpr std::int64_t kSummerNoonUtc = 1782907200000;  // 2026-07-01 12:00 UTC

TEST(MontrealTime, NamesTheZoneWinterAndSummer) {
    EXPECT_EQ(outbox::montreal_date_time(kWinterNoonUtc), "1\u00a0janvier\u00a02026 à 7\u00a0h\u00a000 HNE (UTC\u221205:00)");
    EXPECT_EQ(outbox::montreal_date_time(kSummerNoonUtc), "1\u00a0juillet\u00a02026 à 8\u00a0h\u00a000 HAE (UTC\u221204:00)");
    // 2026-03-08: 2 a.m. standard time is 3 a.m. daylight time.
    EXPECT_EQ(outbox::montreal_date_time(1772953199000), "8\u00a0mars\u00a02026 à 1\u00a0h\u00a059 HNE (UTC\u221205:00)");
    EXPECT_EQ(outbox::montreal_date_time(1772953200000), "8\u00a0mars\u00a02026 à 3\u00a0h\u00a000 HAE (UTC\u221204:00)");
    // Late evening in Montréal is already tomorrow in UTC.
    EXPECT_EQ(outbox::montreal_date(1767236400000), "31\u00a0décembre\u00a02025");  // 2026-01-01 03:00 UTC
}

forms::CleanRecord filled(const forms::Form& form, bool urgent) {
    forms::Submission s;
    for (const auto& f : form.fields) {
        switch (f.type) {
            case forms::FieldType::Email: s.add(f.name, "marie@clinique.ca"); break;
            case forms::FieldType::Tel: s.add(f.name, "514-555-0101"); break;
            case forms::FieldType::Select: s.add(f.name, f.options.front().value); break;
            case forms::FieldType::Hidden: s.add(f.name, f.value); break;
            case forms::FieldType::Checkbox:
                if (f.urgency.empty() || urgent) s.add(f.name, "on");
                break;
            case forms::FieldType::Number: s.add(f.name, "48"); break;
            default: s.add(f.name, "Marie");
        }
    }
    return std::get<forms::CleanRecord>(forms::validate(form, test_catalog().messages(), s));
}

store::OutboxMessage firm(const forms::Form& form, bool urgent, std::int64_t at = kWinterNoonUtc) {
    const auto record = filled(form, urgent);
    return outbox::firm_notification(test_identity(), {form, record, "/", "", {}, at}, {"0190f1e2d3c4b5a6978812345678abcd", ""});
}

TEST(Triage, AnInspectionSoonPutsUrgentInTheSubject) {
    int urgent_forms = 0;
    for (const auto& form : test_catalog().forms()) {
        if (form.kind != forms::FormKind::Lead) continue;
        const auto* flag = [&]() -> const forms::Field* {
            for (const auto& f : form.fields) if (!f.urgency.empty()) return &f;
            return nullptr;
        }();
        EXPECT_EQ(firm(form, false).subject.find("URGENT"), std::string::npos) << form.id;
        if (!flag) continue;
        ++urgent_forms;
        const auto m = firm(form, true);
        EXPECT_TRUE(m.subject.starts_with("URGENT — " + flag->urgency + " — Nouvelle demande : ")) << m.subject;
        EXPECT_NE(m.body_text.find("URGENT : " + flag->urgency), std::string::npos) << form.id;
    }
    // The clinic forms of the spec: province (« dans les 30 prochains jours »), Montréal, Laval, Longueuil.
    EXPECT_GE(urgent_forms, 4);
    EXPECT_EQ(test_catalog().find("audit-clinique")->field("inspection_30_jours")->urgency, "inspection dans 30 jours");
}

TEST(Triage, TimesAreMontrealsWithTheZone) {
    const auto m = firm(*test_catalog().find("audit-clinique"), false, kSummerNoonUtc);
    EXPECT_NE(m.body_text.find("Reçue le : 1\u00a0juillet\u00a02026 à 8\u00a0h\u00a000 HAE (UTC\u221204:00)\n"), std::string::npos) << m.body_text;
    EXPECT_EQ(m.body_text.find("UTC\n"), std::string::npos);
}

TEST(Triage, OptionalLabelsLoseFacultatif) {
    const auto& form = *test_catalog().find("soumission");
    bool optional_label = false;
    for (const auto& f : form.fields) optional_label = optional_label || f.label.find("(facultatif)") != std::string::npos;
    ASSERT_TRUE(optional_label) << "the catalog no longer marks optional labels: pick another form";
    const auto m = firm(form, false);
    EXPECT_EQ(m.body_text.find("facultatif"), std::string::npos) << m.body_text;
    EXPECT_EQ(m.body_html.find("facultatif"), std::string::npos);
}

TEST(Triage, EveryMailCarriesTheReference) {
    const std::string ref = "0190f1e2d3c4b5a6978812345678abcd";
    const auto& form = *test_catalog().find("audit-clinique");
    // The firm reads the short reference the visitor was shown, then the record's full id.
    EXPECT_NE(firm(form, false).body_text.find("Référence : " + store::lead_reference(ref) + "\nIdentifiant : " + ref), std::string::npos);
    EXPECT_NE(firm(form, false).body_html.find(store::lead_reference(ref)), std::string::npos);
    const auto id = test_identity();
    for (const auto& m : {outbox::visitor_confirmation(id, form, "a@b.ca", kWinterNoonUtc, ref),
                          outbox::subscription_confirmation_request(id, "a@b.ca", "https://site.example/x", kWinterNoonUtc, ref),
                          outbox::subscription_welcome(id, "a@b.ca", "tok", ref)}) {
        EXPECT_NE(m.body_text.find("Référence\u00a0: " + ref), std::string::npos) << m.subject;
        EXPECT_NE(m.body_html.find(ref), std::string::npos) << m.subject;
        EXPECT_TRUE(store::is_visitor_mail(static_cast<int>(m.priority))) << m.subject;
    }
    EXPECT_TRUE(store::is_lead_notification(static_cast<int>(firm(form, false).priority)));
}

// Issue 38, item 1: four classes, sent in this order. A guide request's notification, mail to
// visitors and the newsletter's mails all wait behind any audit or quote request's notification
// (an urgent one first), so a flood of them cannot delay a real lead's.
TEST(Triage, AuditAndQuoteRequestsFormTheFirstClassUrgentFirst) {
    const auto id = test_identity();
    const auto rank = [](const store::OutboxMessage& m) { return static_cast<int>(m.priority); };
    int requests = 0, guides = 0;
    for (const auto& form : test_catalog().forms()) {
        if (form.kind != forms::FormKind::Lead) continue;
        const auto notification = firm(form, false);
        const auto to_visitor = outbox::visitor_confirmation(id, form, "a@b.ca", kWinterNoonUtc, "r");
        EXPECT_LT(rank(notification), rank(to_visitor)) << form.id;
        if (form.download) {
            ++guides;
            continue;
        }
        ++requests;
        for (const auto& other : test_catalog().forms()) {
            if (other.kind == forms::FormKind::Lead && other.download) EXPECT_LT(rank(notification), rank(firm(other, false))) << form.id;
        }
        bool has_urgency = false;
        for (const auto& f : form.fields) has_urgency |= !f.urgency.empty();
        if (has_urgency) EXPECT_LT(rank(firm(form, true)), rank(notification)) << form.id << ": an urgent request goes first";
    }
    EXPECT_GT(requests, 0);
    EXPECT_GT(guides, 0);
    const auto welcome = outbox::subscription_welcome(id, "a@b.ca", "tok", "r");
    const auto opt_in = outbox::subscription_confirmation_request(id, "a@b.ca", "https://site.example/x", kWinterNoonUtc, "r");
    const auto& any_form = *test_catalog().find("audit-clinique");
    const auto confirmation = outbox::visitor_confirmation(id, any_form, "a@b.ca", kWinterNoonUtc, "r");
    EXPECT_LT(rank(confirmation), rank(welcome)) << "the newsletter after the mails about a request";
    EXPECT_LT(rank(confirmation), rank(opt_in));
}

TEST(TransportHealth, FailingAfterAFirmNotificationOrThreeMailsFail) {
    outbox::TransportHealth h;
    EXPECT_FALSE(h.record(false, "550 no such user", 1));
    EXPECT_FALSE(h.record(false, "550 no such user", 2));
    EXPECT_FALSE(h.state().failing);
    EXPECT_TRUE(h.record(false, "connection refused", 3));
    EXPECT_TRUE(h.state().failing);
    EXPECT_EQ(h.state().since_ms, 3);
    EXPECT_TRUE(h.record(true, std::nullopt, 4));
    EXPECT_FALSE(h.state().failing);
    EXPECT_TRUE(h.record(true, "connection refused", 5));  // the firm's own notification: at once
    EXPECT_FALSE(h.record(false, std::nullopt, 6));         // a visitor mail getting out is not enough
    EXPECT_TRUE(h.state().failing);
    EXPECT_TRUE(h.record(true, std::nullopt, 7));
    EXPECT_EQ(h.state().failures_total, 4u);
}

TEST(TransportHealth, HealthzShowsFailingNotificationsWithoutTheError) {
    const auto ok = boost::json::parse(http::health_json("1", "ok", {.known = true})).as_object();
    EXPECT_EQ(ok.at("status"), "ok");
    EXPECT_EQ(ok.at("notifications").at("status"), "ok");
    const auto bad = boost::json::parse(http::health_json("1", "ok", {.known = true, .failing = true, .since_ms = kWinterNoonUtc})).as_object();
    EXPECT_EQ(bad.at("status"), "degraded");
    EXPECT_EQ(bad.at("notifications").at("status"), "failing");
    EXPECT_EQ(bad.at("notifications").at("since"), "2026-01-01T12:00:00Z");
    EXPECT_FALSE(boost::json::parse(http::health_json("1", "ok")).as_object().contains("notifications"));
}

}  // namespace
