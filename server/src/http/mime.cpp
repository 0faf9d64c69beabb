#include "http/mime.hpp"

#include <array>
#include <utility>

#include "http/message.hpp"

namespace http {
namespace {

struct MimeEntry {
    std::string_view extension;
    std::string_view type;
    bool compressible;
};

constexpr std::array kTypes{
    MimeEntry{"html", "text/html; charset=utf-8", true},
    MimeEntry{"css", "text/css; charset=utf-8", true},
    MimeEntry{"js", "text/javascript; charset=utf-8", true},
    MimeEntry{"mjs", "text/javascript; charset=utf-8", true},
    MimeEntry{"json", "application/json; charset=utf-8", true},
    MimeEntry{"map", "application/json; charset=utf-8", true},
    MimeEntry{"webmanifest", "application/manifest+json; charset=utf-8", true},
    MimeEntry{"xml", "application/xml; charset=utf-8", true},
    MimeEntry{"txt", "text/plain; charset=utf-8", true},
    MimeEntry{"svg", "image/svg+xml; charset=utf-8", true},
    MimeEntry{"ico", "image/x-icon", true},
    MimeEntry{"png", "image/png", false},
    MimeEntry{"jpg", "image/jpeg", false},
    MimeEntry{"jpeg", "image/jpeg", false},
    MimeEntry{"gif", "image/gif", false},
    MimeEntry{"webp", "image/webp", false},
    MimeEntry{"avif", "image/avif", false},
    MimeEntry{"woff", "font/woff", false},
    MimeEntry{"woff2", "font/woff2", false},
    MimeEntry{"pdf", "application/pdf", false},
};

const MimeEntry* find(std::string_view name) {
    const auto dot = name.rfind('.');
    const auto slash = name.rfind('/');
    if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return nullptr;
    const auto ext = name.substr(dot + 1);
    for (const auto& entry : kTypes) {
        if (iequals(entry.extension, ext)) return &entry;
    }
    return nullptr;
}

}  // namespace

std::string_view mime_type(std::string_view file_name) {
    const auto* entry = find(file_name);
    return entry ? entry->type : "application/octet-stream";
}

bool is_compressible(std::string_view file_name) {
    const auto* entry = find(file_name);
    return entry && entry->compressible;
}

}  // namespace http
