#include "http/redirects.hpp"

#include <gtest/gtest.h>

TEST(Redirects, FindsTargetWithOrWithoutTrailingSlash) {
    const http::Redirects redirects(R"({"/nettoyage-medical/montreal": "/nettoyage-medical-montreal"})");
    EXPECT_EQ(redirects.find("/nettoyage-medical/montreal"), "/nettoyage-medical-montreal");
    EXPECT_EQ(redirects.find("/nettoyage-medical/montreal/"), "/nettoyage-medical-montreal");
    EXPECT_FALSE(redirects.find("/nettoyage-medical/paris"));
}

TEST(Redirects, RefusesTargetsOffTheSite) {
    const http::Redirects redirects(R"({"/a": "//evil.example/", "/b": "https://evil.example/", "/c": "/ok", "/d": 3})");
    EXPECT_FALSE(redirects.find("/a"));
    EXPECT_FALSE(redirects.find("/b"));
    EXPECT_FALSE(redirects.find("/d"));
    EXPECT_EQ(redirects.find("/c"), "/ok");
}

TEST(Redirects, MalformedFileMeansNoRedirects) {
    EXPECT_EQ(http::Redirects("{not json").size(), 0u);
    EXPECT_EQ(http::Redirects("[]").size(), 0u);
    EXPECT_EQ(http::Redirects("").size(), 0u);
}
