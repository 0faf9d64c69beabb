#include "api/client_key.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <cstring>

namespace api {

std::string rate_limit_key(std::string_view address) {
    std::array<char, INET6_ADDRSTRLEN + 1> text{};
    if (address.empty() || address.size() >= text.size()) return std::string(address.substr(0, 64));
    std::copy(address.begin(), address.end(), text.begin());
    in_addr v4{};
    if (inet_pton(AF_INET, text.data(), &v4) == 1) {
        inet_ntop(AF_INET, &v4, text.data(), static_cast<socklen_t>(text.size()));
        return text.data();
    }
    in6_addr v6{};
    if (inet_pton(AF_INET6, text.data(), &v6) != 1) return std::string(address.substr(0, 64));
    if (IN6_IS_ADDR_V4MAPPED(&v6)) {
        std::memcpy(&v4, v6.s6_addr + 12, 4);
        inet_ntop(AF_INET, &v4, text.data(), static_cast<socklen_t>(text.size()));
        return text.data();
    }
    std::fill(v6.s6_addr + 8, v6.s6_addr + 16, 0);
    inet_ntop(AF_INET6, &v6, text.data(), static_cast<socklen_t>(text.size()));
    return std::string(text.data()) + "/64";
}

}  // namespace api
