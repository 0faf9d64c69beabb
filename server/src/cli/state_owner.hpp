#pragma once
// Run as root, a command that touches the state directory (the database's directory, where the
// erasure journal, its key, backups and .eml copies live) first becomes that directory's owner,
// so every file it creates there belongs to the user the service and the other commands run as:
// `privacy erase` as root no longer leaves a journal only root can read, which a restore run as
// the service user would then take for empty. When it cannot switch, it refuses and prints the
// `runuser -u USER -- …` line to run instead.
#include <filesystem>
#include <optional>
#include <string>

namespace cli {

// Nothing when the process is not root, the directory does not exist or belongs to root, or the
// switch succeeded; otherwise the refusal to print (English, then French).
std::optional<std::string> become_state_owner(const std::filesystem::path& state_dir);

}  // namespace cli
