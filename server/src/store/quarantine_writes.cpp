#include "store/quarantine_writes.hpp"

#include <ctime>

namespace store {
namespace {

constexpr std::int64_t kDayMs = 86'400'000;

std::string day_of(std::int64_t ms) {
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &tm);
    return text;
}

void count(Database& db, const std::string& day, const std::string& source, std::int64_t bytes, std::int64_t kept,
           std::int64_t dropped) {
    db.execute(
        "INSERT INTO quarantine_days (day, source, bytes, kept, dropped) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (day, source) "
        "DO UPDATE SET bytes = quarantine_days.bytes + excluded.bytes, kept = quarantine_days.kept + excluded.kept, "
        "dropped = quarantine_days.dropped + excluded.dropped",
        {day, source, bytes, kept, dropped});
}

std::int64_t used(Database& db, const std::string& day, const std::string& source) {
    const auto rows = db.query("SELECT bytes FROM quarantine_days WHERE day = $1 AND source = $2", {day, source});
    return rows.empty() ? 0 : rows.front().integer(0);
}

// Drops the day's oldest posts (of `source`, or of anyone when it is empty) until the day's
// bytes for it are within `budget`.
void drop_over_budget(Database& db, const std::string& day, std::int64_t day_start, const std::string& source,
                      std::int64_t budget) {
    std::int64_t bytes = used(db, day, source);
    while (bytes > budget) {
        const auto oldest =
            source.empty()
                ? db.query("SELECT id, source, bytes FROM quarantine WHERE created_at >= $1 AND created_at < $2 "
                           "ORDER BY created_at, id LIMIT 32",
                           {day_start, day_start + kDayMs})
                : db.query("SELECT id, source, bytes FROM quarantine WHERE source = $3 AND created_at >= $1 AND created_at < $2 "
                           "ORDER BY created_at, id LIMIT 32",
                           {day_start, day_start + kDayMs, source});
        if (oldest.empty()) return;
        for (const auto& r : oldest) {
            if (bytes <= budget) break;
            db.execute("DELETE FROM quarantine WHERE id = $1", {r.text(0)});
            const std::int64_t b = r.integer(2);
            count(db, day, r.text(1), -b, -1, 1);
            count(db, day, "", -b, -1, 1);
            bytes -= b;
        }
    }
}

}  // namespace

std::int64_t quarantine_bytes(const QuarantineWrite& q) {
    return static_cast<std::int64_t>(q.id.size() + q.form_id.size() + q.reason.size() + q.email.size() + q.submission_json.size() +
                                     q.page.size() + q.referrer.size() + q.utm_json.size() + q.ip_hash.size() + q.user_agent.size() +
                                     q.source.size() + 64);
}

WriteOutcome store_quarantined(Database& db, const QuarantineWrite& q) {
    const std::int64_t bytes = quarantine_bytes(q);
    db.execute(
        "INSERT INTO quarantine (id, form_id, reason, email, submission, page, referrer, utm, ip_hash, user_agent, created_at, source, "
        "bytes) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        {q.id, q.form_id, q.reason, q.email, q.submission_json, q.page, q.referrer, q.utm_json, q.ip_hash, q.user_agent, q.created_at,
         q.source, bytes});
    const std::string day = day_of(q.created_at);
    const std::int64_t day_start = q.created_at - q.created_at % kDayMs;
    count(db, day, q.source, bytes, 1, 0);
    count(db, day, "", bytes, 1, 0);
    if (!q.source.empty()) drop_over_budget(db, day, day_start, q.source, kQuarantineBytesPerSourcePerDay);
    drop_over_budget(db, day, day_start, "", kQuarantineBytesPerDay);
    return {.ok = true, .lead_id = q.id};
}

}  // namespace store
