#pragma once
// What the operator's subcommands share (cli/commands.cpp registers them): which store a command
// acts on and how (--db, the running service's store, reading or writing), the --since option,
// where the .eml copies are, how an address is found in quarantined posts, the visitor-mail
// budget as `outbox status` prints it.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "config/config.hpp"
#include "store/admin.hpp"
#include "store/database.hpp"

namespace cli {

// --db takes a PostgreSQL URL or a SQLite file path.
void apply_db(config::Config& c, const std::string& db);
// A command aimed at another store than the running service's (another DB_PATH in the shell, a
// forgotten --config) says so; one that would write, or copy it as a backup, refuses.
enum class Access { Read, Write };
bool wrong_store(const config::Config& c, Access access, std::ostream& err);
// --since: a day (`2026-01-01`, from midnight UTC) or an ISO 8601 time with its offset.
std::optional<std::int64_t> parse_since(const std::string& text);
// The chosen subcommand's path ("leads list"), and what it does to the store: nothing (serve,
// check), read it, or write it (a backup counts as writing).
std::string subcommand_path(const CLI::App& app);
std::optional<Access> store_access(const CLI::App& app);
// The operator's commands work on an existing database: a wrong path is an error, not a new file.
std::unique_ptr<store::Database> open_migrated(const config::Config& c);
// Where `serve` writes its .eml files, as it recorded in the database; OUTBOX_DIR, when set, wins.
std::filesystem::path outbox_dir(const config::Config& c, store::Database& db);
// Law 25 requests: quarantined posts are raw text, found by what normalises to the address.
store::MentionsAddress mentions_of(const std::string& email);
// The visitor-mail hourly budget, as the worker applies it (the same OUTBOX_VISITOR_MAILS_PER_HOUR).
void print_visitor_budget(const config::Config& c, store::Database& db, std::ostream& out);

}  // namespace cli
