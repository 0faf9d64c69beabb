#include "http/site_handler.hpp"

#include <fmt/format.h>

#include "http/health.hpp"
#include "http/url_path.hpp"

namespace http {
namespace {

constexpr std::string_view kNotFoundPage = "/404";

bool ends_with(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// "/blog.html" → "/blog", "/index.html" → "/", "/guides/index.html" → "/guides".
std::string clean_url(std::string_view path) {
    path.remove_suffix(std::string_view(".html").size());
    if (ends_with(path, "/index")) path.remove_suffix(std::string_view("index").size());
    while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
    return std::string(path);
}

}  // namespace

SiteHandler::SiteHandler(SiteOptions options)
    : options_(std::move(options)),
      live_({options_.web_root, options_.site_dir, options_.revalidate_every, options_.release_poll}) {}

Response SiteHandler::handle(const Request& request) {
    // One release for the whole answer: its file, its redirects and its CSP together.
    const auto site = live_.get();
    Response response = route(*site, request);
    site->security()->apply(response.headers);
    return response;
}

Response SiteHandler::reject(int status) {
    std::string_view text = "Requête invalide.\n";
    if (status == 413) text = "Requête trop volumineuse.\n";
    else if (status == 431) text = "En-têtes de requête trop volumineux.\n";
    else if (status >= 500) text = "Erreur interne du serveur. Veuillez réessayer.\n";
    Response response = plain(status, text);
    live_.get()->security()->apply(response.headers);
    return response;
}

void SiteHandler::decorate(Response& response) { live_.get()->security()->apply(response.headers); }

Response SiteHandler::route(SiteContent& site, const Request& request) {
    const StaticFiles& files = site.files();
    const auto [raw_path, query] = split_target(request.target);
    const auto decoded = decode_path(raw_path);
    if (std::holds_alternative<PathError>(decoded)) return plain(400, "Requête invalide.\n");
    const std::string& path = std::get<std::string>(decoded);

    if (request.method != "GET" && request.method != "HEAD") {
        Response r = plain(405, "Méthode non permise.\n");
        r.headers.set("Allow", "GET, HEAD");
        return r;
    }
    if (path == "/healthz") return health(request);
    if (has_hidden_segment(path) || has_empty_segment(path)) return not_found(site, request);

    if (const auto target = site.redirects()->find(path)) return redirect(*target, query);

    const bool trailing_slash = path.size() > 1 && path.back() == '/';
    if (trailing_slash || ends_with(path, ".html")) {
        const std::string clean = trailing_slash ? path.substr(0, path.find_last_not_of('/') + 1) : clean_url(path);
        if (clean != kNotFoundPage && files.resolve(clean)) {
            // Location from the raw path when only the slash goes, so percent-encoding survives.
            if (trailing_slash) {
                std::string_view raw = raw_path;
                while (raw.size() > 1 && raw.back() == '/') raw.remove_suffix(1);
                return redirect(raw, query);
            }
            return redirect(clean, query);
        }
        return not_found(site, request);
    }
    if (path == kNotFoundPage) return not_found(site, request);

    if (const auto file = files.resolve(path)) return files.respond(*file, request);
    // A page of the release before a switch, still open in a browser, asks for its own scripts and
    // styles: their names carry their content's hash, so the previous release's copy is the right one.
    if (path.starts_with("/_astro/")) {
        if (const auto before = live_.previous()) {
            if (const auto file = before->files().resolve(path)) return before->files().respond(*file, request);
        }
    }
    return not_found(site, request);
}

Response SiteHandler::not_found(SiteContent& site, const Request& request) {
    const StaticFiles& files = site.files();
    // No line of its own: the access log has one per request, 404s included (off the request
    // path), so an attacker's scan cannot double the log volume.
    if (const auto page = files.resolve(kNotFoundPage)) return files.respond(*page, request, 404);
    return plain(404, "Page introuvable.\n");
}

Response SiteHandler::health(const Request& request) const {
    const std::string store = options_.store_status ? options_.store_status() : "none";
    Response r;
    // A load balancer stops sending posts to an instance whose store cannot write.
    if (store != "ok" && store != "none") r.status = 503;
    r.body = make_body(health_json(options_.version, store,
                                   options_.notifications_status ? options_.notifications_status() : NotificationsHealth{}));
    r.headers.set("Content-Type", "application/json; charset=utf-8");
    r.headers.set("Cache-Control", "no-store");
    r.omit_body = request.method == "HEAD";
    return r;
}

Response SiteHandler::redirect(std::string_view location, std::string_view query) {
    // "//host/…" is a network-path reference: a browser would leave the site (open redirect).
    while (location.starts_with("//")) location.remove_prefix(1);
    Response r;
    r.status = 301;
    r.headers.set("Location", query.empty() ? std::string(location) : fmt::format("{}?{}", location, query));
    r.headers.set("Cache-Control", "public, max-age=3600");
    return r;
}

Response SiteHandler::plain(int status, std::string_view text) {
    Response r;
    r.status = status;
    r.body = make_body(std::string(text));
    r.headers.set("Content-Type", "text/plain; charset=utf-8");
    r.headers.set("Cache-Control", "no-store");
    return r;
}

}  // namespace http
