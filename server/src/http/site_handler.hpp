#pragma once
// The request → response function of the site: health check, redirects, static pages, 404.
// No sockets here; tests call handle() directly.
#include <chrono>
#include <filesystem>
#include <functional>
#include <string>

#include "http/file_cache.hpp"
#include "http/health.hpp"
#include "http/message.hpp"
#include "http/parsed_file.hpp"
#include "http/redirects.hpp"
#include "http/security_headers.hpp"
#include "http/static_files.hpp"

namespace http {

struct SiteOptions {
    std::filesystem::path web_root;
    std::string version;
    // The lead store's health for /healthz: "ok", or a short public word ("unavailable") that
    // makes it answer 503; unset: "none".
    std::function<std::string()> store_status = {};
    // Whether notifications get out, for /healthz's "notifications" detail; unset: not shown.
    std::function<NotificationsHealth()> notifications_status = {};
    // How stale a served file may be after the build rewrote it (see FileCache).
    std::chrono::milliseconds revalidate_every = std::chrono::seconds(1);
};

class SiteHandler {
public:
    explicit SiteHandler(SiteOptions options);

    Response handle(const Request& request);
    // A short French error page for requests that never reached handle() (400, 413, 431, 500).
    Response reject(int status);
    // Adds the security headers every response carries (for answers built elsewhere, e.g. the API).
    void decorate(Response& response);

private:
    Response route(const Request& request);
    Response not_found(const Request& request);
    Response health(const Request& request) const;
    static Response redirect(std::string_view location, std::string_view query);
    static Response plain(int status, std::string_view text);

    SiteOptions options_;
    FileCache cache_;
    StaticFiles files_;
    ParsedFile<SecurityHeaders> security_;
    ParsedFile<Redirects> redirects_;
};

}  // namespace http
