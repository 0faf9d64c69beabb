#pragma once
// Wraps the site's handler to count every answer by status and time it, from the parsed request
// to the response being ready (for form posts: until the store's commit answered). Sockets and
// Beast stay out of it: the socket layer sees an ordinary Handler.
#include <chrono>

#include "http/handler.hpp"
#include "metrics/registry.hpp"

namespace metrics {

class MeteredHandler final : public http::Handler {
public:
    explicit MeteredHandler(http::Handler& inner) : inner_(inner) {}

    std::optional<http::Response> handle_now(const http::Request& request) override {
        const auto start = Clock::now();
        auto response = inner_.handle_now(request);
        if (response) registry().request(response->status, Clock::now() - start);
        return response;
    }
    void handle_later(http::Request request, Completion done) override {
        inner_.handle_later(std::move(request), [done = std::move(done), start = Clock::now()](http::Response response) {
            registry().request(response.status, Clock::now() - start);
            done(std::move(response));
        });
    }
    http::Response reject(int status, const http::Request& partial) override {
        const auto start = Clock::now();
        auto response = inner_.reject(status, partial);
        registry().request(response.status, Clock::now() - start);
        return response;
    }
    void drain() override { inner_.drain(); }

private:
    using Clock = std::chrono::steady_clock;
    http::Handler& inner_;
};

}  // namespace metrics
