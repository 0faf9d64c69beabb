#pragma once
// Security headers sent on every response. The web build lists in `.csp.json` the extra sources
// its pages need (hashes of unavoidable inline scripts, a quote-form frame origin…); they are
// merged into a strict base policy, so nothing is allowed that the build did not ask for.
#include <string>
#include <string_view>

#include "http/message.hpp"

namespace http {

class SecurityHeaders {
public:
    // `build_sources`: JSON object of directive → array of sources; empty or invalid → base policy.
    explicit SecurityHeaders(std::string_view build_sources = {});

    [[nodiscard]] const std::string& content_security_policy() const { return csp_; }
    void apply(Headers& headers) const;

private:
    std::string csp_;
};

}  // namespace http
