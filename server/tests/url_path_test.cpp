#include "http/url_path.hpp"

#include <gtest/gtest.h>

#include <vector>

using http::decode_path;
using http::PathError;

namespace {

PathError error_of(std::string_view raw) {
    const auto result = decode_path(raw);
    EXPECT_TRUE(std::holds_alternative<PathError>(result)) << raw;
    return std::holds_alternative<PathError>(result) ? std::get<PathError>(result) : PathError::NotOriginForm;
}

}  // namespace

TEST(SplitTarget, SeparatesPathAndQuery) {
    const auto parts = http::split_target("/blog?utm_source=x&a=b");
    EXPECT_EQ(parts.path, "/blog");
    EXPECT_EQ(parts.query, "utm_source=x&a=b");
    EXPECT_EQ(http::split_target("/blog").query, "");
}

TEST(DecodePath, DecodesPercentEscapes) {
    EXPECT_EQ(std::get<std::string>(decode_path("/a%20b/%C3%A9t%C3%A9")), "/a b/été");
    EXPECT_EQ(std::get<std::string>(decode_path("/")), "/");
}

TEST(DecodePath, RejectsTraversalPlainAndEncoded) {
    EXPECT_EQ(error_of("/../etc/passwd"), PathError::Traversal);
    EXPECT_EQ(error_of("/a/%2e%2e/%2E%2E/etc/passwd"), PathError::Traversal);
    EXPECT_EQ(error_of("/a/./b"), PathError::Traversal);
    EXPECT_EQ(error_of("/a/.."), PathError::Traversal);
}

TEST(DecodePath, RejectsAmbiguousOrMalformedEncodings) {
    EXPECT_EQ(error_of("/a%2F..%2Fb"), PathError::BadEncoding);
    EXPECT_EQ(error_of("/a%zz"), PathError::BadEncoding);
    EXPECT_EQ(error_of("/a%2"), PathError::BadEncoding);
    EXPECT_EQ(error_of("/a%00b"), PathError::BadEncoding);
    EXPECT_EQ(error_of("/a%5C..%5Cb"), PathError::BadEncoding);
}

TEST(DecodePath, RejectsNonOriginForms) {
    EXPECT_EQ(error_of("http://example.com/"), PathError::NotOriginForm);
    EXPECT_EQ(error_of("*"), PathError::NotOriginForm);
    EXPECT_EQ(error_of(""), PathError::NotOriginForm);
}

TEST(HiddenSegment, FlagsDotfilesAnywhere) {
    EXPECT_TRUE(http::has_hidden_segment("/.git/config"));
    EXPECT_TRUE(http::has_hidden_segment("/assets/.env"));
    EXPECT_TRUE(http::has_hidden_segment("/.csp.json"));
    EXPECT_FALSE(http::has_hidden_segment("/_astro/app.1a2b.js"));
    EXPECT_FALSE(http::has_hidden_segment("/"));
}

TEST(DecodePath, TakesRawBytesBrowsersLeaveUnescaped) {
    // Browsers send '|', '^' and non-ASCII paths from some clients raw: a missing page, not a 400.
    EXPECT_EQ(std::get<std::string>(decode_path("/a|b^c")), "/a|b^c");
    EXPECT_EQ(std::get<std::string>(decode_path("/été")), "/été");
    EXPECT_EQ(std::get<std::string>(decode_path("/guides/")), "/guides/");
    EXPECT_EQ(std::get<std::string>(decode_path("/a//b")), "/a//b");
}

TEST(OriginForm, AbsoluteFormBecomesOriginForm) {
    const auto abs = http::origin_form("http://Example.com:8080/blog/a%20b?x=1&y=%C3%A9");
    ASSERT_TRUE(abs);
    EXPECT_EQ(abs->target, "/blog/a%20b?x=1&y=%C3%A9");
    EXPECT_EQ(abs->host, "Example.com:8080");
    const auto bare = http::origin_form("https://example.com");
    ASSERT_TRUE(bare);
    EXPECT_EQ(bare->target, "/");
    EXPECT_EQ(http::origin_form("/robots.txt?x")->target, "/robots.txt?x");
    EXPECT_EQ(http::origin_form("/robots.txt?x")->host, "");
    EXPECT_FALSE(http::origin_form("*"));
    EXPECT_FALSE(http::origin_form("example.com:443"));
    EXPECT_FALSE(http::origin_form("ftp://example.com/x"));
    EXPECT_FALSE(http::origin_form("http:///nohost"));
}

TEST(FormPairs, LenientWithWhatNonBrowserClientsSend) {
    std::vector<std::pair<std::string, std::string>> pairs;
    http::decode_form_pairs("a=Jean Dupont&b=été&c=100%&d=%41%zz&&e=x+y%2By", [&](std::string n, std::string v) {
        pairs.emplace_back(std::move(n), std::move(v));
    });
    const std::vector<std::pair<std::string, std::string>> want{
        {"a", "Jean Dupont"}, {"b", "été"}, {"c", "100%"}, {"d", "A%zz"}, {"e", "x y+y"}};
    EXPECT_EQ(pairs, want);
}

TEST(AbsoluteUrl, SchemeHostPortAndQuery) {
    const auto u = http::parse_absolute_url("HTTPS://User:pw@Site.Example:8443/path?utm_source=x#frag");
    ASSERT_TRUE(u);
    EXPECT_EQ(u->scheme, "https");
    EXPECT_EQ(u->host, "site.example");
    EXPECT_EQ(u->host_and_port, "site.example:8443");
    EXPECT_EQ(u->query, "utm_source=x");
    EXPECT_EQ(http::parse_absolute_url("smtp://[::1]:25")->host, "::1");
    EXPECT_FALSE(http::parse_absolute_url("/relative"));
    // Boost.URL 1.81 would read these as host 127.0.0.1 with a path ".evil.example…".
    EXPECT_FALSE(http::parse_absolute_url("smtp://user@127.0.0.1.evil.example:25"));
    EXPECT_FALSE(http::origin_form("http://127.0.0.1.evil.example/x"));
    EXPECT_FALSE(http::parse_absolute_url("mailto:a@b.ca"));
}
