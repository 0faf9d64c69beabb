#include "cli/site_commands.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <boost/json.hpp>
#include <cstdlib>
#include <fstream>
#include <ostream>

#include "api/release_catalogs.hpp"
#include "cli/launch_check.hpp"
#include "forms/catalog.hpp"
#include "http/site_content.hpp"
#include "site/bundle.hpp"
#include "site/releases.hpp"
#include "text/iso_time.hpp"

namespace cli {
namespace fs = std::filesystem;
namespace {

// A directory that is removed on the way out unless kept.
class Scratch {
public:
    explicit Scratch(const fs::path& parent) {
        std::string pattern = (parent / ".incoming-XXXXXX").string();
        if (!::mkdtemp(pattern.data())) throw std::runtime_error("cannot make a directory in " + parent.string());
        path_ = pattern;
        ::chmod(path_.c_str(), 0755);  // mkdtemp's 0700 would hide the release from the server's user
    }
    ~Scratch() {
        std::error_code ec;
        if (!path_.empty()) fs::remove_all(path_, ec);
    }
    Scratch(const Scratch&) = delete;
    Scratch& operator=(const Scratch&) = delete;
    [[nodiscard]] const fs::path& path() const { return path_; }
    void release() { path_.clear(); }

private:
    fs::path path_;
};

bool require_site_dir(const config::Config& c, std::ostream& err) {
    if (!c.site_dir.empty()) return true;
    err << "SITE_DIR is not set: site releases need it (README, « Publishing »)\n";
    return false;
}

boost::json::array strings(const std::vector<std::string>& list) {
    boost::json::array out;
    for (const auto& s : list) out.emplace_back(s);
    return out;
}

// The server must be able to load the release whole, and its own description must be readable.
std::optional<std::string> unloadable(const fs::path& release) {
    if (auto problem = http::unusable_site(release)) return problem;
    try {
        (void)site::read_meta(release);
    } catch (const std::exception& e) {
        return std::string(e.what());
    }
    // The catalog its forms were built with, which the server validates their posts against.
    if (const auto catalog = release / api::kReleaseCatalogFile; fs::exists(fs::symlink_status(catalog))) {
        try {
            (void)forms::Catalog::load(catalog);
        } catch (const std::exception& e) {
            return std::string(api::kReleaseCatalogFile) + ": " + e.what();
        }
    }
    return std::nullopt;
}

// The launch check on the new release, as `check` prints it: refused in production.
bool passes_launch_check(const config::Config& c, const fs::path& release, std::ostream& out, std::ostream& err) {
    config::Config at = c;
    at.web_root = release;
    std::vector<std::string> problems;
    try {
        problems = launch_problems(at);
    } catch (const std::exception& e) {
        problems.push_back(e.what());
    }
    if (problems.empty()) return true;
    if (!is_production(c)) {
        for (const auto& p : problems) out << "warning: not ready for launch: " << p << "\n";
        return true;
    }
    for (const auto& p : problems) err << "- " << p << "\n";
    err << problems.size() << " item(s) to settle before launch (README, « Before launch »).\n";
    err << "refused: APP_ENV=production and the launch check fails on this release\n";
    return false;
}

void print_switch(const std::string& id, const std::optional<std::string>& before, const site::PageChanges& changes,
                  const std::vector<std::string>& pruned, bool json, std::ostream& out) {
    if (json) {
        boost::json::object o;
        o["release"] = id;
        o["previous"] = before ? boost::json::value(*before) : boost::json::value(nullptr);
        o["pages"] = changes.pages;
        o["added"] = strings(changes.added);
        o["removed"] = strings(changes.removed);
        o["changed"] = strings(changes.changed);
        o["pruned"] = strings(pruned);
        out << boost::json::serialize(o) << "\n";
        return;
    }
    out << "release " << id << " live" << (before ? " (before: " + *before + ")" : std::string()) << "\n";
    out << "pages: " << changes.changed.size() << " changed, " << changes.added.size() << " added, " << changes.removed.size()
        << " removed (" << changes.pages << " pages)\n";
    for (const auto& p : changes.changed) out << "changed " << p << "\n";
    for (const auto& p : changes.added) out << "added " << p << "\n";
    for (const auto& p : changes.removed) out << "removed " << p << "\n";
    for (const auto& p : pruned) out << "pruned " << p << "\n";
}

// Makes `incoming` release `id` and puts it live; prints what changed. Lock held by the caller.
int go_live(const site::SiteDir& dir, Scratch& incoming, const SiteCommandOptions& o, std::ostream& out) {
    // On disk before the link points at it: a power cut must not leave `current` on empty files.
    if (const int fd = ::open(incoming.path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); fd >= 0) {
        ::syncfs(fd);
        ::close(fd);
    }
    const auto before = dir.live();
    const std::string id = dir.new_id();
    fs::rename(incoming.path(), dir.path_of(id));
    incoming.release();
    dir.switch_to(id);
    const auto changes = site::compare_pages(before ? dir.path_of(*before) : fs::path(), dir.path_of(id));
    const auto pruned = dir.prune(o.keep);
    print_switch(id, before, changes, pruned, o.json, out);
    return 0;
}

// A copy of a trusted built site (the package's): files and directories only, as a bundle would be.
void copy_site(const fs::path& from, const fs::path& to) {
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(from); it != fs::recursive_directory_iterator(); ++it) {
        const auto rel = fs::relative(it->path(), from);
        const auto st = it->symlink_status();
        if (fs::is_directory(st)) fs::create_directory(to / rel);
        else if (fs::is_regular_file(st)) fs::copy_file(it->path(), to / rel);
        else throw std::runtime_error(it->path().string() + " is neither a file nor a directory");
    }
}

std::int64_t mtime_of(const fs::path& file) {
    struct stat st {};
    if (::stat(file.c_str(), &st) != 0) return 0;
    return static_cast<std::int64_t>(st.st_mtim.tv_sec);
}

}  // namespace

int site_receive(const config::Config& c, int fd, const SiteCommandOptions& o, std::ostream& out, std::ostream& err) {
    if (!require_site_dir(c, err)) return 2;
    const site::SiteDir dir(c.site_dir);
    const site::SiteDir::Lock lock(dir);
    const auto live = dir.live();
    const std::string unchanged = "; the live release is unchanged (" + (live ? *live : std::string("none")) + ")\n";
    Scratch incoming(dir.releases());
    try {
        const auto unpacked = site::unpack_bundle(fd, incoming.path(), {.max_bytes = o.max_bytes});
        if (!o.json) out << "received " << unpacked.files << " file(s), " << unpacked.bytes << " bytes\n";
    } catch (const site::BundleError& e) {
        err << "refused: " << e.what() << unchanged;
        return 1;
    }
    if (const auto problem = unloadable(incoming.path())) {
        err << "refused: " << *problem << unchanged;
        return 1;
    }
    if (!passes_launch_check(c, incoming.path(), o.json ? err : out, err)) {
        err << "the live release is unchanged (" << (live ? *live : std::string("none")) << ")\n";
        return 1;
    }
    return go_live(dir, incoming, o, out);
}

int site_list(const config::Config& c, const SiteCommandOptions& o, std::ostream& out, std::ostream& err) {
    if (!require_site_dir(c, err)) return 2;
    const site::SiteDir dir(c.site_dir);
    auto ids = dir.ids();
    std::reverse(ids.begin(), ids.end());
    const auto live = dir.live();
    boost::json::array list;
    for (const auto& id : ids) {
        site::ReleaseMeta meta;
        try {
            meta = site::read_meta(dir.path_of(id));
        } catch (const std::exception&) {
        }
        const std::size_t pages = site::count_pages(dir.path_of(id));
        const std::string time = text::iso_time(*site::id_time(id) * 1000);
        const bool is_live = live && *live == id;
        if (o.json) {
            boost::json::object r;
            r["id"] = id;
            r["time"] = time;
            r["publisher"] = meta.publisher;
            r["commit"] = meta.commit;
            r["summary"] = meta.summary;
            r["pages"] = pages;
            r["live"] = is_live;
            list.push_back(std::move(r));
            continue;
        }
        out << (is_live ? "* " : "  ") << id << "  " << time << "  " << (meta.publisher.empty() ? "-" : meta.publisher) << "  "
            << (meta.commit.empty() ? "-" : meta.commit.substr(0, 12)) << "  " << pages << " pages" << (is_live ? "  (live)" : "")
            << (meta.summary.empty() ? "" : "  " + meta.summary) << "\n";
    }
    if (o.json) out << boost::json::serialize(list) << "\n";
    else out << ids.size() << " release(s)" << (live ? ", live: " + *live : std::string(", none live")) << "\n";
    return 0;
}

int site_rollback(const config::Config& c, const std::string& release, const SiteCommandOptions& o, std::ostream& out,
                  std::ostream& err) {
    if (!require_site_dir(c, err)) return 2;
    const site::SiteDir dir(c.site_dir);
    const site::SiteDir::Lock lock(dir);
    const auto ids = dir.ids();
    const auto live = dir.live();
    std::string target = release;
    if (target.empty()) {
        const auto at = live ? std::find(ids.begin(), ids.end(), *live) : ids.end();
        if (at == ids.end() || at == ids.begin()) {
            err << "no release before " << (live ? *live : std::string("the live one")) << " to go back to\n";
            return 1;
        }
        target = *(at - 1);
    } else if (std::find(ids.begin(), ids.end(), target) == ids.end()) {
        err << "no release " << target << " in " << dir.releases().string() << " (`site list`)\n";
        return 1;
    }
    if (live && *live == target) {
        err << target << " is already live\n";
        return 1;
    }
    if (const auto problem = unloadable(dir.path_of(target))) {
        err << "refused: " << *problem << "; the live release is unchanged\n";
        return 1;
    }
    dir.switch_to(target);
    const auto changes = site::compare_pages(live ? dir.path_of(*live) : fs::path(), dir.path_of(target));
    print_switch(target, live, changes, {}, o.json, out);
    return 0;
}

int site_over_ssh(const config::Config& c, std::string_view asked, const SiteCommandOptions& o, std::ostream& out,
                  std::ostream& err) {
    std::vector<std::string> words;
    for (std::size_t at = 0; at < asked.size();) {
        const auto end = std::min(asked.find(' ', at), asked.size());
        if (end > at) words.emplace_back(asked.substr(at, end - at));
        at = end + 1;
    }
    // The program's name (any path) is the client's business; what follows `site` is ours.
    const auto site_word = std::find(words.begin(), words.end(), "site");
    const std::vector<std::string> request(site_word == words.end() ? words.end() : site_word + 1, words.end());
    if (request == std::vector<std::string>{"receive"}) return site_receive(c, 0, o, out, err);
    if (request == std::vector<std::string>{"list"}) return site_list(c, o, out, err);
    if (!request.empty() && request[0] == "rollback" && request.size() <= 2 && (request.size() == 1 || site::id_time(request[1]))) {
        return site_rollback(c, request.size() == 2 ? request[1] : "", o, out, err);
    }
    err << "this key may only run `site receive`, `site rollback [RELEASE]` or `site list`\n";
    return 2;
}

int site_seed(const config::Config& c, const fs::path& from, const SiteCommandOptions& o, std::ostream& out, std::ostream& err) {
    if (c.site_dir.empty()) {
        out << "SITE_DIR is not set: the server serves WEB_ROOT " << c.web_root.string() << ", nothing to seed\n";
        return 0;
    }
    if (const auto problem = http::unusable_site(from)) {
        err << "cannot seed from " << from.string() << ": " << *problem << "\n";
        return 1;
    }
    const site::SiteDir dir(c.site_dir);
    const site::SiteDir::Lock lock(dir);
    // The package's site was built when its .release.json says (debian/rules writes it: debhelper
    // clamps the files' times to the changelog's date), or else when its files were; a release was
    // published when it was received (its id).
    std::int64_t built = mtime_of(from / "index.html");
    try {
        if (const auto stamp = site::read_meta(from).built_at; !stamp.empty()) {
            const auto seconds = site::iso_seconds(stamp);
            if (!seconds) throw std::runtime_error(".release.json: built_at « " + stamp + " » is not a UTC time like 2026-11-28T07:45:26Z");
            built = *seconds;
        }
    } catch (const std::runtime_error& e) {
        err << "cannot seed from " << from.string() << ": " << e.what() << "\n";
        return 1;
    }
    if (const auto live = dir.live()) {
        const std::int64_t published = site::id_time(*live).value_or(0);
        if (built <= published) {
            out << "kept the live release " << *live << ": published after this site was built\n";
            return 0;
        }
        const auto changes = site::compare_pages(dir.path_of(*live), from);
        if (changes.changed.empty() && changes.added.empty() && changes.removed.empty()) {
            out << "kept the live release " << *live << ": the same pages as this site\n";
            return 0;
        }
    }
    Scratch incoming(dir.releases());
    copy_site(from, incoming.path());
    boost::json::object meta;
    meta["publisher"] = "paquet";
    meta["built_at"] = text::iso_time(built * 1000);
    meta["summary"] = "Site du paquet";
    if (!fs::exists(incoming.path() / ".release.json")) {
        std::ofstream(incoming.path() / ".release.json") << boost::json::serialize(meta) << "\n";
    }
    if (const auto problem = unloadable(incoming.path())) {
        err << "cannot seed from " << from.string() << ": " << *problem << "\n";
        return 1;
    }
    return go_live(dir, incoming, o, out);
}

}  // namespace cli
