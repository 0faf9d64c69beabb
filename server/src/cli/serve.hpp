#pragma once
#include "config/config.hpp"

namespace cli {

// The composition root of `server serve`: catalog, store (migrated), outbox worker, API, site,
// sockets. Returns the process exit code.
int serve(const config::Config& config);


}  // namespace cli
