#pragma once
// The built site on disk: clean URLs to files, precompressed variants, validators, cache policy.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "http/file_cache.hpp"
#include "http/message.hpp"

namespace http {

struct StaticFile {
    std::string path;  // the identity (uncompressed) file, under the root
    std::shared_ptr<const CachedFile> file;
};

class StaticFiles {
public:
    StaticFiles(std::filesystem::path root, FileCache& cache);

    // "/" → index.html, "/blog" → blog.html, "/robots.txt" → robots.txt, "/guides" → guides/index.html.
    // `decoded_path` has passed decode_path(): no traversal, no hidden segments.
    [[nodiscard]] std::optional<StaticFile> resolve(std::string_view decoded_path) const;

    // The file as a response: a precompressed variant the client accepts, ETag, Cache-Control,
    // and 304 when If-None-Match matches (only for 200 responses).
    [[nodiscard]] Response respond(const StaticFile& file, const Request& request, int status = 200) const;

private:
    // Paths are strings here, built by concatenation: a request makes no std::filesystem::path.
    std::string root_;  // ends with '/'
    FileCache& cache_;
};

// Whether an If-None-Match header value matches an ETag (weak comparison, "*" matches anything).
bool etag_matches(std::string_view if_none_match, std::string_view etag);

}  // namespace http
