// Webhook signatures in the Standard Webhooks scheme: the scheme's own example must come out.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "crypto/crypto.hpp"
#include "outbox/webhook_signature.hpp"

TEST(WebhookSignature, MatchesTheStandardWebhooksExample) {
    // The example of the Standard Webhooks specification (secret, id, timestamp, body, signature).
    const auto s = outbox::sign_webhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330,
                                        R"({"test": 2432232314})");
    EXPECT_EQ(s.id, "msg_p5jXN8AQM9LWM0D4loKWxJek");
    EXPECT_EQ(s.timestamp, "1614265330");
    EXPECT_EQ(s.signature, "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
}

TEST(WebhookSignature, ASecretWithoutPrefixIsTheKeyAsItIs) {
    EXPECT_EQ(outbox::webhook_signing_key("k3y"), "k3y");
    EXPECT_EQ(outbox::webhook_signing_key("whsec_not base64!"), "whsec_not base64!");
    const auto s = outbox::sign_webhook("k3y", "msg_1", 10, "{}");
    EXPECT_EQ(s.signature, "v1," + crypto::base64_encode(crypto::hmac_sha256("k3y", "msg_1.10.{}")));
}

TEST(WebhookSignature, TheTimestampAndIdAreSigned) {
    const auto a = outbox::sign_webhook("k3y", "msg_1", 10, "{}");
    EXPECT_NE(a.signature, outbox::sign_webhook("k3y", "msg_1", 11, "{}").signature);
    EXPECT_NE(a.signature, outbox::sign_webhook("k3y", "msg_2", 10, "{}").signature);
    EXPECT_NE(a.signature, outbox::sign_webhook("k3y", "msg_1", 10, "{ }").signature);
}

TEST(Base64, RoundTripsAndRefusesGarbage) {
    for (const std::string& bytes : std::vector<std::string>{"", "f", "fo", "foo", "foob", "fooba", "foobar", std::string("\0\xff\x10", 3)}) {
        const auto decoded = crypto::base64_decode(crypto::base64_encode(bytes));
        ASSERT_TRUE(decoded);
        EXPECT_EQ(*decoded, bytes);
    }
    EXPECT_EQ(crypto::base64_encode("foobar"), "Zm9vYmFy");
    EXPECT_FALSE(crypto::base64_decode("abc"));
    EXPECT_FALSE(crypto::base64_decode("ab c"));
}
