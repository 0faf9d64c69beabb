#include "config/config.hpp"

#include <CLI/CLI.hpp>
#include <cctype>
#include <charconv>
#include <stdexcept>
#include <string_view>
#include <thread>

namespace config {
namespace {

unsigned long parse_number(std::string_view name, std::string_view text, unsigned long min, unsigned long max) {
    unsigned long value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || value < min || value > max) {
        throw std::invalid_argument(std::string(name) + " must be a number from " + std::to_string(min) + " to " +
                                    std::to_string(max) + ", got '" + std::string(text) + "'");
    }
    return value;
}

// A CLI11 check answers an empty string for a good value, else the message.
const CLI::Validator kPositive = CLI::Validator(
    [](std::string& value) -> std::string {
        double v = 0;
        const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (ec != std::errc{} || ptr != value.data() + value.size() || !(v > 0) || v > 1e7) return "must be a positive number";
        return {};
    },
    "POSITIVE");

}  // namespace

unsigned parse_days(std::string_view name, std::string_view text, DaySuffix suffix) {
    const bool has_suffix = !text.empty() && text.back() == 'd';
    if (suffix == DaySuffix::Required && !has_suffix) {
        throw std::invalid_argument(std::string(name) + " must be a number of days such as 730d, got '" + std::string(text) + "'");
    }
    if (has_suffix) text.remove_suffix(1);
    return static_cast<unsigned>(parse_number(name, text, 1, 100000));
}

std::optional<std::string> serve_error(const Config& c) {
    // Only « production » blocks a start with placeholders: a near miss (prod, staging) would
    // serve them in production, so anything but the two known values is refused.
    const auto first = c.app_env.find_first_not_of(" \t"), last = c.app_env.find_last_not_of(" \t");
    std::string env = first == std::string::npos ? std::string() : c.app_env.substr(first, last - first + 1);
    for (char& ch : env) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (!env.empty() && env != "production" && env != "development") {
        return "APP_ENV « " + c.app_env + " » is neither production nor development: set APP_ENV=production on a live host";
    }
    // An unsigned webhook would let anyone who finds the CRM endpoint inject leads into it.
    if (!c.webhook_url.empty() && c.webhook_secret.empty()) {
        return "LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is empty: set a secret to sign the webhook, or unset the URL";
    }
    return std::nullopt;
}

void add_options(CLI::App& app, Config& c) {
    c.io_threads = std::max(2u, std::thread::hardware_concurrency());
    // Flags may follow the subcommand ("server serve --port 8080"): they are the app's own.
    app.fallthrough();
    const auto option = [&app](std::string flag, auto& field, std::string env, std::string help) {
        return app.add_option(std::move(flag), field, help + " (env " + env + ")")->envname(std::move(env))->capture_default_str();
    };
    // The secrets have flags too (CLI11 needs a name), but belong in the environment: a flag
    // shows in `ps`.
    const auto secret = [&app](std::string flag, std::string& field, std::string env) {
        return app.add_option(std::move(flag), field, "(env " + env + "; set it there, not here)")->envname(std::move(env));
    };
    option("--host", c.host, "HOST", "Address to listen on");
    option("--port", c.port, "PORT", "Port to listen on")->check(CLI::Range(1, 65535));
    option("--root", c.web_root, "WEB_ROOT", "Built web site to serve (when SITE_DIR is unset)");
    option("--site-dir", c.site_dir, "SITE_DIR", "Site releases: serve SITE_DIR/current and follow it (`site` commands)");
    option("--threads", c.io_threads, "IO_THREADS", "I/O threads")->check(CLI::Range(1u, 256u));
    option("--max-connections-per-client", c.max_connections_per_client, "MAX_CONNECTIONS_PER_CLIENT",
           "Connections one client address (IPv6: /64) may hold; 0: no cap (off behind TRUST_PROXY)");
    app.add_option_function<unsigned>(
           "--read-timeout", [&c](unsigned s) { c.read_timeout = std::chrono::seconds(s); },
           "Seconds a client has to send a request (env READ_TIMEOUT_S)")
        ->envname("READ_TIMEOUT_S")
        ->check(CLI::Range(1u, 3600u));
    app.add_option_function<unsigned>(
           "--write-timeout", [&c](unsigned s) { c.write_timeout = std::chrono::seconds(s); },
           "Seconds a client has to read a response (env WRITE_TIMEOUT_S)")
        ->envname("WRITE_TIMEOUT_S")
        ->check(CLI::Range(1u, 3600u));
    option("--catalog", c.forms_catalog, "FORMS_CATALOG", "Forms catalog");
    option("--business-file", c.business_file, "BUSINESS_FILE", "The firm's identity (name, e-mail, site)");
    option("--business-schema", c.business_schema, "BUSINESS_SCHEMA", "JSON Schema of the business file; beside it when empty");
    option("--runtime-dir", c.runtime_dir, "RUNTIME_DIRECTORY", "Where serve records the store it uses (systemd RuntimeDirectory=)");
    option("--log-format", c.log_format, "LOG_FORMAT", "json: one JSON object per log line; else text")
        ->check(CLI::IsMember({"", "text", "json"}));
    option("--proxy-config", c.proxy_config, "PROXY_CONFIG", "Reverse-proxy files the launch check reads (colon-separated)");
    option("--database-url", c.database_url, "DATABASE_URL", "PostgreSQL URL; SQLite at --db-path when empty");
    option("--db-path", c.db_path, "DB_PATH", "SQLite database file");
    option("--site-url", c.site_url, "SITE_URL", "Public URL of the site; from the business file when empty");
    option("--mail-from", c.mail_from, "MAIL_FROM", "Sender of the e-mails; the business e-mail when empty");
    option("--leads-notify-to", c.leads_notify_to, "LEADS_NOTIFY_TO", "Who is notified of leads; the business e-mail when empty");
    option("--leads-webhook-url", c.webhook_url, "LEADS_WEBHOOK_URL", "CRM webhook for each lead (signed)");
    secret("--leads-webhook-secret", c.webhook_secret, "LEADS_WEBHOOK_SECRET");
    option("--smtp-url", c.smtp_url, "SMTP_URL", "smtp:// or smtps:// server; .eml files in --outbox-dir when empty");
    option("--smtp-user", c.smtp_user, "SMTP_USER", "SMTP user name");
    secret("--smtp-password", c.smtp_password, "SMTP_PASSWORD");
    option("--outbox-dir", c.outbox_dir, "OUTBOX_DIR", "Where e-mails go as .eml files without SMTP");
    secret("--ip-hash-secret", c.ip_hash_secret, "IP_HASH_SECRET");
    option("--outbox-poll-ms", c.outbox_poll_ms, "OUTBOX_POLL_MS", "Outbox polling period")->check(CLI::Range(10u, 3600000u));
    option("--outbox-max-attempts", c.outbox_max_attempts, "OUTBOX_MAX_ATTEMPTS", "Attempts per notification")
        ->check(CLI::Range(1u, 100u));
    option("--outbox-retry-base-ms", c.outbox_retry_base_ms, "OUTBOX_RETRY_BASE_MS", "First retry delay, doubling")
        ->check(CLI::Range(1u, 3600000u));
    option("--outbox-senders", c.outbox_senders, "OUTBOX_SENDERS",
           "Mails sent at once, each on its own reused SMTP session (plus one session for the firm's notifications of requests)")
        ->check(CLI::Range(1u, 64u));
    option("--outbox-visitor-mails-per-hour", c.outbox_visitor_mails_per_hour, "OUTBOX_VISITOR_MAILS_PER_HOUR",
           "Mails to visitors sent per hour at most, all instances together (over it they wait); 0: no budget")
        ->check(CLI::Range(0u, 10000000u));
    option("--rate-limit-burst", c.rate_limit_burst, "RATE_LIMIT_BURST", "Submissions per client at once")
        ->check(CLI::Range(1u, 10000000u));
    option("--rate-limit-per-minute", c.rate_limit_per_minute, "RATE_LIMIT_PER_MINUTE", "Submissions per client per minute after it")
        ->check(kPositive);
    app.add_flag("--trust-proxy", c.trust_proxy, "Client address from X-Forwarded-For (env TRUST_PROXY=1)")->envname("TRUST_PROXY");
    // "730" or "730d": read with parse_days, whose message names the variable.
    app.add_option_function<std::string>(
           "--retention-days",
           [&c](const std::string& text) {
               try {
                   c.retention_days = parse_days("RETENTION_DAYS", text, DaySuffix::Optional);
               } catch (const std::invalid_argument& e) {
                   throw CLI::ValidationError("--retention-days", e.what());
               }
           },
           "Days leads are kept, 730 or 730d (env RETENTION_DAYS)")
        ->envname("RETENTION_DAYS");
    option("--min-submit-ms", c.min_submit_ms, "MIN_SUBMIT_MS", "A form sent faster than this is a bot's")
        ->check(CLI::Range(0u, 600000u));
    option("--smtp-ca-file", c.smtp_ca_file, "SMTP_CA_FILE", "CA bundle that verifies the SMTP server; the system's when empty");
    option("--instance-id", c.instance_id, "INSTANCE_ID", "Name of this instance in outbox claims; host:port when empty");
    option("--store-queue-limit", c.store_queue_limit, "STORE_QUEUE_LIMIT", "Writes waiting for the store before 503")
        ->check(CLI::Range(1u, 1000000u));
    option("--store-deadline-ms", c.store_deadline_ms, "STORE_DEADLINE_MS", "How long a write may wait for its commit before 503")
        ->check(CLI::Range(100u, 600000u));
    option("--admin-port", c.admin_port, "ADMIN_PORT", "Loopback port of GET /metrics; none when 0")
        ->check(CLI::Range(0, 65535));
    option("--app-env", c.app_env, "APP_ENV", "\"production\": serve refuses to start while `server check` finds a problem");
}

std::filesystem::path locate_data_files(Config& c, const std::filesystem::path& executable) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!c.forms_catalog.is_relative() || fs::exists(c.forms_catalog, ec)) return fs::current_path(ec);
    for (fs::path dir = executable.parent_path(); !dir.empty(); dir = dir.parent_path()) {
        if (fs::exists(dir / c.forms_catalog, ec)) {
            // The default database path only: an explicit --db is applied after this, as given.
            for (fs::path* p : {&c.forms_catalog, &c.business_file, &c.db_path, &c.outbox_dir}) {
                if (p->is_relative()) *p = dir / *p;
            }
            return dir;
        }
        if (dir == dir.parent_path()) break;
    }
    return fs::current_path(ec);
}

}  // namespace config
