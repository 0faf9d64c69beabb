#pragma once
// The SQL of one write, run inside the store thread's transaction.
#include "store/database.hpp"
#include "store/records.hpp"

namespace store {

WriteOutcome apply_write(Database& db, const Write& write);

// The secret that salts IP hashes: created once, then read back, so restarts keep hashes stable.
std::string ip_hash_secret(Database& db);

}  // namespace store
