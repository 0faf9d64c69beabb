#include "store/erasure_journal.hpp"

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
namespace fs = std::filesystem;
namespace {

void write_all(int fd, std::string_view data, const fs::path& path) {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(errno));
        data.remove_prefix(static_cast<std::size_t>(n));
    }
}

void sync_directory(const fs::path& dir) {
    const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

std::string read_all(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

ErasureJournal::ErasureJournal(fs::path journal) : journal_(std::move(journal)), key_file_(journal_.parent_path() / "erasures.key") {}

fs::path ErasureJournal::beside(const fs::path& database_file) {
    const fs::path dir = database_file.parent_path();
    return (dir.empty() ? fs::path(".") : dir) / "erasures.log";
}

const std::string& ErasureJournal::key() const {
    if (!key_.empty()) return key_;
    std::error_code ec;
    if (!fs::exists(key_file_, ec)) {
        fs::create_directories(key_file_.parent_path().empty() ? fs::path(".") : key_file_.parent_path(), ec);
        const std::string fresh = crypto::random_hex(32) + "\n";
        const fs::path temp = key_file_.string() + ".new";
        const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) throw std::runtime_error("cannot create " + temp.string() + ": " + std::strerror(errno));
        try {
            ::fchmod(fd, 0600);
            write_all(fd, fresh, temp);
            if (::fsync(fd) != 0) throw std::runtime_error("cannot sync " + temp.string());
        } catch (...) {
            ::close(fd);
            throw;
        }
        ::close(fd);
        // link(), not rename(): a key another command created meanwhile wins and is kept.
        if (::link(temp.c_str(), key_file_.c_str()) != 0 && errno != EEXIST) {
            fs::remove(temp, ec);
            throw std::runtime_error("cannot create " + key_file_.string() + ": " + std::strerror(errno));
        }
        fs::remove(temp, ec);
        sync_directory(key_file_.parent_path());
    }
    std::string k = read_all(key_file_);
    while (!k.empty() && (k.back() == '\n' || k.back() == '\r')) k.pop_back();
    if (k.size() < 32) throw std::runtime_error(key_file_.string() + " is empty or too short: the erasure journal cannot be keyed");
    key_ = std::move(k);
    return key_;
}

std::string ErasureJournal::hash(std::string_view address) const { return crypto::hmac_sha256_hex(key(), address); }

void ErasureJournal::record(std::string_view address, std::int64_t at_ms) {
    const std::string line = std::to_string(at_ms) + " " + hash(address) + "\n";
    const bool created = !fs::exists(journal_);
    const int fd = ::open(journal_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) throw std::runtime_error("cannot open " + journal_.string() + ": " + std::strerror(errno));
    try {
        write_all(fd, line, journal_);
        if (::fsync(fd) != 0) throw std::runtime_error("cannot sync " + journal_.string());
    } catch (...) {
        ::close(fd);
        throw;
    }
    ::close(fd);
    if (created) sync_directory(journal_.parent_path());
}

std::vector<JournalledErasure> ErasureJournal::since(std::int64_t since_ms) const {
    std::vector<JournalledErasure> out;
    std::ifstream in(journal_);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        JournalledErasure e;
        if (!(fields >> e.at_ms >> e.address_hash) || e.address_hash.size() != 64) continue;  // a torn last line
        if (e.at_ms >= since_ms) out.push_back(std::move(e));
    }
    return out;
}

}  // namespace store
