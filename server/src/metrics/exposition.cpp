#include "metrics/exposition.hpp"

#include <fmt/format.h>

namespace metrics {
namespace {

bool has_table(store::Database& db, std::string_view name) {
    const std::string sql = db.dialect() == store::Dialect::Sqlite
                                ? "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = $1"
                                : "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1";
    return db.query(sql, {std::string(name)}).at(0).integer(0) > 0;
}

void family(std::string& out, std::string_view name, std::string_view type, std::string_view help) {
    fmt::format_to(std::back_inserter(out), "# HELP {} {}\n# TYPE {} {}\n", name, help, name, type);
}

}  // namespace

StoreGauges read_store_gauges(store::Database& db) {
    StoreGauges g;
    g.leads = db.query("SELECT COUNT(*) FROM leads").at(0).integer(0);
    for (const auto& row : db.query("SELECT status, COUNT(*) FROM outbox WHERE status IN ('pending', 'failed') GROUP BY status")) {
        (row.text(0) == "pending" ? g.outbox_pending : g.outbox_failed) = row.integer(1);
    }
    if (has_table(db, "quarantine")) g.quarantine_rows = db.query("SELECT COUNT(*) FROM quarantine").at(0).integer(0);
    if (has_table(db, "quarantine_days")) {
        g.quarantine_bytes = db.query("SELECT COALESCE(SUM(bytes), 0) FROM quarantine").at(0).integer(0);
        g.quarantine_dropped = db.query("SELECT COALESCE(SUM(dropped), 0) FROM quarantine_days WHERE source = ''").at(0).integer(0);
    }
    return g;
}

std::string prometheus_text(const Snapshot& c, const std::optional<StoreGauges>& store) {
    std::string out;
    auto o = std::back_inserter(out);
    family(out, "site_http_requests_total", "counter", "HTTP responses by status code.");
    for (const auto& [status, n] : c.requests_by_status) fmt::format_to(o, "site_http_requests_total{{status=\"{}\"}} {}\n", status, n);

    family(out, "site_http_request_duration_seconds", "histogram",
           "Time from a parsed request to its response being ready (form posts: until the commit).");
    std::uint64_t cumulative = 0;
    for (std::size_t i = 0; i < kLatencyBounds.size(); ++i) {
        cumulative += c.latency_buckets[i];
        fmt::format_to(o, "site_http_request_duration_seconds_bucket{{le=\"{}\"}} {}\n", kLatencyBounds[i], cumulative);
    }
    cumulative += c.latency_buckets.back();
    fmt::format_to(o, "site_http_request_duration_seconds_bucket{{le=\"+Inf\"}} {}\n", cumulative);
    fmt::format_to(o, "site_http_request_duration_seconds_sum {}\n", c.latency_sum_seconds);
    fmt::format_to(o, "site_http_request_duration_seconds_count {}\n", cumulative);

    family(out, "site_posts_quarantined_total", "counter", "Form posts flagged as bots (honeypot or too fast) by this process.");
    fmt::format_to(o, "site_posts_quarantined_total {}\n", c.quarantined);
    family(out, "site_posts_rate_limited_total", "counter", "Form posts refused with 429 by the rate limiter in this process.");
    fmt::format_to(o, "site_posts_rate_limited_total {}\n", c.rate_limited);

    family(out, "site_store_up", "gauge", "1 when the database answered this scrape.");
    fmt::format_to(o, "site_store_up {}\n", store ? 1 : 0);
    if (!store) return out;
    family(out, "site_leads_stored", "gauge", "Leads in the database (all instances).");
    fmt::format_to(o, "site_leads_stored {}\n", store->leads);
    family(out, "site_outbox_messages", "gauge", "Outbox rows waiting to be sent, or given up after every attempt.");
    fmt::format_to(o, "site_outbox_messages{{status=\"pending\"}} {}\n", store->outbox_pending);
    fmt::format_to(o, "site_outbox_messages{{status=\"failed\"}} {}\n", store->outbox_failed);
    if (store->quarantine_rows) {
        family(out, "site_quarantine_rows", "gauge", "Bot-flagged posts held in the quarantine table (all instances).");
        fmt::format_to(o, "site_quarantine_rows {}\n", *store->quarantine_rows);
    }
    if (store->quarantine_bytes) {
        family(out, "site_quarantine_bytes", "gauge", "Bytes the quarantined posts weigh in the quarantine's budget (all instances).");
        fmt::format_to(o, "site_quarantine_bytes {}\n", *store->quarantine_bytes);
        family(out, "site_quarantine_dropped", "gauge", "Quarantined posts dropped, oldest first, over the daily budgets (days kept).");
        fmt::format_to(o, "site_quarantine_dropped {}\n", store->quarantine_dropped.value_or(0));
    }
    return out;
}

}  // namespace metrics
