#include "metrics/exposition.hpp"

#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <sstream>
#include <sys/resource.h>
#include <unistd.h>
#include <vector>

#include "outbox/transport_health.hpp"
#include "outbox/visitor_budget.hpp"
#include "store/outbox_table.hpp"

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

// The process_* family every Prometheus client library exports, from /proc/self.
void process_metrics(std::string& out) {
    auto o = std::back_inserter(out);
    const long ticks = ::sysconf(_SC_CLK_TCK);
    const long page = ::sysconf(_SC_PAGESIZE);
    std::ifstream stat_file("/proc/self/stat");
    std::string stat((std::istreambuf_iterator<char>(stat_file)), std::istreambuf_iterator<char>());
    const auto close = stat.rfind(')');
    if (close == std::string::npos || ticks <= 0) return;
    std::istringstream fields(stat.substr(close + 2));
    std::vector<std::string> f{std::istream_iterator<std::string>(fields), std::istream_iterator<std::string>()};
    // After the command: state is field 3 of proc(5), so field N is f[N - 3].
    if (f.size() < 22) return;
    const double cpu = (std::stod(f[14 - 3]) + std::stod(f[15 - 3])) / static_cast<double>(ticks);
    const double started_ticks = std::stod(f[22 - 3]);
    const double rss = std::stod(f[24 - 3]) * static_cast<double>(page);
    double boot = 0;
    std::ifstream proc_stat("/proc/stat");
    for (std::string line; std::getline(proc_stat, line);) {
        if (line.starts_with("btime ")) boot = std::stod(line.substr(6));
    }
    std::size_t fds = 0;
    std::error_code ec;
    for (auto it = std::filesystem::directory_iterator("/proc/self/fd", ec); !ec && it != std::filesystem::directory_iterator(); it.increment(ec)) ++fds;
    rlimit limit{};
    ::getrlimit(RLIMIT_NOFILE, &limit);
    family(out, "process_cpu_seconds_total", "counter", "User and system CPU time spent, in seconds.");
    fmt::format_to(o, "process_cpu_seconds_total {}\n", cpu);
    family(out, "process_resident_memory_bytes", "gauge", "Resident memory size in bytes.");
    fmt::format_to(o, "process_resident_memory_bytes {}\n", rss);
    family(out, "process_start_time_seconds", "gauge", "Start time of the process since the Unix epoch, in seconds.");
    fmt::format_to(o, "process_start_time_seconds {}\n", boot + started_ticks / static_cast<double>(ticks));
    family(out, "process_open_fds", "gauge", "Open file descriptors.");
    fmt::format_to(o, "process_open_fds {}\n", fds);
    family(out, "process_max_fds", "gauge", "Maximum number of open file descriptors (soft limit).");
    fmt::format_to(o, "process_max_fds {}\n", static_cast<double>(limit.rlim_cur));
}

}  // namespace

StoreGauges read_store_gauges(store::Database& db) {
    StoreGauges g;
    g.leads = db.query("SELECT COUNT(*) FROM leads").at(0).integer(0);
    const auto outbox = store::outbox_status_counts(db);
    if (const auto n = outbox.find("pending"); n != outbox.end()) g.outbox_pending = n->second;
    if (const auto n = outbox.find("failed"); n != outbox.end()) g.outbox_failed = n->second;
    if (has_table(db, "quarantine")) g.quarantine_rows = db.query("SELECT COUNT(*) FROM quarantine").at(0).integer(0);
    if (has_table(db, "quarantine_days")) {
        g.quarantine_bytes = db.query("SELECT COALESCE(SUM(bytes), 0) FROM quarantine").at(0).integer(0);
        g.quarantine_dropped = db.query("SELECT COALESCE(SUM(dropped), 0) FROM quarantine_days WHERE source = ''").at(0).integer(0);
    }
    return g;
}

std::string prometheus_text(const Snapshot& c, const std::optional<StoreGauges>& store, std::string_view version) {
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

    family(out, "site_leads_created_total", "counter", "New leads committed by this process (duplicates and quarantined posts excluded).");
    fmt::format_to(o, "site_leads_created_total {}\n", c.leads_created);
    family(out, "site_outbox_send_failures_total", "counter", "Failed delivery attempts of notifications by this process.");
    fmt::format_to(o, "site_outbox_send_failures_total {}\n", c.send_failures);
    family(out, "site_outbox_given_up_total", "counter", "Notifications this process gave up on after their last attempt (now failed).");
    fmt::format_to(o, "site_outbox_given_up_total {}\n", c.sends_given_up);
    family(out, "site_build_info", "gauge", "Always 1; the release in its labels.");
    fmt::format_to(o, "site_build_info{{version=\"{}\"}} 1\n", version);
    process_metrics(out);
    const auto mail = outbox::transport_health().state();
    family(out, "site_notifications_failing", "gauge",
           "1 while the mail transport fails (the last firm notification, or the last 3 mails, could not be sent).");
    fmt::format_to(o, "site_notifications_failing {}\n", mail.failing ? 1 : 0);
    family(out, "site_outbox_mail_attempts_total", "counter", "Mail sends attempted by this process, by result.");
    fmt::format_to(o, "site_outbox_mail_attempts_total{{result=\"sent\"}} {}\n", mail.sent_total);
    fmt::format_to(o, "site_outbox_mail_attempts_total{{result=\"failed\"}} {}\n", mail.failures_total);

    const auto budget = outbox::visitor_budget().state();
    family(out, "site_outbox_visitor_budget_reached", "gauge",
           "1 while mails to visitors wait because the hourly budget (OUTBOX_VISITOR_MAILS_PER_HOUR) is spent.");
    fmt::format_to(o, "site_outbox_visitor_budget_reached {}\n", budget.reached ? 1 : 0);
    family(out, "site_outbox_visitor_mails_waiting", "gauge", "Mails to visitors waiting for the hourly budget.");
    fmt::format_to(o, "site_outbox_visitor_mails_waiting {}\n", budget.waiting);
    family(out, "site_outbox_visitor_mails_last_hour", "gauge", "Mails to visitors sent in the last hour (all instances), as of the last claim.");
    fmt::format_to(o, "site_outbox_visitor_mails_last_hour {}\n", budget.sent_last_hour);

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
