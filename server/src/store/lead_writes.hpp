#pragma once
// The SQL of one write, run inside the store thread's transaction.
#include "store/database.hpp"
#include "store/records.hpp"

namespace store {

WriteOutcome apply_write(Database& db, const Write& write);

// The key that signs newsletter confirmation links: created once, then read back, so every
// instance and restart accepts the links already mailed. It protects the links' integrity only;
// it identifies no one (client addresses are hashed with a daily salt kept in memory).
std::string link_signing_key(Database& db);

// Posts waiting in quarantine (for metrics).
std::int64_t quarantine_count(Database& db);

}  // namespace store
