// The catalog is data: its forms and options drive validation with no C++ change.
#include "forms/catalog.hpp"

#include <gtest/gtest.h>

#include "forms/validation.hpp"
#include "test_support.hpp"

namespace {

TEST(Catalog, LoadsEveryFormOfTheRepository) {
    const auto& c = test_catalog();
    EXPECT_GE(c.forms().size(), 12u);
    const auto* blog = c.find("audit-blogue");
    ASSERT_NE(blog, nullptr);
    EXPECT_EQ(blog->kind, forms::FormKind::Lead);
    EXPECT_EQ(blog->consent_field.value_or(""), "confidentialite");
    EXPECT_EQ(blog->field("city")->option_label("montreal"), "Montréal");
    EXPECT_EQ(c.find("infolettre-blogue")->kind, forms::FormKind::Newsletter);
    EXPECT_EQ(c.messages().consent, "Veuillez accepter notre politique de confidentialité pour continuer.");
    EXPECT_EQ(c.messages().invalid, "Veuillez corriger les champs indiqués.");
    EXPECT_FALSE(c.policy_version().empty());
}

TEST(Catalog, AFormAddedToTheCatalogValidatesWithoutCodeChanges) {
    const auto c = forms::Catalog::parse(R"({
      "policyVersion": "v9",
      "messages": {"required": "R", "email": "E", "phone": "P", "option": "O", "number": "N", "tooLong": "L",
                   "encoding": "U", "consent": "C", "invalid": {"title": "t", "description": "I"},
                   "rateLimited": {"title": "t", "description": "T"}, "serverError": {"title": "t", "description": "S"}},
      "optionSets": {"tailles": [{"value": "petit", "label": "Petit"}, {"value": "grand", "label": "Grand"}]},
      "forms": [{"id": "nouveau", "kind": "lead", "fields": [
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

// Issue 26: a download form names one of its selects and a path with {value}; a newsletter box
// names a newsletter form. A mistake stops the server at start, naming the form.
TEST(Catalog, DownloadAndNewsletterBoxesAreChecked) {
    const std::string head = R"({"policyVersion": "v", "messages": {"required": "R", "email": "E", "phone": "P", "option": "O",
        "number": "N", "tooLong": "L", "encoding": "U", "consent": "C", "invalid": {"title": "t", "description": "I"}, "rateLimited": {"title": "t", "description": "T"},
        "serverError": {"title": "t", "description": "S"}}, "optionSets": {"s": [{"value": "a", "label": "A"}]}, "forms": [
        {"id": "nl", "kind": "newsletter", "fields": [{"name": "email", "type": "email", "label": "E", "required": true}]},)";
    const auto form = [&](std::string download, std::string box) {
        return head + R"({"id": "g", "kind": "lead", )" + download + R"("fields": [
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
