// The validator against the real forms catalog (forms/catalog.json). Input: first byte picks the
// form, the rest is an urlencoded body, so every form, field type and message is reachable.
#include <algorithm>

#include "api/form_body.hpp"
#include "entries.hpp"
#include "forms/catalog.hpp"
#include "forms/utf8.hpp"
#include "forms/validation.hpp"

namespace fuzz {
namespace {

const forms::Catalog& catalog() {
    static const forms::Catalog instance = forms::Catalog::load(FUZZ_CATALOG_PATH);
    return instance;
}

void check_clean(const forms::Form& form, const forms::CleanRecord& record) {
    for (const auto& [name, value] : record.fields) {
        const forms::Field* f = form.field(name);
        check(f != nullptr, "a clean record holds only catalog fields");
        if (!value.is_string()) continue;
        const std::string_view text = value.get_string();
        check(forms::is_valid_utf8(text), "clean text is valid UTF-8");
        for (const char ch : text) {
            const auto c = static_cast<unsigned char>(ch);
            const bool allowed_break = f->type == forms::FieldType::Textarea && (c == '\n' || c == '\t');
            check(c >= 0x20 || allowed_break, "no control characters in clean text");
            check(c != 0x7F, "no DEL in clean text");
        }
        if (f->max_length) check(forms::code_points(text) <= *f->max_length, "length within the catalog's limit");
        if (f->type == forms::FieldType::Select && !text.empty()) {
            check(std::any_of(f->options.begin(), f->options.end(), [&](const auto& o) { return o.value == text; }),
                  "a select holds one of its options");
        }
    }
    check(record.email == [&] {
        std::string lower = record.email;
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
        return lower;
    }(), "the e-mail key is lower-case");
    if (form.consent_field) {
        check(record.consent_given, "a lead with a consent field is accepted only with consent");
    }
}

}  // namespace

void validator(std::string_view data) {
    if (data.empty()) return;
    const auto& forms_list = catalog().forms();
    const forms::Form& form = forms_list[static_cast<unsigned char>(data.front()) % forms_list.size()];
    const forms::Submission input = api::parse_urlencoded(data.substr(1));
    const auto result = forms::validate(form, catalog().messages(), input);
    if (const auto* record = std::get_if<forms::CleanRecord>(&result)) {
        check_clean(form, *record);
        return;
    }
    const auto& errors = std::get<forms::FieldErrors>(result);
    check(!errors.empty(), "a rejection names at least one field");
    for (const auto& e : errors) {
        check(form.field(e.field) != nullptr, "errors name catalog fields");
        check(!e.message.empty(), "every error has a message");
    }
}

}  // namespace fuzz
