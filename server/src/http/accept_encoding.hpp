#pragma once
#include <string_view>

namespace http {

// Whether an Accept-Encoding header value admits a content coding ("br", "gzip"):
// listed with q > 0, or covered by "*" with q > 0. Absent header: nothing but identity.
bool accepts_encoding(std::string_view header, std::string_view coding);

}  // namespace http
