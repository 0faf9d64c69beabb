#pragma once
// The admin listener: GET /metrics on 127.0.0.1:ADMIN_PORT, never on the public address, so the
// counters need no authentication. One thread serves every admin client at once with poll(2)
// over non-blocking sockets, each with a short deadline, so silent or slow connections never
// hold up a scrape; Beast stays in server.cpp and the public listener shares nothing with this one.
#include <functional>
#include <string>
#include <thread>

namespace metrics {

class AdminServer {
public:
    // `body` renders the metrics page; called on the admin thread for each scrape.
    AdminServer(unsigned short port, std::function<std::string()> body);
    ~AdminServer();
    AdminServer(const AdminServer&) = delete;
    AdminServer& operator=(const AdminServer&) = delete;

    // Binds 127.0.0.1:port (throws std::runtime_error when it cannot) and starts answering.
    void start();
    void stop();

    // At most this many admin connections at once: past it, the oldest is closed for a new one.
    static constexpr std::size_t kMaxClients = 64;

private:
    void run();
    // The whole answer to a request head.
    std::string answer(std::string_view request);

    unsigned short port_;
    std::function<std::string()> body_;
    int listener_ = -1;
    int wake_[2] = {-1, -1};
    std::thread thread_;
};

}  // namespace metrics
