#include "http/url_path.hpp"

#include <optional>

namespace http {
namespace {

std::optional<int> hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return std::nullopt;
}

template <typename F>
void for_each_segment(std::string_view path, F&& f) {
    std::size_t start = 1;
    while (start <= path.size()) {
        const std::size_t end = std::min(path.find('/', start), path.size());
        f(path.substr(start, end - start));
        start = end + 1;
    }
}

}  // namespace

TargetParts split_target(std::string_view target) {
    const std::size_t q = target.find('?');
    if (q == std::string_view::npos) return {target, {}};
    return {target.substr(0, q), target.substr(q + 1)};
}

std::variant<std::string, PathError> decode_path(std::string_view raw) {
    if (raw.empty() || raw.front() != '/') return PathError::NotOriginForm;
    std::string out;
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size(); ++i) {
        char c = raw[i];
        if (c == '%') {
            if (i + 2 >= raw.size()) return PathError::BadEncoding;
            const auto hi = hex_value(raw[i + 1]);
            const auto lo = hex_value(raw[i + 2]);
            if (!hi || !lo) return PathError::BadEncoding;
            c = static_cast<char>(*hi * 16 + *lo);
            // An encoded slash would let "a%2F..%2Fb" smuggle segments past the check below.
            if (c == '/') return PathError::BadEncoding;
            i += 2;
        }
        if (c == '\0' || c == '\\') return PathError::BadEncoding;
        out.push_back(c);
    }
    bool traversal = false;
    for_each_segment(out, [&](std::string_view seg) {
        if (seg == "." || seg == "..") traversal = true;
    });
    if (traversal) return PathError::Traversal;
    return out;
}

bool has_hidden_segment(std::string_view path) {
    bool hidden = false;
    for_each_segment(path, [&](std::string_view seg) {
        if (!seg.empty() && seg.front() == '.') hidden = true;
    });
    return hidden;
}

bool has_empty_segment(std::string_view path) {
    while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
    return path.find("//") != std::string_view::npos;
}

}  // namespace http
