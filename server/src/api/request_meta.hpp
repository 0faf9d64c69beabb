#pragma once
// What the API reads about a request besides its fields: who sent it, from which page, through
// which campaign, and whether it came from the site's own pages.
#include <boost/json/object.hpp>
#include <string>
#include <string_view>

#include "forms/validation.hpp"
#include "http/message.hpp"

namespace api {

// The socket's peer, or with a trusted proxy the last address it appended to X-Forwarded-For.
std::string client_address(const http::Request& request, bool trust_proxy);

// "https://example.com:8443" from a URL, lower-cased; empty when it has no scheme and host.
std::string origin_of(std::string_view url);

// Browser posts carry Origin (or at least Referer): it must be the configured site or the host
// the request was addressed to. `Origin: null` and `Sec-Fetch-Site: cross-site` are foreign.
// Requests with neither header (curl, server-to-server) pass.
bool origin_allowed(const http::Headers& headers, std::string_view site_origin);

// A path on this site ("/blog/article"), never a URL elsewhere ("//evil", "https://…").
bool is_local_path(std::string_view path);

// utm_source … utm_content from the fields, else from the Referer's query string.
boost::json::object utm_parameters(const forms::Submission& input, const http::Headers& headers);

// Keeps at most `max` bytes without cutting a UTF-8 character; control characters removed.
std::string bounded_text(std::string_view text, std::size_t max);

}  // namespace api
