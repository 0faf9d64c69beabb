#include "cli/build_manifest.hpp"

#include <fstream>
#include <sstream>

namespace cli {
namespace json = boost::json;

std::variant<json::object, std::string> read_build_manifest(const std::filesystem::path& web_root, std::string_view name,
                                                            std::string_view list_key, std::string_view what) {
    const auto file = web_root / name;
    std::ifstream in(file);
    if (!in) return file.string() + " not found: build the site (make build) so the check can list " + std::string(what);
    std::ostringstream text;
    text << in.rdbuf();
    boost::system::error_code ec;
    json::value manifest = json::parse(text.str(), ec);
    if (ec || !manifest.is_object() || !manifest.as_object().contains(list_key) || !manifest.at(list_key).is_array()) {
        return file.string() + " is not a valid manifest (no « " + std::string(list_key) + " » list): rebuild the site";
    }
    return std::move(manifest.as_object());
}

std::string string_at(const json::object& o, std::string_view key) {
    const auto* v = o.if_contains(key);
    return v && v->is_string() ? std::string(v->get_string()) : std::string{};
}

std::string pages_list(const json::array& pages, std::size_t at_most) {
    std::string out;
    for (std::size_t i = 0; i < pages.size() && i < at_most; ++i) {
        if (!out.empty()) out += ", ";
        if (pages[i].is_string()) out += std::string(pages[i].get_string());
    }
    if (pages.size() > at_most) out += ", … (" + std::to_string(pages.size()) + " pages)";
    return out;
}

}  // namespace cli
