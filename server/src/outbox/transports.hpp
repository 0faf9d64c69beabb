#pragma once
// Where outbox rows go: an SMTP server through libcurl, or .eml files when none is configured;
// webhooks as signed JSON POSTs (Standard Webhooks). Each returns an error text, or nothing on success.
#include <chrono>
#include <filesystem>
#include <mutex>
#include <vector>
#include <optional>
#include <string>
#include <string_view>

namespace outbox {

using SendError = std::optional<std::string>;

// The longest one delivery may take (SMTP or webhook, connection included): libcurl aborts it then.
inline constexpr std::chrono::seconds kSendTimeout{60};

// Whether an SMTP URL must be refused unless TLS protects it (STARTTLS or smtps://): always,
// except on the loopback interface (a local relay or the test sink), where nothing travels.
bool smtp_requires_tls(std::string_view url);

class MailTransport {
public:
    virtual ~MailTransport() = default;
    // `mime` is the complete message; `from` and `to` are the envelope addresses.
    virtual SendError send(std::string_view from, std::string_view to, std::string_view mime, std::string_view name_hint) = 0;
};

// smtps://host:port (TLS from the start) or smtp://host:port (STARTTLS required, except on
// loopback): credentials and leads never cross a network in clear text.
// Sessions are reused: each libcurl handle keeps its connection (greeting, EHLO, TLS and AUTH
// done once) and sends the next message on it; several threads may send at once, each on a
// session of its own from the pool. A session that failed is closed, never reused.
class SmtpTransport final : public MailTransport {
public:
    // `ca_file`: PEM certificates that replace the system's trusted authorities for this server
    // (a private CA); empty: the system's. The certificate and host name are always verified.
    SmtpTransport(std::string url, std::string user, std::string password, std::string ca_file = {});
    ~SmtpTransport() override;
    SmtpTransport(const SmtpTransport&) = delete;
    SmtpTransport& operator=(const SmtpTransport&) = delete;
    SendError send(std::string_view from, std::string_view to, std::string_view mime, std::string_view name_hint) override;

private:
    void* take_session();
    void give_back(void* session);

    std::string url_, user_, password_, ca_file_;
    std::mutex pool_mutex_;
    std::vector<void*> idle_;  // CURL handles with an open session
};

// Development: each message becomes <dir>/<name_hint>.eml, written atomically.
class EmlTransport final : public MailTransport {
public:
    explicit EmlTransport(std::filesystem::path dir);
    SendError send(std::string_view from, std::string_view to, std::string_view mime, std::string_view name_hint) override;

private:
    std::filesystem::path dir_;
};

class WebhookClient {
public:
    virtual ~WebhookClient() = default;
    // POSTs `body` as JSON, signed in the Standard Webhooks scheme (outbox/webhook_signature.hpp)
    // under `id`, the message's id, the same on every retry; 2xx is success.
    virtual SendError post(std::string_view url, std::string_view id, std::string_view body) = 0;
};

class CurlWebhookClient final : public WebhookClient {
public:
    explicit CurlWebhookClient(std::string secret);
    SendError post(std::string_view url, std::string_view id, std::string_view body) override;

private:
    std::string secret_;
};

// curl_global_init, once per process, before any thread uses libcurl.
void init_curl();

}  // namespace outbox
