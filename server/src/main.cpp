// The site's one binary. `server serve` (the default) serves the built web site and the form
// API; the other subcommands are the operator's tools (`server --help`).
#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>
#include <spdlog/spdlog.h>

#include "app/version.hpp"
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
    spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %v");
    return commands.run(std::cout, std::cerr);
}
