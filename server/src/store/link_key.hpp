#pragma once
// The key that signs the links mailed to visitors (newsletter and quarantine confirmations). It
// lives outside the database, so a copy of the database (a backup, a dump) cannot forge links:
// derived from a secret in the configuration when there is one (instances sharing a database
// share it), else kept in a file of the state directory, mode 0600, created once. A key an older
// version kept in `settings` moves to the file (links already mailed stay valid) and leaves the
// database.
#include <filesystem>
#include <string>
#include <string_view>

#include "store/database.hpp"

namespace store {

inline constexpr const char* kLinkKeyFile = "link-signing.key";

// `secret`: IP_HASH_SECRET (any configured secret); `state_dir`: where the file lives.
std::string link_signing_key(Database& db, const std::filesystem::path& state_dir, std::string_view secret);

}  // namespace store
