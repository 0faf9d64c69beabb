#pragma once
// Request-target parsing: the one place that decides whether a path may touch the file system.
#include <string>
#include <string_view>
#include <variant>

namespace http {

struct TargetParts {
    std::string_view path;   // raw, still percent-encoded
    std::string_view query;  // without '?', empty when absent
};

TargetParts split_target(std::string_view target);

enum class PathError {
    NotOriginForm,  // does not start with '/'
    BadEncoding,    // malformed %XX, encoded '/', NUL or backslash
    Traversal,      // a "." or ".." segment
};

// Percent-decodes an origin-form path and rejects anything that could escape the web root.
std::variant<std::string, PathError> decode_path(std::string_view raw_path);

// True when a segment starts with '.', e.g. "/.git/config" or "/.csp.json": never served.
bool has_hidden_segment(std::string_view decoded_path);

// True for "//blog" or "/a//b": an empty segment before the end. Such a path names no page, and
// echoed into a Location it would send the browser to another host. Trailing slashes do not count.
bool has_empty_segment(std::string_view decoded_path);

}  // namespace http
