#include "cli/firm_presence_check.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <sstream>

namespace cli {
namespace json = boost::json;
namespace {

constexpr const char* kManifest = ".image-slots.json";

bool unconfirmed(std::string_view text) { return text.empty() || text.find("À confirmer") != std::string_view::npos; }

std::string string_at(const json::object& o, std::string_view key) {
    const auto* v = o.if_contains(key);
    return v && v->is_string() ? std::string(v->get_string()) : std::string{};
}

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

std::string joined(const json::array& items, std::size_t at_most) {
    std::string out;
    for (std::size_t i = 0; i < items.size() && i < at_most; ++i) {
        if (!out.empty()) out += ", ";
        if (items[i].is_string()) out += std::string(items[i].get_string());
    }
    if (items.size() > at_most) out += ", … (" + std::to_string(items.size()) + " pages)";
    return out;
}

}  // namespace

std::vector<std::string> image_slot_warnings(const std::filesystem::path& web_root) {
    std::vector<std::string> out;
    const auto file = web_root / kManifest;
    std::ifstream in(file);
    if (!in) {
        out.push_back(file.string() + " not found: build the site (make build) so the check can list the image slots still on illustrations");
        return out;
    }
    std::ostringstream text;
    text << in.rdbuf();
    boost::system::error_code ec;
    const json::value manifest = json::parse(text.str(), ec);
    if (ec || !manifest.is_object() || !manifest.as_object().contains("slots") || !manifest.at("slots").is_array()) {
        out.push_back(file.string() + " is not a valid image-slot manifest: rebuild the site");
        return out;
    }
    for (const auto& slot : manifest.at("slots").as_array()) {
        if (!slot.is_object()) continue;
        const auto& s = slot.as_object();
        if (string_at(s, "source") == "photo") continue;
        const auto* pages = s.if_contains("pages");
        out.push_back("image slot « " + string_at(s, "id") + " » (" + string_at(s, "label") + ") still shows its illustration, not a photo" +
                      (pages && pages->is_array() && !pages->as_array().empty() ? " — on " + joined(pages->as_array(), 3) : std::string{}) +
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
