#pragma once
// The launch-check items of the firm's visible presence (issue 25): the legal name, Québec
// enterprise number (NEQ) and social links of config/business.json block the launch; the build's
// manifest of image slots (web/dist/.image-slots.json, written by the web build) is read for the
// slots still showing their drawn illustration rather than a photo of the firm, which are listed
// as warnings only: the firm may launch with the drawings.
#include <boost/json/object.hpp>
#include <filesystem>
#include <string>
#include <vector>

namespace cli {

// One line per blocking item, in the launch check's style ("business.json neq « À confirmer »: ...").
std::vector<std::string> firm_presence_problems(const boost::json::object& business, const std::string& business_file_name);

// One line per image slot still on its illustration (or a missing or unreadable manifest): shown
// by `server check` under a warning heading, never counted against the launch.
std::vector<std::string> image_slot_warnings(const std::filesystem::path& web_root);

}  // namespace cli
