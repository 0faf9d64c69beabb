#pragma once
// Run-time configuration from the environment (12-factor); command-line flags override it. CLI11
// reads both (`envname`): one declaration per setting.
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "config/defaults.hpp"

namespace CLI {
class App;
}

namespace config {

struct Config {
    std::string host = "127.0.0.1";
    unsigned short port = 8080;
    std::filesystem::path web_root = "web/dist";
    // Site releases (README, « Publishing »): when set, the server serves SITE_DIR/current, a link
    // to SITE_DIR/releases/<id>/ that `site receive` and `site rollback` switch, and follows it
    // without a restart; web_root then names that link. Unset: web_root as given.
    std::filesystem::path site_dir;
    unsigned io_threads = 2;
    // A client has this long to send a whole request (headers and body); idle keep-alive
    // connections are closed after it too, so slow clients cannot hold connections.
    std::chrono::seconds read_timeout{15};
    std::chrono::seconds write_timeout{30};
    // At most this many connections from one client (IPv4 address, IPv6 /64); 0: no such cap.
    // Not applied behind a trusted proxy (TRUST_PROXY), where every connection is the proxy's.
    unsigned max_connections_per_client = 64;
    std::size_t header_limit = defaults::kHeaderLimit;
    std::size_t body_limit = defaults::kBodyLimit;
    // On SIGTERM, in-flight requests get this long to finish.
    std::chrono::seconds shutdown_grace{10};

    // Lead pipeline. Paths are relative to the working directory (the repository root).
    std::filesystem::path forms_catalog = "forms/catalog.json";
    std::filesystem::path business_file = "config/business.json";
    std::filesystem::path business_schema;     // empty: business.schema.json beside business_file
    // Where `serve` records its live store (systemd's RuntimeDirectory=); see config/live_store.hpp.
    std::filesystem::path runtime_dir = "/run/conformite-proprete";
    // "json": one JSON object per log line and access-log line (with the request id); else text.
    std::string log_format;
    std::string proxy_config;                  // colon-separated reverse-proxy files `server check` reads
    std::string database_url;                  // PostgreSQL when set, else SQLite at db_path
    std::filesystem::path db_path = "var/leads.db";
    std::string site_url;                      // empty: from business.json
    std::string mail_from;                     // empty: the business e-mail
    std::string leads_notify_to;               // empty: the business e-mail
    std::string webhook_url;
    std::string webhook_secret;
    std::string smtp_url;                      // empty: e-mails written as .eml files
    std::string smtp_user;
    std::string smtp_password;
    std::string smtp_ca_file;                  // PEM CA certificates for the SMTP server; empty: the system's
    std::filesystem::path outbox_dir = "var/outbox";
    unsigned outbox_poll_ms = defaults::kOutboxPollMs;
    unsigned outbox_max_attempts = defaults::kOutboxMaxAttempts;
    unsigned outbox_retry_base_ms = defaults::kOutboxRetryBaseMs;
    unsigned outbox_senders = 8;               // threads sending at once, each on its own SMTP session (and one for leads)
    // Mails to visitors (confirmations, guides, the newsletter's) per hour, all instances together;
    // over it they wait. 0: no budget.
    unsigned outbox_visitor_mails_per_hour = 200;
    // The lead store's limits: writes waiting for the store thread, and how long a post may wait
    // for its commit; past either, the post is answered 503 with Retry-After.
    unsigned store_queue_limit = 4096;
    unsigned store_deadline_ms = 10000;
    std::string instance_id;                   // empty: host name:port (outbox claims, see README)
    unsigned rate_limit_burst = defaults::kRateLimitBurst;
    double rate_limit_per_minute = defaults::kRateLimitPerMinute;
    std::string ip_hash_secret;                // empty: a random key per UTC day, in memory only
    bool trust_proxy = false;                  // use X-Forwarded-For (rightmost hop) as client address
    unsigned retention_days = 730;
    unsigned min_submit_ms = defaults::kMinSubmitMs;
    unsigned short admin_port = 0;             // GET /metrics on 127.0.0.1:admin_port; 0: off
    // "production" (set by deploy/'s systemd unit): `serve` refuses to start while `server check`
    // finds a placeholder or a missing production setting.
    std::string app_env;
    // BENCHMARKS ONLY (`serve --bench-unsafe-no-fsync`, no environment variable, so no deployment
    // can set it by accident): SQLite leads committed with synchronous=OFF, the baseline that
    // `make bench` compares durable commits against. A power cut loses acknowledged leads.
    bool bench_unsafe_no_fsync = false;
};

// Registers every setting on `app` as a flag that falls back to its environment variable (the
// variables listed in README.md): a flag given on the command line wins, then the variable, then
// the default. A bad value is a CLI11 parse error naming the flag and the variable.
void add_options(CLI::App& app, Config& config);

// "730d" (and, when the suffix is optional, "730"): a number of days from 1 to 100000. Throws
// std::invalid_argument naming `name` for anything else, overflow included.
enum class DaySuffix { Optional, Required };
unsigned parse_days(std::string_view name, std::string_view text, DaySuffix suffix);

// What makes the configuration unfit to serve (e.g. a webhook without a signing secret), if anything.
std::optional<std::string> serve_error(const Config& config);

// The data paths (catalog, business file, SQLite file, outbox directory) are relative to the
// working directory, the repository root. When the catalog is not found there (the web tests
// start the server from web/), relative paths are taken from the repository that holds the
// binary instead. Returns the directory they are relative to.
std::filesystem::path locate_data_files(Config& config, const std::filesystem::path& executable);

}  // namespace config
