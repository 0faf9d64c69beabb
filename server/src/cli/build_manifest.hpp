#pragma once

#include <boost/json.hpp>

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <variant>

// The manifests the web build writes into web/dist for `server check` (image slots, figures
// « à confirmer », the firm's proof): a JSON object holding one list under a known key.
namespace cli {

// The manifest `name` under web_root, when it is an object with an array under `list_key`; else
// the warning to print, naming the file and saying what to do (`what`: what the check lists from it).
std::variant<boost::json::object, std::string> read_build_manifest(const std::filesystem::path& web_root, std::string_view name,
                                                                   std::string_view list_key, std::string_view what);

// A string member, or "" when absent or not a string.
std::string string_at(const boost::json::object& o, std::string_view key);

// « /a, /b, /c, … (12 pages) »: at most `at_most` of the strings of `pages`.
std::string pages_list(const boost::json::array& pages, std::size_t at_most);

}  // namespace cli
