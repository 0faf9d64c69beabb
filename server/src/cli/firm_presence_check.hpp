#pragma once
// The launch-check items of the firm's visible presence (issue 25): the legal name, Québec
// enterprise number (NEQ) and social links of config/business.json, and the build's manifest of
// image slots (web/dist/.image-slots.json, written by the web build), of which those still showing
// their drawn illustration rather than a photo of the firm are listed.
#include <boost/json/object.hpp>
#include <filesystem>
#include <string>
#include <vector>

namespace cli {

// One line per item, in the launch check's style ("business.json neq « À confirmer »: ...").
std::vector<std::string> firm_presence_problems(const boost::json::object& business, const std::string& business_file_name,
                                                const std::filesystem::path& web_root);

// The manifest's items alone: slots on illustrations and, when the manifest lists them, figures
// still « à confirmer » and certifications lacking their issuer or number.
std::vector<std::string> site_manifest_problems(const std::filesystem::path& web_root);

}  // namespace cli
