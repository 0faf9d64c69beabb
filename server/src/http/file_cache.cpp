#include "http/file_cache.hpp"

#include <sys/stat.h>
#include <time.h>

#include <cstdio>
#include <fmt/format.h>
#include <fstream>
#include <iterator>

namespace http {
namespace {

// Missing names remembered at most: a visitor can ask for any number of them.
constexpr std::size_t kMaxMissing = 4096;

std::atomic<std::uint64_t> next_cache_id{1};

// The table this thread read last, and the version it had: one atomic load per lookup.
struct ThreadSnapshot {
    std::uint64_t cache_id = 0;
    std::uint64_t version = 0;
    std::shared_ptr<const FileCache::Table> table;
};
thread_local ThreadSnapshot thread_snapshot;

// The coarse clock costs a few nanoseconds and ticks every few milliseconds: plenty for "once
// a second".
std::int64_t now_ns() {
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC_COARSE, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

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

FileCache::FileCache(std::uintmax_t max_file_bytes, std::uintmax_t max_total_bytes, std::chrono::milliseconds revalidate_every)
    : max_file_bytes_(max_file_bytes),
      max_total_bytes_(max_total_bytes),
      revalidate_ns_(std::chrono::duration_cast<std::chrono::nanoseconds>(revalidate_every).count()),
      id_(next_cache_id++),
      table_(std::make_shared<const Table>()) {}

void FileCache::refresh_snapshot() {
    std::lock_guard lock(mutex_);
    thread_snapshot = {id_, version_.load(std::memory_order_relaxed), table_};
}

std::shared_ptr<const CachedFile> FileCache::get(const std::string& path) {
    const std::int64_t now = now_ns();
    ThreadSnapshot& mine = thread_snapshot;
    if (mine.cache_id != id_ || mine.version != version_.load(std::memory_order_acquire)) refresh_snapshot();
    // mine.table stays alive until this thread's next refresh_snapshot(): no reference count on the way.
    const Table& table = *mine.table;
    if (const auto it = table.find(path); it != table.end()) {
        const Entry& entry = *it->second;
        if (now - entry.checked_at_ns.load(std::memory_order_relaxed) < revalidate_ns_) return entry.file;
        const auto keep = it->second;  // revalidate() may publish a new table
        return revalidate(path, keep.get(), now);
    }
    return revalidate(path, nullptr, now);
}

std::shared_ptr<const CachedFile> FileCache::revalidate(const std::string& path, const Entry* known, std::int64_t now) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
        if (known && !known->file) {
            known->checked_at_ns.store(now, std::memory_order_relaxed);
            return nullptr;
        }
        auto entry = std::make_shared<Entry>();
        entry->checked_at_ns.store(now, std::memory_order_relaxed);
        publish(path, std::move(entry));
        return nullptr;
    }
    const auto size = static_cast<std::uintmax_t>(st.st_size);
    const std::int64_t mtime_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
    if (known && known->file && known->size == size && known->mtime_ns == mtime_ns) {
        known->checked_at_ns.store(now, std::memory_order_relaxed);
        return known->file;
    }

    auto file = std::make_shared<CachedFile>();
    file->size = size;
    file->mtime_ns = mtime_ns;
    if (size > max_file_bytes_) {
        file->etag = fmt::format("\"{}-{}\"", size, mtime_ns);  // streamed from disk, not kept in memory
    } else {
        auto data = read_file(path);
        if (!data) return nullptr;
        file->size = data->size();  // the file may have changed between stat and read
        file->etag = content_etag(*data);
        if (data->size() >= SealedCopy::kMinBytes) file->sealed = SealedCopy::make(*data);
        file->content = make_body(std::move(*data));
    }
    auto entry = std::make_shared<Entry>();
    entry->file = file;
    entry->size = size;
    entry->mtime_ns = mtime_ns;
    entry->checked_at_ns.store(now, std::memory_order_relaxed);
    publish(path, std::move(entry));
    return file;
}

void FileCache::publish(const std::string& key, std::shared_ptr<const Entry> entry) {
    std::lock_guard lock(mutex_);
    const auto content_bytes = [](const Entry& e) -> std::uintmax_t {
        if (!e.file || !e.file->content) return 0;
        return e.file->content->size() + (e.file->sealed ? e.file->sealed->size() : 0);
    };
    const auto old = table_->find(key);
    const bool replaces = old != table_->end();
    if (!entry->file && !replaces && missing_entries_ >= kMaxMissing) return;  // checked again next time

    auto copy = std::make_shared<Table>(*table_);
    if (replaces) {
        total_bytes_ -= content_bytes(*old->second);
        if (!old->second->file) --missing_entries_;
        copy->erase(key);
    }
    if (total_bytes_ + content_bytes(*entry) > max_total_bytes_) {
        copy->clear();  // a site's working set is small: starting over is simpler than LRU
        total_bytes_ = 0;
        missing_entries_ = 0;
    }
    total_bytes_ += content_bytes(*entry);
    if (!entry->file) ++missing_entries_;
    copy->emplace(key, std::move(entry));
    table_ = std::move(copy);
    version_.fetch_add(1, std::memory_order_release);
}

}  // namespace http
