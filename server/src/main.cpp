// The site's one binary. `server serve` (the default) serves the built web site and the form
// API; the other subcommands are the operator's tools (`server --help`).
#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>
#include <spdlog/spdlog.h>

#include "app/json_log.hpp"
#include "app/version.hpp"
#include "http/access_log.hpp"
#include "cli/commands.hpp"
#include "config/config.hpp"
#include "config/env_file.hpp"

int main(int argc, char** argv) {
    // The shared environment file first: its variables are then read like the process's own.
    try {
        config::load_config_file(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return 2;
    }
    config::Config cfg;
    CLI::App app{"Marketing site and lead server"};
    app.set_version_flag("--version", app::kVersion);
    cli::Commands commands(app, cfg);
    CLI11_PARSE(app, argc, argv);
    // ISO 8601 local time with its offset, as the access log (http/access_log.hpp).
    if (cfg.log_format == "json") {
        spdlog::set_formatter(app::json_log_formatter());
        http::set_access_log_format(http::LogFormat::Json);
    } else {
        spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e%z %^%l%$ %v");
    }
    return commands.run(std::cout, std::cerr);
}
