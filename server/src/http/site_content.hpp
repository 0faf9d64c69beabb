#pragma once
// One built site on disk and everything the server reads from it: its files (through their own
// cache), the CSP sources of `.csp.json` and the redirects of `.redirects.json`. The server keeps
// one SiteContent for WEB_ROOT; with SITE_DIR it makes one per release and swaps it whole when
// `current` moves (see LiveSite), so a request never mixes two releases' files and headers.
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

#include "http/file_cache.hpp"
#include "http/parsed_file.hpp"
#include "http/redirects.hpp"
#include "http/security_headers.hpp"
#include "http/static_files.hpp"

namespace http {

class SiteContent {
public:
    SiteContent(std::filesystem::path root, std::chrono::milliseconds revalidate_every);
    SiteContent(const SiteContent&) = delete;
    SiteContent& operator=(const SiteContent&) = delete;

    [[nodiscard]] const std::filesystem::path& root() const { return root_; }
    [[nodiscard]] const StaticFiles& files() const { return files_; }
    [[nodiscard]] std::shared_ptr<const SecurityHeaders> security() { return security_.get(cache_); }
    [[nodiscard]] std::shared_ptr<const Redirects> redirects() { return redirects_.get(cache_); }

private:
    const std::filesystem::path root_;
    FileCache cache_;
    StaticFiles files_;
    ParsedFile<SecurityHeaders> security_;
    ParsedFile<Redirects> redirects_;
};

// Why a built site cannot be served as one whole, or nothing: no index.html, or a `.csp.json` /
// `.redirects.json` that is not a JSON object (the lenient parsers above would serve the base
// policy or no redirects). Used before a release goes live, by the server and by `site receive`.
std::optional<std::string> unusable_site(const std::filesystem::path& root);

}  // namespace http
