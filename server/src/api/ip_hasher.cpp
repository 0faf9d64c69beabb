#include "api/ip_hasher.hpp"

#include "crypto/crypto.hpp"

namespace api {

std::string IpHasher::key_for(std::int64_t day) {
    std::lock_guard lock(mutex_);
    if (day != day_) {
        // The previous day's key is overwritten here: from now on its hashes cannot be recomputed.
        key_ = secret_.empty() ? crypto::random_hex(32) : crypto::hmac_sha256_hex(secret_, "ip-hash-day:" + std::to_string(day));
        day_ = day;
    }
    return key_;
}

std::string IpHasher::hash(std::string_view ip, std::int64_t now_ms) {
    if (ip.empty()) return {};
    return crypto::hmac_sha256_hex(key_for(now_ms / 86'400'000), ip);
}

}  // namespace api
