#pragma once
// The site's whole request handler: the lead API for its paths, the static site for the rest.
#include "api/lead_api.hpp"
#include "http/handler.hpp"
#include "http/site_handler.hpp"

namespace app {

class AppHandler final : public http::Handler {
public:
    // `api` may be null (no store): then every request goes to the static site.
    AppHandler(http::SiteHandler& site, api::LeadApi* api) : site_(site), api_(api) {}

    std::optional<http::Response> handle_now(const http::Request& request) override;
    void handle_later(http::Request request, Completion done) override;
    http::Response reject(int status, const http::Request& partial) override;
    void drain() override {
        if (api_) api_->drain();
    }

private:
    http::SiteHandler& site_;
    api::LeadApi* api_;
};

}  // namespace app
