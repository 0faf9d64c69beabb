#pragma once
// The few primitives the lead pipeline needs, from OpenSSL: IP hashing, webhook signatures,
// dedupe keys and unguessable tokens.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace crypto {

std::string hmac_sha256_hex(std::string_view key, std::string_view data);
// The raw 32-byte HMAC-SHA256.
std::string hmac_sha256(std::string_view key, std::string_view data);
// Standard base64 (RFC 4648, with padding). decode: nullopt for anything that is not.
std::string base64_encode(std::string_view bytes);
std::optional<std::string> base64_decode(std::string_view text);
std::string sha256_hex(std::string_view data);
// `bytes` random bytes from the OS generator, as lower-case hex. Throws if it fails.
std::string random_hex(std::size_t bytes);
// A record's id: 32 lower-case hex digits, the first 12 the creation time in milliseconds since
// the Unix epoch, the other 20 random (80 bits: still unguessable). Records created in turn sort
// in turn, so a batch of them extends an index on the id at its end, a few pages, instead of
// touching a page per record, each a page written to SQLite's WAL and fsynced.
std::string time_ordered_id(std::int64_t unix_ms);

}  // namespace crypto
