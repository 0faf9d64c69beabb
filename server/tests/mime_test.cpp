#include "http/mime.hpp"

#include <gtest/gtest.h>

TEST(Mime, TextTypesCarryUtf8Charset) {
    EXPECT_EQ(http::mime_type("index.html"), "text/html; charset=utf-8");
    EXPECT_EQ(http::mime_type("app.1a2b.js"), "text/javascript; charset=utf-8");
    EXPECT_EQ(http::mime_type("style.CSS"), "text/css; charset=utf-8");
    EXPECT_EQ(http::mime_type("sitemap.xml"), "application/xml; charset=utf-8");
    EXPECT_EQ(http::mime_type("robots.txt"), "text/plain; charset=utf-8");
    EXPECT_EQ(http::mime_type("logo.svg"), "image/svg+xml; charset=utf-8");
}

TEST(Mime, BinaryAndUnknownTypes) {
    EXPECT_EQ(http::mime_type("photo.webp"), "image/webp");
    EXPECT_EQ(http::mime_type("font.woff2"), "font/woff2");
    EXPECT_EQ(http::mime_type("archive.tar"), "application/octet-stream");
    EXPECT_EQ(http::mime_type("dir.d/README"), "application/octet-stream");
}

TEST(Mime, CompressibleTypes) {
    EXPECT_TRUE(http::is_compressible("index.html"));
    EXPECT_TRUE(http::is_compressible("logo.svg"));
    EXPECT_FALSE(http::is_compressible("photo.webp"));
    EXPECT_FALSE(http::is_compressible("README"));
}
