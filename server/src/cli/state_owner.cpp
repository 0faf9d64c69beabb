#include "cli/state_owner.hpp"

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

namespace cli {
namespace {

// The command as typed, for the runuser line: /proc/self/cmdline, each argument shell-quoted.
std::string command_line() {
    std::ifstream in("/proc/self/cmdline", std::ios::binary);
    const std::string raw((std::istreambuf_iterator<char>(in)), {});
    std::string out;
    std::size_t at = 0;
    while (at < raw.size()) {
        const std::size_t end = std::min(raw.find('\0', at), raw.size());
        const std::string arg = raw.substr(at, end - at);
        at = end + 1;
        const bool plain = !arg.empty() && arg.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-") ==
                                               std::string::npos;
        std::string quoted = "'";
        for (const char c : arg) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
        out += (out.empty() ? "" : " ") + (plain ? arg : quoted + "'");
    }
    return out;
}

std::string refusal(const std::filesystem::path& dir, const std::string& user, const std::string& why) {
    const std::string line = user.empty() ? "" : "  runuser -u " + user + " -- " + command_line() + "\n";
    return "error: run as root, this command would create files in " + dir.string() + ", which belongs to " +
           (user.empty() ? "a user id with no name" : user) + ", and cannot switch to its owner (" + why + ")" +
           (user.empty() ? "; run it as the directory's owner\n" : "; run it as " + user + ":\n") + line +
           "erreur\u00a0: lancée par root, cette commande créerait des fichiers dans " + dir.string() + ", qui appartient à " +
           (user.empty() ? "un utilisateur sans nom" : user) + ", et ne peut pas prendre l'identité de son propriétaire" +
           (user.empty() ? "\u00a0; lancez-la sous l'identité du propriétaire du répertoire\n" : "\u00a0; lancez-la ainsi\u00a0:\n") + line;
}

}  // namespace

std::optional<std::string> become_state_owner(const std::filesystem::path& state_dir) {
    if (::geteuid() != 0) return std::nullopt;
    const std::filesystem::path dir = state_dir.empty() ? std::filesystem::path(".") : state_dir;
    struct stat st {};
    if (::stat(dir.c_str(), &st) != 0 || st.st_uid == 0) return std::nullopt;
    errno = 0;
    const struct passwd* pw = ::getpwuid(st.st_uid);
    if (!pw) return refusal(dir, "", "uid " + std::to_string(st.st_uid) + " has no entry in the user database");
    const std::string user = pw->pw_name;
    const uid_t uid = pw->pw_uid;
    const gid_t gid = pw->pw_gid;
    // Groups first (only root may change them), then the group, then the user; and check that
    // root cannot be taken back.
    if (::initgroups(user.c_str(), gid) != 0) return refusal(dir, user, std::string("initgroups: ") + std::strerror(errno));
    if (::setgid(gid) != 0) return refusal(dir, user, std::string("setgid: ") + std::strerror(errno));
    if (::setuid(uid) != 0) return refusal(dir, user, std::string("setuid: ") + std::strerror(errno));
    if (::geteuid() != uid || ::setuid(0) == 0) return refusal(dir, user, "root privileges still held after the switch");
    return std::nullopt;
}

}  // namespace cli
