#pragma once
// The request → response function of the site: health check, redirects, static pages, 404.
// No sockets here; tests call handle() directly.
#include <chrono>
#include <filesystem>
#include <functional>
#include <string>

#include "http/health.hpp"
#include "http/live_site.hpp"
#include "http/message.hpp"

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
    // SITE_DIR: serve the release `current` links to, following it (see LiveSite); web_root unused.
    std::filesystem::path site_dir = {};
    // How often SITE_DIR's `current` link is read.
    std::chrono::milliseconds release_poll = std::chrono::milliseconds(500);
};

class SiteHandler {
public:
    explicit SiteHandler(SiteOptions options);

    Response handle(const Request& request);
    // A short French error page for requests that never reached handle() (400, 413, 431, 500).
    Response reject(int status);
    // Adds the security headers every response carries (for answers built elsewhere, e.g. the API).
    void decorate(Response& response);
    // The directory of the live site (with SITE_DIR, the live release's): the API's built pages.
    [[nodiscard]] std::filesystem::path root() { return live_.get()->root(); }
    // Reads SITE_DIR's `current` link now rather than at the next poll (tests).
    bool follow_release() { return live_.follow(); }

private:
    Response route(SiteContent& site, const Request& request);
    Response not_found(SiteContent& site, const Request& request);
    Response health(const Request& request) const;
    static Response redirect(std::string_view location, std::string_view query);
    static Response plain(int status, std::string_view text);

    SiteOptions options_;
    LiveSite live_;
};

}  // namespace http
