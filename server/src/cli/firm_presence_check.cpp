#include "cli/firm_presence_check.hpp"

#include "cli/build_manifest.hpp"

namespace cli {
namespace json = boost::json;
namespace {

constexpr const char* kManifest = ".image-slots.json";

bool unconfirmed(std::string_view text) { return text.empty() || text.find("À confirmer") != std::string_view::npos; }

std::string host_of(std::string_view url) {
    const auto start = url.find("://");
    if (start != std::string_view::npos) url.remove_prefix(start + 3);
    return std::string(url.substr(0, url.find_first_of(":/?#")));
}

bool example_host(std::string host) {
    for (auto& c : host) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (std::string_view name : {"example.com", "example.net", "example.org", "example", "test", "invalid"}) {
        if (host == name || (host.size() > name.size() && host.ends_with(name) && host[host.size() - name.size() - 1] == '.')) return true;
    }
    return false;
}

}  // namespace

std::vector<std::string> image_slot_warnings(const std::filesystem::path& web_root) {
    std::vector<std::string> out;
    auto manifest = read_build_manifest(web_root, kManifest, "slots", "the image slots still on illustrations");
    if (auto* problem = std::get_if<std::string>(&manifest)) return {std::move(*problem)};
    for (const auto& slot : std::get<json::object>(manifest).at("slots").as_array()) {
        if (!slot.is_object()) continue;
        const auto& s = slot.as_object();
        if (string_at(s, "source") == "photo") continue;
        const auto* pages = s.if_contains("pages");
        out.push_back("image slot « " + string_at(s, "id") + " » (" + string_at(s, "label") + ") still shows its illustration, not a photo" +
                      (pages && pages->is_array() && !pages->as_array().empty() ? " — on " + pages_list(pages->as_array(), 3) : std::string{}) +
                      ": add a photo under web/src/assets/photos (CONTENT.md)");
    }
    return out;
}

std::vector<std::string> firm_presence_problems(const json::object& business, const std::string& file) {
    std::vector<std::string> out;
    const auto flag = [&](std::string_view key, const std::string& value, std::string_view why) {
        out.push_back(file + " " + std::string(key) + " « " + value + " »: " + std::string(why));
    };
    for (const char* key : {"legalName", "neq"}) {
        const std::string value = string_at(business, key);
        if (unconfirmed(value)) flag(key, value, "still to be confirmed (shown in every page's footer once given)");
    }
    if (const auto* social = business.if_contains("social"); social && social->is_array()) {
        for (const auto& link : social->as_array()) {
            if (!link.is_object()) continue;
            const std::string url = string_at(link.as_object(), "url");
            if (example_host(host_of(url))) flag("social", url, "an example address (placeholder)");
        }
    }
    return out;
}

}  // namespace cli
