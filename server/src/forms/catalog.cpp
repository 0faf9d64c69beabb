#include "forms/catalog.hpp"

#include <boost/json.hpp>

#include "json/json_schema.hpp"
#include "forms/catalog_schema.hpp"
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

namespace forms {
namespace json = boost::json;
namespace {

[[noreturn]] void fail(std::string_view what) { throw std::runtime_error("forms catalog: " + std::string(what)); }

std::string text(const json::object& o, std::string_view key, std::string_view where, bool required = true) {
    const auto* v = o.if_contains(key);
    if (!v || !v->is_string()) {
        if (required) fail(std::string(where) + ": missing string '" + std::string(key) + "'");
        return {};
    }
    return std::string(v->get_string());
}

// "title: description" for the message pairs shown as toasts; plain strings as they are.
std::string message(const json::object& messages, std::string_view key) {
    const auto* v = messages.if_contains(key);
    if (!v) fail("messages." + std::string(key) + " is missing");
    if (v->is_string()) return std::string(v->get_string());
    if (v->is_object()) return text(v->get_object(), "description", "messages." + std::string(key));
    fail("messages." + std::string(key) + " must be a string or an object");
}

FieldType field_type(std::string_view t, std::string_view where) {
    static const std::map<std::string_view, FieldType> kTypes{
        {"text", FieldType::Text},         {"textarea", FieldType::Textarea}, {"email", FieldType::Email},
        {"tel", FieldType::Tel},           {"select", FieldType::Select},     {"checkbox", FieldType::Checkbox},
        {"number", FieldType::Number},     {"hidden", FieldType::Hidden}};
    const auto it = kTypes.find(t);
    if (it == kTypes.end()) fail(std::string(where) + ": unknown field type '" + std::string(t) + "'");
    return it->second;
}

std::optional<double> number(const json::object& o, std::string_view key) {
    const auto* v = o.if_contains(key);
    if (!v || !v->is_number()) return std::nullopt;
    return v->to_number<double>();
}

Field parse_field(const json::object& o, const json::object& option_sets, std::string_view form_id) {
    Field f;
    f.name = text(o, "name", form_id);
    const std::string where = std::string(form_id) + "." + f.name;
    f.type = field_type(text(o, "type", where), where);
    f.label = text(o, "label", where, false);
    if (f.label.empty()) f.label = f.name;
    if (const auto* r = o.if_contains("required")) f.required = r->is_bool() && r->get_bool();
    if (const auto* m = o.if_contains("maxLength"); m && m->is_number()) f.max_length = m->to_number<std::size_t>();
    f.min = number(o, "min");
    f.max = number(o, "max");
    f.value = text(o, "value", where, false);
    f.autocomplete = text(o, "autocomplete", where, false);
    f.urgency = text(o, "urgency", where, false);
    if (!f.urgency.empty() && f.type != FieldType::Checkbox) fail(where + ": only a checkbox can carry an urgency");
    f.newsletter = text(o, "newsletter", where, false);
    if (!f.newsletter.empty() && f.type != FieldType::Checkbox) fail(where + ": only a checkbox can start a newsletter sign-up");
    // A hidden field may name an option set too (a city page's fixed city): its label is shown.
    if (f.type == FieldType::Select || (f.type == FieldType::Hidden && o.contains("optionSet"))) {
        const std::string set = text(o, "optionSet", where);
        const auto* options = option_sets.if_contains(set);
        if (!options || !options->is_array()) fail(where + ": unknown optionSet '" + set + "'");
        for (const auto& item : options->get_array()) {
            if (!item.is_object()) fail("optionSets." + set + ": options must be objects");
            f.options.push_back({text(item.get_object(), "value", set), text(item.get_object(), "label", set)});
        }
    }
    return f;
}

}  // namespace

std::string_view Field::option_label(std::string_view v) const {
    for (const auto& o : options) {
        if (o.value == v) return o.label;
    }
    return v;
}

std::string Form::download_path(std::string_view value) const {
    if (!download || value.empty()) return {};
    std::string path = download->href;
    const auto at = path.find("{value}");
    return at == std::string::npos ? std::string{} : path.replace(at, 7, value);
}

const Field* Form::field(std::string_view name) const {
    for (const auto& f : fields) {
        if (f.name == name) return &f;
    }
    return nullptr;
}

namespace {

// The catalog's shape is the one its Zod schema says (forms/catalog.schema.json, generated from
// it): checked whole here first, so what follows maps checked JSON to the structs, and checks only
// what JSON Schema cannot say (the refinements of web/src/lib/forms/catalog.ts: names that must
// refer to each other).
void check_shape(const json::value& root) {
    static const json::value schema = json::parse(kCatalogSchema);
    const auto errors = json_schema::schema_errors(schema, root);
    if (errors.empty()) return;
    std::string message = "ne respecte pas son schéma / does not match its schema (forms/catalog.schema.json):";
    for (const auto& e : errors) message += "\n  " + e;
    fail(message);
}

}  // namespace

Catalog Catalog::parse(std::string_view source) {
    json::error_code ec;
    const json::value root = json::parse(source, ec);
    if (ec || !root.is_object()) fail("not a JSON object");
    check_shape(root);
    const auto& top = root.get_object();
    Catalog c;
    c.policy_version_ = text(top, "policyVersion", "catalog");
    const auto* messages = top.if_contains("messages");
    if (!messages || !messages->is_object()) fail("missing 'messages'");
    const auto& m = messages->get_object();
    c.messages_ = {message(m, "required"), message(m, "email"),    message(m, "phone"),
                   message(m, "option"),   message(m, "number"),   message(m, "tooLong"),
                   message(m, "encoding"), message(m, "consent"),  message(m, "invalid"),
                   message(m, "rateLimited"), message(m, "serverError")};
    static const json::object kNoSets;
    const auto* sets = top.if_contains("optionSets");
    const auto& option_sets = sets && sets->is_object() ? sets->get_object() : kNoSets;
    const auto* list = top.if_contains("forms");
    if (!list || !list->is_array()) fail("missing 'forms'");
    for (const auto& item : list->get_array()) {
        if (!item.is_object()) fail("forms must be objects");
        const auto& o = item.get_object();
        Form form;
        form.id = text(o, "id", "form");
        const std::string kind = text(o, "kind", form.id);
        if (kind != "lead" && kind != "newsletter") fail(form.id + ": kind must be lead or newsletter");
        form.kind = kind == "lead" ? FormKind::Lead : FormKind::Newsletter;
        form.title = text(o, "title", form.id, false);
        if (form.title.empty()) form.title = form.id;
        form.promise = text(o, "promise", form.id, false);
        if (const auto* consent = o.if_contains("consent"); consent && consent->is_object()) {
            form.consent_field = text(consent->get_object(), "field", form.id + ".consent");
        }
        const auto* fields = o.if_contains("fields");
        if (!fields || !fields->is_array()) fail(form.id + ": missing 'fields'");
        for (const auto& f : fields->get_array()) {
            if (!f.is_object()) fail(form.id + ": fields must be objects");
            form.fields.push_back(parse_field(f.get_object(), option_sets, form.id));
        }
        if (form.consent_field && !form.field(*form.consent_field)) fail(form.id + ": consent field is not a field");
        if (const auto* d = o.if_contains("download"); d && d->is_object()) {
            form.download = Download{text(d->get_object(), "field", form.id + ".download"), text(d->get_object(), "href", form.id + ".download")};
            const Field* chosen = form.field(form.download->field);
            if (!chosen || chosen->type != FieldType::Select) fail(form.id + ": download field is not a select of the form");
            if (!form.download->href.starts_with('/') || form.download->href.find("{value}") == std::string::npos)
                fail(form.id + ": download href must be a site path with {value}");
        }
        if (c.find(form.id)) fail("duplicate form id '" + form.id + "'");
        c.forms_.push_back(std::move(form));
    }
    for (const auto& form : c.forms_) {
        for (const auto& f : form.fields) {
            if (f.newsletter.empty()) continue;
            const Form* n = c.find(f.newsletter);
            if (!n || n->kind != FormKind::Newsletter) fail(form.id + "." + f.name + ": newsletter '" + f.newsletter + "' is not a newsletter form");
        }
    }
    return c;
}

Catalog Catalog::load(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) fail("cannot read " + path.string());
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parse(buffer.str());
}

const Form* Catalog::find(std::string_view id) const {
    for (const auto& f : forms_) {
        if (f.id == id) return &f;
    }
    return nullptr;
}

}  // namespace forms
