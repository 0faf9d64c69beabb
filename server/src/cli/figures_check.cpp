#include "cli/figures_check.hpp"

#include "cli/build_manifest.hpp"

namespace cli {
namespace json = boost::json;
namespace {

constexpr const char* kManifest = ".figures-a-confirmer.json";
constexpr std::size_t kPagesShown = 4;

std::string pages_of(const json::object& figure) {
    const auto* pages = figure.if_contains("pages");
    if (!pages || !pages->is_array() || pages->as_array().empty()) return "on no built page";
    return "on " + pages_list(pages->as_array(), kPagesShown);
}

}  // namespace

std::vector<std::string> figure_problems(const std::filesystem::path& web_root) {
    std::vector<std::string> out;
    auto manifest = read_build_manifest(web_root, kManifest, "figures", "the figures still « à confirmer »");
    if (auto* problem = std::get_if<std::string>(&manifest)) return {std::move(*problem)};
    for (const auto& entry : std::get<json::object>(manifest).at("figures").as_array()) {
        if (!entry.is_object()) continue;
        const auto& f = entry.as_object();
        out.push_back("figure {" + string_at(f, "key") + "} « " + string_at(f, "value") + " » à confirmer — " + pages_of(f) +
                      ": once the firm confirms it, untick « À confirmer » in the editor (« Chiffres et prix ») or remove « aConfirmer: true » (CONTENT.md, « Les chiffres à confirmer »)");
    }
    // The articles' and guides' authors and reviewers (issue 39): stand-ins until the firm names its own.
    const auto* people = std::get<json::object>(manifest).if_contains("people");
    if (!people || !people->is_array()) return out;
    for (const auto& entry : people->as_array()) {
        if (!entry.is_object()) continue;
        const auto& p = entry.as_object();
        out.push_back("person « " + string_at(p, "name") + " » (" + string_at(p, "file") + ") à confirmer — " + pages_of(p) +
                      ": replace them with a real author or reviewer of the firm, or once the firm confirms them (name, role, credentials, consent), "
                      "untick « À confirmer » in the editor (« Personnes : auteurs et réviseurs ») or remove « aConfirmer: true » (CONTENT.md, « Les auteurs et les réviseurs »)");
    }
    return out;
}

}  // namespace cli
