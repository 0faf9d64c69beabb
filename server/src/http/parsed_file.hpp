#pragma once
// A file the web build writes for the server (CSP sources, redirects), parsed once and parsed
// again only when its content changes, so a rebuild of the site needs no server restart.
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

#include "http/file_cache.hpp"

namespace http {

template <typename T>
class ParsedFile {
public:
    explicit ParsedFile(std::filesystem::path path) : path_(std::move(path)) {}

    std::shared_ptr<const T> get(FileCache& cache) {
        const auto file = cache.get(path_);
        const std::string etag = file ? file->etag : std::string{};
        std::lock_guard lock(mutex_);
        if (!parsed_ || etag != etag_) {
            const std::string_view text = file && file->content ? std::string_view(*file->content) : std::string_view{};
            parsed_ = std::make_shared<const T>(text);
            etag_ = etag;
        }
        return parsed_;
    }

private:
    const std::filesystem::path path_;
    std::mutex mutex_;
    std::shared_ptr<const T> parsed_;
    std::string etag_;
};

}  // namespace http
