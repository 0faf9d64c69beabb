#include "http/security_headers.hpp"

#include <gtest/gtest.h>

TEST(SecurityHeaders, BasePolicyIsStrict) {
    const http::SecurityHeaders headers;
    const auto& csp = headers.content_security_policy();
    EXPECT_NE(csp.find("default-src 'self'"), std::string::npos);
    EXPECT_NE(csp.find("script-src 'self';"), std::string::npos);
    EXPECT_NE(csp.find("frame-ancestors 'none'"), std::string::npos);
    EXPECT_NE(csp.find("object-src 'none'"), std::string::npos);
    EXPECT_EQ(csp.find("unsafe-eval"), std::string::npos);
    EXPECT_EQ(csp.find("script-src 'self' 'unsafe-inline'"), std::string::npos);
}

TEST(SecurityHeaders, MergesSourcesTheBuildAsksFor) {
    const http::SecurityHeaders headers(
        R"({"script-src": ["'sha256-abc='"], "frame-src": ["https://forms.example"], "style-src": []})");
    const auto& csp = headers.content_security_policy();
    EXPECT_NE(csp.find("script-src 'self' 'sha256-abc='"), std::string::npos);
    EXPECT_NE(csp.find("frame-src https://forms.example"), std::string::npos);
    EXPECT_EQ(csp.find("frame-src 'none'"), std::string::npos);
}

TEST(SecurityHeaders, RefusesSourcesThatWouldInjectDirectives) {
    const http::SecurityHeaders headers(R"({"script-src": ["'self'; script-src *", "x y"], "bogus-src": ["*"]})");
    const auto& csp = headers.content_security_policy();
    EXPECT_EQ(csp.find('*'), std::string::npos);
    EXPECT_EQ(csp.find("x y"), std::string::npos);
}

TEST(SecurityHeaders, AppliesTheFullSet) {
    http::Headers h;
    http::SecurityHeaders().apply(h);
    EXPECT_EQ(h.get("X-Content-Type-Options"), "nosniff");
    EXPECT_EQ(h.get("Referrer-Policy"), "strict-origin-when-cross-origin");
    EXPECT_TRUE(h.has("Permissions-Policy"));
    EXPECT_TRUE(h.has("Content-Security-Policy"));
}

// Left out on purpose: it costs every page a long task in Chromium (see security_headers.cpp).
TEST(SecurityHeaders, SendsNoCrossOriginOpenerPolicy) {
    http::Headers h;
    http::SecurityHeaders().apply(h);
    EXPECT_FALSE(h.has("Cross-Origin-Opener-Policy"));
}
