#include "cli/command_helpers.hpp"

#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "config/live_store.hpp"
#include "forms/address_mentions.hpp"
#include "store/migrations.hpp"
#include "store/outbox_table.hpp"
#include "text/iso_time.hpp"

namespace cli {

// --db takes a PostgreSQL URL or a SQLite file path.
void apply_db(config::Config& c, const std::string& db) {
    if (db.empty()) return;
    if (db.starts_with("postgres://") || db.starts_with("postgresql://")) c.database_url = db;
    else {
        c.database_url.clear();
        c.db_path = db;
    }
}

// A command aimed at another store than the running service's (another DB_PATH in the shell, a
// forgotten --config) says so; one that would write, or copy it as a backup, refuses.
bool wrong_store(const config::Config& c, Access access, std::ostream& err) {
    const auto live = config::other_live_store(c);
    if (!live) return false;
    err << (access == Access::Write ? "error: " : "warning: ") << "the running service uses " << *live << ", this command "
        << config::store_identity(c) << " (check --config, --db, DB_PATH, DATABASE_URL)"
        << (access == Access::Write ? "; refusing to act on a store the service does not use\n" : "\n");
    return access == Access::Write;
}

// --since: a day (`2026-01-01`, from midnight UTC) or an ISO 8601 time with its offset
// (`2026-01-01T09:00-05:00`, `2026-01-01T14:00:00Z`), the convention of every time the server writes.
std::optional<std::int64_t> parse_since(const std::string& text) {
    if (text.size() == 10) return text::parse_date(text);
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0, consumed = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d%n", &y, &mo, &d, &h, &mi, &consumed) != 5) return std::nullopt;
    std::string_view rest = std::string_view(text).substr(static_cast<std::size_t>(consumed));
    if (rest.starts_with(':')) {
        int n = 0;
        if (std::sscanf(std::string(rest).c_str(), ":%2d%n", &sec, &n) != 1) return std::nullopt;
        rest.remove_prefix(static_cast<std::size_t>(n));
    }
    int offset = 0;
    if (rest == "Z") offset = 0;
    else if (rest.size() == 6 && (rest[0] == '+' || rest[0] == '-') && rest[3] == ':') {
        int oh = 0, om = 0;
        if (std::sscanf(std::string(rest.substr(1)).c_str(), "%2d:%2d", &oh, &om) != 2 || oh > 14 || om > 59) return std::nullopt;
        offset = (rest[0] == '-' ? -1 : 1) * (oh * 3600 + om * 60);
    } else return std::nullopt;  // no offset: ambiguous, refused
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 60) return std::nullopt;
    std::tm tm{};
    tm.tm_year = y - 1900;
    tm.tm_mon = mo - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_sec = sec;
    return (static_cast<std::int64_t>(::timegm(&tm)) - offset) * 1000;
}

// What the chosen subcommand does to the store: nothing (serve, check), read it, or write it (a
// backup counts as writing: a copy of the wrong database is the harm to prevent).
std::string subcommand_path(const CLI::App& app) {
    std::string path;
    for (const CLI::App* sub = &app; sub;) {
        const auto chosen = sub->get_subcommands();
        if (chosen.empty()) break;
        sub = chosen.front();
        path += (path.empty() ? "" : " ") + sub->get_name();
    }
    return path;
}

std::optional<Access> store_access(const CLI::App& app) {
    const std::string path = subcommand_path(app);
    if (path.empty() || path == "serve" || path == "check" || path.starts_with("site")) return std::nullopt;
    for (const char* read : {"leads list", "leads export", "leads quarantine", "privacy export", "outbox status"}) {
        if (path == read) return Access::Read;
    }
    return Access::Write;
}

// The operator's commands work on an existing database: a wrong path is an error, not a new file.
std::unique_ptr<store::Database> open_migrated(const config::Config& c) {
    auto db = store::open_database({.url = c.database_url, .sqlite_path = c.db_path.string(), .create = false});
    store::migrate(*db);
    return db;
}

// Where `serve` writes its .eml files, as it recorded in the database: an erasure or purge run
// from a shell without the service's OUTBOX_DIR still finds them. OUTBOX_DIR, when set, wins.
std::filesystem::path outbox_dir(const config::Config& c, store::Database& db) {
    if (const char* env = std::getenv("OUTBOX_DIR"); env && *env) return c.outbox_dir;
    const auto recorded = store::recorded_outbox_dir(db);
    return recorded.empty() ? c.outbox_dir : recorded;
}

// Law 25 requests: quarantined posts are raw text, found by what normalises to the address.
store::MentionsAddress mentions_of(const std::string& email) {
    return [email](std::string_view text) { return forms::mentions_address(text, email); };
}

// The visitor-mail hourly budget, as the worker applies it (the same OUTBOX_VISITOR_MAILS_PER_HOUR).
void print_visitor_budget(const config::Config& c, store::Database& db, std::ostream& out) {
    const std::int64_t per_hour = c.outbox_visitor_mails_per_hour;
    if (per_hour == 0) return void(out << "visitor mail budget: none (OUTBOX_VISITOR_MAILS_PER_HOUR=0)\n");
    const auto sent = store::visitor_mails_sent_since(db, store::now_ms() - 3'600'000, per_hour);
    out << "visitor mail budget: " << sent << " of " << per_hour << " sent in the last hour";
    if (sent >= per_hour) out << ", REACHED: " << store::visitor_mails_pending(db) << " mail(s) to visitors wait";
    out << "\n";
}

}  // namespace cli
