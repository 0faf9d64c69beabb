#include "outbox/webhook_signature.hpp"

#include "crypto/crypto.hpp"

namespace outbox {

std::string webhook_signing_key(std::string_view secret) {
    constexpr std::string_view prefix = "whsec_";
    if (secret.starts_with(prefix)) {
        if (auto key = crypto::base64_decode(secret.substr(prefix.size())); key && !key->empty()) return *key;
    }
    return std::string(secret);
}

WebhookSignature sign_webhook(std::string_view secret, std::string_view id, std::int64_t unix_seconds, std::string_view body) {
    const std::string timestamp = std::to_string(unix_seconds);
    std::string content;
    content.reserve(id.size() + timestamp.size() + body.size() + 2);
    content.append(id).append(".").append(timestamp).append(".").append(body);
    return {std::string(id), timestamp, "v1," + crypto::base64_encode(crypto::hmac_sha256(webhook_signing_key(secret), content))};
}

}  // namespace outbox
