#pragma once
// Run-time configuration from the environment (12-factor); command-line flags override it.
#include <chrono>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>

namespace config {

struct Config {
    std::string host = "127.0.0.1";
    unsigned short port = 8080;
    std::filesystem::path web_root = "web/dist";
    unsigned io_threads = 2;
    // A client has this long to send a whole request (headers and body); idle keep-alive
    // connections are closed after it too, so slow clients cannot hold connections.
    std::chrono::seconds read_timeout{15};
    std::chrono::seconds write_timeout{30};
    std::size_t header_limit = 16 * 1024;
    std::size_t body_limit = 16 * 1024;
    // On SIGTERM, in-flight requests get this long to finish.
    std::chrono::seconds shutdown_grace{10};
};

using EnvLookup = std::function<const char*(const char*)>;

// Reads HOST, PORT, WEB_ROOT, IO_THREADS; throws std::invalid_argument naming a bad variable.
Config from_environment(const EnvLookup& getenv);

}  // namespace config
