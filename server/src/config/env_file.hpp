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

// Where the packaged service keeps its configuration; read by default by the packaged binary's
// every command, when it exists.
inline const std::filesystem::path kDefaultConfigFile = "/etc/conformite-proprete/environment";

// Whether the binary at `executable` is an installed one (under /usr: the package's), which reads
// the default file unasked. A checkout's build reads a file only when told (--config, CONFIG_FILE):
// on a host where the package is installed too, a developer's server must not silently take the
// production store, secrets and SMTP relay (issue 38.7).
bool is_installed_binary(const std::filesystem::path& executable);
// This process's binary (/proc/self/exe); empty when it cannot be read.
std::filesystem::path own_executable();

// Parses FILE. Throws std::runtime_error naming the file and line for a malformed line or an
// unreadable file.
std::map<std::string, std::string> read_env_file(const std::filesystem::path& file);

// Which file applies: `--config FILE` or `--config=FILE` in argv, else CONFIG_FILE, else, for an
// installed `executable`, `default_file` when it exists; none otherwise.
std::optional<std::filesystem::path> config_file_from(int argc, const char* const* argv,
                                                      const std::filesystem::path& executable = own_executable(),
                                                      const std::filesystem::path& default_file = kDefaultConfigFile);

// Exports each variable of FILE that the process environment does not set already. Returns the
// file used, if any. Throws as read_env_file does.
std::optional<std::filesystem::path> load_config_file(int argc, const char* const* argv);

}  // namespace config
