#include <cstdio>
#include <cstdlib>

#include "entries.hpp"

namespace fuzz {

void check(bool ok, std::string_view what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz invariant broken: %.*s\n", static_cast<int>(what.size()), what.data());
    std::abort();
}

std::string_view rest(std::string_view data, std::size_t index) {
    for (std::size_t i = 0; i < index; ++i) {
        const auto nl = data.find('\n');
        if (nl == std::string_view::npos) return {};
        data.remove_prefix(nl + 1);
    }
    return data;
}

std::string_view field(std::string_view data, std::size_t index) {
    const std::string_view tail = rest(data, index);
    return tail.substr(0, tail.find('\n'));
}

std::span<const Target> targets() {
    static constexpr Target kTargets[] = {
        {"request_path", request_path}, {"urlencoded_body", urlencoded_body}, {"json_body", json_body},
        {"validator", validator},       {"mime_writer", mime_writer},
    };
    return kTargets;
}

}  // namespace fuzz
