#include "store/migrations.hpp"

#include <set>

namespace store {
namespace {

// Timestamps are BIGINT milliseconds since the epoch and JSON is TEXT in both dialects, so rows
// read back identically and one set of statements serves both.
const char* const kV1 = R"sql(
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  form_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  email TEXT NOT NULL,
  fields TEXT NOT NULL,
  page TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  utm TEXT NOT NULL DEFAULT '{}',
  consent_given INTEGER NOT NULL DEFAULT 0,
  consent_at BIGINT,
  policy_version TEXT NOT NULL DEFAULT '',
  ip_hash TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  dedupe_key TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX leads_dedupe ON leads (dedupe_key, created_at);
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_created ON leads (created_at);
CREATE TABLE subscribers (
  id {{serial}},
  email TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  consent_at BIGINT NOT NULL,
  policy_version TEXT NOT NULL DEFAULT '',
  unsubscribe_token TEXT NOT NULL UNIQUE,
  unsubscribed_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE TABLE outbox (
  id {{serial}},
  lead_id TEXT,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  body_text TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL DEFAULT '',
  headers TEXT NOT NULL DEFAULT '{}',
  payload TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  sent_at BIGINT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lead ON outbox (lead_id);
CREATE INDEX outbox_recipient ON outbox (recipient);
CREATE TABLE bot_submissions (
  form_id TEXT NOT NULL,
  day TEXT NOT NULL,
  count BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (form_id, day)
);
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
)sql";

// Double opt-in, quarantine, and the IP-hash key out of the database (issue 12).
const char* const kV2 = R"sql(
CREATE TABLE subscription_requests (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  form_id TEXT NOT NULL,
  policy_version TEXT NOT NULL DEFAULT '',
  fields TEXT NOT NULL DEFAULT '{}',
  page TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  utm TEXT NOT NULL DEFAULT '{}',
  ip_hash TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  requested_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  confirmed_at BIGINT
);
CREATE INDEX subscription_requests_email ON subscription_requests (email);
CREATE INDEX subscription_requests_requested ON subscription_requests (requested_at);
ALTER TABLE subscribers ADD COLUMN consent_form TEXT NOT NULL DEFAULT '';
CREATE TABLE quarantine (
  id TEXT PRIMARY KEY,
  form_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  submission TEXT NOT NULL,
  page TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  utm TEXT NOT NULL DEFAULT '{}',
  ip_hash TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL
);
CREATE INDEX quarantine_created ON quarantine (created_at);
CREATE INDEX quarantine_email ON quarantine (email);
DELETE FROM settings WHERE key = 'ip_hash_secret';
)sql";

// Outbox claims in an instance's name: its short lease is renewed while it works, and a
// restarted instance takes its own rows back at once. `claims` counts how often a row was claimed.
const char* const kV3 = R"sql(
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claims INTEGER NOT NULL DEFAULT 0;
CREATE INDEX outbox_claimed_by ON outbox (claimed_by);
)sql";

// The Message-ID of each delivered mail, so an erasure can list the copies it cannot reach
// (issue 27).
const char* const kV4 = R"sql(
ALTER TABLE outbox ADD COLUMN message_id TEXT;
)sql";

// The outbox sends by priority class (store::OutboxPriority: the firm's notifications first),
// sources taking turns within a class; the index serves the claim's scan of due rows.
const char* const kV5 = R"sql(
ALTER TABLE outbox ADD COLUMN priority INTEGER NOT NULL DEFAULT 1;
ALTER TABLE outbox ADD COLUMN source TEXT NOT NULL DEFAULT '';
UPDATE outbox SET priority = 2 WHERE channel = 'webhook';
CREATE INDEX outbox_claim ON outbox (status, priority, source, id);
)sql";

// Visitor mails counted per mailbox (tags folded), by a hash of it: the cap's counter (issue 28).
const char* const kV6 = R"sql(
CREATE TABLE visitor_mails (
  mailbox TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX visitor_mails_mailbox ON visitor_mails (mailbox, created_at);
)sql";

// A bounded quarantine (issue 28): each post's source (a daily hash of its client address or
// IPv6 /64) and weight, and the bytes kept and posts dropped per UTC day, per source and in all
// (source ''); the posts released (for the firm's daily digest) and the days digested.
const char* const kV7 = R"sql(
ALTER TABLE quarantine ADD COLUMN source TEXT NOT NULL DEFAULT '';
ALTER TABLE quarantine ADD COLUMN bytes BIGINT NOT NULL DEFAULT 0;
CREATE INDEX quarantine_source ON quarantine (source, created_at);
CREATE TABLE quarantine_days (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  bytes BIGINT NOT NULL DEFAULT 0,
  kept BIGINT NOT NULL DEFAULT 0,
  dropped BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (day, source)
);
CREATE TABLE quarantine_releases (
  quarantine_id TEXT NOT NULL,
  lead_id TEXT NOT NULL,
  form_id TEXT NOT NULL,
  released_at BIGINT NOT NULL
);
CREATE INDEX quarantine_releases_at ON quarantine_releases (released_at);
CREATE TABLE digests (
  day TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL
);
)sql";

// A claim (next_attempt_at, claimed_by, claims) writes no index entry: the claim reads the queue
// through outbox_claim, and the two indexes on those columns served queries that are gone (the
// due scan) or rare (an instance's own claims, on stop, among the pending rows). On PostgreSQL,
// room left on each page lets such an update stay on its page (HOT). Under a lead flood: a
// claim's cost per row halved, 4–6 % more leads/s (pg_stat_statements, alternating runs).
const char* const kV8 = R"sql(
DROP INDEX IF EXISTS outbox_due;
DROP INDEX IF EXISTS outbox_claimed_by;
)sql";
const char* const kV8Postgres = R"sql(
ALTER TABLE outbox SET (fillfactor = 70);
)sql";

// Four classes of outbox mail (issue 38, store::OutboxPriority): the numbers of version 5 spread
// out (firm notification 0 → 1, visitor mail 1 → 3, or 4 for the newsletter's, webhook 2 → 5),
// and the visitor mails sent, by time, for their hourly budget.
const char* const kV9 = R"sql(
UPDATE outbox SET priority = 5 WHERE priority = 2;
UPDATE outbox SET priority = 3 WHERE priority = 1;
UPDATE outbox SET priority = 4 WHERE priority = 3 AND headers LIKE '%List-Unsubscribe%';
UPDATE outbox SET priority = 1 WHERE priority = 0;
CREATE INDEX outbox_visitor_sent ON outbox (sent_at) WHERE priority IN (3, 4);
)sql";

std::string for_dialect(std::string sql, Dialect dialect) {
    const std::string marker = "{{serial}}";
    const std::string serial = dialect == Dialect::Sqlite ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY";
    for (auto pos = sql.find(marker); pos != std::string::npos; pos = sql.find(marker, pos)) sql.replace(pos, marker.size(), serial);
    return sql;
}

}  // namespace

const std::vector<Migration>& migrations() {
    static const std::vector<Migration> kAll{
        {1, "leads, subscribers, outbox, bot counts, settings", kV1},
        {2, "newsletter double opt-in, quarantine, no IP-hash key in the database", kV2},
        {3, "outbox claims by instance", kV3},
        {4, "Message-IDs of delivered mails", kV4},
        {5, "outbox priority classes and fairness across sources", kV5},
        {6, "visitor mail counts per mailbox", kV6},
        {7, "bounded quarantine: sources, weights, daily budget, releases, digests", kV7},
        {8, "outbox claims write no index entry", kV8, kV8Postgres},
        {9, "four outbox classes, visitor mails sent by time", kV9},
    };
    return kAll;
}

int migrate(Database& db) {
    db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)");
    // BEGIN IMMEDIATE / LOCK TABLE: two instances starting together apply each version once.
    db.exec(db.dialect() == Dialect::Sqlite ? "BEGIN IMMEDIATE" : "BEGIN; LOCK TABLE schema_migrations IN EXCLUSIVE MODE");
    try {
        std::set<std::int64_t> applied;
        for (const auto& row : db.query("SELECT version FROM schema_migrations")) applied.insert(row.integer(0));
        int count = 0;
        for (const auto& m : migrations()) {
            if (applied.contains(m.version)) continue;
            db.exec(for_dialect(m.sql, db.dialect()));
            if (db.dialect() == Dialect::Postgres && !m.postgres_sql.empty()) db.exec(m.postgres_sql);
            db.execute("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", {std::int64_t{m.version}, now_ms()});
            ++count;
        }
        db.exec("COMMIT");
        return count;
    } catch (...) {
        try { db.exec("ROLLBACK"); } catch (...) {}
        throw;
    }
}

}  // namespace store
