#include "http/site_content.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <fstream>
#include <iterator>

namespace http {

SiteContent::SiteContent(std::filesystem::path root, std::chrono::milliseconds revalidate_every)
    : root_(std::move(root)),
      cache_(2u << 20, 128u << 20, revalidate_every),
      files_(root_, cache_),
      security_(root_ / ".csp.json"),
      redirects_(root_ / ".redirects.json") {}

std::optional<std::string> unusable_site(const std::filesystem::path& root) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_regular_file(root / "index.html", ec)) return "no index.html in " + root.string();
    for (const char* name : {".csp.json", ".redirects.json"}) {
        const fs::path file = root / name;
        if (!fs::exists(fs::symlink_status(file, ec))) continue;
        if (!fs::is_regular_file(fs::symlink_status(file, ec))) return std::string(name) + " is not a regular file";
        std::ifstream in(file, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        boost::system::error_code json_ec;
        const auto value = boost::json::parse(text, json_ec);
        if (json_ec || !value.is_object()) return std::string(name) + " is not a JSON object";
    }
    return std::nullopt;
}

}  // namespace http
