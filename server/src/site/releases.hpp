#pragma once
// SITE_DIR on disk (README, « Publishing »): releases/<id>/ each hold one built site, and
// `current` is a relative symbolic link to the live one, replaced by rename(2) so that a reader
// always finds either the old release or the new one. Ids are the UTC time the release was made
// (20261128T050102Z, -2 for a second one in the same second; a new id always sorts after every
// existing one): their order is the order of publications.
// Changes take an exclusive lock on SITE_DIR/.lock, so two publications never interleave.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace site {

// What a release says about itself: the `.release.json` the publisher put in the bundle.
struct ReleaseMeta {
    std::string publisher;
    std::string commit;
    std::string built_at;
    std::string summary;  // what changed, in the publisher's words (the git commit's subject)
};

struct PageChanges {
    std::vector<std::string> added, removed, changed;  // clean URLs: "/", "/blog", "/guides"
    std::size_t pages = 0;                              // in the newer release
};

class SiteDir {
public:
    explicit SiteDir(std::filesystem::path dir);

    [[nodiscard]] const std::filesystem::path& dir() const { return dir_; }
    [[nodiscard]] std::filesystem::path releases() const { return dir_ / "releases"; }
    [[nodiscard]] std::filesystem::path path_of(const std::string& id) const { return releases() / id; }

    // Every release id, oldest first (unfinished uploads, hidden names, are not releases).
    [[nodiscard]] std::vector<std::string> ids() const;
    // The release `current` links to, if it links to one.
    [[nodiscard]] std::optional<std::string> live() const;
    // A new id for a release made now (unused in releases/).
    [[nodiscard]] std::string new_id() const;
    // Points `current` at releases/<id>, atomically (a new link renamed over the old).
    void switch_to(const std::string& id) const;
    // Removes all but the `keep` newest, never the live one nor the one before it, and the
    // leftovers of interrupted uploads. Returns the ids removed. Call with the lock held.
    std::vector<std::string> prune(std::size_t keep) const;

    // Holds SITE_DIR/.lock (flock) for its lifetime; makes SITE_DIR and releases/ if missing.
    class Lock {
    public:
        explicit Lock(const SiteDir& site);
        ~Lock();
        Lock(const Lock&) = delete;
        Lock& operator=(const Lock&) = delete;

    private:
        int fd_ = -1;
    };

private:
    std::filesystem::path dir_;
};

// The release's .release.json (empty fields when absent). Throws std::runtime_error when it is
// there but not a JSON object of short strings.
ReleaseMeta read_meta(const std::filesystem::path& release);
// The built pages (.html files) of a release, as clean URLs, with their contents' digest.
std::size_t count_pages(const std::filesystem::path& release);
// What a visitor would see change between two releases (`before` may be empty: all added).
PageChanges compare_pages(const std::filesystem::path& before, const std::filesystem::path& after);
// Whether release `a` is older than release `b` (both ids).
bool id_before(const std::string& a, const std::string& b);
// The UTC time an id names, in seconds since the epoch; nothing for a name that is not an id.
std::optional<std::int64_t> id_time(const std::string& id);
// The UTC time an ISO 8601 stamp names ("2026-11-28T07:45:26Z", fractions of a second allowed), in
// seconds since the epoch; nothing for any other text.
std::optional<std::int64_t> iso_seconds(const std::string& stamp);
// "/blog" for "blog.html", "/" for "index.html", "/guides" for "guides/index.html".
std::string clean_url(const std::string& html_file);

}  // namespace site
