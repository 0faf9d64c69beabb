#pragma once
// What the launch check finds in the built site and the reverse-proxy configuration: the site
// must be the one built from this business.json (its digest, written by the web build in
// WEB_ROOT/.business.sha256), every canonical, sitemap and JSON-LD URL on the configured origin,
// no placeholder left in any page, and the proxy samples naming the configured host.
#include <string>
#include <vector>

#include "config/config.hpp"

namespace cli {

// The configured origin (`https://www.example.ca`, no trailing slash). One line per problem.
std::vector<std::string> site_problems(const config::Config& config, const std::string& origin);

// The proxy configurations the check reads: PROXY_CONFIG (colon-separated) when set, else those
// of deploy/nginx.conf, deploy/Caddyfile (run from a checkout) and
// /etc/nginx/sites-enabled/conformite-proprete.conf that exist (Caddy: PROXY_CONFIG=/etc/caddy/Caddyfile). Each must name the configured host and no example domain.
std::vector<std::string> proxy_problems(const config::Config& config, const std::string& origin);

}  // namespace cli
