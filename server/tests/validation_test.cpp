// Server-side validation against the real catalog: each rule and hostile inputs.
#include "forms/email_address.hpp"
#include "forms/validation.hpp"

#include <gtest/gtest.h>

#include "forms/utf8.hpp"
#include "test_support.hpp"

namespace {

using forms::CleanRecord;
using forms::FieldErrors;
using forms::Submission;

Submission blog_audit() {
    Submission s;
    for (const auto& [k, v] : std::initializer_list<std::pair<const char*, const char*>>{
             {"name", "Jean Dupont"}, {"company", "Clinique ABC"}, {"email", "Jean@Example.com"}, {"phone", "514 555-1234"},
             {"city", "laval"},       {"sector", "medical"},       {"confidentialite", "on"}}) {
        s.add(k, v);
    }
    return s;
}

Submission with(Submission base, const std::string& name, const std::string& value) {
    Submission s;
    s.add(name, value);  // first occurrence wins: this one replaces the base value
    for (const auto& [k, v] : base.all()) s.add(k, v);
    return s;
}

forms::ValidationResult run(const std::string& form, const Submission& s) {
    const auto& c = test_catalog();
    return forms::validate(*c.find(form), c.messages(), s);
}

std::string error_for(const forms::ValidationResult& r, const std::string& field) {
    if (!std::holds_alternative<FieldErrors>(r)) return "";
    for (const auto& e : std::get<FieldErrors>(r)) {
        if (e.field == field) return e.message;
    }
    return "";
}

const CleanRecord& record(const forms::ValidationResult& r) { return std::get<CleanRecord>(r); }

TEST(Validation, ValidBlogAuditGivesCleanRecord) {
    const auto r = run("audit-blogue", blog_audit());
    ASSERT_TRUE(std::holds_alternative<CleanRecord>(r));
    EXPECT_EQ(record(r).email, "jean@example.com");
    EXPECT_TRUE(record(r).consent_given);
    EXPECT_EQ(record(r).fields.at("confidentialite"), true);
    EXPECT_EQ(record(r).fields.at("city"), "laval");
    EXPECT_EQ(record(r).fields.at("email"), "jean@example.com");  // stored normalised, as mailed
}

TEST(Validation, RequiredFieldsUseTheCatalogMessage) {
    const auto r = run("audit-blogue", with(blog_audit(), "company", "   "));
    EXPECT_EQ(error_for(r, "company"), "Ce champ est obligatoire.");
}

TEST(Validation, EmptySelectChoiceIsRejected) {
    EXPECT_EQ(error_for(run("audit-blogue", with(blog_audit(), "city", "")), "city"), "Ce champ est obligatoire.");
}

TEST(Validation, UnknownOptionIsRejected) {
    EXPECT_EQ(error_for(run("audit-blogue", with(blog_audit(), "city", "toronto")), "city"),
              "Veuillez choisir une option de la liste.");
    // Values are the spec's, not labels.
    EXPECT_FALSE(error_for(run("audit-blogue", with(blog_audit(), "city", "Laval")), "city").empty());
}

TEST(Validation, EmailSanity) {
    for (const char* bad : {"jean", "jean@", "@example.com", "jean@example", "a@b@example.com", "jean dupont@example.com",
                            "jean@example.", "jean@.com"}) {
        EXPECT_EQ(error_for(run("audit-blogue", with(blog_audit(), "email", bad)), "email"),
                  "Veuillez entrer une adresse courriel valide.")
            << bad;
    }
    EXPECT_TRUE(forms::is_plausible_email("marie.tremblay+devis@clinique.qc.ca"));
    EXPECT_FALSE(forms::is_plausible_email(std::string(250, 'a') + "@b.ca"));
}

// One rule for every layer: what is accepted is stored normalised and mailed as stored.
TEST(Validation, EmailIsStoredNormalisedNeverTrimmed) {
    const auto normal = [](std::string_view in) {
        const auto n = forms::normalize_email(in);
        return std::holds_alternative<std::string>(n) ? std::get<std::string>(n) : std::string("REFUSED");
    };
    EXPECT_EQ(normal("Jean.Dupont@Example.COM"), "jean.dupont@example.com");
    EXPECT_EQ(normal("jean@ex\u00e4mple.com"), "jean@xn--exmple-cua.com");
    EXPECT_EQ(normal("info@qu\u00e9bec.ca"), "info@xn--qubec-csa.ca");
    for (const char* bad : {"a,b@example.com", "<erase.me@example.com>", "Erase <erase.me@example.com>", "\"a b\"@example.com",
                            "a@exa_mple.com", "a@exam ple.com", "a@ex%61mple.com", "a@127.0.0.1", "a@[127.0.0.1]", "a..b@example.com",
                            ".a@example.com", "a.@example.com", "a@-x.com", "a@xn--zz.com", "=?utf-8?q?x?=@example.com", "a;b@example.com"}) {
        EXPECT_EQ(normal(bad), "REFUSED") << bad;
    }
    EXPECT_EQ(std::get<forms::EmailProblem>(forms::normalize_email("j\u00e9an@example.com")), forms::EmailProblem::NonAsciiLocal);
    EXPECT_NE(error_for(run("audit-blogue", with(blog_audit(), "email", "j\u00e9an@example.com")), "email").find("accentu"),
              std::string::npos);
    const auto record = std::get<forms::CleanRecord>(run("audit-blogue", with(blog_audit(), "email", "Jean@Ex\u00e4mple.com")));
    EXPECT_EQ(record.email, "jean@xn--exmple-cua.com");
    EXPECT_EQ(record.fields.at("email"), "jean@xn--exmple-cua.com");
    EXPECT_TRUE(forms::is_normalized_email("jean@xn--exmple-cua.com"));
    EXPECT_FALSE(forms::is_normalized_email("Jean@example.com"));
}

TEST(Validation, PhoneSanity) {
    EXPECT_TRUE(forms::is_plausible_phone("(514) 555-1234"));
    EXPECT_TRUE(forms::is_plausible_phone("+1 514 555 1234"));
    EXPECT_FALSE(forms::is_plausible_phone("555-1234"));
    EXPECT_FALSE(forms::is_plausible_phone("+33 1 23 45 67 89"));
    EXPECT_EQ(error_for(run("audit-blogue", with(blog_audit(), "phone", "123")), "phone"),
              "Veuillez entrer un numéro de téléphone valide (10 chiffres).");
}

TEST(Validation, ConsentIsRequiredWithItsOwnMessage) {
    for (const char* v : {"", "off", "false", "0", "yes"}) {
        EXPECT_EQ(error_for(run("audit-blogue", with(blog_audit(), "confidentialite", v)), "confidentialite"),
                  "Veuillez accepter notre politique de confidentialité pour continuer.")
            << v;
    }
    for (const char* v : {"on", "true", "1"}) EXPECT_TRUE(std::holds_alternative<CleanRecord>(run("audit-blogue", with(blog_audit(), "confidentialite", v))));
}

TEST(Validation, MaxLengthCountsCodePoints) {
    // 100 "é" are 200 bytes but 100 characters: accepted for a 100-character name.
    std::string accents;
    for (int i = 0; i < 100; ++i) accents += "é";
    EXPECT_TRUE(std::holds_alternative<CleanRecord>(run("audit-blogue", with(blog_audit(), "name", accents))));
    EXPECT_EQ(error_for(run("audit-blogue", with(blog_audit(), "name", accents + "e")), "name"), "Ce champ est trop long.");
}

TEST(Validation, InvalidUtf8IsRejected) {
    for (const std::string& bad : {std::string("Jean \xC3"), std::string("\xFF\xFE"), std::string("\xC0\xAF"), std::string("\xED\xA0\x80")}) {
        EXPECT_EQ(error_for(run("audit-blogue", with(blog_audit(), "name", bad)), "name"),
                  "Ce champ contient des caractères invalides.");
    }
}

TEST(Validation, ControlCharactersAreStrippedFromSingleLineFields) {
    const auto r = run("audit-blogue", with(blog_audit(), "name", "Jean\r\nBcc: victim@example.com\x01"));
    ASSERT_TRUE(std::holds_alternative<CleanRecord>(r));
    const std::string name(record(r).fields.at("name").as_string());
    EXPECT_EQ(name.find_first_of("\r\n\x01"), std::string::npos);
    EXPECT_EQ(name, "Jean  Bcc: victim@example.com");
}

TEST(Validation, TextareaKeepsLineBreaksAndHostileTextVerbatim) {
    Submission s;
    for (const auto& [k, v] : std::initializer_list<std::pair<const char*, const char*>>{
             {"name", "Jean"}, {"company", "ACME"}, {"email", "j@example.com"}, {"phone", "5145551234"}, {"confidentialite", "on"}}) {
        s.add(k, v);
    }
    s.add("message", "<script>alert(1)</script>\r\nRobert'); DROP TABLE leads;--");
    const auto r = run("audit", s);
    ASSERT_TRUE(std::holds_alternative<CleanRecord>(r));
    EXPECT_EQ(record(r).fields.at("message"), "<script>alert(1)</script>\nRobert'); DROP TABLE leads;--");
    EXPECT_EQ(record(r).fields.at("sectorType"), "");  // optional, empty
}

TEST(Validation, NumberWithinBounds) {
    Submission s;
    for (const auto& [k, v] : std::initializer_list<std::pair<const char*, const char*>>{
             {"nom", "Marie"}, {"etablissement", "CPE Soleil"}, {"email", "m@example.com"}, {"telephone", "4505551234"},
             {"ville", "laval"}, {"type_etablissement", "cpe-installation"}}) {
        s.add(k, v);
    }
    EXPECT_EQ(record(run("audit-garderie", with(s, "nombre_enfants", "60"))).fields.at("nombre_enfants"), 60);
    EXPECT_EQ(error_for(run("audit-garderie", with(s, "nombre_enfants", "0")), "nombre_enfants"), "Veuillez entrer un nombre valide.");
    EXPECT_EQ(error_for(run("audit-garderie", with(s, "nombre_enfants", "1001")), "nombre_enfants"), "Veuillez entrer un nombre valide.");
    EXPECT_EQ(error_for(run("audit-garderie", with(s, "nombre_enfants", "beaucoup")), "nombre_enfants"), "Veuillez entrer un nombre valide.");
    EXPECT_TRUE(std::holds_alternative<CleanRecord>(run("audit-garderie", s)));  // optional
}

TEST(Validation, HiddenFieldMustKeepItsCatalogValue) {
    Submission s;
    for (const auto& [k, v] : std::initializer_list<std::pair<const char*, const char*>>{
             {"nom", "Dr Roy"}, {"clinique", "GMF Centre"}, {"telephone", "5145551234"}, {"email", "roy@example.com"},
             {"arrondissement", "plateau"}, {"type_clinique", "gmf"}, {"inspection_ciusss", "true"}}) {
        s.add(k, v);
    }
    const auto ok = run("audit-clinique-montreal", with(s, "ville", "montreal"));
    ASSERT_TRUE(std::holds_alternative<CleanRecord>(ok));
    EXPECT_EQ(record(ok).fields.at("inspection_ciusss"), true);
    EXPECT_EQ(record(ok).fields.at("service_bilingue"), false);
    EXPECT_FALSE(error_for(run("audit-clinique-montreal", with(s, "ville", "laval")), "ville").empty());
}

TEST(Validation, UnknownFieldsAreNeverKept) {
    const auto r = run("audit-blogue", with(with(blog_audit(), "is_admin", "1"), "website", ""));
    ASSERT_TRUE(std::holds_alternative<CleanRecord>(r));
    EXPECT_FALSE(record(r).fields.contains("is_admin"));
    EXPECT_FALSE(record(r).fields.contains("website"));
}

TEST(Validation, NewsletterKeepsFirstName) {
    Submission s;
    s.add("prenom", "Élodie");
    s.add("email", "elodie@example.com");
    s.add("consentement", "on");
    const auto r = run("infolettre", s);
    ASSERT_TRUE(std::holds_alternative<CleanRecord>(r));
    EXPECT_EQ(record(r).first_name, "Élodie");
}

TEST(Utf8, CleaningHelpers) {
    EXPECT_EQ(forms::clean_multi_line("a\r\nb\rc\nd\x07"), "a\nb\nc\nd");
    EXPECT_EQ(forms::clean_single_line("  a\tb\x7f "), "a b");
    EXPECT_EQ(forms::code_points("Québec"), 6u);
    EXPECT_FALSE(forms::is_valid_utf8("\xF4\x90\x80\x80"));  // above U+10FFFF
}

}  // namespace
