#pragma once
// Permanent redirects listed by the web build in `.redirects.json` ({"from": "to", ...}), built from
// the same content data as the pages, e.g. "/nettoyage-medical/montreal" → "/nettoyage-medical-montreal".
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace http {

class Redirects {
public:
    explicit Redirects(std::string_view json = {});

    // Target for a decoded path; a trailing slash on the path is ignored.
    [[nodiscard]] std::optional<std::string_view> find(std::string_view path) const;
    [[nodiscard]] std::size_t size() const { return map_.size(); }

private:
    std::unordered_map<std::string, std::string> map_;
};

}  // namespace http
