#include "config/env_file.hpp"

#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string_view>

namespace config {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

bool valid_name(std::string_view name) {
    if (name.empty() || (name.front() >= '0' && name.front() <= '9')) return false;
    for (const char c : name) {
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
    }
    return true;
}

}  // namespace

std::map<std::string, std::string> read_env_file(const std::filesystem::path& file) {
    std::ifstream in(file);
    if (!in) throw std::runtime_error("cannot read the configuration file " + file.string() + " (run as root or as the service's user)");
    std::map<std::string, std::string> vars;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::string_view text = trim(line);
        if (text.empty() || text.front() == '#' || text.front() == ';') continue;
        const auto eq = text.find('=');
        const std::string_view name = eq == std::string_view::npos ? text : trim(text.substr(0, eq));
        if (eq == std::string_view::npos || !valid_name(name)) {
            throw std::runtime_error(file.string() + ":" + std::to_string(number) + ": expected NAME=value");
        }
        std::string_view value = trim(text.substr(eq + 1));
        if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') && value.back() == value.front()) {
            value = value.substr(1, value.size() - 2);
        }
        vars[std::string(name)] = std::string(value);
    }
    return vars;
}

bool is_installed_binary(const std::filesystem::path& executable) {
    const std::string path = executable.lexically_normal().string();
    return path.starts_with("/usr/bin/") || path.starts_with("/usr/sbin/") || path.starts_with("/usr/lib/");
}

std::filesystem::path own_executable() {
    std::error_code ec;
    auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : path;
}

std::optional<std::filesystem::path> config_file_from(int argc, const char* const* argv, const std::filesystem::path& executable,
                                                      const std::filesystem::path& default_file) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;
        if (arg == "--config" && i + 1 < argc) return std::filesystem::path(argv[i + 1]);
        if (arg.starts_with("--config=")) return std::filesystem::path(std::string(arg.substr(9)));
    }
    if (const char* env = std::getenv("CONFIG_FILE"); env && *env) return std::filesystem::path(env);
    std::error_code ec;
    if (is_installed_binary(executable) && std::filesystem::exists(default_file, ec)) return default_file;
    return std::nullopt;
}

std::optional<std::filesystem::path> load_config_file(int argc, const char* const* argv) {
    auto file = config_file_from(argc, argv);
    if (!file) return std::nullopt;
    for (const auto& [name, value] : read_env_file(*file)) ::setenv(name.c_str(), value.c_str(), 0);
    return file;
}

}  // namespace config
