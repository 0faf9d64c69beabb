#pragma once
// The built site the server answers from right now. With WEB_ROOT it is that one directory (its
// files revalidated as the build rewrites them). With SITE_DIR it is the release that
// `SITE_DIR/current` links to: a thread follows the link and, when it moves, loads the new
// release whole (unusable_site() first) and swaps it in for new requests; a request already
// running keeps the SiteContent it started with. A release that fails to load is logged and the
// live one stays.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <memory>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>

#include "http/site_content.hpp"

namespace http {

class LiveSite {
public:
    struct Options {
        std::filesystem::path web_root;  // used when site_dir is empty
        std::filesystem::path site_dir;  // SITE_DIR: releases/<id>/ and the `current` link
        std::chrono::milliseconds revalidate_every = std::chrono::seconds(1);
        std::chrono::milliseconds poll = std::chrono::milliseconds(500);
    };
    // Throws std::runtime_error when SITE_DIR has no usable current release.
    explicit LiveSite(Options options);
    ~LiveSite();
    LiveSite(const LiveSite&) = delete;
    LiveSite& operator=(const LiveSite&) = delete;

    // The live site; lock-free unless it changed since this thread last asked.
    [[nodiscard]] std::shared_ptr<SiteContent> get();
    // The release that was live before it (null with WEB_ROOT, or before the first switch): a page
    // of it still open in a browser asks for its content-hashed assets after the switch.
    [[nodiscard]] std::shared_ptr<SiteContent> previous();
    // Checks the link now (the watcher does it every `poll`). True when a new release went live.
    bool follow();

private:
    std::filesystem::path current_target() const;
    void publish(std::shared_ptr<SiteContent> content);
    void watch(std::stop_token stop);

    const Options options_;
    const std::uint64_t id_;
    std::atomic<std::uint64_t> version_{1};
    std::mutex mutex_;  // content_, and follow() against itself
    std::shared_ptr<SiteContent> content_;
    std::shared_ptr<SiteContent> previous_;
    std::filesystem::path refused_;  // the last target that failed to load: logged once
    std::condition_variable_any wake_;
    std::jthread watcher_;
};

}  // namespace http
