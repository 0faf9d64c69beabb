#pragma once
// Whom a rate limit counts: one IPv4 address, or one IPv6 /64. A single IPv6 host is usually
// given a whole /64 and can change its low 64 bits at will, so counting full IPv6 addresses
// would let one client take a fresh burst per request.
#include <string>
#include <string_view>

namespace api {

// "203.0.113.7" as is; "::ffff:203.0.113.7" → "203.0.113.7"; "2001:db8:1:2:aaaa::1" →
// "2001:db8:1:2::/64". Anything that is not an address (a forged X-Forwarded-For) is its own
// key, at most 64 bytes of it.
std::string rate_limit_key(std::string_view address);

}  // namespace api
