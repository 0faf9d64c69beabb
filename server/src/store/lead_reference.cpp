#include "store/lead_reference.hpp"

#include <cstdint>

namespace store {
namespace {

constexpr std::string_view kCrockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

}  // namespace

std::string lead_reference(std::string_view id) {
    constexpr std::string_view kHex = "0123456789abcdef";
    if (id.size() != 32 || id.find_first_not_of(kHex) != std::string_view::npos) return std::string(id);
    // Digits 12 to 21: the first 10 of the random part (the first 12 are the creation time).
    std::uint64_t bits = 0;
    for (const char c : id.substr(12, 10)) bits = bits << 4 | kHex.find(c);
    std::string out(9, '-');
    for (int i = 7; i >= 0; --i, bits >>= 5) out[i < 4 ? i : i + 1] = kCrockford[bits & 31];
    return out;
}

bool is_lead_reference(std::string_view text) {
    return text.size() == 9 && text[4] == '-' && text.substr(0, 4).find_first_not_of(kCrockford) == std::string_view::npos &&
           text.substr(5).find_first_not_of(kCrockford) == std::string_view::npos;
}

}  // namespace store
