#pragma once
// The subcommands of the one `server` binary: serve, check, migrate, leads (list, export, quarantine),
// privacy, purge, outbox, backup, restore. All read the same configuration as serve: the environment, then flags.
#include <CLI/CLI.hpp>
#include <functional>
#include <iosfwd>

#include "cli/site_commands.hpp"
#include "config/config.hpp"

namespace cli {

class Commands {
public:
    // Registers every subcommand on `app`; options write into `config`.
    Commands(CLI::App& app, config::Config& config);
    // Runs the chosen subcommand (serve when none); output to `out`. Returns the exit code.
    int run(std::ostream& out, std::ostream& err);

private:
    void add_site_commands(CLI::App& app);

    CLI::App& app_;
    config::Config& config_;
    std::string db_;
    std::string config_file_;
    std::string since_;
    std::string email_;
    std::string older_than_;
    std::string backup_file_;
    std::string rotate_dir_;
    std::string backup_copy_dir_;
    unsigned backup_keep_ = 14;
    std::string quarantine_id_;
    std::string retry_id_;
    bool retry_failed_ = false;
    bool accept_unjournalled_ = false;
    bool csv_ = false;
    SiteCommandOptions site_;
    std::string release_;
    std::string seed_dir_;
    std::function<int(std::ostream&, std::ostream&)> selected_;
};

}  // namespace cli
