#include "outbox/transports.hpp"

#include <curl/curl.h>

#include <algorithm>
#include <cctype>

#include <fstream>
#include <memory>
#include <mutex>

#include "http/url_path.hpp"
#include "outbox/webhook_signature.hpp"

namespace outbox {
namespace {

struct EasyCleanup {
    void operator()(CURL* c) const { curl_easy_cleanup(c); }
};
struct ListCleanup {
    void operator()(curl_slist* l) const { curl_slist_free_all(l); }
};
using Easy = std::unique_ptr<CURL, EasyCleanup>;
using List = std::unique_ptr<curl_slist, ListCleanup>;

void append(List& list, const std::string& item) {
    curl_slist* grown = curl_slist_append(list.get(), item.c_str());
    if (!grown) throw std::bad_alloc();
    (void)list.release();  // curl_slist_append returns the same head it extended
    list.reset(grown);
}

struct Reader {
    std::string_view data;
    static std::size_t read(char* buffer, std::size_t size, std::size_t count, void* self) {
        auto* r = static_cast<Reader*>(self);
        const std::size_t n = std::min(size * count, r->data.size());
        std::copy_n(r->data.data(), n, buffer);
        r->data.remove_prefix(n);
        return n;
    }
};

std::size_t discard(char*, std::size_t size, std::size_t count, void*) { return size * count; }

SendError perform(CURL* curl, char (&error)[CURL_ERROR_SIZE]) {
    const CURLcode rc = curl_easy_perform(curl);
    if (rc == CURLE_OK) return std::nullopt;
    return std::string(curl_easy_strerror(rc)) + (error[0] ? std::string(": ") + error : std::string{});
}

}  // namespace

bool smtp_requires_tls(std::string_view url) {
    const auto parts = http::parse_absolute_url(url);
    if (!parts) return true;
    return !(parts->host == "127.0.0.1" || parts->host == "::1" || parts->host == "localhost");
}

void init_curl() {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

SmtpTransport::SmtpTransport(std::string url, std::string user, std::string password, std::string ca_file)
    : url_(std::move(url)), user_(std::move(user)), password_(std::move(password)), ca_file_(std::move(ca_file)) {
    init_curl();
}

SmtpTransport::~SmtpTransport() {
    for (void* c : idle_) curl_easy_cleanup(static_cast<CURL*>(c));
}

void* SmtpTransport::take_session() {
    {
        std::lock_guard lock(pool_mutex_);
        if (!idle_.empty()) {
            void* c = idle_.back();
            idle_.pop_back();
            return c;
        }
    }
    CURL* c = curl_easy_init();
    if (!c) return nullptr;
    curl_easy_setopt(c, CURLOPT_URL, url_.c_str());
    // smtps:// is TLS from the first byte; smtp:// must upgrade with STARTTLS or the send fails,
    // so a server (or an attacker stripping STARTTLS) never gets the password and leads in clear.
    curl_easy_setopt(c, CURLOPT_USE_SSL, smtp_requires_tls(url_) ? CURLUSESSL_ALL : CURLUSESSL_TRY);
    // Verification stays on whatever the URL: a TLS session with an unverified peer would hand
    // the password and the leads to whoever answers.
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 1L);
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYHOST, 2L);
    if (!ca_file_.empty()) curl_easy_setopt(c, CURLOPT_CAINFO, ca_file_.c_str());
    if (!user_.empty()) {
        curl_easy_setopt(c, CURLOPT_USERNAME, user_.c_str());
        curl_easy_setopt(c, CURLOPT_PASSWORD, password_.c_str());
    }
    curl_easy_setopt(c, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(c, CURLOPT_READFUNCTION, &Reader::read);
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 10L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT, static_cast<long>(kSendTimeout.count()));
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_TCP_NODELAY, 1L);
    // Servers close idle sessions after a few minutes: past this, a new one rather than a dead one.
    curl_easy_setopt(c, CURLOPT_MAXAGE_CONN, 60L);
    return c;
}

void SmtpTransport::give_back(void* session) {
    std::lock_guard lock(pool_mutex_);
    idle_.push_back(session);
}

SendError SmtpTransport::send(std::string_view from, std::string_view to, std::string_view mime, std::string_view) {
    CURL* c = static_cast<CURL*>(take_session());
    if (!c) return "curl_easy_init failed";
    Easy owner(c);  // closed unless the send succeeded
    char error[CURL_ERROR_SIZE] = {};
    List recipients;
    append(recipients, "<" + std::string(to) + ">");
    const std::string mail_from = "<" + std::string(from) + ">";
    Reader reader{mime};
    curl_easy_setopt(c, CURLOPT_MAIL_FROM, mail_from.c_str());
    curl_easy_setopt(c, CURLOPT_MAIL_RCPT, recipients.get());
    curl_easy_setopt(c, CURLOPT_READDATA, &reader);
    curl_easy_setopt(c, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(mime.size()));
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, error);
    SendError result = perform(c, error);
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, nullptr);
    curl_easy_setopt(c, CURLOPT_MAIL_RCPT, nullptr);
    curl_easy_setopt(c, CURLOPT_READDATA, nullptr);
    if (!result) give_back(owner.release());
    return result;
}

EmlTransport::EmlTransport(std::filesystem::path dir) : dir_(std::move(dir)) {}

SendError EmlTransport::send(std::string_view, std::string_view, std::string_view mime, std::string_view name_hint) {
    std::error_code ec;
    std::filesystem::create_directories(dir_, ec);
    if (ec) return "cannot create " + dir_.string() + ": " + ec.message();
    const auto final_path = dir_ / (std::string(name_hint) + ".eml");
    const auto temp_path = dir_ / ("." + std::string(name_hint) + ".tmp");
    {
        std::ofstream out(temp_path, std::ios::binary | std::ios::trunc);
        out.write(mime.data(), static_cast<std::streamsize>(mime.size()));
        out.flush();
        if (!out) return "cannot write " + temp_path.string();
    }
    std::filesystem::rename(temp_path, final_path, ec);
    if (ec) return "cannot rename to " + final_path.string() + ": " + ec.message();
    return std::nullopt;
}

CurlWebhookClient::CurlWebhookClient(std::string secret) : secret_(std::move(secret)) { init_curl(); }

SendError CurlWebhookClient::post(std::string_view url, std::string_view id, std::string_view body) {
    const Easy curl(curl_easy_init());
    if (!curl) return "curl_easy_init failed";
    char error[CURL_ERROR_SIZE] = {};
    List headers;
    append(headers, "Content-Type: application/json; charset=utf-8");
    // Signed now, at each attempt: the timestamp tells the receiver how old this delivery is.
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    const WebhookSignature signature = sign_webhook(secret_, id, seconds, body);
    append(headers, "webhook-id: " + signature.id);
    append(headers, "webhook-timestamp: " + signature.timestamp);
    append(headers, "webhook-signature: " + signature.signature);
    const std::string target(url);
    CURL* c = curl.get();
    curl_easy_setopt(c, CURLOPT_URL, target.c_str());
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, headers.get());
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body.data());
    curl_easy_setopt(c, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, &discard);
    curl_easy_setopt(c, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 10L);
    curl_easy_setopt(c, CURLOPT_TIMEOUT, static_cast<long>(kSendTimeout.count()));
    curl_easy_setopt(c, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c, CURLOPT_ERRORBUFFER, error);
    if (auto failed = perform(c, error)) return failed;
    long status = 0;
    curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    if (status < 200 || status >= 300) return "webhook answered HTTP " + std::to_string(status);
    return std::nullopt;
}

}  // namespace outbox
