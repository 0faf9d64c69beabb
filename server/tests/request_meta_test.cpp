// Request bodies, origins, UTM capture, client address and the per-client rate limit.
#include <gtest/gtest.h>

#include "api/form_body.hpp"
#include "api/rate_limiter.hpp"
#include "api/request_meta.hpp"

namespace {

http::Headers headers(std::initializer_list<std::pair<const char*, const char*>> list) {
    http::Headers h;
    for (const auto& [n, v] : list) h.add(n, v);
    return h;
}

TEST(FormBody, UrlEncodedDecodesPlusAndPercent) {
    const auto s = api::parse_urlencoded("name=Jean+Dupont&email=j%40example.com&bad=%ZZ&empty=&flag&name=second");
    EXPECT_EQ(s.get("name").value_or(""), "Jean Dupont");  // first occurrence wins
    EXPECT_EQ(s.get("email").value_or(""), "j@example.com");
    EXPECT_EQ(s.get("bad").value_or(""), "%ZZ");
    EXPECT_EQ(s.get("empty").value_or("x"), "");
    EXPECT_TRUE(s.get("flag").has_value());
}

TEST(FormBody, JsonObjectOfScalars) {
    const auto s = api::parse_json_object(R"({"name":"Jean","consent":true,"n":42,"skip":null,"arr":[1]})");
    ASSERT_TRUE(s);
    EXPECT_EQ(s->get("name").value_or(""), "Jean");
    EXPECT_EQ(s->get("consent").value_or(""), "true");
    EXPECT_EQ(s->get("n").value_or(""), "42");
    EXPECT_FALSE(s->get("skip"));
    EXPECT_FALSE(s->get("arr"));
    EXPECT_FALSE(api::parse_json_object("[1,2]"));
    EXPECT_FALSE(api::parse_json_object("{oops"));
}

TEST(FormBody, ContentTypes) {
    EXPECT_EQ(api::body_type("application/x-www-form-urlencoded"), api::BodyType::UrlEncoded);
    EXPECT_EQ(api::body_type("Application/JSON; charset=utf-8"), api::BodyType::Json);
    EXPECT_EQ(api::body_type("multipart/form-data; boundary=x"), api::BodyType::Unsupported);
    EXPECT_EQ(api::body_type(""), api::BodyType::Unsupported);
}

TEST(Origin, SiteOrHostOrNone) {
    const std::string site = "https://site.example";
    EXPECT_TRUE(api::origin_allowed(headers({{"Origin", "https://site.example"}}), site));
    EXPECT_TRUE(api::origin_allowed(headers({{"Origin", "http://127.0.0.1:8080"}, {"Host", "127.0.0.1:8080"}}), site));
    EXPECT_TRUE(api::origin_allowed(headers({}), site));
    EXPECT_FALSE(api::origin_allowed(headers({{"Origin", "https://evil.example"}, {"Host", "site.example"}}), site));
    EXPECT_TRUE(api::origin_allowed(headers({{"Referer", "https://site.example/blog?x=1"}}), site));
    EXPECT_FALSE(api::origin_allowed(headers({{"Referer", "https://evil.example/site.example"}}), site));
    EXPECT_FALSE(api::origin_allowed(headers({{"Origin", "null"}, {"Referer", "https://evil.example/"}}), site));
}

TEST(Origin, NullOriginAndCrossSiteFetchAreForeign) {
    const std::string site = "https://site.example";
    EXPECT_FALSE(api::origin_allowed(headers({{"Origin", "null"}}), site));
    EXPECT_FALSE(api::origin_allowed(headers({{"Origin", "null"}, {"Referer", "https://site.example/blog"}}), site));
    EXPECT_FALSE(api::origin_allowed(headers({{"Sec-Fetch-Site", "cross-site"}}), site));
    EXPECT_FALSE(api::origin_allowed(headers({{"Sec-Fetch-Site", "cross-site"}, {"Origin", "https://site.example"}}), site));
    EXPECT_TRUE(api::origin_allowed(headers({{"Sec-Fetch-Site", "same-origin"}, {"Origin", "https://site.example"}}), site));
}

TEST(RequestMeta, LocalPathsOnly) {
    EXPECT_TRUE(api::is_local_path("/blog/article-1"));
    EXPECT_FALSE(api::is_local_path("//evil.example/x"));
    EXPECT_FALSE(api::is_local_path("https://evil.example/"));
    EXPECT_FALSE(api::is_local_path("javascript:alert(1)"));
    EXPECT_FALSE(api::is_local_path("/a b"));
    EXPECT_FALSE(api::is_local_path("/\\evil"));
}

TEST(RequestMeta, UtmFromFieldsElseFromReferer) {
    forms::Submission fields;
    fields.add("utm_source", "newsletter");
    EXPECT_EQ(api::utm_parameters(fields, headers({{"Referer", "https://s/?utm_source=google"}})).at("utm_source"), "newsletter");
    const auto utm = api::utm_parameters({}, headers({{"Referer", "https://s/p?utm_source=google&utm_campaign=ete+2025#top"}}));
    EXPECT_EQ(utm.at("utm_source"), "google");
    EXPECT_EQ(utm.at("utm_campaign"), "ete 2025");
    EXPECT_TRUE(api::utm_parameters({}, headers({})).empty());
}

TEST(RequestMeta, ClientAddressTrustsTheProxyOnlyWhenTold) {
    http::Request r;
    r.remote_address = "10.0.0.1";
    r.headers.add("X-Forwarded-For", "1.2.3.4, 203.0.113.9");
    EXPECT_EQ(api::client_address(r, false), "10.0.0.1");
    EXPECT_EQ(api::client_address(r, true), "203.0.113.9");
}

TEST(RateLimiter, BurstThenOneEveryThirtySeconds) {
    api::RateLimiter limiter(5, 2);
    const auto t0 = api::RateLimiter::Clock::now();
    for (int i = 0; i < 5; ++i) EXPECT_FALSE(limiter.take("ip", t0));
    const auto wait = limiter.take("ip", t0);
    ASSERT_TRUE(wait);
    EXPECT_EQ(wait->count(), 30);
    EXPECT_FALSE(limiter.take("other", t0));
    EXPECT_FALSE(limiter.take("ip", t0 + std::chrono::seconds(30)));
    EXPECT_TRUE(limiter.take("ip", t0 + std::chrono::seconds(31)));
}

}  // namespace
