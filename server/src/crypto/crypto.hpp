#pragma once
// The few primitives the lead pipeline needs, from OpenSSL: IP hashing, webhook signatures,
// dedupe keys and unguessable tokens.
#include <cstddef>
#include <string>
#include <string_view>

namespace crypto {

std::string hmac_sha256_hex(std::string_view key, std::string_view data);
std::string sha256_hex(std::string_view data);
// `bytes` random bytes from the OS generator, as lower-case hex. Throws if it fails.
std::string random_hex(std::size_t bytes);

}  // namespace crypto
