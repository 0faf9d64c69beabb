// The firm's notification e-mail, one snapshot per lead form (issue 16, item 8): labels and option
// labels, tap-to-call link, Reply-To, form, page and attribution, text and HTML parts. The golden
// files are under tests/golden/firm-notification/; after an intended change, regenerate them with
// UPDATE_GOLDEN=1 ctest -R FirmNotification and review the diff.
#include "outbox/firm_notification.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "outbox/mime.hpp"
#include "test_support.hpp"

namespace {

namespace fs = std::filesystem;

// A plausible value for every field: the first option of each list, an extension on the phone,
// a message over two lines.
forms::Submission filled(const forms::Form& form) {
    forms::Submission s;
    for (const auto& f : form.fields) {
        switch (f.type) {
            case forms::FieldType::Email: s.add(f.name, "Marie.Tremblay@Clinique-Exemple.ca"); break;
            case forms::FieldType::Tel: s.add(f.name, "514-555-0101 poste 12"); break;
            case forms::FieldType::Select: s.add(f.name, f.options.front().value); break;
            case forms::FieldType::Hidden: s.add(f.name, f.value); break;
            case forms::FieldType::Checkbox: s.add(f.name, "on"); break;
            case forms::FieldType::Number: s.add(f.name, f.max && *f.max <= 1000 ? "48" : "1200"); break;
            case forms::FieldType::Textarea: s.add(f.name, "Inspection prévue le 12 mars.\nAccès par l'arrière <porte B>."); break;
            default: s.add(f.name, f.autocomplete == "organization" ? "Clinique Exemple" : "Marie Tremblay");
        }
    }
    return s;
}

std::string read(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void expect_golden(const fs::path& path, const std::string& actual) {
    if (std::getenv("UPDATE_GOLDEN")) {
        std::ofstream(path, std::ios::binary) << actual;
        return;
    }
    ASSERT_TRUE(fs::exists(path)) << path << " is missing: run with UPDATE_GOLDEN=1";
    EXPECT_EQ(actual, read(path)) << "differs from " << path;
}

store::OutboxMessage notification_for(const forms::Form& form) {
    const auto& c = fixture_catalog();
    const auto result = forms::validate(form, c.messages(), filled(form));
    EXPECT_TRUE(std::holds_alternative<forms::CleanRecord>(result)) << form.id;
    const auto record = std::get<forms::CleanRecord>(result);
    boost::json::object utm;
    utm["utm_source"] = "google";
    utm["utm_medium"] = "cpc";
    utm["utm_campaign"] = "audit-cliniques";
    const outbox::LeadContext lead{form, record, "/conformite-cliniques-medicales", "https://www.google.com/", utm,
                                   1767268800000};  // 2026-01-01 12:00 UTC
    return outbox::firm_notification(test_identity(), lead, {"0123456789abcdef0123456789abcdef", ""});
}

TEST(FirmNotification, OneSnapshotPerLeadForm) {
    int forms_seen = 0;
    for (const auto& form : fixture_catalog().forms()) {
        if (form.kind != forms::FormKind::Lead) continue;
        ++forms_seen;
        const auto m = notification_for(form);
        const fs::path dir = fs::path(GOLDEN_DIR) / "firm-notification";
        expect_golden(dir / (form.id + ".txt"), "Subject: " + m.subject + "\nHeaders: " + m.headers_json + "\n\n" + m.body_text);
        expect_golden(dir / (form.id + ".html"), m.body_html + "\n");
    }
    EXPECT_EQ(forms_seen, 11);
}

TEST(FirmNotification, ShowsLabelsTapToCallAndAttribution) {
    const auto m = notification_for(*fixture_catalog().find("audit-clinique-montreal"));
    EXPECT_NE(m.body_text.find("Ville : Montréal\n"), std::string::npos);  // hidden field, option label
    EXPECT_NE(m.body_text.find("Téléphone : 514 555-0101, poste 12 <tel:+15145550101,12>"), std::string::npos);
    EXPECT_NE(m.body_html.find("<a href=\"tel:+15145550101,12\">514 555-0101, poste 12</a>"), std::string::npos);
    EXPECT_NE(m.body_text.find("Page : https://site.example/conformite-cliniques-medicales"), std::string::npos);
    EXPECT_NE(m.body_text.find("Source (UTM) : google"), std::string::npos);
    EXPECT_NE(m.body_text.find("Site de provenance : https://www.google.com/"), std::string::npos);
    const auto audit = notification_for(*fixture_catalog().find("audit-conformite"));
    EXPECT_NE(audit.body_text.find("Type d’établissement : Clinique médicale\n"), std::string::npos);
    EXPECT_EQ(audit.body_html.find("<porte B>"), std::string::npos);
}

TEST(FirmNotification, ReplyToReachesTheVisitor) {
    const auto m = notification_for(*fixture_catalog().find("soumission"));
    EXPECT_EQ(boost::json::parse(m.headers_json).at("Reply-To"), "marie.tremblay@clinique-exemple.ca");
    outbox::MailMessage mail;
    mail.from_address = "site@example.org";
    mail.to_address = m.recipient;
    mail.subject = m.subject;
    mail.text = m.body_text;
    mail.html = m.body_html;
    mail.reply_to = "marie.tremblay@clinique-exemple.ca";
    EXPECT_NE(outbox::render_mime(mail).find("\r\nReply-To: <marie.tremblay@clinique-exemple.ca>\r\n"), std::string::npos);
}

}  // namespace
