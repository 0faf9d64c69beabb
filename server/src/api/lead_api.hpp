#pragma once
// The form endpoints: POST /api/audit (forms of kind lead), POST /api/newsletter (kind
// newsletter: a pending sign-up and a confirmation mail), /infolettre/confirmer?token=… (double
// opt-in) and /desabonnement?token=… (unsubscribe). On both links GET shows a page whose button
// POSTs, and only POST changes anything: mail scanners open every link (and HEAD it). The
// RFC 8058 one-click POST goes to the unsubscribe link directly. Parsing, abuse checks
// and validation run on the calling thread; the write runs on the store thread, and the answer
// is delivered through `done` once it is committed. No sockets: tests call handle() directly.
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include "api/ip_hasher.hpp"
#include "api/rate_limiter.hpp"
#include "config/defaults.hpp"
#include "forms/catalog.hpp"
#include "http/message.hpp"
#include "outbox/notifications.hpp"
#include "store/lead_store.hpp"

namespace api {

struct ApiOptions {
    std::filesystem::path web_root;         // built pages it answers with: formulaire-erreur.html, the newsletter's
    std::size_t body_limit = config::defaults::kBodyLimit;
    std::chrono::milliseconds min_submit_time{config::defaults::kMinSubmitMs};
    bool trust_proxy = false;
    std::string ip_hash_secret;             // optional: see api/ip_hasher.hpp
    std::string link_key;                   // signs newsletter confirmation links
    double rate_limit_burst = config::defaults::kRateLimitBurst;
    double rate_limit_per_minute = config::defaults::kRateLimitPerMinute;
    // Shared counters (PostgreSQL) when set; else buckets in this process.
    std::shared_ptr<RateLimit> rate_limit = nullptr;
};

class LeadApi {
public:
    using Done = std::function<void(http::Response)>;

    LeadApi(const forms::Catalog& catalog, store::LeadStore& store, outbox::Identity identity, ApiOptions options);

    // True for the paths this API answers (everything under /api/, and /desabonnement).
    static bool owns(const http::Request& request);
    // Calls `done` exactly once, on this thread or on the store thread.
    void handle(const http::Request& request, Done done);
    // The answer to a request whose body was refused before handle() (413), in the API's format.
    [[nodiscard]] http::Response reject(const http::Request& request, int status) const;
    // With site releases (SITE_DIR), before serving: the built pages are read from the live
    // release at each request (`root`), and posts validated against its catalog (`catalogs`).
    // Until then: options.web_root and the catalog given to the constructor.
    void set_site(std::function<std::filesystem::path()> root, std::function<const forms::Catalog&(const std::filesystem::path&)> catalogs) {
        site_root_ = std::move(root);
        catalogs_ = std::move(catalogs);
    }
    // Every pending `done` has been called when this returns (the store is drained).
    void drain() {
        limiter_->drain();
        store_.drain();
    }

private:
    void submit_form(const http::Request& request, std::string_view path, Done done);
    [[nodiscard]] http::Response thank_you(const http::Request& request, std::string_view page_id, std::string_view query) const;
    void unsubscribe(const http::Request& request, std::string_view query, Done done);
    void confirm_subscription(const http::Request& request, std::string_view query, Done done);
    // /demande/confirmer?token=…: the sender of a quarantined post confirms it (GET: the page;
    // POST: the post is released down the normal path).
    void confirm_quarantined(const http::Request& request, std::string_view query, Done done);

    [[nodiscard]] std::filesystem::path web_root() const { return site_root_ ? site_root_() : options_.web_root; }
    [[nodiscard]] const forms::Catalog& catalog() const { return catalogs_ ? catalogs_(web_root()) : catalog_; }

    const forms::Catalog& catalog_;
    store::LeadStore& store_;
    std::shared_ptr<const outbox::Identity> identity_;
    ApiOptions options_;
    std::string site_origin_;
    std::shared_ptr<RateLimit> limiter_;
    IpHasher ip_hasher_;
    std::function<std::filesystem::path()> site_root_;
    std::function<const forms::Catalog&(const std::filesystem::path&)> catalogs_;
};

}  // namespace api
