#include "cli/csv.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <map>

#include "forms/phone.hpp"
#include "store/lead_reference.hpp"
#include "text/iso_time.hpp"

namespace cli {
namespace json = boost::json;
namespace {

std::string cell_text(const json::value& v) {
    if (v.is_string()) return std::string(v.get_string());
    if (v.is_bool()) return v.get_bool() ? "oui" : "non";
    if (v.is_null()) return {};
    return json::serialize(v);
}

json::object parse_object(const std::string& text) {
    json::error_code ec;
    auto v = json::parse(text, ec);
    if (ec || !v.is_object()) return {};
    return std::move(v.get_object());
}

void append_row(std::string& out, const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) out.push_back(',');
        out += csv_cell(cells[i]);
    }
    out += "\r\n";
}

}  // namespace

std::string csv_cell(std::string_view value) {
    std::string cell(value);
    if (!cell.empty() && std::string_view("=+-@\t\r").find(cell.front()) != std::string_view::npos) cell = "'" + cell;
    if (cell.find_first_of(",\"\r\n") == std::string::npos) return cell;
    std::string quoted = "\"";
    for (const char c : cell) {
        if (c == '"') quoted.push_back('"');
        quoted.push_back(c);
    }
    return quoted + "\"";
}

std::string leads_csv(const std::vector<store::LeadRow>& leads, const forms::Catalog* catalog) {
    static const std::vector<std::string> kConcepts{"name", "organization", "phone", "city"};
    // The concept of a field of a form, from the catalog; empty: the field is its own column.
    const auto concept_of = [catalog](const std::string& form_id, const std::string& field) -> std::string {
        // The city lists (select fields named so) carry no autocomplete: their values are slugs.
        if (field == "city" || field == "ville") return "city";
        const forms::Form* form = catalog ? catalog->find(form_id) : nullptr;
        for (const auto& f : form ? form->fields : std::vector<forms::Field>{}) {
            if (f.name != field) continue;
            if (f.autocomplete == "name" || f.autocomplete == "given-name" || f.autocomplete == "family-name") return "name";
            if (f.autocomplete == "organization") return "organization";
            if (f.autocomplete == "tel" || f.type == forms::FieldType::Tel) return "phone";
            if (f.autocomplete == "address-level2") return "city";
            if (f.autocomplete == "email" || f.type == forms::FieldType::Email) return "email";
        }
        // A field named as a concept is that concept, with or without a catalog.
        if (field == "name" || field == "organization" || field == "phone" || field == "email") return field;
        return {};
    };
    std::vector<json::object> fields;
    std::vector<std::string> names;
    for (const auto& l : leads) {
        fields.push_back(parse_object(l.fields_json));
        for (const auto& [k, v] : fields.back()) {
            const std::string key(k);
            if (concept_of(l.form_id, key).empty() && std::find(names.begin(), names.end(), key) == names.end() &&
                std::find(kConcepts.begin(), kConcepts.end(), key) == kConcepts.end() && key != "email") {
                names.push_back(key);
            }
        }
    }
    std::string out = "\xEF\xBB\xBF";
    // The reference the visitor was shown and may quote (store::lead_reference), beside the id.
    std::vector<std::string> header{"id", "reference", "created_at", "form", "kind", "email"};
    header.insert(header.end(), kConcepts.begin(), kConcepts.end());
    header.insert(header.end(), {"consent_given", "consent_at", "policy_version", "page", "referrer", "utm"});
    header.insert(header.end(), names.begin(), names.end());
    append_row(out, header);
    for (std::size_t i = 0; i < leads.size(); ++i) {
        const auto& l = leads[i];
        std::map<std::string, std::string> concepts;
        // Given name before family name, whatever order the form stores them in.
        std::string given, family;
        for (const auto& [k, v] : fields[i]) {
            const std::string key(k);
            const std::string c = concept_of(l.form_id, key);
            if (c.empty() || c == "email") continue;
            std::string text = cell_text(v);
            if (c == "phone") text = forms::display_phone(text);
            const forms::Form* form = catalog ? catalog->find(l.form_id) : nullptr;
            const forms::Field* field = nullptr;
            if (form) {
                for (const auto& f : form->fields) {
                    if (f.name == key) field = &f;
                }
            }
            if (field && !field->options.empty()) text = std::string(field->option_label(text));
            if (field && field->autocomplete == "given-name") given = text;
            else if (field && field->autocomplete == "family-name") family = text;
            else concepts[c] = text;
        }
        if (!given.empty() || !family.empty()) concepts["name"] = given.empty() ? family : family.empty() ? given : given + " " + family;
        std::vector<std::string> row{l.id, store::lead_reference(l.id), text::iso_time(l.created_at), l.form_id, l.kind, l.email};
        for (const auto& c : kConcepts) row.push_back(concepts[c]);
        row.insert(row.end(), {l.consent_given ? "oui" : "non", l.consent_at ? text::iso_time(*l.consent_at) : "", l.policy_version,
                               l.page, l.referrer, l.utm_json == "{}" ? "" : l.utm_json});
        for (const auto& name : names) {
            const auto* v = fields[i].if_contains(name);
            row.push_back(v ? cell_text(*v) : "");
        }
        append_row(out, row);
    }
    return out;
}

}  // namespace cli
