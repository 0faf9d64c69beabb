#pragma once
// A file the web build writes for the server (CSP sources, redirects), parsed once and parsed
// again only when its content changes, so a rebuild of the site needs no server restart.
//
// Asked on every request, so the usual case takes no lock: the FileCache hands back the same
// CachedFile while the file is unchanged, and each thread keeps the parse it saw last with the
// version number it had; only a changed file (or a version this thread has not seen) locks.
#include <atomic>
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
        Seen& mine = seen_;
        if (mine.owner != id_ || mine.version != version_.load(std::memory_order_acquire)) {
            std::lock_guard lock(mutex_);
            mine = {id_, version_.load(std::memory_order_relaxed), state_};
        }
        if (mine.state && mine.state->source == file) return mine.state->parsed;

        std::lock_guard lock(mutex_);
        if (!state_ || state_->source != file) {
            const std::string_view text = file && file->content ? std::string_view(*file->content) : std::string_view{};
            state_ = std::make_shared<const State>(State{file, std::make_shared<const T>(text)});
            version_.fetch_add(1, std::memory_order_release);
        }
        mine = {id_, version_.load(std::memory_order_relaxed), state_};
        return state_->parsed;
    }

private:
    struct State {
        std::shared_ptr<const CachedFile> source;  // identity tells an unchanged file
        std::shared_ptr<const T> parsed;
    };
    struct Seen {
        std::uint64_t owner = 0;
        std::uint64_t version = 0;
        std::shared_ptr<const State> state;
    };
    static inline std::atomic<std::uint64_t> next_id_{1};
    static inline thread_local Seen seen_;

    const std::filesystem::path path_;
    const std::uint64_t id_ = next_id_++;
    std::atomic<std::uint64_t> version_{0};
    std::mutex mutex_;  // writers, and readers that have not seen the current version
    std::shared_ptr<const State> state_;
};

}  // namespace http
