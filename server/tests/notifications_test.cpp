// The outbox rows written with a lead: every field with its label, HTML escaped, promises,
// one-click unsubscribe, signed webhook payload.
#include "outbox/notifications.hpp"

#include <boost/json.hpp>
#include <gtest/gtest.h>

#include "outbox/visitor_mail.hpp"

#include "test_support.hpp"

namespace {

forms::CleanRecord audit_record() {
    forms::Submission s;
    for (const auto& [k, v] : std::initializer_list<std::pair<const char*, const char*>>{
             {"name", "Jean Dupont"}, {"company", "ACME"}, {"email", "jean@example.com"}, {"phone", "5145551234"},
             {"sectorType", "garderie"}, {"message", "<script>alert(1)</script>"}, {"confidentialite", "on"}}) {
        s.add(k, v);
    }
    const auto& c = test_catalog();
    return std::get<forms::CleanRecord>(forms::validate(*c.find("audit"), c.messages(), s));
}

TEST(Notifications, LeadGivesFirmAndVisitorEmails) {
    const auto record = audit_record();
    const auto& form = *test_catalog().find("audit");
    const auto rows = outbox::build_notifications(test_identity(), {form, record, "/", "", {}, 0}, {"lead1", ""});
    ASSERT_EQ(rows.size(), 2u);
    const auto& firm = rows[0];
    EXPECT_EQ(firm.recipient, "info@example.com");  // business.json notificationEmail
    EXPECT_EQ(firm.subject, "Nouvelle demande : Audit gratuit – Jean Dupont");
    EXPECT_NE(firm.body_text.find("Nom complet : Jean Dupont"), std::string::npos);
    EXPECT_NE(firm.body_text.find("Secteur : Garderie et CPE"), std::string::npos);  // option label, not value
    EXPECT_NE(firm.body_text.find("<script>alert(1)</script>"), std::string::npos);  // text stays text
    EXPECT_EQ(firm.body_html.find("<script>"), std::string::npos);
    EXPECT_NE(firm.body_html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
    EXPECT_NE(firm.headers_json.find("Reply-To"), std::string::npos);

    const auto& visitor = rows[1];
    EXPECT_EQ(visitor.recipient, "jean@example.com");
    EXPECT_NE(visitor.body_text.find(form.promise), std::string::npos);
    EXPECT_NE(visitor.body_text.find("Bonjour,"), std::string::npos);
}

// Issue 26: a guide request is labelled as such for the firm, and the visitor's mail carries the
// link of the guide chosen (the catalog form's `download`), never the generic « reçu » mail.
TEST(Notifications, GuideRequestIsLabelledAndMailsTheGuideLink) {
    const auto& c = test_catalog();
    const auto& form = *c.find("guide");
    ASSERT_TRUE(form.download.has_value());
    forms::Submission s;
    s.add("email", "Julie@Exemple.ca");
    s.add("secteur", "garderies");
    s.add("consentement", "on");
    const auto record = std::get<forms::CleanRecord>(forms::validate(form, c.messages(), s));
    const auto rows = outbox::build_notifications(test_identity(), {form, record, "/guide-conformite", "", {}, 0}, {"lead7", ""});
    ASSERT_EQ(rows.size(), 2u);
    const std::string link = test_identity().site_url + "/guides/guide-conformite-garderies.pdf";
    EXPECT_EQ(rows[0].subject, "Nouvelle demande de guide : Garderies et CPE – julie@exemple.ca");
    EXPECT_NE(rows[0].body_text.find("Demande de guide de conformité (" + link + ")"), std::string::npos);
    EXPECT_EQ(rows[1].recipient, "julie@exemple.ca");
    EXPECT_NE(rows[1].body_text.find(link), std::string::npos);
    EXPECT_NE(rows[1].body_text.find("«\u00a0Garderies et CPE\u00a0»"), std::string::npos);

    // Any other lead form keeps its subject and its « reçu » mail, without a guide link.
    const auto other = outbox::build_notifications(test_identity(), {*c.find("audit"), audit_record(), "/", "", {}, 0}, {"lead1", ""});
    EXPECT_EQ(other[0].subject.find("guide"), std::string::npos);
    EXPECT_EQ(other[1].body_text.find("/guides/"), std::string::npos);
}

TEST(Notifications, NewsletterWelcomeCarriesOneClickUnsubscribe) {
    forms::Submission s;
    s.add("email", "abonne@example.com");
    const auto& c = test_catalog();
    const auto& form = *c.find("infolettre-blogue");
    const auto record = std::get<forms::CleanRecord>(forms::validate(form, c.messages(), s));
    const auto rows = outbox::build_notifications(test_identity(), {form, record, "", "", {}, 0}, {"lead2", "tok123"});
    ASSERT_EQ(rows.size(), 1u);
    const auto headers = boost::json::parse(rows[0].headers_json).as_object();
    EXPECT_EQ(headers.at("List-Unsubscribe"), "<https://site.example/desabonnement?token=tok123>");
    EXPECT_EQ(headers.at("List-Unsubscribe-Post"), "List-Unsubscribe=One-Click");
    EXPECT_NE(rows[0].body_text.find("https://site.example/desabonnement?token=tok123"), std::string::npos);
}

// Issue 26, item 3: the welcome e-mail carries the subscribers' promotion the blog promises, with
// its code and conditions, as the identity holds them (config/business.json newsletterOffer).
TEST(Notifications, NewsletterWelcomeCarriesAConfirmedSubscriberOffer) {
    auto id = test_identity();
    id.newsletter_offer = {15, "sur la désinfection de vos salles d'attente", "BIENVENUE15", "Valide jusqu'au 31 mars."};
    const auto mail = outbox::subscription_welcome(id, "abonne@example.com", "tok123", "ref1");
    for (const auto* body : {&mail.body_text, &mail.body_html}) {
        EXPECT_NE(body->find("15\u00a0% de rabais sur la désinfection de vos salles d"), std::string::npos) << *body;
        EXPECT_NE(body->find("Code promotionnel\u00a0: BIENVENUE15"), std::string::npos) << *body;
        EXPECT_NE(body->find("Conditions\u00a0: Valide jusqu"), std::string::npos) << *body;
    }
}

// Issue 39, item 3: an offer the firm has not confirmed (« À confirmer », or left empty) is left
// out of the welcome e-mail in every mode: no placeholder, no code or conditions line is mailed.
TEST(Notifications, NewsletterWelcomeLeavesOutAnUnconfirmedOffer) {
    auto id = test_identity();
    for (const auto& offer : std::initializer_list<outbox::NewsletterOffer>{
             {20, "À confirmer (ce sur quoi porte le rabais)", "À confirmer", "À confirmer (par exemple : nouveaux clients)"},
             {20, "sur votre premier mois d'entretien", "À confirmer", "Un code par établissement."},
             {20, "sur votre premier mois d'entretien", "BIENVENUE20", ""},
             {0, "sur votre premier mois d'entretien", "BIENVENUE20", "Un code par établissement."}}) {
        id.newsletter_offer = offer;
        const auto mail = outbox::subscription_welcome(id, "abonne@example.com", "tok123", "ref1");
        for (const auto* body : {&mail.body_text, &mail.body_html}) {
            EXPECT_EQ(body->find("À confirmer"), std::string::npos) << *body;
            EXPECT_EQ(body->find("% de rabais"), std::string::npos) << *body;
            EXPECT_EQ(body->find("Code promotionnel"), std::string::npos) << *body;
            EXPECT_EQ(body->find("Conditions"), std::string::npos) << *body;
            EXPECT_EQ(body->find("BIENVENUE20"), std::string::npos) << *body;
            // The rest of the welcome is still there.
            EXPECT_NE(body->find("est confirmée"), std::string::npos) << *body;
            EXPECT_NE(body->find("desabonnement?token=tok123"), std::string::npos) << *body;
        }
    }
}

TEST(Notifications, WebhookRowWhenConfigured) {
    const auto record = audit_record();
    boost::json::object utm;
    utm["utm_source"] = "google";
    const auto rows = outbox::build_notifications(test_identity("https://crm.example/hook"),
                                                  {*test_catalog().find("audit"), record, "/p", "https://r", utm, 0}, {"lead3", ""});
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[2].channel, "webhook");
    EXPECT_EQ(rows[2].recipient, "https://crm.example/hook");
    const auto payload = boost::json::parse(rows[2].payload).as_object();
    EXPECT_EQ(payload.at("id"), "lead3");
    EXPECT_EQ(payload.at("form"), "audit");
    EXPECT_EQ(payload.at("utm").at("utm_source"), "google");
    EXPECT_EQ(payload.at("fields").at("name"), "Jean Dupont");
}

}  // namespace
