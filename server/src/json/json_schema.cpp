#include "json/json_schema.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>

namespace json_schema {
namespace json = boost::json;
namespace {

std::size_t code_points(std::string_view s) {
    std::size_t n = 0;
    for (const unsigned char c : s) n += (c & 0xC0) != 0x80;
    return n;
}

bool has_type(const json::value& v, std::string_view type) {
    if (type == "object") return v.is_object();
    if (type == "array") return v.is_array();
    if (type == "string") return v.is_string();
    if (type == "boolean") return v.is_bool();
    if (type == "number") return v.is_number();
    if (type == "integer") return v.is_int64() || v.is_uint64() || (v.is_double() && v.get_double() == static_cast<double>(static_cast<std::int64_t>(v.get_double())));
    if (type == "null") return v.is_null();
    return false;
}

class Checker {
public:
    explicit Checker(const json::value& root) : root_(root) {}

    void check(const json::value& schema, const json::value& v, const std::string& path) {
        if (!schema.is_object()) return;
        const json::object& s = schema.get_object();
        if (const auto* ref = s.if_contains("$ref"); ref && ref->is_string()) return check(resolve(ref->get_string()), v, path);
        if (const auto* t = s.if_contains("type"); t && t->is_string() && !has_type(v, t->get_string())) {
            return fail(path, "must be of type " + std::string(t->get_string()));
        }
        if (const auto* e = s.if_contains("enum"); e && e->is_array()) {
            bool found = false;
            for (const auto& option : e->get_array()) found = found || option == v;
            if (!found) fail(path, "must be one of " + json::serialize(*e));
        }
        if (v.is_number()) check_number(s, v.to_number<double>(), path);
        if (v.is_string()) check_string(s, v.get_string(), path);
        if (v.is_object()) check_object(s, v.get_object(), path);
        if (v.is_array()) check_array(s, v.get_array(), path);
    }

    std::vector<std::string> errors;

private:
    void fail(const std::string& path, const std::string& what) { errors.push_back((path.empty() ? "(root)" : path) + ": " + what); }

    const json::value& resolve(std::string_view ref) {
        static const json::value nothing;
        if (!ref.starts_with("#/$defs/")) return nothing;
        const auto* defs = root_.is_object() ? root_.get_object().if_contains("$defs") : nullptr;
        const auto* def = defs && defs->is_object() ? defs->get_object().if_contains(ref.substr(8)) : nullptr;
        return def ? *def : nothing;
    }

    void check_number(const json::object& s, double n, const std::string& path) {
        const auto bound = [&s](std::string_view key) -> std::optional<double> {
            const auto* b = s.if_contains(key);
            return b && b->is_number() ? std::optional(b->to_number<double>()) : std::nullopt;
        };
        if (const auto b = bound("minimum"); b && n < *b) fail(path, "must be at least " + json::serialize(s.at("minimum")));
        if (const auto b = bound("maximum"); b && n > *b) fail(path, "must be at most " + json::serialize(s.at("maximum")));
        if (const auto b = bound("exclusiveMinimum"); b && n <= *b) fail(path, "must be more than " + json::serialize(s.at("exclusiveMinimum")));
        if (const auto b = bound("exclusiveMaximum"); b && n >= *b) fail(path, "must be less than " + json::serialize(s.at("exclusiveMaximum")));
    }

    void check_string(const json::object& s, std::string_view text, const std::string& path) {
        if (const auto* m = s.if_contains("minLength"); m && m->is_number() && code_points(text) < m->to_number<std::size_t>()) {
            fail(path, "must have at least " + json::serialize(*m) + " character(s)");
        }
        if (const auto* p = s.if_contains("pattern"); p && p->is_string()) {
            const std::regex re(std::string(p->get_string()));
            if (!std::regex_search(text.begin(), text.end(), re)) fail(path, "must match " + std::string(p->get_string()));
        }
    }

    void check_object(const json::object& s, const json::object& o, const std::string& path) {
        if (const auto* r = s.if_contains("required"); r && r->is_array()) {
            for (const auto& name : r->get_array()) {
                if (name.is_string() && !o.contains(name.get_string())) fail(path + "/" + std::string(name.get_string()), "is required");
            }
        }
        const auto* props = s.if_contains("properties");
        const auto* extra = s.if_contains("additionalProperties");
        for (const auto& [key, value] : o) {
            const auto* sub = props && props->is_object() ? props->get_object().if_contains(key) : nullptr;
            if (sub) check(*sub, value, path + "/" + std::string(key));
            else if (extra && extra->is_bool() && !extra->get_bool()) fail(path + "/" + std::string(key), "is not an allowed property");
            // A record (`optionSets`): every key's value has the same schema.
            else if (extra && extra->is_object()) check(*extra, value, path + "/" + std::string(key));
        }
    }

    void check_array(const json::object& s, const json::array& a, const std::string& path) {
        if (const auto* m = s.if_contains("minItems"); m && m->is_number() && a.size() < m->to_number<std::size_t>()) {
            fail(path, "must have at least " + json::serialize(*m) + " item(s)");
        }
        if (const auto* items = s.if_contains("items")) {
            for (std::size_t i = 0; i < a.size(); ++i) check(*items, a[i], path + "/" + std::to_string(i));
        }
    }

    const json::value& root_;
};

json::value read_json(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + file.string());
    std::ostringstream s;
    s << in.rdbuf();
    boost::system::error_code ec;
    json::value v = json::parse(s.str(), ec);
    if (ec) throw std::runtime_error(file.string() + " is not valid JSON: " + ec.message());
    return v;
}

}  // namespace

std::vector<std::string> schema_errors(const json::value& schema, const json::value& value) {
    Checker checker(schema);
    checker.check(schema, value, "");
    return std::move(checker.errors);
}

json::value load_checked(const std::filesystem::path& file, const std::filesystem::path& schema_file) {
    json::value value = read_json(file);
    const auto errors = schema_errors(read_json(schema_file), value);
    if (errors.empty()) return value;
    std::string message = file.string() + " does not match " + schema_file.string() + ":";
    for (const auto& e : errors) message += "\n  " + e;
    throw std::runtime_error(message);
}

}  // namespace json_schema
