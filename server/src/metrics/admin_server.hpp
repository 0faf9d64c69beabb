#pragma once
// The admin listener: GET /metrics on 127.0.0.1:ADMIN_PORT, never on the public address, so the
// counters need no authentication. Scrapes are rare (every few seconds), so one thread answers
// one connection at a time with plain sockets, each with a short deadline; Beast stays in
// server.cpp and the public listener shares nothing with this one.
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

private:
    void run();
    void answer(int client);

    unsigned short port_;
    std::function<std::string()> body_;
    int listener_ = -1;
    int wake_[2] = {-1, -1};
    std::thread thread_;
};

}  // namespace metrics
