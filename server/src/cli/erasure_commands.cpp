#include "cli/erasure_commands.hpp"

#include <cctype>
#include <ctime>
#include <optional>
#include <ostream>
#include <variant>
#include <filesystem>

#include "forms/address_mentions.hpp"
#include "store/admin.hpp"
#include "store/erasure_journal.hpp"
#include "store/restore.hpp"
#include "text/iso_time.hpp"

namespace cli {
namespace {

// Quarantined posts are raw text: found by what normalises to the address (issue 28.6).
store::MentionsAddress mentions(const std::string& address) {
    return [address](std::string_view text) { return forms::mentions_address(text, address); };
}

std::optional<std::int64_t> parse_since(const std::string& text) {
    if (text.size() == 10) return text::parse_date(text);
    std::tm tm{};
    const char* end = strptime(text.c_str(), "%Y-%m-%dT%H:%M:%SZ", &tm);
    if (!end || *end) return std::nullopt;
    return static_cast<std::int64_t>(timegm(&tm)) * 1000;
}

std::int64_t erase_again(store::Database& db, const store::ErasureJournal& journal, std::int64_t since, const std::filesystem::path& dir,
                         std::ostream& out) {
    const auto erasures = journal.since(since);
    const auto addresses = store::erased_addresses_in(db, journal, erasures);
    std::int64_t leads = 0;
    for (const auto& address : addresses) leads += store::privacy_erase(db, address, dir, {}, mentions(address)).leads;
    out << "erasures journalled since " << text::iso_time(since) << ": " << erasures.size() << " line(s); " << addresses.size()
        << " erased address(es) found in the database and erased again (" << leads << " lead(s))\n";
    return static_cast<std::int64_t>(addresses.size());
}

}  // namespace

int reapply_erasures(const config::Config& config, store::Database& db, const std::string& since, const std::filesystem::path& outbox_dir,
                     std::ostream& out, std::ostream& err) {
    const auto from = parse_since(since);
    if (!from) return err << "--since must be YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (UTC)\n", 2;
    erase_again(db, store::ErasureJournal(store::ErasureJournal::beside(config.db_path)), *from, outbox_dir, out);
    return 0;
}

int erase_person(const config::Config& config, store::Database& db, const std::string& email, const std::filesystem::path& outbox_dir,
                 std::ostream& out, std::ostream& err) {
    // The form the address is stored (and journalled) under: IDN and case normalised, or as typed
    // (lower-cased) when it does not normalise, so an erasure still finds what was stored under it.
    const std::string address = forms::person_address(email);
    store::ErasureJournal journal(store::ErasureJournal::beside(config.db_path));
    // A journal that no longer matches the database's anchor keeps the old anchor: restores then
    // keep refusing until someone looks (this erasure is journalled and done all the same).
    const auto mismatch = store::journal_mismatch(journal.read(), store::read_erasure_anchor(db).value_or(store::JournalAnchor{}));
    // Journalled before the erasure (a crash in between leaves an erasure a restore re-applies,
    // never one it forgets) and again once it is committed (its time then follows the commit:
    // a backup whose snapshot started before the commit sees the second line as later).
    try {
        journal.record(address, store::now_ms());
    } catch (const std::exception& e) {
        return err << "error: nothing erased: cannot journal the erasure: " << e.what() << "\n", 1;
    }
    const auto c = store::privacy_erase(db, address, outbox_dir, config.webhook_url, mentions(address));
    try {
        const auto anchor = journal.record(address, store::now_ms());
        if (!mismatch) store::write_erasure_anchor(db, anchor);
    } catch (const std::exception& e) {
        err << "warning: erased, but the second journal line failed (" << e.what() << "); the first one stands\n";
    }
    if (mismatch) {
        err << "warning: " << mismatch->en << ": restores refuse until it is sorted out (README, « Backup and restore »)\n"
            << "avertissement\u00a0: " << mismatch->fr << "\u00a0: les restaurations sont refusées d'ici là\n";
    }
    out << "erased " << c.leads << " lead(s), " << c.subscribers << " subscriber(s), " << c.outbox << " outbox row(s), " << c.files
        << " .eml file(s), " << c.subscription_requests << " sign-up request(s), " << c.quarantine << " quarantined post(s)\n";
    if (!c.log_truncated) out << "warning: the database log could not be truncated now (busy); run the command again\n";
    if (c.cancelled > 0) out << "cancelled " << c.cancelled << " queued mail(s) about this address, never sent\n";
    if (!c.in_flight.empty()) {
        out << "warning: " << c.in_flight.size() << " mail(s) about this address were still being sent when the erasure stopped waiting;"
            << " they may have reached the relay (check `outbox status`, and the mailboxes):\n";
        for (const auto& m : c.in_flight) out << "  to " << m.recipient << "\n";
    }
    if (c.delivered.empty()) {
        out << "no delivered mail about this address\n";
    } else {
        out << "beyond the database: " << c.delivered.size() << " delivered mail(s), to delete from the mailboxes that received them:\n";
        for (const auto& m : c.delivered) {
            out << "  " << (m.message_id.empty() ? std::string("(Message-ID not recorded)") : "<" + m.message_id + ">") << "  to "
                << m.recipient << "  sent " << (m.sent_at ? text::iso_time(m.sent_at) : std::string("?")) << "\n";
        }
    }
    if (c.webhook_queued) {
        out << "the CRM is told by a signed lead.erased webhook naming " << c.lead_ids.size() << " lead id(s)\n";
    } else if (!c.lead_ids.empty()) {
        out << "no webhook configured: erase lead(s)";
        for (const auto& id : c.lead_ids) out << " " << id;
        out << " from any other copy (CRM, exported CSV) by hand\n";
    }
    out << "journalled in " << journal.path().string() << " (no address in it): restoring an older backup erases it again\n";
    return 0;
}

namespace {

void refuse_restore(const store::JournalProblem& p, const std::filesystem::path& dir, std::ostream& err) {
    err << "error: restore refused, nothing replaced: " << p.en << ".\n"
        << "  The erasure journal keeps people erased when an older copy is restored. Put back erasures.log and erasures.key\n"
        << "  of this store (" << dir.string() << ") as they were, or, if they are lost for good, run\n"
        << "  `restore --accept-unjournalled FILE`: people erased since the copy was taken then come back, to erase again by hand.\n"
        << "erreur\u00a0: restauration refusée, rien n'a été remplacé\u00a0: " << p.fr << ".\n"
        << "  Le journal des effacements garde effacées les personnes effacées quand on restaure une copie plus ancienne.\n"
        << "  Remettez erasures.log et erasures.key de ce stockage (" << dir.string() << ") tels qu'ils étaient, ou, s'ils sont\n"
        << "  perdus pour de bon, lancez `restore --accept-unjournalled FICHIER`\u00a0: les personnes effacées depuis la copie\n"
        << "  reviennent alors, à effacer de nouveau à la main.\n";
}

// The journal and key a disaster restore could not trust, kept aside: the next erasure starts a
// new chain, anchored in the restored database.
void set_aside(const store::ErasureJournal& journal, std::ostream& out) {
    const std::string suffix = ".unjournalled-" + std::to_string(store::now_ms());
    for (const auto& file : {journal.path(), journal.key_path()}) {
        std::error_code ec;
        if (!std::filesystem::exists(std::filesystem::symlink_status(file, ec))) continue;
        std::filesystem::rename(file, file.string() + suffix, ec);
        if (!ec) out << "kept aside: " << file.string() << suffix << "\n";
    }
}

}  // namespace

int restore_backup(const config::Config& config, const std::filesystem::path& file, bool accept_unjournalled,
                   const std::function<std::unique_ptr<store::Database>()>& open,
                   const std::function<std::filesystem::path(store::Database&)>& outbox_dir, std::ostream& out, std::ostream& err) {
    if (!config.database_url.empty()) {
        return err << "restore puts back a SQLite copy; for PostgreSQL use pg_restore (see README)\n", 2;
    }
    // Before anything is replaced: the journal, and the anchor the live database keeps of it.
    const store::ErasureJournal journal(store::ErasureJournal::beside(config.db_path));
    const auto reading = journal.read();
    std::optional<store::JournalProblem> problem;
    std::error_code ec;
    if (std::filesystem::exists(config.db_path, ec)) {
        std::optional<store::JournalAnchor> anchor;
        {
            auto live = store::open_database({.url = "", .sqlite_path = config.db_path.string(), .create = false});
            anchor = store::read_erasure_anchor(*live);
        }
        problem = store::journal_mismatch(reading, anchor.value_or(store::JournalAnchor{}));
    } else if (reading.problem) {
        problem = reading.problem;
    } else if (!reading.exists) {
        problem = store::JournalProblem{"there is no live database to compare with and no erasure journal",
                                        "il n'y a ni base en service à laquelle comparer, ni journal des effacements"};
    }
    const auto dir = journal.path().parent_path();
    if (problem && !accept_unjournalled) return refuse_restore(*problem, dir, err), 4;
    if (problem) {
        err << "warning: --accept-unjournalled: restoring although " << problem->en << ". Erasures made since the copy was taken\n"
            << "  may not be applied again: those people come back and must be erased again by hand. A new journal starts.\n"
            << "avertissement\u00a0: --accept-unjournalled\u00a0: restauration malgré ceci\u00a0: " << problem->fr << ". Les effacements\n"
            << "  faits depuis la copie peuvent ne pas être réappliqués\u00a0: ces personnes reviennent et sont à effacer de nouveau à la main.\n";
    }
    const auto r = store::restore_sqlite(file, config.db_path);
    out << "restored " << file.string() << " (" << r.leads << " lead(s), taken "
        << (r.taken_at ? text::iso_time(*r.taken_at) : std::string("at an unknown time")) << ") into " << config.db_path.string() << "\n";
    if (!r.previous.empty()) out << "the database it replaced is kept at " << r.previous.string() << " (delete it once satisfied)\n";
    if (!r.taken_at) err << "warning: the copy does not say when it was taken: every journalled erasure is applied again\n";
    auto db = open();
    if (problem) {
        // What can still be read of the journal is applied, with its key only if it is there.
        if (std::filesystem::exists(journal.key_path(), ec) && !reading.entries.empty()) {
            erase_again(*db, journal, r.taken_at.value_or(0), outbox_dir(*db), out);
        }
        set_aside(journal, out);
        store::write_erasure_anchor(*db, {});
        return 0;
    }
    // The restored copy carries the anchor of its own day: it now anchors the journal as it is.
    store::write_erasure_anchor(*db, reading.anchor());
    erase_again(*db, journal, r.taken_at.value_or(0), outbox_dir(*db), out);
    return 0;
}

}  // namespace cli
