// Site releases (issue 36): `site receive` takes a bundle read as hostile and refuses, with the
// live release untouched, anything but a well-formed archive of files and directories that the
// launch check passes in production; rollback, pruning and the package's seed; and the running
// server following `current` to a new release without a restart.
#include "cli/site_commands.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>
#include <thread>

#include "api/release_catalogs.hpp"
#include "forms/catalog.hpp"
#include "http/site_handler.hpp"
#include "site/bundle.hpp"
#include "site/releases.hpp"
#include "temp_dir.hpp"
#include "test_support.hpp"

namespace {

namespace fs = std::filesystem;

struct Entry {
    std::string name;
    char type = '0';
    std::string content = {};
    std::string link = {};
    std::string magic = "ustar";
};

void octal_field(std::string& block, std::size_t at, std::size_t len, std::uint64_t value) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%0*llo", static_cast<int>(len - 1), static_cast<unsigned long long>(value));
    std::memcpy(block.data() + at, buf, len - 1);
}

// A ustar archive as `make publish` writes one (and as GNU tar would), or a hostile one.
std::string ustar(const std::vector<Entry>& entries, bool end_marker = true) {
    std::string out;
    for (const auto& e : entries) {
        std::string h(512, '\0');
        std::string name = e.name, prefix;
        if (name.size() > 100) {
            const auto cut = name.rfind('/', name.size() - 1);
            prefix = name.substr(0, cut);
            name = name.substr(cut + 1);
        }
        std::memcpy(h.data(), name.data(), std::min<std::size_t>(name.size(), 100));
        octal_field(h, 100, 8, e.type == '5' ? 0755 : 0644);
        octal_field(h, 108, 8, 0);
        octal_field(h, 116, 8, 0);
        octal_field(h, 124, 12, e.type == '0' ? e.content.size() : 0);
        octal_field(h, 136, 12, 1700000000);
        h[156] = e.type;
        std::memcpy(h.data() + 157, e.link.data(), std::min<std::size_t>(e.link.size(), 100));
        std::memcpy(h.data() + 257, e.magic.data(), e.magic.size());
        h[263] = '0';
        h[264] = '0';
        std::memcpy(h.data() + 345, prefix.data(), std::min<std::size_t>(prefix.size(), 155));
        std::memset(h.data() + 148, ' ', 8);
        unsigned sum = 0;
        for (const unsigned char c : h) sum += c;
        char chk[8];
        std::snprintf(chk, sizeof chk, "%06o", sum);
        std::memcpy(h.data() + 148, chk, 7);
        out += h;
        if (e.type == '0') {
            out += e.content;
            out.append((512 - e.content.size() % 512) % 512, '\0');
        }
    }
    if (end_marker) out.append(1024, '\0');
    return out;
}

std::vector<Entry> site_files(std::string_view price) {
    return {{"index.html", '0', "<h1>Accueil</h1>"},
            {"tarifs.html", '0', "<p>" + std::string(price) + "</p>"},
            {"_astro", '5'},
            {"_astro/app.1a2b.js", '0', "console.log(1)"},
            {".csp.json", '0', "{}"},
            {".redirects.json", '0', R"({"/vieux": "/tarifs"})"},
            {".release.json", '0', R"({"publisher": "Julie", "commit": "abc123", "summary": "Tarifs : prix modifié"})"}};
}

class SiteReleases : public ::testing::Test {
protected:
    void SetUp() override {
        cfg_.site_dir = dir_.path() / "site";
        cfg_.business_file = fixture_business_path();
        cfg_.business_schema = BUSINESS_SCHEMA_PATH;
        cfg_.forms_catalog = CATALOG_PATH;
        ASSERT_EQ(receive(ustar(site_files("100 $"))), 0) << err_.str();
        live_ = site::SiteDir(cfg_.site_dir).live().value_or("");
        ASSERT_FALSE(live_.empty());
    }

    // Runs `site receive` with `bundle` on its standard input (a file, as a pipe would give it).
    int receive(const std::string& bundle) {
        const fs::path file = dir_.path() / "bundle.tar";
        std::ofstream(file, std::ios::binary | std::ios::trunc) << bundle;
        const int fd = ::open(file.c_str(), O_RDONLY);
        out_.str("");
        err_.str("");
        const int code = cli::site_receive(cfg_, fd, options_, out_, err_);
        ::close(fd);
        return code;
    }

    // The refusal left everything as it was: same live release, no other release, no leftover.
    void expect_untouched(const std::string& why) {
        const site::SiteDir d(cfg_.site_dir);
        EXPECT_EQ(d.live().value_or(""), live_) << why;
        EXPECT_EQ(d.ids(), std::vector<std::string>{live_}) << why;
        for (const auto& e : fs::directory_iterator(d.releases())) EXPECT_EQ(e.path().filename().string(), live_) << why;
        EXPECT_NE(err_.str().find("refused: " + why), std::string::npos) << err_.str();
        EXPECT_NE(err_.str().find("live release is unchanged (" + live_ + ")"), std::string::npos) << err_.str();
    }

    TempDir dir_;
    config::Config cfg_;
    cli::SiteCommandOptions options_;
    std::ostringstream out_, err_;
    std::string live_;
};

TEST_F(SiteReleases, ReceiveUnpacksSwitchesAndSaysWhatChanged) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1100));  // ids are per second: -2 otherwise, also fine
    auto files = site_files("120 $");
    files.push_back({"guides", '5'});
    files.push_back({"guides/index.html", '0', "<h1>Guides</h1>"});
    ASSERT_EQ(receive(ustar(files)), 0) << err_.str();
    const site::SiteDir d(cfg_.site_dir);
    const auto now = d.live().value();
    EXPECT_NE(now, live_);
    EXPECT_EQ(fs::read_symlink(cfg_.site_dir / "current"), fs::path("releases") / now);
    EXPECT_NE(out_.str().find("release " + now + " live (before: " + live_ + ")"), std::string::npos) << out_.str();
    EXPECT_NE(out_.str().find("pages: 1 changed, 1 added, 0 removed (3 pages)"), std::string::npos) << out_.str();
    EXPECT_NE(out_.str().find("changed /tarifs\n"), std::string::npos);
    EXPECT_NE(out_.str().find("added /guides\n"), std::string::npos);
    std::ifstream page(cfg_.site_dir / "current" / "tarifs.html");
    std::string text((std::istreambuf_iterator<char>(page)), std::istreambuf_iterator<char>());
    EXPECT_EQ(text, "<p>120 $</p>");
    EXPECT_EQ(fs::status(cfg_.site_dir / "current" / "tarifs.html").permissions() & fs::perms::all,
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
}

TEST_F(SiteReleases, RefusesDotDot) {
    auto files = site_files("1 $");
    files.push_back({"_astro/../../../evil.html", '0', "x"});
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("entry _astro/../../../evil.html has a `..` segment");
    EXPECT_FALSE(fs::exists(dir_.path() / "evil.html"));
}

TEST_F(SiteReleases, RefusesAbsolutePath) {
    auto files = site_files("1 $");
    files.push_back({"/tmp/evil.html", '0', "x"});
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("entry /tmp/evil.html has an absolute path");
}

TEST_F(SiteReleases, RefusesSymbolicAndHardLinks) {
    auto files = site_files("1 $");
    files.push_back({"passwd.html", '2', "", "/etc/passwd"});
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("entry passwd.html is a symbolic link");
    files.back().type = '1';
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("entry passwd.html is a hard link");
}

TEST_F(SiteReleases, RefusesDevicesAndFifos) {
    for (const auto& [type, what] : {std::pair{'3', "a character device"}, std::pair{'4', "a block device"}, std::pair{'6', "a FIFO"}}) {
        auto files = site_files("1 $");
        files.push_back({"zero", type});
        EXPECT_EQ(receive(ustar(files)), 1);
        expect_untouched(std::string("entry zero is ") + what);
    }
}

TEST_F(SiteReleases, RefusesExtendedHeadersAndOldArchives) {
    auto files = site_files("1 $");
    files.insert(files.begin(), {"PaxHeader", 'x', ""});
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("entry PaxHeader is a pax extended header");
    files = site_files("1 $");
    files.front().magic = "";
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("not a POSIX ustar archive");
}

TEST_F(SiteReleases, RefusesOversizedBundle) {
    auto files = site_files("1 $");
    files.push_back({"big.pdf", '0', std::string(200 * 1024, 'a')});
    options_.max_bytes = 100 * 1024;
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("bundle larger than the limit of 102400 bytes");
}

TEST_F(SiteReleases, RefusesTruncatedBundle) {
    const std::string whole = ustar(site_files("1 $"));
    EXPECT_EQ(receive(whole.substr(0, 1000)), 1);  // inside the second entry's header
    expect_untouched("truncated bundle");
    EXPECT_EQ(receive(whole.substr(0, 512 + 512 + 300)), 1);  // inside a file's contents
    expect_untouched("truncated bundle");
    EXPECT_EQ(receive(ustar(site_files("1 $"), false)), 1);  // every entry whole, no end marker
    expect_untouched("truncated bundle: no end-of-archive marker");
    EXPECT_EQ(receive(""), 1);
    expect_untouched("truncated bundle: no end-of-archive marker");
}

TEST_F(SiteReleases, RefusesDamagedHeader) {
    std::string bundle = ustar(site_files("1 $"));
    bundle[10] ^= 0x40;
    EXPECT_EQ(receive(bundle), 1);
    expect_untouched("not a tar archive, or a damaged header");
}

TEST_F(SiteReleases, RefusesNamesTheServerWouldNotServe) {
    for (const auto& [name, why] : {std::pair{"_astro/.env", "a hidden name below the top level"},
                                    std::pair{"a\\b.html", "a backslash"}, std::pair{"a\nb.html", "a control character"},
                                    std::pair{"a//b.html", "an empty path segment"}, std::pair{"./x/./y.html", "a `.` segment"}}) {
        auto files = site_files("1 $");
        files.push_back({name, '0', "x"});
        EXPECT_EQ(receive(ustar(files)), 1) << name;
        EXPECT_NE(err_.str().find(why), std::string::npos) << err_.str();
        expect_untouched("entry");
    }
}

TEST_F(SiteReleases, RefusesASiteTheServerCannotLoad) {
    auto files = site_files("1 $");
    files.erase(files.begin());  // no index.html
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched("no index.html");
    files = site_files("1 $");
    files[4].content = "[1, 2";
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched(".csp.json is not a JSON object");
}

TEST_F(SiteReleases, RefusesInProductionWhatTheLaunchCheckFlags) {
    // The repository's business.json still holds placeholders (launch_check_test.cpp): the same
    // lines as `check` print, and the release is refused.
    cfg_.app_env = "production";
    EXPECT_EQ(receive(ustar(site_files("1 $"))), 1);
    EXPECT_NE(err_.str().find("business.json phone « 514-000-0000 »"), std::string::npos) << err_.str();
    EXPECT_NE(err_.str().find("item(s) to settle before launch"), std::string::npos) << err_.str();
    expect_untouched("APP_ENV=production and the launch check fails");
    // Outside production the same lines are warnings and the release goes live.
    cfg_.app_env = "";
    EXPECT_EQ(receive(ustar(site_files("1 $"))), 0);
    EXPECT_NE(out_.str().find("warning: not ready for launch: business.json phone"), std::string::npos) << out_.str();
}

TEST_F(SiteReleases, RollbackListAndPrune) {
    options_.keep = 3;
    for (int i = 0; i < 5; ++i) ASSERT_EQ(receive(ustar(site_files(std::to_string(200 + i) + " $"))), 0) << err_.str();
    const site::SiteDir d(cfg_.site_dir);
    auto ids = d.ids();
    ASSERT_EQ(ids.size(), 3u);  // the 3 newest; the live one is the newest
    EXPECT_EQ(d.live(), ids.back());

    out_.str("");
    ASSERT_EQ(cli::site_rollback(cfg_, "", options_, out_, err_), 0) << err_.str();
    EXPECT_EQ(d.live(), ids[1]);
    EXPECT_NE(out_.str().find("changed /tarifs"), std::string::npos) << out_.str();
    ASSERT_EQ(cli::site_rollback(cfg_, ids[2], options_, out_, err_), 0);
    EXPECT_EQ(d.live(), ids[2]);
    EXPECT_EQ(cli::site_rollback(cfg_, "20000101T000000Z", options_, out_, err_), 1);
    EXPECT_EQ(d.live(), ids[2]);

    // Back on an older release, pruning keeps it and the one before it whatever their age.
    ASSERT_EQ(cli::site_rollback(cfg_, ids[1], options_, out_, err_), 0);
    options_.keep = 1;
    ASSERT_EQ(receive(ustar(site_files("300 $"))), 0);
    const auto after = d.ids();
    EXPECT_EQ(after.size(), 2u);  // the new live one, and the one it replaced (the one before it)
    out_.str("");
    ASSERT_EQ(cli::site_list(cfg_, options_, out_, err_), 0);
    EXPECT_NE(out_.str().find("* " + after.back()), std::string::npos) << out_.str();
    EXPECT_NE(out_.str().find("Julie  abc123  2 pages  (live)  Tarifs : prix modifié"), std::string::npos) << out_.str();
    EXPECT_NE(out_.str().find("2 release(s), live: " + after.back()), std::string::npos) << out_.str();
}

TEST_F(SiteReleases, SeedInstallsThePackageSiteOnlyWhenNoNewerReleaseIsLive) {
    const fs::path package = dir_.path() / "package-site";
    fs::create_directories(package);
    std::ofstream(package / "index.html") << "<h1>Du paquet</h1>";
    // Built before the live release was published: an upgrade keeps the publication.
    fs::last_write_time(package / "index.html", fs::file_time_type::clock::now() - std::chrono::hours(1));
    ASSERT_EQ(cli::site_seed(cfg_, package, options_, out_, err_), 0) << err_.str();
    EXPECT_NE(out_.str().find("kept the live release " + live_), std::string::npos) << out_.str();
    EXPECT_EQ(site::SiteDir(cfg_.site_dir).live(), live_);

    // Built after it (a newer package): it goes live as a release of its own.
    fs::last_write_time(package / "index.html", fs::file_time_type::clock::now() + std::chrono::hours(1));
    out_.str("");
    ASSERT_EQ(cli::site_seed(cfg_, package, options_, out_, err_), 0) << err_.str();
    const auto now = site::SiteDir(cfg_.site_dir).live().value();
    EXPECT_NE(now, live_);
    EXPECT_EQ(site::read_meta(site::SiteDir(cfg_.site_dir).path_of(now)).publisher, "paquet");

    // A fresh SITE_DIR: the package's site is the first release.
    cfg_.site_dir = dir_.path() / "fresh";
    ASSERT_EQ(cli::site_seed(cfg_, package, options_, out_, err_), 0) << err_.str();
    EXPECT_TRUE(site::SiteDir(cfg_.site_dir).live().has_value());
}

// debhelper clamps a package's file times to its changelog's date, so an upgraded package's pages
// look older than the live release; the time the site was built is the one its .release.json says.
TEST_F(SiteReleases, SeedReadsTheBuildTimeThePackageRecordedNotItsFileTimes) {
    const fs::path package = dir_.path() / "package-site";
    fs::create_directories(package);
    std::ofstream(package / "index.html") << "<h1>Du paquet, reconstruit</h1>";
    fs::last_write_time(package / "index.html", fs::file_time_type::clock::now() - std::chrono::hours(240));
    const auto in_an_hour = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now() + std::chrono::hours(1));
    char built_at[32];
    std::strftime(built_at, sizeof built_at, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&in_an_hour));
    std::ofstream(package / ".release.json") << R"({"publisher":"paquet","built_at":")" << built_at << R"(","summary":"Site du paquet"})";
    ASSERT_EQ(cli::site_seed(cfg_, package, options_, out_, err_), 0) << err_.str();
    const auto now = site::SiteDir(cfg_.site_dir).live().value();
    EXPECT_NE(now, live_) << out_.str();
    EXPECT_EQ(site::read_meta(site::SiteDir(cfg_.site_dir).path_of(now)).built_at, built_at);

    // A build time that is not a time is refused rather than guessed.
    std::ofstream(package / ".release.json") << R"({"publisher":"paquet","built_at":"hier"})";
    out_.str("");
    EXPECT_EQ(cli::site_seed(cfg_, package, options_, out_, err_), 1);
    EXPECT_NE(err_.str().find("built_at"), std::string::npos) << err_.str();
    EXPECT_EQ(site::SiteDir(cfg_.site_dir).live(), now);
}

TEST_F(SiteReleases, TheServerFollowsCurrentWithoutRestartAndKeepsABrokenReleaseOut) {
    http::SiteHandler handler({.web_root = "", .version = "t", .site_dir = cfg_.site_dir, .release_poll = std::chrono::hours(1)});
    const auto get = [&](std::string target) {
        http::Response r = handler.handle(http::Request{"GET", std::move(target), {}, {}});
        return r.body ? std::string(*r.body) : std::string();
    };
    EXPECT_EQ(get("/tarifs"), "<p>100 $</p>");
    EXPECT_EQ(handler.handle(http::Request{"GET", "/vieux", {}, {}}).status, 301);

    auto files = site_files("150 $");
    files[5].content = "{}";  // the redirect gone in the new release
    files[3] = {"_astro/app.9z9z.js", '0', "console.log(2)"};  // its assets renamed by their new hash
    ASSERT_EQ(receive(ustar(files)), 0);
    EXPECT_EQ(get("/tarifs"), "<p>100 $</p>");  // not followed yet (polling is off here)
    EXPECT_TRUE(handler.follow_release());
    EXPECT_EQ(get("/tarifs"), "<p>150 $</p>");
    EXPECT_EQ(handler.handle(http::Request{"GET", "/vieux", {}, {}}).status, 404);  // redirects from the same release
    // The previous release's hashed assets still answer (a page loaded before the switch); its pages do not.
    EXPECT_EQ(get("/_astro/app.1a2b.js"), "console.log(1)");
    EXPECT_NE(handler.root().string().find(site::SiteDir(cfg_.site_dir).live().value()), std::string::npos);

    // A release broken on disk behind receive's back is not loaded; the live one keeps serving.
    const site::SiteDir d(cfg_.site_dir);
    const std::string broken = "20991231T235959Z";
    fs::create_directories(d.path_of(broken));
    std::ofstream(d.path_of(broken) / "index.html") << "x";
    std::ofstream(d.path_of(broken) / ".redirects.json") << "not json";
    d.switch_to(broken);
    EXPECT_FALSE(handler.follow_release());
    EXPECT_EQ(get("/tarifs"), "<p>150 $</p>");
}

TEST(ReleaseCatalogs, EachReleaseValidatesWithTheCatalogItsFormsWereBuiltWith) {
    // A city added in the content rewrites the catalog's `villes` options and the build copies the
    // catalog into the release: its posts must pass against that catalog, not FORMS_CATALOG.
    TempDir dir;
    const auto configured = forms::Catalog::load(CATALOG_PATH);
    std::ifstream in(CATALOG_PATH);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string marker = "\"villes\": [";
    ASSERT_NE(text.find(marker), std::string::npos);
    text.insert(text.find(marker) + marker.size(), R"({"value": "rimouski", "label": "Rimouski"},)");
    fs::create_directories(dir.path() / "new" );
    fs::create_directories(dir.path() / "old");
    std::ofstream(dir.path() / "new" / ".forms-catalog.json") << text;

    api::ReleaseCatalogs catalogs(configured);
    const auto accepts_city = [](const forms::Catalog& c, std::string_view city) {
        for (const auto& form : c.forms()) {
            for (const auto& field : form.fields) {
                for (const auto& option : field.options) {
                    if (option.value == city) return true;
                }
            }
        }
        return false;
    };
    EXPECT_TRUE(accepts_city(catalogs.for_site(dir.path() / "new"), "rimouski"));
    EXPECT_FALSE(accepts_city(catalogs.for_site(dir.path() / "old"), "rimouski"));
    EXPECT_EQ(&catalogs.for_site(dir.path() / "old"), &configured);
    EXPECT_EQ(&catalogs.for_site(dir.path() / "new"), &catalogs.for_site(dir.path() / "new"));  // loaded once
}

TEST_F(SiteReleases, RefusesAReleaseWhoseCatalogDoesNotLoad) {
    auto files = site_files("1 $");
    files.push_back({".forms-catalog.json", '0', R"({"forms": 3})"});
    EXPECT_EQ(receive(ustar(files)), 1);
    expect_untouched(".forms-catalog.json: ");
}

TEST(SiteBundleNames, ServedNamesPassHostileOnesDoNot) {
    for (const char* ok : {"index.html", "_astro/app.1a2b.js", ".csp.json", "guides/", "blog/mon-article.html", "images/été.avif"}) {
        EXPECT_FALSE(site::bad_entry_name(ok).has_value()) << ok;
    }
    for (const char* bad : {"", "/etc/passwd", "../x", "a/../../x", "a/./b", "a//b", "x/.git/config", "a\\b", "a\tb", "\xff\xfe"}) {
        EXPECT_TRUE(site::bad_entry_name(bad).has_value()) << bad;
    }
}

}  // namespace
