#include "app/app_handler.hpp"

#include <atomic>
#include <memory>
#include <spdlog/spdlog.h>

namespace app {

std::optional<http::Response> AppHandler::handle_now(const http::Request& request) {
    if (api_ && api::LeadApi::owns(request)) return std::nullopt;
    return site_.handle(request);
}

void AppHandler::handle_later(http::Request request, Completion done) {
    // The request must outlive the call: the API reads it only synchronously, but keep it simple.
    auto called = std::make_shared<std::atomic<bool>>(false);
    auto finish = [this, done, called](http::Response response) {
        if (called->exchange(true)) return;
        site_.decorate(response);
        done(std::move(response));
    };
    try {
        api_->handle(request, finish);
    } catch (const std::exception& e) {
        // Never let a request crash the server: a French 500, and a line in the log.
        spdlog::error("API handler failed on {} {}: {}", request.method, request.target.substr(0, request.target.find('?')),
                      e.what());
        finish(api_->reject(request, 500));
    }
}

http::Response AppHandler::reject(int status, const http::Request& partial) {
    if (api_ && !partial.target.empty() && api::LeadApi::owns(partial)) {
        http::Response r = api_->reject(partial, status);
        site_.decorate(r);
        return r;
    }
    return site_.reject(status);
}

}  // namespace app
