#pragma once
// Webhook signatures in the Standard Webhooks scheme (https://www.standardwebhooks.com): three
// headers, `webhook-id` (the same for every retry of one message, so the receiver can drop
// duplicates), `webhook-timestamp` (Unix seconds at sending, so it can refuse old ones: a replay)
// and `webhook-signature` = "v1," + base64(HMAC-SHA256(key, id + "." + timestamp + "." + body)).
#include <cstdint>
#include <string>
#include <string_view>

namespace outbox {

// The HMAC key of a LEADS_WEBHOOK_SECRET: a Standard Webhooks secret "whsec_<base64>" stands for
// its decoded bytes (what the scheme's libraries expect); any other secret is used as it is.
std::string webhook_signing_key(std::string_view secret);

struct WebhookSignature {
    std::string id, timestamp, signature;
};
WebhookSignature sign_webhook(std::string_view secret, std::string_view id, std::int64_t unix_seconds, std::string_view body);

}  // namespace outbox
