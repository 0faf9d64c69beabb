#pragma once
// Client addresses are stored only as a keyed hash whose key changes every UTC day and is then
// forgotten, as privacy-first analytics do: the hash links the posts of one address within one
// day (abuse triage), and nothing else. No key is written to the database, so a backup cannot
// re-identify an address by trying all 2^32 IPv4 values.
//
// Without a secret the day's key is random and lives in this process's memory only (a restart
// starts a new one). With IP_HASH_SECRET (needed when several instances must agree) it is
// derived as HMAC(secret, day): whoever holds the secret, which is never in the database, can
// recompute it.
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>

namespace api {

class IpHasher {
public:
    explicit IpHasher(std::string secret = {}) : secret_(std::move(secret)) {}
    // The hash of `ip` under the key of the UTC day of `now_ms`; "" for an empty address.
    std::string hash(std::string_view ip, std::int64_t now_ms);

private:
    std::string key_for(std::int64_t day);

    const std::string secret_;
    std::mutex mutex_;
    std::int64_t day_ = -1;
    std::string key_;
};

}  // namespace api
