// The whole request → response function over a small built site in a temporary directory.
#include "http/site_handler.hpp"
#include "http/url_path.hpp"

#include <boost/json/parse.hpp>
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include <fstream>

#include "temp_dir.hpp"

namespace {

class SiteHandlerTest : public ::testing::Test {
protected:
    void SetUp() override {
        root_ = dir_.path() / "dist";
        write("index.html", "<h1>Accueil</h1>");
        write("index.html.br", "BROTLI-BYTES");
        write("index.html.gz", "GZIP-BYTES");
        write("blog.html", "<h1>Blogue</h1>");
        write("404.html", "<h1>Oops! Page not found</h1>");
        write("guides/index.html", "<h1>Guides</h1>");
        write("_astro/app.1a2b3c.js", "console.log(1)");
        write("robots.txt", "User-agent: *");
        write(".csp.json", R"({"script-src": ["'sha256-AAAA'"]})");
        write(".redirects.json", R"({"/nettoyage-medical/montreal": "/nettoyage-medical-montreal"})");
        std::ofstream(dir_.path() / "secret.txt") << "outside the web root";
        handler_ = std::make_unique<http::SiteHandler>(http::SiteOptions{.web_root = root_, .version = "9.9.9", .revalidate_every = std::chrono::milliseconds(0)});
    }

    void write(const std::filesystem::path& relative, std::string_view text) {
        const auto path = root_ / relative;
        std::filesystem::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    }

    http::Response get(std::string target, std::vector<std::pair<std::string, std::string>> headers = {},
                       std::string method = "GET") {
        http::Request request{std::move(method), std::move(target), {}, {}};
        for (const auto& [n, v] : headers) request.headers.add(n, v);
        return handler_->handle(request);
    }

    static std::string body(const http::Response& r) { return r.body ? *r.body : std::string{}; }
    static std::string header(const http::Response& r, std::string_view name) {
        return std::string(r.headers.get(name).value_or(""));
    }

    TempDir dir_;
    std::filesystem::path root_;
    std::unique_ptr<http::SiteHandler> handler_;
};

TEST_F(SiteHandlerTest, RootServesIndexAsUtf8Html) {
    const auto r = get("/");
    EXPECT_EQ(r.status, 200);
    EXPECT_EQ(body(r), "<h1>Accueil</h1>");
    EXPECT_EQ(header(r, "Content-Type"), "text/html; charset=utf-8");
    EXPECT_EQ(header(r, "Cache-Control"), "no-cache");
}

TEST_F(SiteHandlerTest, CleanUrlsMapToBuiltPages) {
    EXPECT_EQ(body(get("/blog")), "<h1>Blogue</h1>");
    EXPECT_EQ(body(get("/blog?utm_source=infolettre")), "<h1>Blogue</h1>");
    EXPECT_EQ(body(get("/guides")), "<h1>Guides</h1>");
    EXPECT_EQ(body(get("/robots.txt")), "User-agent: *");
}

TEST_F(SiteHandlerTest, TrailingSlashAndHtmlSuffixRedirectToTheCleanUrl) {
    auto r = get("/blog/");
    EXPECT_EQ(r.status, 301);
    EXPECT_EQ(header(r, "Location"), "/blog");
    EXPECT_EQ(header(get("/blog/?utm_source=x"), "Location"), "/blog?utm_source=x");
    EXPECT_EQ(header(get("/blog.html"), "Location"), "/blog");
    EXPECT_EQ(header(get("/index.html"), "Location"), "/");
    EXPECT_EQ(header(get("/guides/"), "Location"), "/guides");
    EXPECT_EQ(get("/nope/").status, 404);
}

TEST_F(SiteHandlerTest, EmptySegmentsAreNotFoundNeverARedirectToAnotherHost) {
    for (const char* path : {"//blog/", "///blog/", "//blog", "/blog//", "//blog.html", "/a//blog/"}) {
        const auto r = get(path);
        EXPECT_FALSE(header(r, "Location").starts_with("//")) << path << " → " << header(r, "Location");
    }
    EXPECT_EQ(get("//blog/").status, 404);
    EXPECT_EQ(get("//blog").status, 404);
    EXPECT_EQ(header(get("/blog//"), "Location"), "/blog");
    EXPECT_TRUE(http::has_empty_segment("/a//b"));
    EXPECT_FALSE(http::has_empty_segment("/a/b//"));
}

TEST_F(SiteHandlerTest, UnknownPathsGetTheBuiltNotFoundPageWith404) {
    for (const auto* path : {"/nope", "/404", "/404.html", "/nettoyage-medical/paris"}) {
        const auto r = get(path);
        EXPECT_EQ(r.status, 404) << path;
        EXPECT_EQ(body(r), "<h1>Oops! Page not found</h1>") << path;
        EXPECT_EQ(header(r, "Content-Type"), "text/html; charset=utf-8");
    }
}

TEST_F(SiteHandlerTest, SectorCityShapesRedirectToCanonicalPages) {
    for (const auto* path : {"/nettoyage-medical/montreal", "/nettoyage-medical/montreal/"}) {
        const auto r = get(path);
        EXPECT_EQ(r.status, 301) << path;
        EXPECT_EQ(header(r, "Location"), "/nettoyage-medical-montreal") << path;
    }
}

TEST_F(SiteHandlerTest, NothingOutsideTheRootOrHiddenIsServed) {
    EXPECT_EQ(get("/../secret.txt").status, 400);
    EXPECT_EQ(get("/%2e%2e/secret.txt").status, 400);
    EXPECT_EQ(get("/guides/..%2f..%2fsecret.txt").status, 400);
    EXPECT_EQ(get("/.csp.json").status, 404);
    EXPECT_EQ(get("/.redirects.json").status, 404);
    EXPECT_EQ(get("/%2ecsp.json").status, 404);
    EXPECT_EQ(get("http://evil/").status, 400);
}

TEST_F(SiteHandlerTest, OnlyGetAndHeadOnStaticPaths) {
    for (const auto* method : {"POST", "PUT", "DELETE", "OPTIONS"}) {
        const auto r = get("/", {}, method);
        EXPECT_EQ(r.status, 405) << method;
        EXPECT_EQ(header(r, "Allow"), "GET, HEAD");
    }
    const auto head = get("/blog", {}, "HEAD");
    EXPECT_EQ(head.status, 200);
    EXPECT_TRUE(head.omit_body);
    EXPECT_EQ(head.content_length(), std::string("<h1>Blogue</h1>").size());
}

TEST_F(SiteHandlerTest, PrecompressedVariantFollowsAcceptEncoding) {
    auto r = get("/", {{"Accept-Encoding", "gzip, deflate, br"}});
    EXPECT_EQ(header(r, "Content-Encoding"), "br");
    EXPECT_EQ(body(r), "BROTLI-BYTES");
    EXPECT_EQ(header(r, "Vary"), "Accept-Encoding");
    r = get("/", {{"Accept-Encoding", "gzip"}});
    EXPECT_EQ(header(r, "Content-Encoding"), "gzip");
    EXPECT_EQ(body(r), "GZIP-BYTES");
    r = get("/", {{"Accept-Encoding", "br;q=0"}});
    EXPECT_FALSE(r.headers.has("Content-Encoding"));
    EXPECT_EQ(body(r), "<h1>Accueil</h1>");
    // No variant on disk: identity even when br is accepted.
    r = get("/blog", {{"Accept-Encoding", "br"}});
    EXPECT_FALSE(r.headers.has("Content-Encoding"));
    EXPECT_EQ(header(r, "Vary"), "Accept-Encoding");
}

TEST_F(SiteHandlerTest, ConditionalRequestsAnswer304PerVariant) {
    const auto plain = get("/");
    const auto br = get("/", {{"Accept-Encoding", "br"}});
    ASSERT_FALSE(header(plain, "ETag").empty());
    EXPECT_NE(header(plain, "ETag"), header(br, "ETag"));

    const auto cached = get("/", {{"Accept-Encoding", "br"}, {"If-None-Match", header(br, "ETag")}});
    EXPECT_EQ(cached.status, 304);
    EXPECT_TRUE(cached.omit_body);
    EXPECT_EQ(header(cached, "ETag"), header(br, "ETag"));
    EXPECT_EQ(get("/", {{"If-None-Match", "\"other\""}}).status, 200);
    EXPECT_EQ(get("/", {{"If-None-Match", "W/" + header(plain, "ETag")}}).status, 304);
    // The 404 page is never a 304, whatever the validator.
    EXPECT_EQ(get("/nope", {{"If-None-Match", "*"}}).status, 404);
}

TEST_F(SiteHandlerTest, CachePolicyImmutableOnlyForHashedAssets) {
    const auto js = get("/_astro/app.1a2b3c.js");
    EXPECT_EQ(header(js, "Cache-Control"), "public, max-age=31536000, immutable");
    EXPECT_EQ(header(js, "Content-Type"), "text/javascript; charset=utf-8");
    EXPECT_EQ(header(get("/robots.txt"), "Cache-Control"), "no-cache");
}

TEST_F(SiteHandlerTest, EveryResponseCarriesSecurityHeadersWithBuildHashes) {
    for (const auto* path : {"/", "/nope", "/blog/", "/../x", "/healthz"}) {
        const auto r = get(path);
        EXPECT_EQ(header(r, "X-Content-Type-Options"), "nosniff") << path;
        EXPECT_EQ(header(r, "Referrer-Policy"), "strict-origin-when-cross-origin") << path;
        EXPECT_TRUE(r.headers.has("Permissions-Policy")) << path;
        EXPECT_NE(header(r, "Content-Security-Policy").find("'sha256-AAAA'"), std::string::npos) << path;
    }
    EXPECT_TRUE(handler_->reject(413).headers.has("Content-Security-Policy"));
}

TEST_F(SiteHandlerTest, RebuiltFilesArePickedUpWithoutRestart) {
    EXPECT_EQ(body(get("/blog")), "<h1>Blogue</h1>");
    write("blog.html", "<h1>Blogue, nouvelle version</h1>");
    write(".csp.json", R"({"script-src": ["'sha256-BBBB'"]})");
    const auto r = get("/blog");
    EXPECT_EQ(body(r), "<h1>Blogue, nouvelle version</h1>");
    EXPECT_NE(header(r, "Content-Security-Policy").find("'sha256-BBBB'"), std::string::npos);
}

// Files are revalidated at most once per interval, not on every request (one stat() per file
// per interval), and a rebuilt file is served once the interval has passed.
TEST_F(SiteHandlerTest, RevalidatesAtMostOncePerInterval) {
    http::SiteHandler slow({.web_root = root_, .version = "1", .revalidate_every = std::chrono::hours(1)});
    http::SiteHandler quick({.web_root = root_, .version = "1", .revalidate_every = std::chrono::milliseconds(50)});
    const auto fetch = [](http::SiteHandler& h) { return body(h.handle({.method = "GET", .target = "/blog"})); };
    EXPECT_EQ(fetch(slow), "<h1>Blogue</h1>");
    EXPECT_EQ(fetch(quick), "<h1>Blogue</h1>");
    write("blog.html", "<h1>Blogue, nouvelle version</h1>");
    EXPECT_EQ(fetch(slow), "<h1>Blogue</h1>");  // still within its interval: no stat(), the cached copy
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    EXPECT_EQ(fetch(quick), "<h1>Blogue, nouvelle version</h1>");
    EXPECT_EQ(fetch(slow), "<h1>Blogue</h1>");
}

TEST_F(SiteHandlerTest, HealthReportsVersionAndStore) {
    const auto r = get("/healthz");
    EXPECT_EQ(r.status, 200);
    EXPECT_EQ(header(r, "Content-Type"), "application/json; charset=utf-8");
    const auto json = boost::json::parse(body(r)).as_object();
    EXPECT_EQ(json.at("status").as_string(), "ok");
    EXPECT_EQ(json.at("version").as_string(), "9.9.9");
    EXPECT_TRUE(json.at("store").is_object());
}

}  // namespace
