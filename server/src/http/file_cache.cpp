#include "http/file_cache.hpp"

#include <sys/stat.h>

#include <cstdio>
#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <mutex>

namespace http {
namespace {

std::string content_etag(std::string_view data) {
    std::uint64_t hash = 1469598103934665603ull;  // FNV-1a: stable across restarts and machines
    for (const unsigned char c : data) {
        hash ^= c;
        hash *= 1099511628211ull;
    }
    char buf[40];
    std::snprintf(buf, sizeof buf, "\"%016llx-%zx\"", static_cast<unsigned long long>(hash), data.size());
    return buf;
}

std::optional<std::string> read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return std::nullopt;
    return data;
}

}  // namespace

FileCache::FileCache(std::uintmax_t max_file_bytes, std::uintmax_t max_total_bytes)
    : max_file_bytes_(max_file_bytes), max_total_bytes_(max_total_bytes) {}

std::shared_ptr<const CachedFile> FileCache::get(const std::filesystem::path& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return nullptr;
    const auto size = static_cast<std::uintmax_t>(st.st_size);
    const std::int64_t mtime_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
    {
        std::shared_lock lock(mutex_);
        if (const auto it = entries_.find(path.native()); it != entries_.end()) {
            if (it->second->size == size && it->second->mtime_ns == mtime_ns) return it->second;
        }
    }
    return load(path, size, mtime_ns);
}

std::shared_ptr<const CachedFile> FileCache::load(const std::filesystem::path& path, std::uintmax_t size,
                                                  std::int64_t mtime_ns) {
    auto file = std::make_shared<CachedFile>();
    file->size = size;
    file->mtime_ns = mtime_ns;
    if (size > max_file_bytes_) {
        file->etag = fmt::format("\"{}-{}\"", size, mtime_ns);
        return file;  // streamed from disk, not cached
    }
    auto data = read_file(path);
    if (!data) return nullptr;
    file->size = data->size();  // the file may have changed between stat and read
    file->etag = content_etag(*data);
    file->content = make_body(std::move(*data));

    std::unique_lock lock(mutex_);
    if (const auto it = entries_.find(path.native()); it != entries_.end()) {
        total_bytes_ -= it->second->size;
        entries_.erase(it);
    }
    if (total_bytes_ + file->size > max_total_bytes_) {
        entries_.clear();  // a site's working set is small: starting over is simpler than LRU
        total_bytes_ = 0;
    }
    entries_.emplace(path.native(), file);
    total_bytes_ += file->size;
    return file;
}

}  // namespace http
