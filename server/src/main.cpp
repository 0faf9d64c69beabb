// The site's one binary. `server serve` (the default) serves the built web site.
#include <CLI/CLI.hpp>
#include <cstdlib>
#include <iostream>
#include <spdlog/spdlog.h>

#include "app/version.hpp"
#include "config/config.hpp"
#include "http/server.hpp"
#include "http/site_handler.hpp"

int main(int argc, char** argv) {
    config::Config cfg;
    try {
        cfg = config::from_environment([](const char* name) { return std::getenv(name); });
    } catch (const std::invalid_argument& e) {
        std::cerr << "configuration error: " << e.what() << '\n';
        return 2;
    }

    CLI::App app{"Marketing site and lead server"};
    app.set_version_flag("--version", app::kVersion);
    auto* serve = app.add_subcommand("serve", "Serve the built web site (default)");
    serve->add_option("--host", cfg.host, "Address to listen on (env HOST)")->capture_default_str();
    serve->add_option("--port", cfg.port, "Port to listen on (env PORT)")->capture_default_str();
    serve->add_option("--root", cfg.web_root, "Built web site to serve (env WEB_ROOT)")->capture_default_str();
    serve->add_option("--threads", cfg.io_threads, "I/O threads (env IO_THREADS)")
        ->check(CLI::Range(1u, 256u))
        ->capture_default_str();
    app.require_subcommand(0, 1);
    CLI11_PARSE(app, argc, argv);

    spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %v");
    if (!std::filesystem::is_regular_file(cfg.web_root / "index.html")) {
        spdlog::error("{} has no index.html: build the web site first (make build)", cfg.web_root.string());
        return 1;
    }
    try {
        http::SiteHandler handler({cfg.web_root, app::kVersion});
        http::run_server(cfg, handler);
    } catch (const std::exception& e) {
        spdlog::critical("server failed: {}", e.what());
        return 1;
    }
    return 0;
}
