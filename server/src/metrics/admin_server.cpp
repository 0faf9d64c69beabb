#include "metrics/admin_server.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <spdlog/spdlog.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <string_view>

namespace metrics {
namespace {

constexpr auto kDeadline = std::chrono::seconds(2);

void write_all(int fd, std::string_view data) {
    while (!data.empty()) {
        const ssize_t n = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
        if (n <= 0) return;  // the scraper went away or its deadline (SO_SNDTIMEO) passed
        data.remove_prefix(static_cast<std::size_t>(n));
    }
}

std::string response(int status, std::string_view reason, std::string_view type, std::string_view body, bool head) {
    std::string out = "HTTP/1.1 " + std::to_string(status) + " " + std::string(reason) + "\r\nContent-Type: " + std::string(type) +
                      "\r\nContent-Length: " + std::to_string(body.size()) + "\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n";
    if (!head) out.append(body);
    return out;
}

}  // namespace

AdminServer::AdminServer(unsigned short port, std::function<std::string()> body) : port_(port), body_(std::move(body)) {}

AdminServer::~AdminServer() { stop(); }

void AdminServer::start() {
    listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listener_ < 0) throw std::runtime_error(std::string("admin socket: ") + std::strerror(errno));
    const int one = 1;
    ::setsockopt(listener_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port_);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);  // loopback only, whatever HOST is
    if (::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || ::listen(listener_, 16) != 0) {
        const std::string error = std::strerror(errno);
        ::close(listener_);
        listener_ = -1;
        throw std::runtime_error("admin port 127.0.0.1:" + std::to_string(port_) + ": " + error);
    }
    if (::pipe2(wake_, O_CLOEXEC) != 0) throw std::runtime_error("admin pipe failed");
    thread_ = std::thread([this] { run(); });
    spdlog::info("metrics on http://127.0.0.1:{}/metrics", port_);
}

void AdminServer::stop() {
    if (!thread_.joinable()) return;
    const char byte = 0;
    (void)!::write(wake_[1], &byte, 1);
    thread_.join();
    for (int* fd : {&listener_, &wake_[0], &wake_[1]}) {
        if (*fd >= 0) ::close(*fd);
        *fd = -1;
    }
}

void AdminServer::run() {
    for (;;) {
        pollfd fds[2] = {{listener_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
        if (::poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;
            spdlog::error("admin poll failed: {}", std::strerror(errno));
            return;
        }
        if (fds[1].revents) return;
        const int client = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
        if (client < 0) {
            // Out of descriptors, say: wait a little rather than spin on a listener that stays ready.
            if (errno != EINTR && errno != EAGAIN && errno != ECONNABORTED) ::poll(nullptr, 0, 100);
            continue;
        }
        answer(client);
        ::close(client);
    }
}

void AdminServer::answer(int client) {
    const timeval timeout{std::chrono::duration_cast<std::chrono::seconds>(kDeadline).count(), 0};
    ::setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    ::setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    std::string request;
    char buffer[2048];
    // The head only (a scrape has no body); 8 KB is plenty, a slow or silent client times out.
    while (request.find("\r\n\r\n") == std::string::npos && request.size() < 8192) {
        const ssize_t n = ::recv(client, buffer, sizeof buffer, 0);
        if (n <= 0) return;
        request.append(buffer, static_cast<std::size_t>(n));
    }
    const std::string_view line = std::string_view(request).substr(0, request.find("\r\n"));
    const bool head = line.starts_with("HEAD ");
    if (!line.starts_with("GET ") && !head) {
        return write_all(client, response(405, "Method Not Allowed", "text/plain; charset=utf-8", "GET /metrics\n", false));
    }
    std::string_view target = line.substr(line.find(' ') + 1);
    target = target.substr(0, target.find(' '));
    if (target.substr(0, target.find('?')) != "/metrics") {
        return write_all(client, response(404, "Not Found", "text/plain; charset=utf-8", "GET /metrics\n", head));
    }
    write_all(client, response(200, "OK", "text/plain; version=0.0.4; charset=utf-8", body_(), head));
}

}  // namespace metrics
