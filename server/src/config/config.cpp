#include "config/config.hpp"

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

double parse_rate(std::string_view name, std::string_view text) {
    double value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || !(value > 0) || value > 1e7) {
        throw std::invalid_argument(std::string(name) + " must be a positive number, got '" + std::string(text) + "'");
    }
    return value;
}

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
    // An unsigned webhook would let anyone who finds the CRM endpoint inject leads into it.
    if (!c.webhook_url.empty() && c.webhook_secret.empty()) {
        return "LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is empty: set a secret to sign the webhook, or unset the URL";
    }
    return std::nullopt;
}

Config from_environment(const EnvLookup& getenv) {
    Config c;
    c.io_threads = std::max(2u, std::thread::hardware_concurrency());
    const auto text = [&](const char* name, auto& field) {
        if (const char* v = getenv(name); v && *v) field = v;
    };
    text("HOST", c.host);
    if (const char* v = getenv("PORT"); v && *v) c.port = static_cast<unsigned short>(parse_number("PORT", v, 1, 65535));
    text("WEB_ROOT", c.web_root);
    if (const char* v = getenv("IO_THREADS"); v && *v) c.io_threads = static_cast<unsigned>(parse_number("IO_THREADS", v, 1, 256));

    if (const char* v = getenv("READ_TIMEOUT_S"); v && *v)
        c.read_timeout = std::chrono::seconds(parse_number("READ_TIMEOUT_S", v, 1, 3600));

    text("FORMS_CATALOG", c.forms_catalog);
    text("BUSINESS_FILE", c.business_file);
    text("DATABASE_URL", c.database_url);
    text("DB_PATH", c.db_path);
    text("SITE_URL", c.site_url);
    text("MAIL_FROM", c.mail_from);
    text("LEADS_NOTIFY_TO", c.leads_notify_to);
    text("LEADS_WEBHOOK_URL", c.webhook_url);
    text("LEADS_WEBHOOK_SECRET", c.webhook_secret);
    text("SMTP_URL", c.smtp_url);
    text("SMTP_USER", c.smtp_user);
    text("SMTP_PASSWORD", c.smtp_password);
    text("SMTP_CA_FILE", c.smtp_ca_file);
    text("OUTBOX_DIR", c.outbox_dir);
    text("IP_HASH_SECRET", c.ip_hash_secret);
    if (const char* v = getenv("OUTBOX_POLL_MS"); v && *v)
        c.outbox_poll_ms = static_cast<unsigned>(parse_number("OUTBOX_POLL_MS", v, 10, 3600000));
    if (const char* v = getenv("OUTBOX_MAX_ATTEMPTS"); v && *v)
        c.outbox_max_attempts = static_cast<unsigned>(parse_number("OUTBOX_MAX_ATTEMPTS", v, 1, 100));
    if (const char* v = getenv("OUTBOX_RETRY_BASE_MS"); v && *v)
        c.outbox_retry_base_ms = static_cast<unsigned>(parse_number("OUTBOX_RETRY_BASE_MS", v, 1, 3600000));
    if (const char* v = getenv("RATE_LIMIT_BURST"); v && *v)
        c.rate_limit_burst = static_cast<unsigned>(parse_number("RATE_LIMIT_BURST", v, 1, 10000000));
    if (const char* v = getenv("RATE_LIMIT_PER_MINUTE"); v && *v)
        c.rate_limit_per_minute = parse_rate("RATE_LIMIT_PER_MINUTE", v);
    if (const char* v = getenv("TRUST_PROXY"); v && *v) c.trust_proxy = std::string_view(v) == "1" || std::string_view(v) == "true";
    if (const char* v = getenv("RETENTION_DAYS"); v && *v) c.retention_days = parse_days("RETENTION_DAYS", v, DaySuffix::Optional);
    if (const char* v = getenv("ADMIN_PORT"); v && *v) c.admin_port = static_cast<unsigned short>(parse_number("ADMIN_PORT", v, 0, 65535));
    if (const char* v = getenv("MIN_SUBMIT_MS"); v && *v)
        c.min_submit_ms = static_cast<unsigned>(parse_number("MIN_SUBMIT_MS", v, 0, 600000));
    return c;
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
