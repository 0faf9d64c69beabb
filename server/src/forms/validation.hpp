#pragma once
// Server-side validation of one submission against its catalog form. Returns a value: the field
// errors (French, from the catalog's messages) or the clean record ready to store.
#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "forms/catalog.hpp"

namespace forms {

// Name/value pairs as received (URL-encoded form or JSON); the first occurrence of a name wins.
class Submission {
public:
    void add(std::string name, std::string value);
    [[nodiscard]] std::optional<std::string_view> get(std::string_view name) const;
    [[nodiscard]] const std::vector<std::pair<std::string, std::string>>& all() const { return values_; }

private:
    std::vector<std::pair<std::string, std::string>> values_;
};

struct CleanRecord {
    // Every catalog field in catalog order: strings, booleans (checkboxes), numbers; empty
    // optional fields as "". Fields the catalog does not know are never here.
    boost::json::object fields;
    std::string email;       // the form's e-mail field, normalised (forms/email_address.hpp): dedupe, subscribers, privacy
    std::string first_name;  // the field marked autocomplete="given-name", if any
    bool consent_given = false;
};

struct FieldError {
    std::string field;
    std::string message;
};
using FieldErrors = std::vector<FieldError>;

using ValidationResult = std::variant<CleanRecord, FieldErrors>;

ValidationResult validate(const Form& form, const Messages& messages, const Submission& input);

// The individual rules, exposed for tests and for the client-side mirror to follow.
bool is_plausible_email(std::string_view email);  // normalize_email accepts it
bool is_plausible_phone(std::string_view phone);
bool is_checked(std::string_view value);

}  // namespace forms
