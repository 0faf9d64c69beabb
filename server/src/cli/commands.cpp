#include "cli/commands.hpp"

#include <boost/json.hpp>
#include <cstdio>
#include <ctime>
#include <iostream>

#include "cli/command_helpers.hpp"
#include "cli/csv.hpp"
#include "cli/erasure_commands.hpp"
#include "cli/launch_check.hpp"
#include "cli/quarantine_commands.hpp"
#include "cli/serve.hpp"
#include "cli/state_owner.hpp"
#include "config/env_file.hpp"
#include "config/live_store.hpp"
#include "cli/terminal_text.hpp"
#include "forms/address_mentions.hpp"
#include "forms/catalog.hpp"
#include "outbox/notifications.hpp"
#include "store/admin.hpp"
#include "store/outbox_table.hpp"
#include "store/backup.hpp"
#include "store/backup_rotation.hpp"
#include "store/lead_reference.hpp"
#include "store/lead_store.hpp"
#include "store/lead_writes.hpp"
#include "store/link_key.hpp"
#include "store/migrations.hpp"
#include "text/iso_time.hpp"

namespace cli {

Commands::Commands(CLI::App& app, config::Config& c) : app_(app), config_(c) {
    // Every setting, from its flag or else its environment variable; each subcommand reads them.
    // Options belong to the app and subcommands fall through to it, so a flag works before and
    // after the subcommand (`server --db F leads list` and `server leads list --db F`).
    config::add_options(app, c);
    app.add_option("--db", db_, "PostgreSQL URL or SQLite file (env DATABASE_URL, else DB_PATH)");
    // Read by main() before parsing (config/env_file.hpp); declared here for --help.
    app.add_option("--config", config_file_,
                   "Environment file read by the service and every command (env CONFIG_FILE; the installed binary reads " +
                       config::kDefaultConfigFile.string() + " by default when it exists, a checkout's build only when told)");
    auto* serve = app.add_subcommand("serve", "Serve the built web site and the form API (default)");
    serve->add_flag("--bench-unsafe-no-fsync", c.bench_unsafe_no_fsync,
                    "Benchmarks only: commit SQLite leads without fsync (synchronous=OFF); a power cut loses acknowledged leads");
    serve->callback([this] { selected_ = [this](std::ostream&, std::ostream&) { return cli::serve(config_); }; });

    auto* check = app.add_subcommand("check", "List the placeholders and missing production settings (exit 1 when any)");
    check->callback([this] { selected_ = [this](std::ostream& out, std::ostream&) { return print_launch_check(config_, out); }; });

    auto* migrate = app.add_subcommand("migrate", "Apply pending database migrations");
    migrate->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream&) {
            auto db = store::open_database({config_.database_url, config_.db_path.string()});
            out << "applied " << store::migrate(*db) << " migration(s)\n";
            return 0;
        };
    });

    auto* leads = app.add_subcommand("leads", "List or export the leads");
    leads->require_subcommand(1);
    auto* list = leads->add_subcommand("list", "One line per lead, oldest first");
    list->add_option("--since", since_, "Only leads from this day (YYYY-MM-DD, UTC) or time (ISO 8601 with offset) on");
    list->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            const auto since = since_.empty() ? std::optional<std::int64_t>{} : parse_since(since_);
            if (!since_.empty() && !since) return err << "--since must be YYYY-MM-DD or an ISO 8601 time with its offset (2026-01-01T09:00-05:00)\n", 2;
            auto db = open_migrated(config_);
            const auto rows = store::list_leads(*db, since);
            for (const auto& l : rows) {
                out << text::iso_time(l.created_at) << "  " << store::lead_reference(l.id) << "  " << l.id << "  " << l.form_id << "  " << l.email << "  " << l.fields_json
                    << "\n";
            }
            out << rows.size() << " lead(s)\n";
            return 0;
        };
    });
    auto* exp = leads->add_subcommand("export", "Export leads for a spreadsheet");
    exp->add_flag("--csv", csv_, "CSV (UTF-8 with BOM), the only format")->required();
    exp->add_option("--since", since_, "Only leads from this day (YYYY-MM-DD, UTC) or time (ISO 8601 with offset) on");
    exp->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            const auto since = since_.empty() ? std::optional<std::int64_t>{} : parse_since(since_);
            if (!since_.empty() && !since) return err << "--since must be YYYY-MM-DD or an ISO 8601 time with its offset (2026-01-01T09:00-05:00)\n", 2;
            auto db = open_migrated(config_);
            const auto catalog = forms::Catalog::load(config_.forms_catalog);
            out << leads_csv(store::list_leads(*db, since), &catalog);
            return 0;
        };
    });

    auto* quarantine = leads->add_subcommand("quarantine", "Posts held as bots' (honeypot, timing): list, or release one");
    auto* release = quarantine->add_subcommand("release", "Send a quarantined post down the normal pipeline (lead and e-mails)");
    release->add_option("id", quarantine_id_, "The post's id, from the list")->required();
    quarantine->callback([this, release] {
        selected_ = [this, release](std::ostream& out, std::ostream& err) {
            if (*release) return release_quarantined(config_, quarantine_id_, out, err);
            auto db = open_migrated(config_);
            list_quarantine(*db, out);
            return 0;
        };
    });

    auto* privacy = app.add_subcommand("privacy", "Access or erase everything stored about one e-mail address (Law 25)");
    privacy->require_subcommand(1);
    auto* pexport = privacy->add_subcommand("export", "Print, as JSON, every lead, subscription and e-mail about the address");
    pexport->add_option("--email", email_, "The person's e-mail address")->required();
    pexport->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream&) {
            auto db = open_migrated(config_);
            const std::string email = forms::person_address(email_);
            out << boost::json::serialize(store::privacy_export(*db, email, mentions_of(email))) << "\n";
            return 0;
        };
    });
    auto* erase = privacy->add_subcommand("erase", "Delete the address's leads, subscription and outbox rows");
    erase->add_option("--email", email_, "The person's e-mail address")->required();
    erase->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            auto db = open_migrated(config_);
            return erase_person(config_, *db, email_, outbox_dir(config_, *db), out, err);
        };
    });

    auto* reapply = privacy->add_subcommand("reapply", "After a restore by other means (pg_restore): erase again those erased since");
    reapply->add_option("--since", since_, "When the restored copy was taken (YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, UTC)")->required();
    reapply->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            auto db = open_migrated(config_);
            return reapply_erasures(config_, *db, since_, outbox_dir(config_, *db), out, err);
        };
    });

    auto* outbox = app.add_subcommand("outbox", "Inspect the notification outbox, requeue failed rows");
    outbox->require_subcommand(1);
    auto* outbox_status = outbox->add_subcommand("status", "Rows per status (pending, sent, failed), and the last errors");
    outbox_status->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream&) {
            auto db = open_migrated(config_);
            for (const auto& [status, n] : store::outbox_status_counts(*db)) out << status << " " << n << "\n";
            for (const auto& r : store::last_failed_attempts(*db, 5)) {
                out << "row " << r.id << " to " << r.recipient << ", " << r.attempts << " attempt(s): " << r.last_error << "\n";
            }
            print_visitor_budget(config_, *db, out);
            return 0;
        };
    });

    auto* retry = outbox->add_subcommand("retry", "Requeue failed notifications (all with --failed, or one ID), due now");
    retry->add_flag("--failed", retry_failed_, "Every failed row");
    retry->add_option("id", retry_id_, "One failed row's id (from `outbox status`)");
    retry->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            if (retry_id_.empty() == !retry_failed_) return err << "outbox retry: give --failed or one row ID\n", 2;
            auto db = open_migrated(config_);
            const auto n = store::requeue_failed(*db, retry_id_, store::now_ms());
            out << "requeued " << n << " failed notification(s); the outbox worker sends them at its next poll\n";
            return 0;
        };
    });

    auto* purge = app.add_subcommand("purge", "Delete what is older than the retention period");
    purge->add_option("--older-than", older_than_, "Age such as 730d (env RETENTION_DAYS, default 730)");
    purge->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            std::int64_t days = config_.retention_days;
            if (!older_than_.empty()) {
                try {
                    days = config::parse_days("--older-than", older_than_, config::DaySuffix::Required);
                } catch (const std::invalid_argument& e) {
                    return err << e.what() << "\n", 2;
                }
            }
            auto db = open_migrated(config_);
            const auto c = store::purge(*db, store::now_ms() - days * 86'400'000, outbox_dir(config_, *db));
            out << "purged " << c.leads << " lead(s), " << c.outbox << " outbox row(s), " << c.files << " .eml file(s), " << c.subscribers
                << " unsubscribed address(es), " << c.bot_days << " bot count(s) older than " << days << " days; " << c.quarantine
                << " quarantined post(s) and " << c.subscription_requests << " sign-up request(s)\n";
            return 0;
        };
    });
    auto* backup = app.add_subcommand("backup", "Copy the SQLite database to FILE while the server runs (consistent, checked, mode 0600)");
    backup->add_option("file", backup_file_, "Where to write the copy (replaced if it exists; never one of the live files)");
    backup->add_option("--rotate", rotate_dir_, "Instead of FILE: a dated copy in this directory, older ones pruned (the backup timer)");
    backup->add_option("--keep", backup_keep_, "With --rotate: copies kept, none older than RETENTION_DAYS (env BACKUP_KEEP)")
        ->envname("BACKUP_KEEP")
        ->check(CLI::Range(1, 10000));
    backup->add_option("--copy-to", backup_copy_dir_, "With --rotate: a second directory that gets each copy too (env BACKUP_COPY_DIR)")
        ->envname("BACKUP_COPY_DIR");
    backup->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            if (!config_.database_url.empty()) {
                return err << "backup copies a SQLite database; for PostgreSQL use pg_dump (see README)\n", 2;
            }
            if (backup_file_.empty() == rotate_dir_.empty()) return err << "backup: give either FILE or --rotate DIR\n", 2;
            if (!std::filesystem::is_regular_file(config_.db_path)) return err << "no database at " << config_.db_path << "\n", 1;
            if (!rotate_dir_.empty()) {
                const auto r = store::rotate_backups(config_.db_path.string(), rotate_dir_, backup_keep_, config_.retention_days,
                                                     backup_copy_dir_);
                out << "backed up " << config_.db_path.string() << " to " << r.file.string() << ": " << r.backup.pages << " pages, "
                    << r.backup.leads << " lead(s), integrity ok\n";
                if (!r.second.empty()) out << "copied to " << r.second.string() << "\n";
                for (const auto& f : r.removed) out << "removed " << f.string() << "\n";
                return 0;
            }
            const auto r = store::backup_sqlite(config_.db_path.string(), backup_file_);
            out << "backed up " << config_.db_path.string() << " to " << backup_file_ << ": " << r.pages << " pages, " << r.leads
                << " lead(s), integrity ok\n";
            return 0;
        };
    });
    auto* restore = app.add_subcommand("restore", "Put a backup back as the SQLite database, then re-apply later erasures");
    restore->add_option("file", backup_file_, "A copy made by `server backup`")->required();
    restore->add_flag("--accept-unjournalled", accept_unjournalled_,
                      "Disaster case only: restore although the erasure journal is missing, damaged or not this store's; people "
                      "erased since the copy may come back (to erase again by hand), and a new journal starts");
    restore->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            return restore_backup(config_, backup_file_, accept_unjournalled_, [this] { return open_migrated(config_); },
                                  [this](store::Database& db) { return outbox_dir(config_, db); }, out, err);
        };
    });
    add_site_commands(app);
    app.require_subcommand(0, 1);
}

void Commands::add_site_commands(CLI::App& app) {
    auto* site = app.add_subcommand("site", "Site releases under SITE_DIR: receive a published bundle, list, roll back");
    site->require_subcommand(1);
    site->add_option("--keep", site_.keep, "Releases kept besides the live one and the one before (env SITE_KEEP)")
        ->envname("SITE_KEEP")
        ->check(CLI::Range(1, 1000));
    site->add_flag("--json", site_.json, "One JSON document on standard output");
    site->fallthrough();
    auto* receive = site->add_subcommand("receive", "Read a bundle (tar of a built site) on standard input, check it, put it live");
    receive->add_option("--max-bytes", site_.max_bytes, "Largest bundle accepted (env SITE_MAX_BYTES)")
        ->envname("SITE_MAX_BYTES")
        ->check(CLI::Range(std::uint64_t{1024}, std::uint64_t{1} << 40));
    receive->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) {
            // Run as a key's forced command (README, « Publishing »): what the client asked for.
            if (const char* asked = std::getenv("SSH_ORIGINAL_COMMAND"); asked && *asked) return site_over_ssh(config_, asked, site_, out, err);
            return site_receive(config_, 0, site_, out, err);
        };
    });
    auto* list = site->add_subcommand("list", "The releases, newest first, and which one is live");
    list->callback([this] { selected_ = [this](std::ostream& out, std::ostream& err) { return site_list(config_, site_, out, err); }; });
    auto* rollback = site->add_subcommand("rollback", "Back to the release before the live one, or to RELEASE");
    rollback->add_option("release", release_, "A release id from `site list`");
    rollback->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) { return site_rollback(config_, release_, site_, out, err); };
    });
    auto* seed = site->add_subcommand("seed", "Make DIR (the package's built site) the live release, unless a newer one is published");
    seed->add_option("dir", seed_dir_, "A built site")->required();
    seed->callback([this] {
        selected_ = [this](std::ostream& out, std::ostream& err) { return site_seed(config_, seed_dir_, site_, out, err); };
    });
}

int Commands::run(std::ostream& out, std::ostream& err) {
    std::error_code ec;
    config::locate_data_files(config_, std::filesystem::read_symlink("/proc/self/exe", ec));
    // After locating the data files: an explicit --db is taken as given, relative to the
    // working directory, never rebased next to the binary.
    apply_db(config_, db_);
    // Every command but `check` and `site` (releases live in SITE_DIR) reads or writes the state directory (the database's, where the
    // journal, backups and .eml copies live): as root, it acts as that directory's owner.
    if (!selected_ || store_access(app_) || subcommand_path(app_) == "serve") {
        if (const auto refused = become_state_owner(config_.db_path.parent_path())) {
            TerminalSafeStream safe_err(err);
            safe_err << *refused;
            safe_err.finish();
            return 5;
        }
    }
    // `site` commands write releases: as root, they act as SITE_DIR's owner (its parent's, the state
    // directory, before the first release), so the service and the next publication can use them.
    if (selected_ && subcommand_path(app_).starts_with("site") && !config_.site_dir.empty()) {
        std::error_code exists_ec;
        const auto owner_dir = std::filesystem::exists(config_.site_dir, exists_ec) ? config_.site_dir : config_.site_dir.parent_path();
        if (const auto refused = become_state_owner(owner_dir)) {
            TerminalSafeStream safe_err(err);
            safe_err << *refused;
            safe_err.finish();
            return 5;
        }
    }
    // With releases, every command that reads the built site (check, serve) reads the live one.
    if (!config_.site_dir.empty()) config_.web_root = config_.site_dir / "current";
    if (!selected_) return cli::serve(config_);
    // Every word a command prints goes through the terminal filter: visitors' text (leads,
    // quarantined posts, error messages quoting them) cannot drive the operator's terminal.
    TerminalSafeStream safe_out(out);
    TerminalSafeStream safe_err(err);
    int code = 1;
    try {
        if (const auto access = store_access(app_); access && wrong_store(config_, *access, safe_err)) {
            code = 3;
        } else {
            code = selected_(safe_out, safe_err);
        }
    } catch (const std::exception& e) {
        safe_err << "error: " << e.what() << "\n";
    }
    safe_out.finish();
    safe_err.finish();
    return code;
}

}  // namespace cli
