#pragma once
// The launch-check items of the firm's proof (issue 25): the build's manifest
// (web/dist/.proof-check.json, written by the web build from web/src/content/data/preuves/) is read
// for the certifications and insurances whose issuer, number, insurer, policy or expiry is still
// « à fournir », those expired on the build's day, and the absence of any client logo the client
// allowed. The site shows none of these, so nothing false ships: they are warnings, listed by
// `server check` and logged by `serve`, never blocking the launch.
#include <filesystem>
#include <string>
#include <vector>

namespace cli {

// One line per certification or insurance not shown (and why), one when no client logo may be
// shown, one for a missing or unreadable manifest.
std::vector<std::string> proof_warnings(const std::filesystem::path& web_root);

}  // namespace cli
