#include "http/url_path.hpp"

#include <boost/url/grammar/hexdig_chars.hpp>
#include <boost/url/parse.hpp>
#include <boost/url/parse_path.hpp>
#include <boost/url/parse_query.hpp>
#include <boost/url/rfc/pchars.hpp>

#include <algorithm>
#include <cctype>

namespace http {
namespace {

namespace urls = boost::urls;

// What may stand unescaped in a query (RFC 3986 3.4), '&' and '=' included.
constexpr auto kQueryChars = urls::pchars + '/' + '?';

std::string lower(std::string_view s) {
    std::string out(s);
    std::ranges::transform(out, out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// Real clients send bytes a URL may not hold raw ("/a|b", a query with UTF-8 or spaces from
// curl): escape them so Boost.URL reads what the client meant. With `keep_stray_percent`, a
// '%' that starts no escape is taken literally too (form bodies); otherwise it stays, and the
// parser refuses it (paths).
template <typename CharSet>
std::string escape_raw_bytes(std::string_view s, const CharSet& allowed, bool keep_stray_percent) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        const bool escape_start = c == '%' && i + 2 < s.size() && urls::grammar::hexdig_chars(s[i + 1]) &&
                                  urls::grammar::hexdig_chars(s[i + 2]);
        if (allowed(s[i]) || escape_start || (c == '%' && !keep_stray_percent)) {
            out.push_back(s[i]);
        } else {
            out.append({'%', kHex[c >> 4], kHex[c & 15]});
        }
    }
    return out;
}

// Boost.URL 1.81 reads "http://127.0.0.1.evil.example/x" as host 127.0.0.1 and path
// ".evil.example/x": after an authority a path must be empty or start with '/', so such a
// parse is refused here rather than trusted (it would take a hostile host for loopback).
boost::system::result<urls::url_view> parse_uri_checked(std::string_view text, bool absolute_only) {
    auto url = absolute_only ? urls::parse_absolute_uri(text) : urls::parse_uri(text);
    if (url && url->has_authority() && !url->encoded_path().empty() && !url->encoded_path().starts_with('/')) {
        const boost::system::error_code not_what_it_seems = urls::error::bad_pct_hexdig;
        return not_what_it_seems;
    }
    return url;
}

}  // namespace

TargetParts split_target(std::string_view target) {
    const std::size_t q = target.find('?');
    if (q == std::string_view::npos) return {target, {}};
    return {target.substr(0, q), target.substr(q + 1)};
}

std::optional<OriginForm> origin_form(std::string_view target) {
    if (target.starts_with('/')) return OriginForm{std::string(target), {}};
    const auto url = parse_uri_checked(target, true);
    if (!url || !url->has_authority() || url->encoded_host().empty() ||
        (url->scheme_id() != urls::scheme::http && url->scheme_id() != urls::scheme::https)) {
        return std::nullopt;
    }
    OriginForm out{url->encoded_path().empty() ? "/" : std::string(url->encoded_path()), std::string(url->encoded_host_and_port())};
    if (url->has_query()) out.target += "?" + std::string(url->encoded_query());
    return out;
}

std::variant<std::string, PathError> decode_path(std::string_view raw) {
    if (raw.empty() || raw.front() != '/') return PathError::NotOriginForm;
    const std::string escaped = escape_raw_bytes(raw, urls::pchars + '/', false);
    const auto segments = urls::parse_path(escaped);
    if (!segments) return PathError::BadEncoding;
    std::string out;
    out.reserve(raw.size());
    bool traversal = false;
    for (const urls::pct_string_view encoded : *segments) {
        const std::string segment = encoded.decode();
        // An encoded slash would let "a%2F..%2Fb" smuggle segments past the traversal check.
        if (segment.find_first_of(std::string_view("/\\\0", 3)) != std::string::npos) return PathError::BadEncoding;
        traversal = traversal || segment == "." || segment == "..";
        out += '/';
        out += segment;
    }
    if (traversal) return PathError::Traversal;
    return out.empty() ? "/" : out;
}

bool has_hidden_segment(std::string_view path) { return path.find("/.") != std::string_view::npos; }

bool has_empty_segment(std::string_view path) {
    while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
    return path.find("//") != std::string_view::npos;
}

void decode_form_pairs(std::string_view text, const std::function<void(std::string, std::string)>& add) {
    const std::string escaped = escape_raw_bytes(text, kQueryChars, true);
    const auto params = urls::parse_query(escaped);
    if (!params) return;  // cannot happen once escaped; nothing rather than a guess
    const urls::encoding_opts plus_is_space(true);
    for (const auto& param : *params) {
        if (param.key.empty() && !param.has_value) continue;  // "a=1&&b=2"
        add(param.key.decode(plus_is_space), param.has_value ? param.value.decode(plus_is_space) : std::string{});
    }
}

std::optional<UrlParts> parse_absolute_url(std::string_view text) {
    const auto url = parse_uri_checked(text, false);
    if (!url || !url->has_authority()) return std::nullopt;
    UrlParts out;
    out.scheme = lower(std::string(url->scheme()));
    out.host = lower(std::string(url->host_type() == urls::host_type::ipv6 ? url->encoded_host_address() : url->encoded_host()));
    out.host_and_port = lower(std::string(url->encoded_host_and_port()));
    out.query = std::string(url->encoded_query());
    return out;
}

}  // namespace http
