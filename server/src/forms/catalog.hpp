#pragma once
// The forms catalog (forms/catalog.json), shared with the web build: every form, its fields and
// the French messages. The server validates against it, so a form or an option added there needs
// no C++ change.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace forms {

enum class FieldType { Text, Textarea, Email, Tel, Select, Checkbox, Number, Hidden };
enum class FormKind { Lead, Newsletter };

struct Option {
    std::string value;
    std::string label;
};

struct Field {
    std::string name;
    FieldType type = FieldType::Text;
    std::string label;
    bool required = false;
    std::optional<std::size_t> max_length;  // in code points
    std::vector<Option> options;            // resolved from the catalog's optionSets
    std::optional<double> min;
    std::optional<double> max;
    std::string value;                      // hidden fields: the only accepted value
    std::string autocomplete;               // "given-name" marks the first name kept for subscribers
    // A checkbox that says the request is urgent (an inspection is near): when ticked, the firm's
    // notification subject starts with « URGENT — » and this text.
    std::string urgency;
    // A checkbox that, ticked, starts the newsletter double opt-in of this newsletter form.
    std::string newsletter;

    // The label of a select value, or the value itself when it has none.
    [[nodiscard]] std::string_view option_label(std::string_view v) const;
};

// A form that hands out a file (the compliance guides): the file of the option chosen in `field`.
struct Download {
    std::string field;  // a select of the form
    std::string href;   // a site path with `{value}`: /guides/guide-conformite-{value}.pdf
};

struct Form {
    std::string id;
    FormKind kind = FormKind::Lead;
    std::string title;
    std::string promise;                    // what the visitor's confirmation e-mail promises
    std::optional<std::string> consent_field;
    std::vector<Field> fields;
    std::optional<Download> download;

    [[nodiscard]] const Field* field(std::string_view name) const;
    // The file's path for a validated value of `download->field`; empty without a download or value.
    [[nodiscard]] std::string download_path(std::string_view value) const;
};

struct Messages {
    std::string required, email, phone, option, number, too_long, encoding, consent;
    std::string invalid;        // the summary of a 422
    std::string rate_limited;
    std::string server_error;
};

class Catalog {
public:
    // Throws std::runtime_error naming what is wrong: the server refuses to start on a bad catalog.
    static Catalog parse(std::string_view json);
    static Catalog load(const std::filesystem::path& path);

    [[nodiscard]] const Form* find(std::string_view id) const;
    [[nodiscard]] const std::vector<Form>& forms() const { return forms_; }
    [[nodiscard]] const Messages& messages() const { return messages_; }
    [[nodiscard]] const std::string& policy_version() const { return policy_version_; }

private:
    std::vector<Form> forms_;
    Messages messages_;
    std::string policy_version_;
};

}  // namespace forms
