#include "http/url_path.hpp"

#include <gtest/gtest.h>

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
