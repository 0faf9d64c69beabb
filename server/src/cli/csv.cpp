#include "cli/csv.hpp"

#include <algorithm>
#include <boost/json.hpp>

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

std::string leads_csv(const std::vector<store::LeadRow>& leads) {
    std::vector<json::object> fields;
    std::vector<std::string> names;
    for (const auto& l : leads) {
        fields.push_back(parse_object(l.fields_json));
        for (const auto& [k, v] : fields.back()) {
            if (std::find(names.begin(), names.end(), k) == names.end()) names.emplace_back(k);
        }
    }
    std::string out = "\xEF\xBB\xBF";
    std::vector<std::string> header{"id", "created_at", "form", "kind", "email", "consent_given", "consent_at",
                                    "policy_version", "page", "referrer", "utm"};
    header.insert(header.end(), names.begin(), names.end());
    append_row(out, header);
    for (std::size_t i = 0; i < leads.size(); ++i) {
        const auto& l = leads[i];
        std::vector<std::string> row{l.id, store::iso_time(l.created_at), l.form_id, l.kind, l.email, l.consent_given ? "oui" : "non",
                                     l.consent_at ? store::iso_time(*l.consent_at) : "", l.policy_version, l.page, l.referrer,
                                     l.utm_json == "{}" ? "" : l.utm_json};
        for (const auto& name : names) {
            const auto* v = fields[i].if_contains(name);
            row.push_back(v ? cell_text(*v) : "");
        }
        append_row(out, row);
    }
    return out;
}

}  // namespace cli
