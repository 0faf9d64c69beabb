#include "store/link_key.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "crypto/crypto.hpp"

namespace store {
namespace {

std::string read_key(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::ostringstream s;
    s << in.rdbuf();
    std::string key = s.str();
    while (!key.empty() && (key.back() == '\n' || key.back() == '\r' || key.back() == ' ')) key.pop_back();
    if (key.size() < 32) throw std::runtime_error(file.string() + ": not a link-signing key (delete it to have a new one made)");
    ::chmod(file.c_str(), 0600);
    return key;
}

// Created with O_EXCL: two processes starting together agree on the first one written.
bool create_key(const std::filesystem::path& file, const std::string& key) {
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        if (errno == EEXIST) return false;
        throw std::runtime_error("cannot create " + file.string() + ": " + std::strerror(errno));
    }
    const std::string line = key + "\n";
    const bool ok = ::write(fd, line.data(), line.size()) == static_cast<ssize_t>(line.size()) && ::fsync(fd) == 0;
    ::close(fd);
    if (!ok) {
        std::filesystem::remove(file);
        throw std::runtime_error("cannot write " + file.string());
    }
    return true;
}

}  // namespace

std::string link_signing_key(Database& db, const std::filesystem::path& state_dir, std::string_view secret) {
    const auto stored = db.query("SELECT value FROM settings WHERE key = 'link_signing_key'");
    if (!secret.empty()) {
        if (!stored.empty()) db.execute("DELETE FROM settings WHERE key = 'link_signing_key'");
        return crypto::hmac_sha256_hex(secret, "link-signing-key");
    }
    const auto file = (state_dir.empty() ? std::filesystem::path(".") : state_dir) / kLinkKeyFile;
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    if (!std::filesystem::exists(file)) create_key(file, stored.empty() ? crypto::random_hex(32) : stored.front().text(0));
    const std::string key = read_key(file);
    if (!stored.empty()) db.execute("DELETE FROM settings WHERE key = 'link_signing_key'");
    return key;
}

}  // namespace store
