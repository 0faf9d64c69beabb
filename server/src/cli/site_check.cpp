#include "cli/site_check.hpp"

#include <boost/json.hpp>
#include <fstream>
#include <map>
#include <cctype>
#include <regex>
#include <set>
#include <sstream>

#include "crypto/crypto.hpp"
#include "forms/phone.hpp"

namespace cli {
namespace fs = std::filesystem;
namespace {

std::string read_file(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

bool text_file(const fs::path& p) {
    // Pages and the files search engines and browsers read; not the minified scripts (their code
    // is no copy, and names such as `.test(` would read as hosts).
    static const std::set<std::string> kinds{".html", ".xml", ".txt", ".json", ".webmanifest"};
    return kinds.contains(p.extension().string());
}

bool on_origin(std::string_view url, std::string_view origin) {
    return url == origin || (url.starts_with(origin) && url.size() > origin.size() && url[origin.size()] == '/');
}

std::string host_of(std::string_view origin) {
    const auto start = origin.find("://");
    if (start != std::string_view::npos) origin.remove_prefix(start + 3);
    return std::string(origin.substr(0, origin.find_first_of(":/")));
}

// Every absolute URL in a JSON-LD value but the vocabulary (@context) and links to other sites
// by nature (sameAs).
void json_ld_urls(const boost::json::value& v, std::string_view key, std::vector<std::string>& out) {
    if (v.is_object()) {
        for (const auto& [k, child] : v.get_object()) json_ld_urls(child, k, out);
    } else if (v.is_array()) {
        for (const auto& child : v.get_array()) json_ld_urls(child, key, out);
    } else if (v.is_string() && key != "@context" && key != "sameAs") {
        const std::string_view s = v.get_string();
        if (s.starts_with("http://") || s.starts_with("https://")) out.emplace_back(s);
    }
}

// Addresses off the site that the firm itself declared in business.json: its public review
// profile is the rating's source, linked from the JSON-LD (issue 39). Nothing else is exempt.
std::set<std::string> declared_external_urls(const std::string& business_text) {
    std::set<std::string> out;
    boost::json::error_code ec;
    const auto v = boost::json::parse(business_text, ec);
    if (ec || !v.is_object()) return out;
    if (const auto* p = v.get_object().if_contains("reviewProfile"); p && p->is_string() && !p->get_string().empty()) {
        out.emplace(p->get_string());
    }
    return out;
}

// Every text between `open` and the next `close`.
std::vector<std::string> between(std::string_view text, std::string_view open, std::string_view close) {
    std::vector<std::string> out;
    for (auto at = text.find(open); at != std::string_view::npos; at = text.find(open, at)) {
        at += open.size();
        const auto end = text.find(close, at);
        if (end == std::string_view::npos) break;
        out.emplace_back(text.substr(at, end - at));
        at = end;
    }
    return out;
}

bool host_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-'; }

// Host names under the names reserved for examples (RFC 2606): « conformiteproprete.example »,
// « www.example.com »…, as whole names (not « example.community »).
std::vector<std::string> reserved_hosts(std::string_view text) {
    std::vector<std::string> out;
    for (auto at = text.find("example"); at != std::string_view::npos; at = text.find("example", at + 7)) {
        auto begin = at;
        while (begin > 0 && host_char(text[begin - 1])) --begin;
        auto end = at + 7;
        while (end < text.size() && host_char(text[end])) ++end;
        std::string_view host = text.substr(begin, end - begin);
        while (!host.empty() && (host.back() == '.' || host.back() == '-')) host.remove_suffix(1);
        const bool tld = host.ends_with(".example") && begin < at;
        const bool second = host.ends_with("example.com") || host.ends_with("example.net") || host.ends_with("example.org");
        const bool whole = second && (host.size() == 11 || host[host.size() - 12] == '.');
        if (tld || whole) out.emplace_back(host);
    }
    return out;
}

bool placeholder_phone(std::string_view text) {
    const auto n = forms::parse_phone(text);
    return !n || (n->e164.size() == 12 && n->e164.starts_with("+1") && n->e164.substr(5, 5) == "55501");
}

// Problems found in several files are reported once, with a count and the first file.
class Findings {
public:
    void add(const std::string& what, const std::string& file) {
        auto& [count, first] = seen_[what];
        if (count++ == 0) first = file;
    }
    void report(std::vector<std::string>& out, const std::string& prefix) const {
        for (const auto& [what, where] : seen_) {
            out.push_back(prefix + what + " (" + std::to_string(where.first) + " time(s), first in " + where.second + ")");
        }
    }

private:
    std::map<std::string, std::pair<int, std::string>> seen_;
};

}  // namespace

std::vector<std::string> site_problems(const config::Config& c, const std::string& origin) {
    std::vector<std::string> out;
    const fs::path& root = c.web_root;
    const std::string where = "WEB_ROOT " + root.string();
    if (!fs::is_regular_file(root / "index.html")) {
        out.push_back(where + ": no built site (index.html missing)");
        return out;
    }
    const std::string digest_file = (root / ".business.sha256").string();
    const std::string recorded = [&] {
        std::string d = read_file(digest_file);
        while (!d.empty() && (d.back() == '\n' || d.back() == ' ')) d.pop_back();
        return d;
    }();
    const std::string business_text = read_file(c.business_file);
    const std::string actual = crypto::sha256_hex(business_text);
    const std::set<std::string> declared = declared_external_urls(business_text);
    if (recorded.empty()) {
        out.push_back(where + ": no .business.sha256: the site was built without recording its business.json; rebuild it");
    } else if (recorded != actual) {
        out.push_back(where + ": built from another business.json than BUSINESS_FILE " + c.business_file.string() +
                      " (digest " + recorded.substr(0, 12) + "…, not " + actual.substr(0, 12) +
                      "…): edit config/business.json where the site is built and rebuild (make package)");
    }

    Findings off_origin, placeholders;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!it->is_regular_file() || !text_file(it->path())) continue;
        const std::string name = fs::relative(it->path(), root).string();
        const std::string text = read_file(it->path());
        const auto check_url = [&](const std::string& url, const char* kind) {
            if (!on_origin(url, origin)) off_origin.add(std::string(kind) + " « " + url + " »", name);
        };
        for (const auto& url : between(text, R"(<link rel="canonical" href=")", "\"")) check_url(url, "canonical URL");
        for (const auto& url : between(text, "<loc>", "</loc>")) check_url(url, "sitemap URL");
        if (name == "robots.txt") {
            for (const auto& url : between(text, "Sitemap: ", "\n")) check_url(url, "robots.txt sitemap");
        }
        for (const auto& ld : between(text, R"(<script type="application/ld+json">)", "</script>")) {
            boost::json::error_code jec;
            const auto v = boost::json::parse(ld, jec);
            if (jec) {
                off_origin.add("unreadable JSON-LD", name);
                continue;
            }
            std::vector<std::string> urls;
            json_ld_urls(v, "", urls);
            for (const auto& u : urls) {
                if (!declared.contains(u)) check_url(u, "JSON-LD URL");
            }
        }
        for (const auto& host : reserved_hosts(text)) placeholders.add("example domain « " + host + " »", name);
        for (const auto& link : between(text, "tel:", "\"")) {
            // Up to the first character a tel: URI's number cannot hold: in a hydrated island's
            // props (HTML-escaped JSON) the link ends with `&quot;`, not a quote.
            const std::string number = link.substr(0, link.find_first_not_of("0123456789+-.,()"));
            if (placeholder_phone(number)) placeholders.add("placeholder phone « " + number + " »", name);
        }
        for (const auto& number : between(text, R"("telephone":")", "\"")) {
            if (placeholder_phone(number)) placeholders.add("placeholder phone « " + number + " »", name);
        }
        if (text.find("À confirmer") != std::string::npos) placeholders.add("« À confirmer »", name);
    }
    off_origin.report(out, where + ": not on " + origin + ": ");
    placeholders.report(out, where + ": placeholder left: ");
    return out;
}

std::vector<std::string> proxy_problems(const config::Config& c, const std::string& origin) {
    std::vector<fs::path> files;
    if (!c.proxy_config.empty()) {
        std::stringstream list(c.proxy_config);
        for (std::string f; std::getline(list, f, ':');) {
            if (!f.empty()) files.emplace_back(f);
        }
    } else {
        std::error_code ec;
        for (const char* f : {"deploy/nginx.conf", "deploy/Caddyfile", "/etc/nginx/sites-enabled/conformite-proprete.conf"}) {
            if (fs::is_regular_file(f, ec)) files.emplace_back(f);
        }
    }
    std::vector<std::string> out;
    const std::string host = host_of(origin);
    static const std::regex reserved(R"re(\b(?:www\.)?example\.(?:com|net|org)\b)re");
    for (const auto& f : files) {
        if (!fs::is_regular_file(f)) {
            out.push_back("PROXY_CONFIG " + f.string() + ": no such file");
            continue;
        }
        const std::string text = read_file(f);
        std::smatch m;
        if (std::regex_search(text, m, reserved)) {
            out.push_back(f.string() + ": still names « " + m.str() + " »: replace it with " + host + " (README, « Running in production »)");
        } else if (text.find(host) == std::string::npos) {
            out.push_back(f.string() + ": does not name " + host + ", the host of the site URL");
        }
    }
    return out;
}

}  // namespace cli
