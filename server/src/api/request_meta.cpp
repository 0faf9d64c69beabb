#include "api/request_meta.hpp"

#include <array>
#include <cctype>

#include "api/form_body.hpp"
#include "forms/utf8.hpp"
#include "http/url_path.hpp"

namespace api {
namespace {

constexpr std::array<std::string_view, 5> kUtmNames{"utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"};

std::string lower(std::string_view s) {
    std::string out(s);
    for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos) return {};
    return std::string(s.substr(first, s.find_last_not_of(" \t") - first + 1));
}

}  // namespace

std::string client_address(const http::Request& request, bool trust_proxy) {
    if (trust_proxy) {
        if (const auto forwarded = request.headers.get("X-Forwarded-For")) {
            std::string_view list = *forwarded;
            const auto comma = list.rfind(',');
            const std::string last = trim(comma == std::string_view::npos ? list : list.substr(comma + 1));
            if (!last.empty()) return last;
        }
    }
    return request.remote_address;
}

std::string origin_of(std::string_view url) {
    const auto parts = http::parse_absolute_url(url);
    if (!parts || parts->host_and_port.empty()) return {};
    return parts->scheme + "://" + parts->host_and_port;
}

bool origin_allowed(const http::Headers& headers, std::string_view site_origin) {
    // The browser's own verdict, when it gives one, cannot be forged by a page.
    if (const auto site = headers.get("Sec-Fetch-Site"); site && lower(trim(*site)) == "cross-site") return false;
    std::string claimed;
    if (const auto origin = headers.get("Origin")) {
        // "null" comes from sandboxed frames, data: URLs and file pages: never our own pages.
        claimed = lower(trim(*origin));
        if (claimed == "null" || claimed.empty()) return false;
    } else if (const auto referer = headers.get("Referer")) {
        claimed = origin_of(trim(*referer));
        if (claimed.empty()) return false;
    } else {
        return true;
    }
    if (!site_origin.empty() && claimed == lower(site_origin)) return true;
    if (const auto host = headers.get("Host")) {
        const std::string h = lower(trim(*host));
        // Behind a TLS proxy the browser says https while we are reached over http.
        if (claimed == "http://" + h || claimed == "https://" + h) return true;
    }
    return false;
}

bool is_local_path(std::string_view path) {
    if (path.empty() || path.size() > 512 || path.front() != '/' || path.starts_with("//")) return false;
    for (const char c : path) {
        const auto u = static_cast<unsigned char>(c);
        // Characters that have no business in a path and help break out of an attribute.
        if (u <= 0x20 || u == 0x7F || std::string_view("\\\"'<>`{}|^").find(c) != std::string_view::npos) return false;
    }
    return forms::is_valid_utf8(path);
}

boost::json::object utm_parameters(const forms::Submission& input, const http::Headers& headers) {
    boost::json::object utm;
    for (const auto name : kUtmNames) {
        if (const auto v = input.get(name); v && !v->empty()) utm[name] = bounded_text(*v, 200);
    }
    if (!utm.empty()) return utm;
    if (const auto referer = headers.get("Referer")) {
        if (const auto url = http::parse_absolute_url(*referer); url && !url->query.empty()) {
            const auto parsed = parse_urlencoded(url->query);
            for (const auto name : kUtmNames) {
                if (const auto v = parsed.get(name); v && !v->empty()) utm[name] = bounded_text(*v, 200);
            }
        }
    }
    return utm;
}

std::string bounded_text(std::string_view text, std::size_t max) {
    if (!forms::is_valid_utf8(text)) return {};
    std::string clean = forms::clean_single_line(text);
    if (clean.size() <= max) return clean;
    std::size_t n = max;
    while (n > 0 && (static_cast<unsigned char>(clean[n]) & 0xC0) == 0x80) --n;
    return clean.substr(0, n);
}

}  // namespace api
