#pragma once
// Request-target and URL parsing, with Boost.URL underneath: the one place that decides whether
// a path may touch the file system, and the one door through which every URL and query string
// of the server is read.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace http {

struct TargetParts {
    std::string_view path;   // raw, still percent-encoded
    std::string_view query;  // without '?', empty when absent
};

// "/blog?x=1" → {"/blog", "x=1"} (RFC 3986: the query starts at the first '?').
TargetParts split_target(std::string_view target);

struct OriginForm {
    std::string target;  // "/path?query"
    std::string host;    // from an absolute-form target, else empty
};

// The origin-form of a request-target: as received when it already is one ("/…"); from an
// absolute-form http(s) URL ("http://host/path?q", RFC 9112 3.2.2) its path and query, and its
// authority as the host. nullopt for anything else ("*", authority-form, junk).
std::optional<OriginForm> origin_form(std::string_view target);

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

// Name/value pairs of an application/x-www-form-urlencoded string (a form body or a query
// string), in order: '+' is a space, %XX decoded. Lenient as browsers' own servers are: a '%'
// that starts no escape and raw bytes a URL may not hold are taken literally. Invalid UTF-8
// passes through, for validation to report.
void decode_form_pairs(std::string_view text, const std::function<void(std::string, std::string)>& add);

// Parts of an absolute URL ("https://user@Host:8443/x?y"); nullopt when it is not one.
struct UrlParts {
    std::string scheme;          // lower case
    std::string host;            // lower case; an IPv6 literal without brackets
    std::string host_and_port;   // lower case, as written: "host:8443", "[::1]:25"
    std::string query;           // still encoded, without '?'
};
std::optional<UrlParts> parse_absolute_url(std::string_view url);

}  // namespace http
