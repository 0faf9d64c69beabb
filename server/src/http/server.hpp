#pragma once
#include "config/config.hpp"
#include "http/handler.hpp"

namespace http {

// Serves until SIGINT or SIGTERM, then stops accepting, lets in-flight requests finish (up to
// the configured grace period) and returns. Throws if the address cannot be bound.
void run_server(const config::Config& config, Handler& handler);

}  // namespace http
