#include "cli/figures_check.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>

namespace cli {
namespace json = boost::json;
namespace {

constexpr const char* kManifest = ".figures-a-confirmer.json";
constexpr std::size_t kPagesShown = 4;

std::string string_at(const json::object& o, std::string_view key) {
    const auto* v = o.if_contains(key);
    return v && v->is_string() ? std::string(v->get_string()) : std::string{};
}

std::string pages_of(const json::object& figure) {
    const auto* pages = figure.if_contains("pages");
    if (!pages || !pages->is_array() || pages->as_array().empty()) return "on no built page";
    const auto& list = pages->as_array();
    std::string out = "on ";
    for (std::size_t i = 0; i < list.size() && i < kPagesShown; ++i) {
        if (i) out += ", ";
        if (list[i].is_string()) out += std::string(list[i].get_string());
    }
    if (list.size() > kPagesShown) out += ", … (" + std::to_string(list.size()) + " pages)";
    return out;
}

}  // namespace

std::vector<std::string> figure_warnings(const std::filesystem::path& web_root) {
    std::vector<std::string> out;
    const auto file = web_root / kManifest;
    std::ifstream in(file);
    if (!in) {
        out.push_back(file.string() + " not found: build the site (make build) so the check can list the figures still « à confirmer »");
        return out;
    }
    std::ostringstream text;
    text << in.rdbuf();
    boost::system::error_code ec;
    const json::value manifest = json::parse(text.str(), ec);
    if (ec || !manifest.is_object() || !manifest.as_object().contains("figures") || !manifest.at("figures").is_array()) {
        out.push_back(file.string() + " is not a valid manifest of figures: rebuild the site");
        return out;
    }
    for (const auto& entry : manifest.at("figures").as_array()) {
        if (!entry.is_object()) continue;
        const auto& f = entry.as_object();
        out.push_back("figure {" + string_at(f, "key") + "} « " + string_at(f, "value") + " » à confirmer — " + pages_of(f) +
                      ": once the firm confirms it, remove « aConfirmer: true » (CONTENT.md, « Les chiffres à confirmer »)");
    }
    return out;
}

}  // namespace cli
