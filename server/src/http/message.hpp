#pragma once
// Plain HTTP messages: the handler maps a Request to a Response without knowing about sockets,
// so it can be unit-tested and so Beast stays confined to server.cpp.
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace http {

class SealedCopy;

class Headers {
public:
    void set(std::string_view name, std::string_view value);
    void add(std::string_view name, std::string_view value);
    // First value of a header, case-insensitive name.
    [[nodiscard]] std::optional<std::string_view> get(std::string_view name) const;
    [[nodiscard]] bool has(std::string_view name) const { return get(name).has_value(); }
    [[nodiscard]] const std::vector<std::pair<std::string, std::string>>& all() const { return fields_; }

private:
    std::vector<std::pair<std::string, std::string>> fields_;
};

struct Request {
    std::string method;   // upper-case token as received, e.g. "GET"
    std::string target;   // raw request-target, e.g. "/blog?utm_source=x"
    Headers headers;
    std::string body;
    // The peer's IP address as the socket saw it (server.cpp sets it); empty in unit tests.
    std::string remote_address = {};
};

// Bodies are shared so that cached files are sent without copying them.
using SharedBody = std::shared_ptr<const std::string>;

struct Response {
    int status = 200;
    Headers headers;
    SharedBody body;                             // null means empty
    std::shared_ptr<const SealedCopy> sealed;    // when set, `body` again in a memfd, sent with sendfile(2)
    std::optional<std::filesystem::path> file;   // large files streamed from disk instead of body
    std::uintmax_t file_size = 0;
    bool omit_body = false;                      // HEAD: headers describe the body, none is sent

    [[nodiscard]] std::uintmax_t content_length() const {
        if (file) return file_size;
        return body ? body->size() : 0;
    }
};

SharedBody make_body(std::string text);
bool iequals(std::string_view a, std::string_view b);

}  // namespace http
