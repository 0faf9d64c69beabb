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
#include <vector>
#include <algorithm>

namespace metrics {
namespace {

constexpr auto kDeadline = std::chrono::seconds(2);

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
    listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (listener_ < 0) throw std::runtime_error(std::string("admin socket: ") + std::strerror(errno));
    const int one = 1;
    ::setsockopt(listener_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port_);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);  // loopback only, whatever HOST is
    if (::bind(listener_, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 || ::listen(listener_, 64) != 0) {
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

namespace {

struct Client {
    int fd = -1;
    std::chrono::steady_clock::time_point deadline;
    std::string in;
    std::string out;         // the answer, once the head is complete
    std::size_t sent = 0;
};

}  // namespace

void AdminServer::run() {
    std::vector<Client> clients;
    const auto drop = [](Client& c) {
        ::close(c.fd);
        c.fd = -1;
    };
    for (;;) {
        std::vector<pollfd> fds{{listener_, POLLIN, 0}, {wake_[0], POLLIN, 0}};
        auto now = std::chrono::steady_clock::now();
        auto next = now + std::chrono::hours(1);
        for (const Client& c : clients) {
            fds.push_back({c.fd, static_cast<short>(c.out.empty() ? POLLIN : POLLOUT), 0});
            next = std::min(next, c.deadline);
        }
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(next - now).count() + 1;
        if (::poll(fds.data(), fds.size(), static_cast<int>(std::max<long long>(wait, 0))) < 0) {
            if (errno == EINTR) continue;
            spdlog::error("admin poll failed: {}", std::strerror(errno));
            break;
        }
        if (fds[1].revents) break;
        now = std::chrono::steady_clock::now();
        for (std::size_t i = 0; i < clients.size(); ++i) {
            Client& c = clients[i];
            const short revents = fds[i + 2].revents;
            if (revents & (POLLERR | POLLNVAL)) {
                drop(c);
                continue;
            }
            if (c.out.empty() && (revents & (POLLIN | POLLHUP))) {
                char buffer[2048];
                const ssize_t n = ::recv(c.fd, buffer, sizeof buffer, 0);
                if (n <= 0) {
                    if (n < 0 && (errno == EAGAIN || errno == EINTR)) continue;
                    drop(c);
                    continue;
                }
                c.in.append(buffer, static_cast<std::size_t>(n));
                // The head only (a scrape has no body); 8 KB is plenty.
                if (c.in.find("\r\n\r\n") != std::string::npos || c.in.size() >= 8192) c.out = answer(c.in);
            }
            if (!c.out.empty() && c.sent < c.out.size()) {
                const ssize_t n = ::send(c.fd, c.out.data() + c.sent, c.out.size() - c.sent, MSG_NOSIGNAL);
                if (n < 0 && errno != EAGAIN && errno != EINTR) {
                    drop(c);
                    continue;
                }
                if (n > 0) c.sent += static_cast<std::size_t>(n);
                if (c.sent == c.out.size()) {
                    drop(c);
                    continue;
                }
            }
            if (now >= c.deadline) drop(c);  // silent, slow, or not reading its answer
        }
        std::erase_if(clients, [](const Client& c) { return c.fd < 0; });
        if (fds[0].revents & POLLIN) {
            for (;;) {
                const int fd = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
                if (fd < 0) {
                    // Out of descriptors, say: wait a little rather than spin on a listener that stays ready.
                    if (errno != EINTR && errno != EAGAIN && errno != ECONNABORTED) ::poll(nullptr, 0, 100);
                    break;
                }
                if (clients.size() >= kMaxClients) {
                    drop(clients.front());
                    clients.erase(clients.begin());
                }
                clients.push_back({fd, std::chrono::steady_clock::now() + kDeadline, {}, {}, 0});
            }
        }
    }
    for (Client& c : clients) drop(c);
}

std::string AdminServer::answer(std::string_view request) {
    const std::string_view line = request.substr(0, request.find("\r\n"));
    const bool head = line.starts_with("HEAD ");
    if (!line.starts_with("GET ") && !head) return response(405, "Method Not Allowed", "text/plain; charset=utf-8", "GET /metrics\n", false);
    std::string_view target = line.substr(line.find(' ') + 1);
    target = target.substr(0, target.find(' '));
    if (target.substr(0, target.find('?')) != "/metrics") return response(404, "Not Found", "text/plain; charset=utf-8", "GET /metrics\n", head);
    return response(200, "OK", "text/plain; version=0.0.4; charset=utf-8", body_(), head);
}

}  // namespace metrics
