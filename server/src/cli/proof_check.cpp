#include "cli/proof_check.hpp"

#include "cli/build_manifest.hpp"

namespace cli {
namespace json = boost::json;
namespace {

constexpr const char* kManifest = ".proof-check.json";

std::int64_t int_at(const json::object& o, std::string_view key) {
    const auto* v = o.if_contains(key);
    return v && v->is_int64() ? v->get_int64() : v && v->is_uint64() ? static_cast<std::int64_t>(v->get_uint64()) : 0;
}

std::string listed(const json::array& keys) {
    std::string out;
    for (const auto& k : keys) {
        if (!k.is_string()) continue;
        if (!out.empty()) out += ", ";
        out += std::string(k.get_string());
    }
    return out;
}

}  // namespace

std::vector<std::string> proof_warnings(const std::filesystem::path& web_root) {
    std::vector<std::string> out;
    auto manifest = read_build_manifest(web_root, kManifest, "items", "the certifications and insurance still « à fournir »");
    if (auto* problem = std::get_if<std::string>(&manifest)) return {std::move(*problem)};
    const auto& m = std::get<json::object>(manifest);
    for (const auto& item : m.at("items").as_array()) {
        if (!item.is_object()) continue;
        const auto& i = item.as_object();
        const std::string what = string_at(i, "kind") + " « " + string_at(i, "name") + " » (" + string_at(i, "file") + ")";
        const auto* missing = i.if_contains("missing");
        if (missing && missing->is_array() && !missing->as_array().empty()) {
            out.push_back(what + ": " + listed(missing->as_array()) + " still « à fournir »: not shown on the site until given (CONTENT.md, « Les preuves »)");
        }
        if (const std::string expired = string_at(i, "expired"); !expired.empty()) {
            out.push_back(what + ": expired on " + expired + " (build of " + string_at(m, "buildDay") +
                          "): no longer shown on the site; give the renewed one's number and expiry");
        }
    }
    if (const auto* logos = m.if_contains("logos"); logos && logos->is_object() && int_at(logos->as_object(), "shown") == 0) {
        const auto& l = logos->as_object();
        out.push_back("no client logo with the client's permission (" + string_at(l, "file") + ", " + std::to_string(int_at(l, "listed")) +
                      " listed): the site shows none; add a logo and its written permission (CONTENT.md, « Les preuves »)");
    }
    return out;
}

}  // namespace cli
