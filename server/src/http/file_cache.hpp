#pragma once
// Small and hot files served from memory; every lookup revalidates with one stat() so an
// edited or rebuilt file is picked up at once without a restart.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <shared_mutex>
#include <string>
#include <unordered_map>

#include "http/message.hpp"

namespace http {

struct CachedFile {
    SharedBody content;        // null when the file is too large to keep in memory (stream it)
    std::uintmax_t size = 0;
    std::int64_t mtime_ns = 0;
    std::string etag;          // strong validator, quoted
};

class FileCache {
public:
    explicit FileCache(std::uintmax_t max_file_bytes = 2u << 20, std::uintmax_t max_total_bytes = 128u << 20);

    // The regular file at `path`, or null when there is none (missing, directory, unreadable).
    std::shared_ptr<const CachedFile> get(const std::filesystem::path& path);

private:
    std::shared_ptr<const CachedFile> load(const std::filesystem::path& path, std::uintmax_t size,
                                           std::int64_t mtime_ns);

    const std::uintmax_t max_file_bytes_;
    const std::uintmax_t max_total_bytes_;
    std::shared_mutex mutex_;
    std::unordered_map<std::string, std::shared_ptr<const CachedFile>> entries_;
    std::uintmax_t total_bytes_ = 0;
};

}  // namespace http
