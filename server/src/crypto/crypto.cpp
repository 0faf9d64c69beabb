#include "crypto/crypto.hpp"

#include <fmt/format.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <stdexcept>
#include <vector>

namespace crypto {
namespace {

std::string to_hex(const unsigned char* data, std::size_t size) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    out.reserve(size * 2);
    for (std::size_t i = 0; i < size; ++i) {
        out.push_back(kDigits[data[i] >> 4]);
        out.push_back(kDigits[data[i] & 0x0f]);
    }
    return out;
}

}  // namespace

std::string hmac_sha256_hex(std::string_view key, std::string_view data) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()), reinterpret_cast<const unsigned char*>(data.data()),
              data.size(), digest, &size)) {
        throw std::runtime_error("HMAC-SHA256 failed");
    }
    return to_hex(digest, size);
}

std::string sha256_hex(std::string_view data) {
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int size = 0;
    if (!EVP_Digest(data.data(), data.size(), digest, &size, EVP_sha256(), nullptr)) {
        throw std::runtime_error("SHA-256 failed");
    }
    return to_hex(digest, size);
}

std::string random_hex(std::size_t bytes) {
    std::vector<unsigned char> buffer(bytes);
    if (RAND_bytes(buffer.data(), static_cast<int>(buffer.size())) != 1) throw std::runtime_error("RAND_bytes failed");
    return to_hex(buffer.data(), buffer.size());
}

std::string time_ordered_id(std::int64_t unix_ms) {
    return fmt::format("{:012x}", static_cast<std::uint64_t>(unix_ms) & 0xffff'ffff'ffffULL) + random_hex(10);
}

}  // namespace crypto
