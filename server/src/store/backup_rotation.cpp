#include "store/backup_rotation.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <optional>

namespace store {
namespace fs = std::filesystem;
namespace {

constexpr const char* kPrefix = "leads-";
constexpr const char* kSuffix = ".db";

std::string stamp(std::int64_t ms) {
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm tm{};
    gmtime_r(&seconds, &tm);
    char buffer[32];
    std::strftime(buffer, sizeof buffer, "%Y%m%dT%H%M%SZ", &tm);
    return buffer;
}

// The time in a rotation file's name, or nothing for any other file.
std::optional<std::int64_t> taken_at(const std::string& name) {
    if (!name.starts_with(kPrefix) || !name.ends_with(kSuffix) || name.size() != 6 + 16 + 3) return std::nullopt;
    std::tm tm{};
    const std::string text = name.substr(6, 16);
    if (!strptime(text.c_str(), "%Y%m%dT%H%M%SZ", &tm)) return std::nullopt;
    return static_cast<std::int64_t>(timegm(&tm)) * 1000;
}

void make_private_directory(const fs::path& dir) {
    std::error_code ec;
    if (fs::is_directory(dir, ec)) return;
    fs::create_directories(dir, ec);
    if (ec) throw DbError("cannot create " + dir.string() + ": " + ec.message());
    fs::permissions(dir, fs::perms::owner_all, fs::perm_options::replace, ec);
}

void sync_directory(const fs::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

// Byte copy into a new private temporary file in the destination directory, synced, renamed.
void copy_private(const fs::path& from, const fs::path& to) {
    const fs::path temp = to.parent_path() / ("." + to.filename().string() + ".partial");
    std::error_code ec;
    fs::remove(temp, ec);
    const int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) throw DbError("cannot read " + from.string() + ": " + std::strerror(errno));
    const int out = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (out < 0) {
        ::close(in);
        throw DbError("cannot create " + temp.string() + ": " + std::strerror(errno));
    }
    ::fchmod(out, 0600);
    char buffer[1 << 16];
    bool ok = true;
    for (;;) {
        const ssize_t n = ::read(in, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok = n == 0;
            break;
        }
        for (ssize_t done = 0; done < n;) {
            const ssize_t w = ::write(out, buffer + done, static_cast<std::size_t>(n - done));
            if (w < 0 && errno == EINTR) continue;
            if (w <= 0) {
                ok = false;
                break;
            }
            done += w;
        }
        if (!ok) break;
    }
    ok = ok && ::fsync(out) == 0;
    ::close(in);
    ::close(out);
    if (!ok) {
        fs::remove(temp, ec);
        throw DbError("cannot copy " + from.string() + " to " + to.string());
    }
    fs::rename(temp, to, ec);
    if (ec) throw DbError("cannot rename " + temp.string() + ": " + ec.message());
    sync_directory(to.parent_path());
}

void prune(const fs::path& dir, std::size_t keep, std::int64_t oldest_ms, std::vector<fs::path>& removed) {
    std::vector<std::pair<std::int64_t, fs::path>> copies;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        if (!entry.is_regular_file(ec)) continue;
        if (const auto at = taken_at(entry.path().filename().string())) copies.emplace_back(*at, entry.path());
    }
    std::sort(copies.begin(), copies.end(), [](const auto& a, const auto& b) { return a.first > b.first; });  // newest first
    for (std::size_t i = 0; i < copies.size(); ++i) {
        if (i < keep && copies[i].first >= oldest_ms) continue;
        if (fs::remove(copies[i].second, ec)) removed.push_back(copies[i].second);
    }
}

}  // namespace

RotationResult rotate_backups(const std::string& source, const fs::path& dir, std::size_t keep, unsigned max_age_days,
                              const fs::path& second_dir) {
    RotationResult result;
    make_private_directory(dir);
    const std::int64_t now = now_ms();
    result.file = dir / (kPrefix + stamp(now) + kSuffix);
    result.backup = backup_sqlite(source, result.file);
    if (!second_dir.empty()) {
        make_private_directory(second_dir);
        result.second = second_dir / result.file.filename();
        copy_private(result.file, result.second);
    }
    const std::int64_t oldest = now - static_cast<std::int64_t>(max_age_days) * 86'400'000;
    prune(dir, std::max<std::size_t>(keep, 1), oldest, result.removed);
    if (!second_dir.empty()) prune(second_dir, std::max<std::size_t>(keep, 1), oldest, result.removed);
    return result;
}

}  // namespace store
