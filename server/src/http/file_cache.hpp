#pragma once
// Small and hot files served from memory. A file is revalidated with one stat() at most once per
// `revalidate_every` (about a second), not per request: an edited or rebuilt file is picked up
// within that time, without a restart. Missing files are remembered the same way (a bounded
// number of them), since a clean URL tries several names before it finds one.
//
// Lookups take no lock: the table is an immutable snapshot that each thread keeps a reference
// to and swaps for a new one only when the shared version number says it changed (RCU-style).
// Changes (a new file, a changed file) copy the table under a mutex and publish the copy.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "http/message.hpp"
#include "http/sealed_copy.hpp"

namespace http {

struct CachedFile {
    SharedBody content;        // null when the file is too large to keep in memory (stream it)
    std::shared_ptr<const SealedCopy> sealed;  // the content again, for sendfile(2); large contents only
    std::uintmax_t size = 0;
    std::int64_t mtime_ns = 0;
    std::string etag;          // strong validator, quoted
};

class FileCache {
public:
    explicit FileCache(std::uintmax_t max_file_bytes = 2u << 20, std::uintmax_t max_total_bytes = 128u << 20,
                       std::chrono::milliseconds revalidate_every = std::chrono::seconds(1));

    // The regular file at `path`, or null when there is none (missing, directory, unreadable).
    // A string, not a std::filesystem::path: building one splits it into components, on every
    // request (perf: path::_M_split_cmpts and its allocations).
    std::shared_ptr<const CachedFile> get(const std::string& path);

    struct Entry {
        std::shared_ptr<const CachedFile> file;  // null: no regular file there
        std::uintmax_t size = 0;                  // what stat() said when it was checked
        std::int64_t mtime_ns = -1;
        mutable std::atomic<std::int64_t> checked_at_ns{0};
    };
    using Table = std::unordered_map<std::string, std::shared_ptr<const Entry>>;

private:
    void refresh_snapshot();
    std::shared_ptr<const CachedFile> revalidate(const std::string& path, const Entry* known, std::int64_t now_ns);
    void publish(const std::string& key, std::shared_ptr<const Entry> entry);

    const std::uintmax_t max_file_bytes_;
    const std::uintmax_t max_total_bytes_;
    const std::int64_t revalidate_ns_;
    const std::uint64_t id_;  // tells thread-local snapshots of different caches apart
    std::atomic<std::uint64_t> version_{1};
    std::mutex mutex_;        // writers only
    std::shared_ptr<const Table> table_;
    std::uintmax_t total_bytes_ = 0;
    std::size_t missing_entries_ = 0;
};

}  // namespace http
