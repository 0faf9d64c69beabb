#include "forms/validation.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

#include "forms/email_address.hpp"
#include "forms/utf8.hpp"

namespace forms {
namespace {

std::size_t default_cap(FieldType type) {
    switch (type) {
        case FieldType::Textarea: return 2000;
        case FieldType::Email: return 254;
        case FieldType::Tel: return 30;
        default: return 200;
    }
}

// Not in the catalog's shared messages: only the server knows SMTPUTF8 is not offered.
constexpr const char* kEmailNonAscii =
    "Les lettres accentu\u00e9es ne sont pas accept\u00e9es avant le \u00ab\u00a0@\u00a0\u00bb dans une adresse courriel\u00a0: "
    "v\u00e9rifiez-la ou indiquez-en une autre.";

// Accepts "1500", "1500.5" and the French "1500,5"; spaces as thousands separators.
std::optional<double> parse_number(std::string_view text) {
    std::string digits;
    for (const char c : text) {
        if (c == ' ') continue;
        digits.push_back(c == ',' ? '.' : c);
    }
    double value = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || ec != std::errc{} || ptr != digits.data() + digits.size() || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

boost::json::value number_value(double v) {
    if (v == std::floor(v) && std::fabs(v) < 9e15) return static_cast<std::int64_t>(v);
    return v;
}

}  // namespace

void Submission::add(std::string name, std::string value) {
    if (!get(name)) values_.emplace_back(std::move(name), std::move(value));
}

std::optional<std::string_view> Submission::get(std::string_view name) const {
    for (const auto& [n, v] : values_) {
        if (n == name) return std::string_view(v);
    }
    return std::nullopt;
}

bool is_plausible_email(std::string_view e) { return std::holds_alternative<std::string>(normalize_email(e)); }

bool is_plausible_phone(std::string_view phone) {
    std::string digits;
    for (const char c : phone) {
        if (c >= '0' && c <= '9') digits.push_back(c);
    }
    return digits.size() == 10 || (digits.size() == 11 && digits.front() == '1');
}

bool is_checked(std::string_view v) { return v == "on" || v == "true" || v == "1"; }

ValidationResult validate(const Form& form, const Messages& messages, const Submission& input) {
    CleanRecord record;
    FieldErrors errors;
    const auto error = [&](const Field& f, const std::string& message) { errors.push_back({f.name, message}); };

    for (const Field& f : form.fields) {
        const std::string_view raw = input.get(f.name).value_or("");
        if (!is_valid_utf8(raw)) {
            error(f, messages.encoding);
            continue;
        }
        if (f.type == FieldType::Checkbox) {
            const bool checked = is_checked(raw);
            const bool is_consent = form.consent_field && *form.consent_field == f.name;
            if (is_consent) record.consent_given = checked;
            if (!checked && (is_consent || f.required)) error(f, is_consent ? messages.consent : messages.required);
            record.fields[f.name] = checked;
            continue;
        }
        const std::string value = f.type == FieldType::Textarea ? clean_multi_line(raw) : clean_single_line(raw);
        if (value.empty()) {
            if (f.required) error(f, messages.required);
            else record.fields[f.name] = "";
            continue;
        }
        if (code_points(value) > f.max_length.value_or(default_cap(f.type))) {
            error(f, messages.too_long);
            continue;
        }
        switch (f.type) {
            case FieldType::Email:
            {
                // The normalised address is what is stored, in the fields too, and what is mailed.
                auto normal = normalize_email(value);
                if (const auto* problem = std::get_if<EmailProblem>(&normal)) {
                    error(f, *problem == EmailProblem::NonAsciiLocal ? std::string(kEmailNonAscii) : messages.email);
                    continue;
                }
                std::string& address = std::get<std::string>(normal);
                if (record.email.empty()) record.email = address;
                record.fields[f.name] = std::move(address);
                continue;
            }
            case FieldType::Tel:
                if (!is_plausible_phone(value)) { error(f, messages.phone); continue; }
                break;
            case FieldType::Select:
                if (std::none_of(f.options.begin(), f.options.end(), [&](const Option& o) { return o.value == value; })) {
                    error(f, messages.option);
                    continue;
                }
                break;
            case FieldType::Hidden:
                if (value != f.value) { error(f, messages.option); continue; }
                break;
            case FieldType::Number: {
                const auto n = parse_number(value);
                if (!n || (f.min && *n < *f.min) || (f.max && *n > *f.max)) { error(f, messages.number); continue; }
                record.fields[f.name] = number_value(*n);
                continue;
            }
            default: break;
        }
        if (f.autocomplete == "given-name" && record.first_name.empty()) record.first_name = value;
        record.fields[f.name] = value;
    }
    if (!errors.empty()) return errors;
    return record;
}

}  // namespace forms
