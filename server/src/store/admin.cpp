#include "store/admin.hpp"

#include <boost/json.hpp>
#include <cctype>
#include <chrono>
#include <thread>
#include <algorithm>
#include <cstdio>

#include "store/lead_writes.hpp"
#include "store/outbox_table.hpp"
#include "store/records.hpp"
#include "text/iso_time.hpp"

namespace store {
namespace json = boost::json;
namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

json::value parsed_or_text(const std::string& text) {
    json::error_code ec;
    json::value v = json::parse(text, ec);
    if (ec) return json::value(text);
    return v;
}

json::value iso_or_null(std::optional<std::int64_t> ms) {
    if (!ms) return nullptr;
    return json::value(text::iso_time(*ms));
}

json::value time_or_null(const Row& row, std::size_t i) { return iso_or_null(row.is_null(i) ? std::nullopt : std::optional(row.integer(i))); }

std::int64_t remove_eml_files(const std::filesystem::path& dir, const std::vector<std::int64_t>& ids) {
    if (dir.empty()) return 0;
    std::int64_t removed = 0;
    for (const auto id : ids) {
        std::error_code ec;
        if (std::filesystem::remove(dir / (outbox_message_name(id) + ".eml"), ec)) ++removed;
    }
    return removed;
}

std::int64_t remove_eml_files_before(const std::filesystem::path& dir, std::int64_t cutoff_ms) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (dir.empty() || !fs::is_directory(dir, ec)) return 0;
    const auto cutoff = fs::file_time_type::clock::now() - std::chrono::milliseconds(now_ms() - cutoff_ms);
    std::int64_t removed = 0;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (!name.starts_with("outbox-") || entry.path().extension() != ".eml") continue;
        std::error_code stat_ec;
        if (entry.last_write_time(stat_ec) < cutoff && !stat_ec && fs::remove(entry.path(), stat_ec)) ++removed;
    }
    return removed;
}

// Before the rows go: the mails delivered about the address and its leads' ids.
void record_unreachable(Database& db, const std::string& email, EraseCounts& c) {
    c.delivered = delivered_mails_about(db, email);
    for (const auto& r : db.query("SELECT id FROM leads WHERE email = $1 ORDER BY created_at", {email})) c.lead_ids.push_back(r.text(0));
}

bool queue_erased_webhook(Database& db, const std::string& url, const std::vector<std::string>& lead_ids) {
    const std::int64_t now = now_ms();
    json::object data;
    json::array ids;
    for (const auto& id : lead_ids) ids.emplace_back(id);
    data["lead_ids"] = std::move(ids);
    json::object payload;
    payload["type"] = "lead.erased";
    payload["timestamp"] = text::iso_time(now);
    payload["data"] = std::move(data);
    insert_webhook(db, url, json::serialize(payload), now);
    return true;
}

// The quarantined posts about the person: their e-mail field (normalised, or as typed) is the
// address, or their raw fields mention it. The quarantine is bounded, so reading it whole is.
std::vector<std::string> quarantined_about(Database& db, const std::string& email, const MentionsAddress& mentions) {
    std::vector<std::string> ids;
    for (const auto& r : db.query("SELECT id, email, submission FROM quarantine ORDER BY created_at, id")) {
        const bool match = r.text(1) == email ||
                           (mentions ? mentions(r.text(1)) || mentions(r.text(2)) : lower(r.text(2)).find(email) != std::string::npos);
        if (match) ids.push_back(r.text(0));
    }
    return ids;
}

}  // namespace

void record_outbox_dir(Database& db, const std::filesystem::path& dir) {
    std::error_code ec;
    const auto absolute = std::filesystem::absolute(dir, ec);
    db.execute("INSERT INTO settings (key, value) VALUES ('outbox_dir', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
               {(ec ? dir : absolute).lexically_normal().string()});
}

std::filesystem::path recorded_outbox_dir(Database& db) {
    const auto rows = db.query("SELECT value FROM settings WHERE key = 'outbox_dir'");
    return rows.empty() ? std::filesystem::path{} : std::filesystem::path(rows.front().text(0));
}

std::vector<LeadRow> list_leads(Database& db, std::optional<std::int64_t> since_ms) {
    const auto rows = db.query(
        "SELECT id, form_id, kind, email, fields, page, referrer, utm, policy_version, consent_given, consent_at, created_at "
        "FROM leads WHERE created_at >= $1 ORDER BY created_at, id",
        {since_ms.value_or(0)});
    std::vector<LeadRow> leads;
    leads.reserve(rows.size());
    for (const auto& r : rows) {
        LeadRow l{r.text(0), r.text(1), r.text(2), r.text(3), r.text(4), r.text(5), r.text(6), r.text(7), r.text(8)};
        l.consent_given = r.integer(9) != 0;
        if (!r.is_null(10)) l.consent_at = r.integer(10);
        l.created_at = r.integer(11);
        leads.push_back(std::move(l));
    }
    return leads;
}

json::object privacy_export(Database& db, std::string_view email_in, const MentionsAddress& mentions) {
    const std::string email = lower(email_in);
    json::object out;
    out["email"] = email;
    json::array leads;
    for (const auto& l : list_leads(db, std::nullopt)) {
        if (l.email != email) continue;
        json::object o;
        o["id"] = l.id;
        o["form"] = l.form_id;
        o["kind"] = l.kind;
        o["fields"] = parsed_or_text(l.fields_json);
        o["page"] = l.page;
        o["referrer"] = l.referrer;
        o["utm"] = parsed_or_text(l.utm_json);
        o["consent_given"] = l.consent_given;
        o["consent_at"] = l.consent_at ? json::value(text::iso_time(*l.consent_at)) : json::value(nullptr);
        o["policy_version"] = l.policy_version;
        o["created_at"] = text::iso_time(l.created_at);
        leads.push_back(std::move(o));
    }
    out["leads"] = std::move(leads);
    const auto subs = db.query(
        "SELECT first_name, consent_at, policy_version, unsubscribed_at, created_at FROM subscribers WHERE email = $1", {email});
    if (subs.empty()) {
        out["subscription"] = nullptr;
    } else {
        const Row& s = subs.front();
        json::object o;
        o["first_name"] = s.text(0);
        o["consent_at"] = time_or_null(s, 1);
        o["policy_version"] = s.text(2);
        o["unsubscribed_at"] = time_or_null(s, 3);
        o["created_at"] = time_or_null(s, 4);
        out["subscription"] = std::move(o);
    }
    json::array requests;
    for (const auto& r : db.query("SELECT form_id, first_name, requested_at, expires_at, confirmed_at FROM subscription_requests "
                                  "WHERE email = $1 ORDER BY requested_at",
                                  {email})) {
        json::object o;
        o["form"] = r.text(0);
        o["first_name"] = r.text(1);
        o["requested_at"] = time_or_null(r, 2);
        o["expires_at"] = time_or_null(r, 3);
        o["confirmed_at"] = time_or_null(r, 4);
        requests.push_back(std::move(o));
    }
    out["subscription_requests"] = std::move(requests);
    json::array held;
    for (const auto& id : quarantined_about(db, email, mentions)) {
        const auto rows = db.query("SELECT id, form_id, reason, submission, created_at FROM quarantine WHERE id = $1", {id});
        if (rows.empty()) continue;
        const Row& r = rows.front();
        json::object o;
        o["id"] = r.text(0);
        o["form"] = r.text(1);
        o["reason"] = r.text(2);
        o["submission"] = parsed_or_text(r.text(3));
        o["created_at"] = time_or_null(r, 4);
        held.push_back(std::move(o));
    }
    out["quarantine"] = std::move(held);
    json::array outbox;
    for (const auto& r : outbox_rows_about(db, email)) {
        json::object o;
        o["id"] = r.id;
        o["lead_id"] = r.lead_id;
        o["channel"] = r.channel;
        o["recipient"] = r.recipient;
        o["subject"] = r.subject;
        o["status"] = r.status;
        o["attempts"] = r.attempts;
        o["created_at"] = iso_or_null(r.created_at);
        o["sent_at"] = iso_or_null(r.sent_at);
        o["text"] = r.body_text;
        o["payload"] = r.payload;
        outbox.push_back(std::move(o));
    }
    out["outbox"] = std::move(outbox);
    return out;
}

EraseCounts privacy_erase(Database& db, std::string_view email_in, const std::filesystem::path& outbox_dir,
                          const std::string& erased_webhook_url, const MentionsAddress& mentions, std::chrono::milliseconds in_flight_wait) {
    const std::string email = lower(email_in);
    std::vector<std::int64_t> outbox_ids;
    // First, what no sender holds: cancelled, with its .eml copies, so nothing more is claimed.
    const auto cancelled = in_transaction(db, [&] { return cancel_unheld_about(db, email, now_ms()); });
    std::int64_t cancelled_files = remove_eml_files(outbox_dir, cancelled);
    // Then the senders finish (sent) or give back (released, failed) what they hold.
    const auto deadline = std::chrono::steady_clock::now() + in_flight_wait;
    const auto still_held = [&] { return held_about(db, email, now_ms()); };
    while (still_held() > 0 && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EraseCounts counts = in_transaction(db, [&] {
        EraseCounts c;
        c.cancelled = static_cast<std::int64_t>(cancelled.size()) + unheld_unsent_about(db, email, now_ms());
        c.in_flight = held_mails_about(db, email, now_ms());
        c.outbox = static_cast<std::int64_t>(cancelled.size());
        record_unreachable(db, email, c);
        // Outbox first: its rows are found through the leads about to go.
        auto deleted = delete_rows_about(db, email);
        outbox_ids = std::move(deleted.ids);
        c.outbox += deleted.count;
        c.leads = db.execute("DELETE FROM leads WHERE email = $1", {email});
        c.subscribers = db.execute("DELETE FROM subscribers WHERE email = $1", {email});
        c.subscription_requests = db.execute("DELETE FROM subscription_requests WHERE email = $1", {email});
        if (!erased_webhook_url.empty() && !c.lead_ids.empty()) c.webhook_queued = queue_erased_webhook(db, erased_webhook_url, c.lead_ids);
        for (const auto& id : quarantined_about(db, email, mentions)) c.quarantine += db.execute("DELETE FROM quarantine WHERE id = $1", {id});
        db.execute("DELETE FROM visitor_mails WHERE mailbox = $1", {visitor_mailbox_key(email)});
        return c;
    });
    // After the commit: a rolled-back erasure keeps its files.
    counts.files = cancelled_files + remove_eml_files(outbox_dir, outbox_ids);
    counts.log_truncated = db.checkpoint();
    return counts;
}

PurgeCounts purge(Database& db, std::int64_t cutoff_ms, const std::filesystem::path& outbox_dir) {
    const std::string cutoff_day = text::iso_time(cutoff_ms).substr(0, 10);
    std::vector<std::int64_t> outbox_ids;
    PurgeCounts counts = in_transaction(db, [&] {
        PurgeCounts c;
        auto deleted = delete_rows_before(db, cutoff_ms);
        outbox_ids = std::move(deleted.ids);
        c.outbox = deleted.count;
        c.leads = db.execute("DELETE FROM leads WHERE created_at < $1", {cutoff_ms});
        c.subscribers = db.execute("DELETE FROM subscribers WHERE unsubscribed_at IS NOT NULL AND unsubscribed_at < $1", {cutoff_ms});
        c.bot_days = db.execute("DELETE FROM bot_submissions WHERE day < $1", {cutoff_day});
        // The visitor-mail cap counts one day back: older counts serve nothing.
        db.execute("DELETE FROM visitor_mails WHERE created_at < $1", {now_ms() - 86'400'000});
        // The quarantine's daily counts, releases and digests go with the posts they were about.
        const std::int64_t month_ago = now_ms() - kQuarantineDays * 86'400'000;
        db.execute("DELETE FROM quarantine_days WHERE day < $1", {text::iso_time(month_ago).substr(0, 10)});
        db.execute("DELETE FROM quarantine_releases WHERE released_at < $1", {month_ago});
        db.execute("DELETE FROM digests WHERE created_at < $1", {month_ago});
        // Quarantined posts and unconfirmed sign-ups are kept 30 days at most, whatever the
        // retention period; a confirmed request is the consent record's detail and goes with it.
        const std::int64_t held_cutoff = std::max(cutoff_ms, now_ms() - kQuarantineDays * 86'400'000);
        c.quarantine = db.execute("DELETE FROM quarantine WHERE created_at < $1", {held_cutoff});
        c.subscription_requests = db.execute(
            "DELETE FROM subscription_requests WHERE (confirmed_at IS NULL AND requested_at < $1) OR requested_at < $2",
            {held_cutoff, cutoff_ms});
        return c;
    });
    counts.files = remove_eml_files(outbox_dir, outbox_ids) + remove_eml_files_before(outbox_dir, cutoff_ms);
    counts.log_truncated = db.checkpoint();
    return counts;
}

}  // namespace store
