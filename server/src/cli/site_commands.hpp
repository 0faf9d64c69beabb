#pragma once
// `site receive | list | rollback | seed`: the site releases under SITE_DIR (site/releases.hpp).
// receive is the one command a publishing SSH key may run (README, « Publishing »): it reads a
// bundle on standard input as hostile, unpacks it into a new release, runs the launch check on it
// (refusing in production what `check` would flag), switches `current` and prints what changed.
// Any failure exits non-zero with the live release untouched.
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>

#include "config/config.hpp"

namespace cli {

struct SiteCommandOptions {
    std::size_t keep = 10;                   // releases kept by pruning (besides the live one and the one before)
    std::uint64_t max_bytes = 512ull << 20;  // a bundle larger than this is refused
    bool json = false;                       // receive, rollback, list: one JSON document on stdout
};

int site_receive(const config::Config& config, int fd, const SiteCommandOptions& options, std::ostream& out, std::ostream& err);
int site_list(const config::Config& config, const SiteCommandOptions& options, std::ostream& out, std::ostream& err);
// Back to `release`, or when empty to the release before the live one.
int site_rollback(const config::Config& config, const std::string& release, const SiteCommandOptions& options, std::ostream& out,
                  std::ostream& err);
// The forced command of a publishing SSH key runs `site receive` whatever the client asked; the
// request it carries (SSH_ORIGINAL_COMMAND) may ask for the two other things that key may do:
// `… site rollback [RELEASE]` and `… site list`. Anything else is refused.
int site_over_ssh(const config::Config& config, std::string_view asked, const SiteCommandOptions& options, std::ostream& out,
                  std::ostream& err);
// The package's own built site (`dir`) becomes a release when SITE_DIR has none live, or when it
// was built after the live release was published; a newer published release stays live.
int site_seed(const config::Config& config, const std::filesystem::path& dir, const SiteCommandOptions& options, std::ostream& out,
              std::ostream& err);

}  // namespace cli
