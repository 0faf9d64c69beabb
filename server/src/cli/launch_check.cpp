#include "cli/launch_check.hpp"

#include <algorithm>
#include <boost/json.hpp>
#include <ostream>

#include "cli/figures_check.hpp"
#include "cli/firm_presence_check.hpp"
#include "cli/proof_check.hpp"
#include "cli/site_check.hpp"
#include "json/json_schema.hpp"
#include "forms/phone.hpp"
#include "outbox/notifications.hpp"

namespace cli {
namespace json = boost::json;
namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

bool ends_with_label(std::string_view host, std::string_view suffix) {
    return host == suffix || (host.size() > suffix.size() && host.ends_with(suffix) && host[host.size() - suffix.size() - 1] == '.');
}

// Names reserved for examples and tests (RFC 2606, RFC 6761): never a real firm's.
bool reserved_host(std::string_view host) {
    const std::string h = lower(host);
    for (const char* name : {"example.com", "example.net", "example.org", "example", "test", "invalid", "localhost"}) {
        if (ends_with_label(h, name)) return true;
    }
    return h.empty() || h == "127.0.0.1";
}

std::string host_of_url(std::string_view url) {
    const auto start = url.find("://");
    if (start != std::string_view::npos) url.remove_prefix(start + 3);
    return std::string(url.substr(0, url.find_first_of(":/?#")));
}

std::string host_of_email(std::string_view email) {
    const auto at = email.rfind('@');
    return at == std::string_view::npos ? std::string{} : std::string(email.substr(at + 1));
}

bool marked_unknown(std::string_view text) { return text.empty() || text.find("À confirmer") != std::string_view::npos; }

// 555-0100 to 555-0199 are fictional in North America; other invalid numbers (the unused 000
// exchange of « 514-000-0000 ») libphonenumber refuses.
bool placeholder_phone(std::string_view text) {
    const auto n = forms::parse_phone(text);
    return !n || (n->e164.size() == 12 && n->e164.starts_with("+1") && n->e164.substr(5, 5) == "55501");
}

std::string guillemets(std::string_view v) { return "« " + std::string(v) + " »"; }

const json::value* at_path(const json::object& o, std::string_view path) {
    const json::value* v = nullptr;
    const json::object* cur = &o;
    while (!path.empty()) {
        const auto slash = path.find('/');
        v = cur->if_contains(path.substr(0, slash));
        if (!v) return nullptr;
        if (slash == std::string_view::npos) break;
        if (!v->is_object()) return nullptr;
        cur = &v->get_object();
        path.remove_prefix(slash + 1);
    }
    return v;
}

// Configured addresses that could not be normalised (outbox::load_identity names the setting):
// no notification could be sent to or from them.
void add_address_problems(const outbox::Identity& id, std::vector<std::string>& out) {
    for (const auto& p : id.problems) out.push_back(p + " (no notification can be sent with it)");
}

bool starts_with_https(std::string_view url) { return lower(url.substr(0, 8)) == "https://"; }

// Every interface: the proxy's X-Forwarded-For is trusted from anyone who reaches the port.
bool listens_everywhere(std::string_view host) {
    return host.empty() || host == "0.0.0.0" || host == "::" || host == "[::]" || host == "*";
}

// Settings with which the site runs, but weakened (issue 28.7): each named on its own line,
// secrets never printed.
void flag_risky_settings(const config::Config& c, std::vector<std::string>& out) {
    if (!c.site_url.empty() && !starts_with_https(c.site_url)) {
        out.push_back("SITE_URL " + guillemets(c.site_url) + ": not https: the links mailed to visitors (confirmation, unsubscribe) "
                      "would travel in clear");
    }
    if (!c.ip_hash_secret.empty() && c.ip_hash_secret.size() < 32) {
        out.push_back("IP_HASH_SECRET is " + std::to_string(c.ip_hash_secret.size()) +
                      " character(s) long: at least 32 are needed (openssl rand -hex 32); it also derives the link-signing key");
    }
    if (c.trust_proxy && listens_everywhere(c.host)) {
        out.push_back("TRUST_PROXY=1 while HOST " + guillemets(c.host) + " listens on every interface: anyone reaching the port "
                      "directly can forge X-Forwarded-For (bind HOST to 127.0.0.1 behind the proxy)");
    }
    if (!c.webhook_url.empty() && !starts_with_https(c.webhook_url)) {
        out.push_back("LEADS_WEBHOOK_URL " + guillemets(host_of_url(c.webhook_url)) + ": not https: leads would cross the network in clear");
    }
    if (c.min_submit_ms == 0) {
        out.push_back("MIN_SUBMIT_MS=0: the timing check is off, so bots that skip the honeypot reach the firm as leads (default " +
                      std::to_string(config::defaults::kMinSubmitMs) + ")");
    }
}

}  // namespace

std::vector<std::string> launch_problems(const config::Config& c) {
    std::vector<std::string> out;
    const json::value business = json_schema::load_checked(
        c.business_file, c.business_schema.empty() ? c.business_file.parent_path() / "business.schema.json" : c.business_schema);
    const json::object& b = business.get_object();
    const std::string file = c.business_file.filename().string();
    const auto text = [&](std::string_view key) {
        const auto* v = at_path(b, key);
        return v && v->is_string() ? std::string(v->get_string()) : std::string{};
    };
    const auto flag = [&](std::string_view key, std::string_view why) {
        out.push_back(file + " " + std::string(key) + " " + guillemets(text(key)) + ": " + std::string(why));
    };

    for (const char* key : {"name", "address/streetAddress", "address/postalCode", "privacyOfficer/name", "privacyOfficer/title"}) {
        if (marked_unknown(text(key))) flag(key, "still to be confirmed");
    }
    // The welcome e-mail sends them to every new subscriber: a placeholder would mislead them.
    for (const char* key : {"newsletterOffer/description", "newsletterOffer/code", "newsletterOffer/conditions"}) {
        if (marked_unknown(text(key))) flag(key, "still to be confirmed: the welcome e-mail mails it to every new subscriber");
    }
    if (placeholder_phone(text("phone"))) flag("phone", "not a real phone number (placeholder)");
    for (const char* key : {"email", "notificationEmail", "privacyOfficer/email"}) {
        if (reserved_host(host_of_email(text(key)))) flag(key, "an example address (placeholder)");
    }
    // The rating's source, linked beside it on the pages and in the JSON-LD (issue 39).
    if (!text("reviewProfile").empty() && reserved_host(host_of_url(text("reviewProfile")))) {
        flag("reviewProfile", "an example domain (placeholder): the rating and its review count link to it as their source");
    }
    if (reserved_host(host_of_url(text("siteUrl")))) flag("siteUrl", "an example domain (placeholder): canonical URLs, sitemap, JSON-LD and unsubscribe links use it");
    else if (!text("siteUrl").starts_with("https://")) flag("siteUrl", "not https");
    // The firm in every footer (issue 25); image slots are warnings (launch_warnings).
    for (auto& p : firm_presence_problems(b, file)) out.push_back(std::move(p));

    // Production settings, from the environment (README, « Configuration »).
    const outbox::Identity id = outbox::load_identity(c.business_file, c.site_url, c.mail_from, c.leads_notify_to, c.webhook_url);
    add_address_problems(id, out);
    if (!c.site_url.empty() && reserved_host(host_of_url(c.site_url))) out.push_back("SITE_URL " + guillemets(c.site_url) + ": an example domain");
    if (!c.leads_notify_to.empty() && reserved_host(host_of_email(c.leads_notify_to))) {
        out.push_back("LEADS_NOTIFY_TO " + guillemets(c.leads_notify_to) + ": an example address");
    }
    if (reserved_host(host_of_email(id.mail_from))) out.push_back("MAIL_FROM " + guillemets(id.mail_from) + ": an example address (defaults to business.json email)");
    if (c.smtp_url.empty()) out.push_back("SMTP_URL is not set: notifications would only be written as .eml files to " + c.outbox_dir.string());
    // Without a key each instance hashes client addresses with its own daily random key (the
    // private default); instances sharing a PostgreSQL database must share one to agree.
    if (c.ip_hash_secret.empty() && !c.database_url.empty()) {
        out.push_back("IP_HASH_SECRET is not set while DATABASE_URL is: instances sharing the database need the same key (openssl rand -hex 32), "
                      "which also derives the key that signs the links mailed to visitors");
    }

    // What ships: the built site and the reverse proxy, against the configured origin.
    std::string origin = c.site_url.empty() ? text("siteUrl") : c.site_url;
    while (origin.ends_with('/')) origin.pop_back();
    for (auto& p : site_problems(c, origin)) out.push_back(std::move(p));
    for (auto& p : proxy_problems(c, origin)) out.push_back(std::move(p));
    // Figures, ratings and statistics still « à confirmer » (issue 39): claims nobody confirmed.
    for (auto& p : figure_problems(c.web_root)) out.push_back(std::move(p));
    flag_risky_settings(c, out);
    return out;
}

bool is_production(const config::Config& c) {
    std::string_view env = c.app_env;
    while (!env.empty() && (env.front() == ' ' || env.front() == '\t')) env.remove_prefix(1);
    while (!env.empty() && (env.back() == ' ' || env.back() == '\t')) env.remove_suffix(1);
    return lower(env) == "production";
}

std::vector<std::string> launch_warnings(const config::Config& c) {
    auto out = image_slot_warnings(c.web_root);
    // Proof still « à fournir » or expired: hidden from the site, so never blocking (proof_check.hpp).
    for (auto& w : proof_warnings(c.web_root)) out.push_back(std::move(w));
    return out;
}

int print_launch_check(const config::Config& c, std::ostream& out) {
    const auto problems = launch_problems(c);
    const auto warnings = launch_warnings(c);
    for (const auto& p : problems) out << "- " << p << "\n";
    if (problems.empty()) out << "Ready for launch: no placeholder and no missing production setting.\n";
    else out << problems.size() << " item(s) to settle before launch (README, « Before launch »).\n";
    if (!warnings.empty()) {
        out << "\nWarnings (" << warnings.size() << ", they do not block the launch):\n";
        for (const auto& w : warnings) out << "- " << w << "\n";
    }
    return problems.empty() ? 0 : 1;
}

}  // namespace cli
