#include "http/live_site.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>

namespace http {
namespace {

std::atomic<std::uint64_t> next_id{1};

struct Seen {
    std::uint64_t owner = 0;
    std::uint64_t version = 0;
    std::shared_ptr<SiteContent> content;
};
thread_local Seen seen;

}  // namespace

LiveSite::LiveSite(Options options) : options_(std::move(options)), id_(next_id++) {
    if (options_.site_dir.empty()) {
        content_ = std::make_shared<SiteContent>(options_.web_root, options_.revalidate_every);
        return;
    }
    const auto target = current_target();
    if (target.empty()) throw std::runtime_error("SITE_DIR " + options_.site_dir.string() + " has no current release (`site receive` or `site seed`)");
    if (const auto problem = unusable_site(target)) throw std::runtime_error("SITE_DIR current release: " + *problem);
    content_ = std::make_shared<SiteContent>(target, options_.revalidate_every);
    spdlog::info("site release {} live (SITE_DIR {})", target.filename().string(), options_.site_dir.string());
    watcher_ = std::jthread([this](std::stop_token stop) { watch(stop); });
}

LiveSite::~LiveSite() {
    if (watcher_.joinable()) {
        watcher_.request_stop();
        wake_.notify_all();
        watcher_.join();
    }
}

std::shared_ptr<SiteContent> LiveSite::get() {
    Seen& mine = seen;
    if (mine.owner != id_ || mine.version != version_.load(std::memory_order_acquire)) {
        std::lock_guard lock(mutex_);
        mine = {id_, version_.load(std::memory_order_relaxed), content_};
    }
    return mine.content;
}

// The release directory `current` names, made absolute and free of links; empty when none.
std::filesystem::path LiveSite::current_target() const {
    std::error_code ec;
    const auto link = options_.site_dir / "current";
    const auto resolved = std::filesystem::canonical(link, ec);
    if (ec || !std::filesystem::is_directory(resolved, ec)) return {};
    return resolved;
}

bool LiveSite::follow() {
    if (options_.site_dir.empty()) return false;
    const auto target = current_target();
    {
        std::lock_guard lock(mutex_);
        if (target.empty() || target == content_->root() || target == refused_) return false;
    }
    if (const auto problem = unusable_site(target)) {
        spdlog::error("site release {} not loaded, {} stays live: {}", target.filename().string(), get()->root().filename().string(), *problem);
        std::lock_guard lock(mutex_);
        refused_ = target;
        return false;
    }
    auto content = std::make_shared<SiteContent>(target, options_.revalidate_every);
    // The home page read before the switch: the first visitors after it find it in memory.
    (void)content->files().resolve("/");
    (void)content->security();
    (void)content->redirects();
    publish(std::move(content));
    spdlog::info("site release {} live", target.filename().string());
    return true;
}

std::shared_ptr<SiteContent> LiveSite::previous() {
    std::lock_guard lock(mutex_);
    return previous_;
}

void LiveSite::publish(std::shared_ptr<SiteContent> content) {
    std::lock_guard lock(mutex_);
    previous_ = std::move(content_);
    content_ = std::move(content);
    refused_.clear();
    version_.fetch_add(1, std::memory_order_release);
}

void LiveSite::watch(std::stop_token stop) {
    std::mutex m;
    while (!stop.stop_requested()) {
        try {
            follow();
        } catch (const std::exception& e) {
            spdlog::error("site release not loaded: {}", e.what());
        }
        std::unique_lock lock(m);
        wake_.wait_for(lock, stop, options_.poll, [] { return false; });
    }
}

}  // namespace http
