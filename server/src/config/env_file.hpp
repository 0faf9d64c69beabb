#pragma once
// The one configuration file shared by the service and every command: an environment file in
// systemd's EnvironmentFile= syntax (KEY=VALUE lines, # comments, optional quotes). The unit runs
// `serve --config FILE` and an operator's `server backup` reads the same FILE, so both act on the
// same store. Precedence: a flag, then the process environment, then the file, then the default.
#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace config {

// Where the packaged service keeps its configuration; read by every command when it exists.
inline const std::filesystem::path kDefaultConfigFile = "/etc/conformite-proprete/environment";

// Parses FILE. Throws std::runtime_error naming the file and line for a malformed line or an
// unreadable file.
std::map<std::string, std::string> read_env_file(const std::filesystem::path& file);

// Which file applies: `--config FILE` or `--config=FILE` in argv, else CONFIG_FILE, else the
// default path when it exists; none otherwise.
std::optional<std::filesystem::path> config_file_from(int argc, const char* const* argv);

// Exports each variable of FILE that the process environment does not set already. Returns the
// file used, if any. Throws as read_env_file does.
std::optional<std::filesystem::path> load_config_file(int argc, const char* const* argv);

}  // namespace config
