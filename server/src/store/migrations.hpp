#pragma once
// Versioned schema migrations, the same for SQLite and PostgreSQL. Applied versions are recorded
// in schema_migrations; running them again applies nothing.
#include <string>
#include <vector>

#include "store/database.hpp"

namespace store {

struct Migration {
    int version;
    std::string description;
    std::string sql;  // portable SQL; {{serial}} becomes the dialect's auto-increment key
};

const std::vector<Migration>& migrations();

// Applies the pending migrations in one transaction (serialised between instances); returns how
// many were applied.
int migrate(Database& db);

}  // namespace store
