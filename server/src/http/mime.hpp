#pragma once
#include <string_view>

namespace http {

// Content-Type for a file name, with "; charset=utf-8" on text types.
// Unknown extensions are served as application/octet-stream, never sniffed as text.
std::string_view mime_type(std::string_view file_name);

// Whether a file of this type is worth a precompressed variant (and so varies on Accept-Encoding).
bool is_compressible(std::string_view file_name);

}  // namespace http
