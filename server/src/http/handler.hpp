#pragma once
// What the socket layer calls. Most requests (pages) are answered at once on the I/O thread;
// the others (form posts) are answered later, from another thread, once their work is done:
// server.cpp awaits that completion without blocking an I/O thread.
#include <functional>
#include <optional>

#include "http/message.hpp"

namespace http {

class Handler {
public:
    using Completion = std::function<void(Response)>;
    virtual ~Handler() = default;
    // The response, or nullopt when the request must go to handle_later().
    virtual std::optional<Response> handle_now(const Request& request) = 0;
    // Calls `done` exactly once, from any thread.
    virtual void handle_later(Request request, Completion done) = 0;
    // The answer to a request refused while reading it (400, 413, 431) or that failed (500);
    // `partial` has whatever was read (method, target, headers), possibly nothing.
    virtual Response reject(int status, const Request& partial) = 0;
    // Called once the server accepts nothing more and its I/O threads have returned, before
    // the objects completions refer to are destroyed: returns when every handle_later has
    // called its `done`, and makes later ones call it at once.
    virtual void drain() {}
};

}  // namespace http
