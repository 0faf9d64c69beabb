#pragma once
// Versioned schema migrations, the same for SQLite and PostgreSQL (PostgreSQL may add storage
// settings of its own). Applied versions are recorded in schema_migrations; running them again
// applies nothing.
#include <string>
#include <vector>

#include "store/database.hpp"

namespace store {

struct Migration {
    int version;
    std::string description;
    std::string sql;  // portable SQL; {{serial}} becomes the dialect's auto-increment key
    std::string postgres_sql = {};  // then, on PostgreSQL only: storage settings SQLite has not
};

const std::vector<Migration>& migrations();

// Applies the pending migrations in one transaction (serialised between instances); returns how
// many were applied.
int migrate(Database& db);

}  // namespace store
