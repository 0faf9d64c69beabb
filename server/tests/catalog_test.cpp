// The catalog is data: its forms and options drive validation with no C++ change.
#include "forms/catalog.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "forms/catalog_schema.hpp"
#include "forms/validation.hpp"
#include "test_support.hpp"

namespace {

// The repository's catalog, by its structure only: its forms, fields and messages are content the
// staff edit (CONTENT.md), so this states what every catalog must hold, never today's wording.
TEST(Catalog, TheRepositoryCatalogIsWellFormed) {
    const auto& c = test_catalog();
    ASSERT_FALSE(c.forms().empty());
    EXPECT_FALSE(c.policy_version().empty());
    const auto& m = c.messages();
    for (const std::string* text : {&m.required, &m.email, &m.phone, &m.option, &m.number, &m.too_long, &m.encoding, &m.consent,
                                    &m.invalid, &m.rate_limited, &m.server_error}) {
        EXPECT_FALSE(text->empty());
    }
    bool lead = false, newsletter = false;
    for (const auto& form : c.forms()) {
        SCOPED_TRACE(form.id);
        EXPECT_FALSE(form.id.empty());
        EXPECT_EQ(c.find(form.id), &form) << "ids are unique";
        lead = lead || form.kind == forms::FormKind::Lead;
        newsletter = newsletter || form.kind == forms::FormKind::Newsletter;
        EXPECT_FALSE(form.fields.empty());
        if (form.consent_field) {
            const auto* consent = form.field(*form.consent_field);
            ASSERT_NE(consent, nullptr);
            EXPECT_EQ(consent->type, forms::FieldType::Checkbox);
        }
        for (const auto& field : form.fields) {
            EXPECT_FALSE(field.name.empty());
            if (field.type == forms::FieldType::Select) {
                EXPECT_FALSE(field.options.empty()) << field.name;
                for (const auto& o : field.options) EXPECT_FALSE(o.value.empty() || o.label.empty()) << field.name;
            }
            if (!field.newsletter.empty()) {
                ASSERT_NE(c.find(field.newsletter), nullptr) << field.name;
                EXPECT_EQ(c.find(field.newsletter)->kind, forms::FormKind::Newsletter);
            }
        }
        if (form.download) {
            const auto* chooser = form.field(form.download->field);
            ASSERT_NE(chooser, nullptr);
            EXPECT_EQ(chooser->type, forms::FieldType::Select);
        }
    }
    EXPECT_TRUE(lead && newsletter) << "a catalog has lead forms and a newsletter form";
}

// A catalog's top and messages, valid against forms/catalog.schema.json, before its option sets and forms.
const std::string kHead = R"({"policyVersion": "v9", "privacyPolicyUrl": "/politique",
  "messages": {"required": "R", "email": "E", "phone": "P", "option": "O", "number": "N", "tooLong": "L",
               "encoding": "U", "consent": "C", "invalid": {"title": "t", "description": "I"},
               "rateLimited": {"title": "t", "description": "T"}, "networkError": {"title": "t", "description": "W"},
               "serverError": {"title": "t", "description": "S"}, "sending": "Envoi"},)";

// What every form says besides its id, kind and fields.
std::string form_head(std::string_view id, std::string_view kind) {
    return R"({"id": ")" + std::string(id) + R"(", "kind": ")" + std::string(kind) + R"(", "endpoint": ")" +
           (kind == "lead" ? "/api/audit" : "/api/newsletter") +
           R"(", "title": "T", "submitLabel": "Envoyer", "afterSuccess": "toast", "resetOnSuccess": true, "success": {"title": "Merci"}, )";
}

TEST(Catalog, AFormAddedToTheCatalogValidatesWithoutCodeChanges) {
    const auto c = forms::Catalog::parse(kHead + R"(
      "optionSets": {"tailles": [{"value": "petit", "label": "Petit"}, {"value": "grand", "label": "Grand"}]},
      "forms": [)" + form_head("nouveau", "lead") + R"("fields": [
        {"name": "taille", "type": "select", "label": "Taille", "required": true, "optionSet": "tailles"},
        {"name": "courriel", "type": "email", "label": "Courriel", "required": true}]}]
    })");
    const auto* form = c.find("nouveau");
    ASSERT_NE(form, nullptr);
    forms::Submission ok;
    ok.add("taille", "grand");
    ok.add("courriel", "a@b.ca");
    EXPECT_TRUE(std::holds_alternative<forms::CleanRecord>(forms::validate(*form, c.messages(), ok)));
    forms::Submission bad;
    bad.add("taille", "moyen");
    bad.add("courriel", "a@b.ca");
    const auto r = forms::validate(*form, c.messages(), bad);
    ASSERT_TRUE(std::holds_alternative<forms::FieldErrors>(r));
    EXPECT_EQ(std::get<forms::FieldErrors>(r).front().message, "O");
}

TEST(Catalog, RejectsBrokenCatalogs) {
    EXPECT_THROW(forms::Catalog::parse("not json"), std::runtime_error);
    EXPECT_THROW(forms::Catalog::parse(R"({"policyVersion": "x", "messages": {}, "forms": []})"), std::runtime_error);
    EXPECT_THROW(forms::Catalog::load("/nonexistent/catalog.json"), std::runtime_error);
}

// Issue 40: the catalog's shape is checked against forms/catalog.schema.json, the JSON Schema the
// web build generates from its Zod schema, so the server refuses what the build refuses, naming
// where, in French and English.
std::string refusal(const std::string& catalog) {
    try {
        (void)forms::Catalog::parse(catalog);
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "accepted";
}

TEST(Catalog, RefusesWhatItsGeneratedSchemaRefusesNamingWhere) {
    const auto with = [](std::string_view field) {
        return kHead + R"("optionSets": {}, "forms": [)" + form_head("f", "lead") + R"("notice": "N", "fields": [)" + std::string(field) + "]}]}";
    };
    EXPECT_EQ(refusal(with(R"({"name": "nom", "type": "text", "label": "Nom", "required": true})")), "accepted");
    const auto unknown_type = refusal(with(R"({"name": "nom", "type": "radio", "label": "Nom", "required": true})"));
    EXPECT_NE(unknown_type.find("ne respecte pas son schéma / does not match its schema"), std::string::npos) << unknown_type;
    EXPECT_NE(unknown_type.find("/forms/0/fields/0/type: must be one of"), std::string::npos) << unknown_type;
    EXPECT_NE(refusal(with(R"({"name": "nom", "type": "text", "label": "Nom", "required": true, "couleur": "rouge"})")).find("/forms/0/fields/0/couleur: is not an allowed property"), std::string::npos);
    EXPECT_NE(refusal(with(R"({"name": "nom", "type": "text", "label": "Nom"})")).find("/forms/0/fields/0/required: is required"), std::string::npos);
    EXPECT_NE(refusal(with(R"({"name": "nom", "type": "text", "label": "Nom", "required": true, "maxLength": 0})")).find("/forms/0/fields/0/maxLength: must be more than 0"), std::string::npos);
    EXPECT_NE(refusal(with(R"({"name": "1nom", "type": "text", "label": "Nom", "required": true})")).find("/forms/0/fields/0/name: must match"), std::string::npos);
    // A record's values (optionSets) are checked too: an option without its label.
    const auto option = refusal(kHead + R"("optionSets": {"s": [{"value": "a"}]}, "forms": []})");
    EXPECT_NE(option.find("/optionSets/s/0/label: is required"), std::string::npos) << option;
    // The privacy policy's address is a site path.
    std::string away = kHead + R"("optionSets": {}, "forms": []})";
    away.replace(away.find("/politique"), 10, "https://x.ca/p");
    EXPECT_NE(refusal(away).find("/privacyPolicyUrl: must match"), std::string::npos);
}

// The schema compiled into the server is the committed file the web's unit test compares with the
// Zod schema's (web/tests/unit/forms-catalog-schema.test.ts).
TEST(Catalog, ChecksWithTheCommittedGeneratedSchema) {
    std::ifstream in(CATALOG_SCHEMA_PATH);
    const std::string committed((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ASSERT_FALSE(committed.empty());
    EXPECT_EQ(committed, std::string(forms::kCatalogSchema));
}

// Issue 26: a download form names one of its selects and a path with {value}; a newsletter box
// names a newsletter form. A mistake stops the server at start, naming the form.
TEST(Catalog, DownloadAndNewsletterBoxesAreChecked) {
    const std::string head = kHead + R"("optionSets": {"s": [{"value": "a", "label": "A"}]}, "forms": [)" + form_head("nl", "newsletter") +
                             R"("notice": "N", "fields": [{"name": "email", "type": "email", "label": "E", "required": true}]},)";
    const auto form = [&](std::string download, std::string box) {
        return head + form_head("g", "lead") + R"("notice": "N", )" + download + R"("fields": [
            {"name": "email", "type": "email", "label": "E", "required": true},
            {"name": "secteur", "type": "select", "label": "S", "required": true, "optionSet": "s"},
            {"name": "nom", "type": "text", "label": "N", "required": false},
            {"name": "infolettre", "type": "checkbox", "label": "I", "required": false)" + box + "}]}]}";
    };
    const auto ok = forms::Catalog::parse(form(R"("download": {"field": "secteur", "href": "/guides/g-{value}.pdf"}, )", R"(, "newsletter": "nl")"));
    EXPECT_EQ(ok.find("g")->download_path("a"), "/guides/g-a.pdf");
    EXPECT_EQ(ok.find("g")->field("infolettre")->newsletter, "nl");
    EXPECT_EQ(ok.find("nl")->download_path("a"), "");
    EXPECT_THROW(forms::Catalog::parse(form(R"("download": {"field": "nom", "href": "/g-{value}.pdf"}, )", "")), std::runtime_error);
    EXPECT_THROW(forms::Catalog::parse(form(R"("download": {"field": "secteur", "href": "/g.pdf"}, )", "")), std::runtime_error);
    EXPECT_THROW(forms::Catalog::parse(form("", R"(, "newsletter": "g")")), std::runtime_error);
    EXPECT_THROW(forms::Catalog::parse(form("", R"(, "newsletter": "absent")")), std::runtime_error);
}

}  // namespace
