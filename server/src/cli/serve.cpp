#include "cli/serve.hpp"

#include "cli/launch_check.hpp"
#include "config/live_store.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include "api/lead_api.hpp"
#include "api/pg_rate_limit.hpp"
#include "api/release_catalogs.hpp"
#include "app/app_handler.hpp"
#include "app/version.hpp"
#include "forms/catalog.hpp"
#include "http/server.hpp"
#include "http/site_handler.hpp"
#include "http/url_path.hpp"
#include "metrics/admin_server.hpp"
#include "metrics/exposition.hpp"
#include "metrics/metered_handler.hpp"
#include "outbox/notifications.hpp"
#include "outbox/outbox_worker.hpp"
#include "outbox/transport_health.hpp"
#include "outbox/quarantine_digest.hpp"
#include "store/lead_store.hpp"
#include "store/admin.hpp"
#include "store/lead_writes.hpp"
#include "store/link_key.hpp"
#include "store/migrations.hpp"
#include "store/retention.hpp"

namespace cli {
namespace {

store::DatabaseTarget target(const config::Config& c) { return {c.database_url, c.db_path.string()}; }

std::unique_ptr<outbox::MailTransport> mail_transport(const config::Config& c) {
    if (c.smtp_url.empty()) return std::make_unique<outbox::EmlTransport>(c.outbox_dir);
    return std::make_unique<outbox::SmtpTransport>(c.smtp_url, c.smtp_user, c.smtp_password, c.smtp_ca_file);
}

std::string host_of(std::string_view url) {
    const auto parts = http::parse_absolute_url(url);
    return parts && !parts->host.empty() ? parts->host : "localhost";
}

// GET /metrics on the loopback admin port, with its own database connection for the gauges
// (opened at the first scrape, reopened after an error).
std::unique_ptr<metrics::AdminServer> admin_server(const config::Config& c) {
    if (c.admin_port == 0) return nullptr;
    auto db = std::make_shared<std::unique_ptr<store::Database>>();
    auto server = std::make_unique<metrics::AdminServer>(c.admin_port, [db, where = target(c)] {
        std::optional<metrics::StoreGauges> gauges;
        try {
            if (!*db) *db = store::open_database(where);
            gauges = metrics::read_store_gauges(**db);
        } catch (const std::exception& e) {
            spdlog::warn("metrics: cannot read the store: {}", e.what());
            db->reset();
        }
        return metrics::prometheus_text(metrics::registry().snapshot(), gauges, app::kVersion);
    });
    server->start();
    return server;
}

// Stable across restarts of the same service, distinct between instances on one host.
std::string instance_id(const config::Config& c) {
    if (!c.instance_id.empty()) return c.instance_id;
    char host[256] = {};
    if (gethostname(host, sizeof host - 1) != 0) host[0] = '\0';
    return std::string(*host ? host : "localhost") + ":" + std::to_string(c.port);
}

}  // namespace

int serve(const config::Config& cfg) {
    if (const auto problem = config::serve_error(cfg)) {
        spdlog::critical("configuration error: {}", *problem);
        return 2;
    }
    // Placeholders and missing production settings: fatal in production, a warning elsewhere.
    try {
        const auto problems = launch_problems(cfg);
        const bool production = is_production(cfg);
        for (const auto& p : problems) {
            if (production) spdlog::critical("not ready for launch: {}", p);
            else spdlog::warn("not ready for launch: {}", p);
        }
        // Not blocking (photos still on illustrations, figures « à confirmer »): one line at each
        // start, not one per item; `check` lists them.
        if (const auto warnings = launch_warnings(cfg); !warnings.empty()) {
            spdlog::warn("before launch (not blocking): {} item(s), such as {}; `check` lists them all", warnings.size(), warnings.front());
        }
        if (production && !problems.empty()) {
            spdlog::critical("APP_ENV=production: refusing to serve until `server check` passes ({} item(s) above)", problems.size());
            return 2;
        }
    } catch (const std::exception& e) {
        spdlog::critical("{}", e.what());
        return 2;
    }
    if (!std::filesystem::is_regular_file(cfg.web_root / "index.html")) {
        spdlog::error("{} has no index.html: build the web site first (make build)", cfg.web_root.string());
        return 1;
    }
    try {
        const auto catalog = forms::Catalog::load(cfg.forms_catalog);
        outbox::init_curl();
        const outbox::Identity identity =
            outbox::load_identity(cfg.business_file, cfg.site_url, cfg.mail_from, cfg.leads_notify_to, cfg.webhook_url);

        store::DatabaseTarget leads_db = target(cfg);
        leads_db.checkpoints.in_background = true;
        if (cfg.bench_unsafe_no_fsync) {
            spdlog::warn("--bench-unsafe-no-fsync: leads are committed WITHOUT fsync (benchmark baseline only, {})",
                         cfg.database_url.empty() ? "SQLite synchronous=OFF" : "ignored for PostgreSQL");
            leads_db.durability = store::Durability::Off;
        }
        auto db = store::open_database(leads_db);
        const int applied = store::migrate(*db);
        if (applied > 0) spdlog::info("applied {} migration(s)", applied);
        const std::string link_key = store::link_signing_key(*db, cfg.db_path.parent_path(), cfg.ip_hash_secret);
        if (cfg.smtp_url.empty()) store::record_outbox_dir(*db, cfg.outbox_dir);
        // Retention on its own thread and connection: once now, then daily.
        // Commands compare their store with this one (and refuse to write another).
        const config::LiveStoreMarker live_store(cfg);
        store::RetentionTask retention(store::open_database(target(cfg)), cfg.outbox_dir, cfg.retention_days);
        retention.start();
        // The firm's daily quarantine digest, on its own thread and connection too.
        outbox::DigestTask digest(store::open_database(target(cfg)), identity, catalog);
        digest.start();
        store::StoreLimits limits;
        limits.max_queue = cfg.store_queue_limit;
        limits.deadline = std::chrono::milliseconds(cfg.store_deadline_ms);
        // PostgreSQL: two writers, so that one batch is executed while the other waits for its
        // commit's flush (a flood of leads: 1.3× the leads per second of one writer; a third
        // gained nothing on two cores). SQLite has one writer at a time.
        std::vector<std::unique_ptr<store::Database>> writers;
        writers.push_back(std::move(db));
        if (!cfg.database_url.empty()) writers.push_back(store::open_database(leads_db));
        store::GroupCommitStore lead_store(std::move(writers), limits);
        const auto& durability = lead_store.durability();
        spdlog::info("lead store: {} (journal {}, synchronous {})",
                     cfg.database_url.empty() ? "SQLite " + cfg.db_path.string() : std::string("PostgreSQL"),
                     durability.journal_mode, durability.synchronous);
        // The bench-only baseline asked for exactly this (and said so above); nothing else may.
        if (!store::is_durable(durability) && !cfg.bench_unsafe_no_fsync) {
            spdlog::critical("the lead connection does not commit to disk: a 201 would not mean the lead is stored");
            return 1;
        }

        outbox::WorkerOptions worker_options;
        worker_options.from_name = identity.mail_from_name;
        worker_options.from_address = identity.mail_from;
        worker_options.message_id_domain = host_of(identity.site_url);
        worker_options.poll = std::chrono::milliseconds(cfg.outbox_poll_ms);
        worker_options.retry_base = std::chrono::milliseconds(cfg.outbox_retry_base_ms);
        worker_options.max_attempts = static_cast<int>(cfg.outbox_max_attempts);
        worker_options.instance_id = instance_id(cfg);
        worker_options.senders = static_cast<int>(cfg.outbox_senders);
        worker_options.visitor_mails_per_hour = cfg.outbox_visitor_mails_per_hour;
        // A claim is one scan of the due rows: a few per second at full speed, and what is
        // claimed next (a new notification among it) waits behind one batch at most.
        worker_options.batch = 16 * worker_options.senders;
        // The worker's commits need no fsync of their own (see Durability::Relaxed): with SQLite
        // they then hold the write lock for microseconds, not an fsync, and leads flow faster.
        store::DatabaseTarget worker_db = target(cfg);
        worker_db.durability = store::Durability::Relaxed;
        worker_options.open_claims_connection = [worker_db] { return store::open_database(worker_db); };
        worker_options.send_failed = [](bool given_up) { metrics::registry().send_failed(given_up); };
        outbox::OutboxWorker worker(store::open_database(worker_db), mail_transport(cfg),
                                    std::make_unique<outbox::CurlWebhookClient>(cfg.webhook_secret), worker_options);
        worker.start();
        spdlog::info("outbox: instance {}, {}", worker_options.instance_id, cfg.smtp_url.empty() ? "writing .eml files to " + cfg.outbox_dir.string() : "SMTP");

        api::ApiOptions options;
        options.web_root = cfg.web_root;
        options.body_limit = cfg.body_limit;
        options.min_submit_time = std::chrono::milliseconds(cfg.min_submit_ms);
        options.trust_proxy = cfg.trust_proxy;
        options.ip_hash_secret = cfg.ip_hash_secret;
        options.link_key = link_key;
        options.rate_limit_burst = cfg.rate_limit_burst;
        options.rate_limit_per_minute = cfg.rate_limit_per_minute;
        // Several instances share one PostgreSQL: the limit holds across them only if they share counters.
        if (!cfg.database_url.empty()) {
            options.rate_limit = std::make_shared<api::PostgresRateLimit>(cfg.database_url, cfg.rate_limit_burst, cfg.rate_limit_per_minute);
        }
        api::LeadApi lead_api(catalog, lead_store, identity, options);

        http::SiteHandler site({.web_root = cfg.web_root,
                                .version = app::kVersion,
                                .store_status = [&lead_store] { return lead_store.status(); },
                                .notifications_status = [] { return outbox::notifications_health(); },
                                .site_dir = cfg.site_dir});
        // The catalog posts are validated with is the one the served site was built with (its
        // city options come from the content, never written back to FORMS_CATALOG): with releases,
        // the live release's, like the API's built pages (thank-you, form errors); without, WEB_ROOT's.
        api::ReleaseCatalogs release_catalogs(catalog);
        const auto built_catalog = [&release_catalogs](const std::filesystem::path& root) -> const forms::Catalog& { return release_catalogs.for_site(root); };
        if (!cfg.site_dir.empty()) {
            lead_api.set_site([&site] { return site.root(); }, built_catalog);
        } else {
            lead_api.set_site([root = cfg.web_root] { return root; }, built_catalog);
        }
        app::AppHandler app_handler(site, &lead_api);
        metrics::MeteredHandler handler(app_handler);
        const auto admin = admin_server(cfg);
        // run_server drains the store (through the handler) before it returns: no store callback
        // can then reach the handler, the API or the server's io_context after they are gone.
        http::run_server(cfg, handler);
        lead_store.drain();
    } catch (const std::exception& e) {
        spdlog::critical("server failed: {}", e.what());
        return 1;
    }
    return 0;
}

}  // namespace cli
