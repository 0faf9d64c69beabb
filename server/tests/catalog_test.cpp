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

}  // namespace
