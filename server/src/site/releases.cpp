#include "site/releases.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <string_view>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <stdexcept>

#include "crypto/crypto.hpp"

namespace site {
namespace fs = std::filesystem;
namespace {

std::string read_all(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

bool is_id(const std::string& name) { return id_time(name).has_value(); }

void fsync_dir(const fs::path& dir) {
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

// Relative paths of the .html files under `root`, with the SHA-256 of each.
std::map<std::string, std::string> page_digests(const fs::path& root) {
    std::map<std::string, std::string> out;
    std::error_code ec;
    if (root.empty() || !fs::is_directory(root, ec)) return out;
    for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file(ec) || it->path().extension() != ".html") continue;
        out.emplace(fs::relative(it->path(), root).generic_string(), crypto::sha256_hex(read_all(it->path())));
    }
    return out;
}

}  // namespace

std::optional<std::int64_t> id_time(const std::string& id) {
    // 20261128T050102Z, optionally -N
    if (id.size() < 16 || id[8] != 'T' || id[15] != 'Z') return std::nullopt;
    for (std::size_t i = 0; i < 15; ++i) {
        if (i != 8 && (id[i] < '0' || id[i] > '9')) return std::nullopt;
    }
    if (id.size() > 16) {
        if (id[16] != '-' || id.size() == 17 || id.size() > 21) return std::nullopt;
        for (std::size_t i = 17; i < id.size(); ++i) {
            if (id[i] < '0' || id[i] > '9') return std::nullopt;
        }
    }
    std::tm tm{};
    tm.tm_year = std::stoi(id.substr(0, 4)) - 1900;
    tm.tm_mon = std::stoi(id.substr(4, 2)) - 1;
    tm.tm_mday = std::stoi(id.substr(6, 2));
    tm.tm_hour = std::stoi(id.substr(9, 2));
    tm.tm_min = std::stoi(id.substr(11, 2));
    tm.tm_sec = std::stoi(id.substr(13, 2));
    return static_cast<std::int64_t>(::timegm(&tm));
}

std::optional<std::int64_t> iso_seconds(const std::string& stamp) {
    // 2026-11-28T07:45:26Z or 2026-11-28T07:45:26.123Z
    static constexpr std::string_view shape = "dddd-dd-ddTdd:dd:dd";
    if (stamp.size() < shape.size() + 1 || stamp.back() != 'Z') return std::nullopt;
    for (std::size_t i = 0; i < shape.size(); ++i) {
        const bool digit = stamp[i] >= '0' && stamp[i] <= '9';
        if (shape[i] == 'd' ? !digit : stamp[i] != shape[i]) return std::nullopt;
    }
    const std::string_view rest(stamp.data() + shape.size(), stamp.size() - shape.size() - 1);
    if (!rest.empty()) {
        if (rest.size() < 2 || rest.size() > 10 || rest[0] != '.') return std::nullopt;
        for (const char ch : rest.substr(1)) {
            if (ch < '0' || ch > '9') return std::nullopt;
        }
    }
    return id_time(stamp.substr(0, 4) + stamp.substr(5, 2) + stamp.substr(8, 2) + "T" + stamp.substr(11, 2) +
                   stamp.substr(14, 2) + stamp.substr(17, 2) + "Z");
}

std::string clean_url(const std::string& html_file) {
    std::string path = "/" + html_file.substr(0, html_file.size() - 5);
    if (path == "/index") return "/";
    if (path.ends_with("/index")) path.resize(path.size() - 6);
    return path;
}

SiteDir::SiteDir(fs::path dir) : dir_(std::move(dir)) {}

// "…Z" sorts before "…Z-2": the time, then the order within one second.
bool id_before(const std::string& a, const std::string& b) {
    const auto ta = a.substr(0, 16), tb = b.substr(0, 16);
    if (ta != tb) return ta < tb;
    const int na = a.size() > 17 ? std::stoi(a.substr(17)) : 1, nb = b.size() > 17 ? std::stoi(b.substr(17)) : 1;
    return na < nb;
}

std::vector<std::string> SiteDir::ids() const {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(releases(), ec)) {
        const std::string name = entry.path().filename().string();
        if (is_id(name) && entry.is_directory(ec) && !entry.is_symlink(ec)) out.push_back(name);
    }
    std::sort(out.begin(), out.end(), id_before);
    return out;
}

std::optional<std::string> SiteDir::live() const {
    std::error_code ec;
    const auto target = fs::read_symlink(dir_ / "current", ec);
    if (ec) return std::nullopt;
    const std::string name = target.filename().string();
    if (target.parent_path() != "releases" || !is_id(name) || !fs::is_directory(releases() / name, ec)) return std::nullopt;
    return name;
}

std::string SiteDir::new_id() const {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    ::gmtime_r(&now, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%dT%H%M%SZ", &tm);
    std::string id = stamp;
    // Newer than every release, even one pruned or made in the same second (or a clock set back):
    // the order of ids is the order of publications.
    const auto all = ids();
    if (!all.empty() && !id_before(all.back(), id)) {
        const std::string& last = all.back();
        id = last.substr(0, 16) + "-" + std::to_string((last.size() > 17 ? std::stoi(last.substr(17)) : 1) + 1);
    }
    return id;
}

void SiteDir::switch_to(const std::string& id) const {
    if (!is_id(id)) throw std::runtime_error("not a release id: " + id);
    std::random_device rd;
    const fs::path link = dir_ / (".current-" + std::to_string(::getpid()) + "-" + std::to_string(rd()));
    const std::string target = "releases/" + id;
    if (::symlink(target.c_str(), link.c_str()) != 0) throw std::runtime_error("cannot make the link " + link.string() + ": " + std::strerror(errno));
    if (::rename(link.c_str(), (dir_ / "current").c_str()) != 0) {
        const int e = errno;
        ::unlink(link.c_str());
        throw std::runtime_error("cannot switch " + (dir_ / "current").string() + ": " + std::strerror(e));
    }
    fsync_dir(dir_);
}

std::vector<std::string> SiteDir::prune(std::size_t keep) const {
    std::vector<std::string> removed;
    std::error_code ec;
    // Uploads that never finished (a receive killed midway): no receive runs while we hold the lock.
    for (const auto& entry : fs::directory_iterator(releases(), ec)) {
        if (entry.path().filename().string().starts_with(".incoming-")) fs::remove_all(entry.path(), ec);
    }
    const auto all = ids();
    const auto live_id = live();
    const auto live_at = live_id ? std::find(all.begin(), all.end(), *live_id) : all.end();
    for (std::size_t i = 0; i + keep < all.size(); ++i) {
        const auto it = all.begin() + static_cast<std::ptrdiff_t>(i);
        if (it == live_at || (live_at != all.end() && it + 1 == live_at)) continue;
        fs::remove_all(path_of(*it), ec);
        if (!ec) removed.push_back(*it);
    }
    return removed;
}

SiteDir::Lock::Lock(const SiteDir& site) {
    std::error_code ec;
    fs::create_directories(site.releases(), ec);
    if (ec) throw std::runtime_error("cannot make " + site.releases().string() + ": " + ec.message());
    fd_ = ::open((site.dir() / ".lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd_ < 0) throw std::runtime_error("cannot open " + (site.dir() / ".lock").string() + ": " + std::strerror(errno));
    while (::flock(fd_, LOCK_EX) != 0) {
        if (errno != EINTR) throw std::runtime_error(std::string("cannot lock SITE_DIR: ") + std::strerror(errno));
    }
}

SiteDir::Lock::~Lock() {
    if (fd_ >= 0) ::close(fd_);
}

ReleaseMeta read_meta(const fs::path& release) {
    ReleaseMeta meta;
    const fs::path file = release / ".release.json";
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(file, ec))) return meta;
    if (!fs::is_regular_file(fs::symlink_status(file, ec)) || fs::file_size(file, ec) > 16 * 1024) {
        throw std::runtime_error(".release.json is not a small regular file");
    }
    boost::system::error_code json_ec;
    const auto value = boost::json::parse(read_all(file), json_ec);
    if (json_ec || !value.is_object()) throw std::runtime_error(".release.json is not a JSON object");
    const auto text = [&](const char* key) -> std::string {
        const auto* v = value.as_object().if_contains(key);
        if (!v) return {};
        if (!v->is_string() || v->as_string().size() > 1000) throw std::runtime_error(std::string(".release.json: ") + key + " is not a short string");
        return std::string(v->as_string());
    };
    meta.publisher = text("publisher");
    meta.commit = text("commit");
    meta.built_at = text("built_at");
    meta.summary = text("summary");
    return meta;
}

std::size_t count_pages(const fs::path& release) { return page_digests(release).size(); }

PageChanges compare_pages(const fs::path& before, const fs::path& after) {
    PageChanges changes;
    const auto old_pages = page_digests(before);
    const auto new_pages = page_digests(after);
    changes.pages = new_pages.size();
    for (const auto& [file, digest] : new_pages) {
        const auto it = old_pages.find(file);
        if (it == old_pages.end()) changes.added.push_back(clean_url(file));
        else if (it->second != digest) changes.changed.push_back(clean_url(file));
    }
    for (const auto& [file, digest] : old_pages) {
        if (!new_pages.contains(file)) changes.removed.push_back(clean_url(file));
    }
    return changes;
}

}  // namespace site
