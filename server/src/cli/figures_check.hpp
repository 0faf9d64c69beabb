#pragma once
// The figures of the site still « à confirmer » (issue 25, « one figure per quantity »): where the
// specification gave two values for a quantity, the site shows one, marked `aConfirmer: true` in
// web/src/content/data/chiffres.yaml (or a city's `nombreClients`) until the firm confirms it. The
// web build writes them with the pages that show them to web/dist/.figures-a-confirmer.json.
// Issue 39: a figure, rating or statistic nobody confirmed is a claim published as a fact, so
// `server check` lists each among the items to settle and exits 1 until the firm confirms it.
#include <filesystem>
#include <string>
#include <vector>

namespace cli {

// One line per unconfirmed figure (key, value, pages), or one for a missing or unreadable manifest.
std::vector<std::string> figure_problems(const std::filesystem::path& web_root);

}  // namespace cli
