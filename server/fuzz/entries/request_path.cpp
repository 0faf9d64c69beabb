// The request path as a visitor drives it: method, target (split, percent-decoded, checked for
// traversal), routing over a small built site (clean URLs, redirects, hidden files, 404) and the
// conditional and negotiation headers. Input fields: method, target, If-None-Match,
// If-Modified-Since, Accept-Encoding.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <memory>

#include <spdlog/spdlog.h>

#include "entries.hpp"
#include "http/site_handler.hpp"
#include "http/url_path.hpp"

namespace fuzz {
namespace {

// A site like web/dist in miniature, made once per process and removed at exit.
class FuzzSite {
public:
    FuzzSite() {
        std::string pattern = (std::filesystem::temp_directory_path() / "fuzz-site-XXXXXX").string();
        check(::mkdtemp(pattern.data()) != nullptr, "mkdtemp");
        base_ = pattern;
        root_ = base_ / "dist";
        write("index.html", "<h1>Accueil</h1>");
        write("index.html.br", "BROTLI");
        write("index.html.gz", "GZIP");
        write("blog.html", "<h1>Blogue</h1>");
        write("404.html", "<h1>Page introuvable</h1>");
        write("guides/index.html", "<h1>Guides</h1>");
        write("_astro/app.1a2b3c.js", "console.log(1)");
        write("robots.txt", "User-agent: *");
        write(".csp.json", R"({"script-src": ["'sha256-AAAA'"]})");
        write(".redirects.json", R"({"/nettoyage-medical/montreal": "/nettoyage-medical-montreal", "/vieux": "//ailleurs"})");
        std::ofstream(base_ / "secret.txt") << "outside the web root";
        handler_ = std::make_unique<http::SiteHandler>(http::SiteOptions{root_, "fuzz"});
    }
    ~FuzzSite() {
        handler_.reset();
        std::error_code ignored;
        std::filesystem::remove_all(base_, ignored);
    }
    http::SiteHandler& handler() { return *handler_; }
    const std::filesystem::path& root() const { return root_; }

private:
    void write(const std::filesystem::path& relative, std::string_view text) {
        const auto path = root_ / relative;
        std::filesystem::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    }

    std::filesystem::path base_;
    std::filesystem::path root_;
    std::unique_ptr<http::SiteHandler> handler_;
};

FuzzSite& site() {
    // Every 404 would log a line: millions of them say nothing and slow the fuzzer down.
    static const bool quiet = (spdlog::set_level(spdlog::level::off), true);
    (void)quiet;
    static FuzzSite instance;
    return instance;
}

bool has_line_break_or_nul(std::string_view s) { return s.find_first_of(std::string_view("\r\n\0", 3)) != std::string_view::npos; }

// Beast's parser lets no control character or space into a target, and no CR, LF or NUL into a
// header value: inputs it would refuse never reach the handler, so they are not explored here.
bool parser_would_accept(std::string_view target, std::initializer_list<std::string_view> values) {
    for (const char ch : target) {
        const auto c = static_cast<unsigned char>(ch);
        if (c <= 0x20 || c == 0x7F) return false;
    }
    for (const auto value : values) {
        if (has_line_break_or_nul(value)) return false;
    }
    return true;
}

void check_decoded(std::string_view raw_path) {
    const auto decoded = http::decode_path(raw_path);
    if (!std::holds_alternative<std::string>(decoded)) return;
    const std::string& path = std::get<std::string>(decoded);
    check(!path.empty() && path.front() == '/', "decoded path is origin-form");
    check(path.find('\0') == std::string::npos && path.find('\\') == std::string::npos, "no NUL or backslash");
    std::size_t start = 1;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        const std::string_view segment = std::string_view(path).substr(start, end - start);
        check(segment != "." && segment != "..", "no dot segment survives decoding");
        start = end + 1;
    }
}

}  // namespace

void request_path(std::string_view data) {
    if (!parser_would_accept(field(data, 1), {field(data, 2), field(data, 3), field(data, 4)})) return;
    http::Request request;
    request.method = std::string(field(data, 0));
    request.target = std::string(field(data, 1));
    if (const auto v = field(data, 2); !v.empty()) request.headers.add("If-None-Match", v);
    if (const auto v = field(data, 3); !v.empty()) request.headers.add("If-Modified-Since", v);
    if (const auto v = field(data, 4); !v.empty()) request.headers.add("Accept-Encoding", v);

    const auto [raw_path, query] = http::split_target(request.target);
    check(raw_path.size() + query.size() <= request.target.size(), "split stays inside the target");
    check_decoded(raw_path);
    (void)http::has_hidden_segment(raw_path);
    (void)http::has_empty_segment(raw_path);

    const http::Response response = site().handler().handle(request);
    check(response.status >= 200 && response.status < 500, "no 5xx, no invented status");
    for (const auto& [name, value] : response.headers.all()) {
        check(!has_line_break_or_nul(name) && !has_line_break_or_nul(value), "no header splitting");
    }
    if (const auto location = response.headers.get("Location")) {
        check(!location->starts_with("//"), "no open redirect through a network-path reference");
    }
    if (response.status == 304) check(!response.body && !response.file, "304 carries no body");
    if (response.file) {
        const auto canonical = std::filesystem::weakly_canonical(*response.file).string();
        check(canonical.starts_with(std::filesystem::weakly_canonical(site().root()).string() + "/"),
              "served files stay in the web root");
    }
}

}  // namespace fuzz
