#include "http/response_writer.hpp"

#include <sys/sendfile.h>
#include <sys/socket.h>

#include <array>
#include <boost/asio.hpp>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/beast/http.hpp>
#include <optional>

#include "http/net.hpp"
#include "http/sealed_copy.hpp"

namespace http {
namespace {

using namespace net;  // asio, beast, bhttp, tcp, kTuple

template <typename Body>
void copy_head(const Response& from, bhttp::response<Body>& to, bool keep_alive) {
    to.result(static_cast<unsigned>(from.status));
    for (const auto& [name, value] : from.headers.all()) to.set(name, value);
    to.keep_alive(keep_alive);
}

// The status line and header fields of `response`, as Beast would write them for an HTTP/1.1
// response with this keep-alive state: "Connection: close" when the connection closes, and a
// Content-Length unless the status has no body. Built into the connection's buffer: no
// allocation once it has grown (perf showed Beast's per-field nodes and serializer among the
// top user-space costs of a static hit).
std::string_view serialize_head(const Response& response, bool keep_alive, bool with_length, std::string& out) {
    out.clear();
    out += "HTTP/1.1 ";
    out += std::to_string(response.status);
    out += ' ';
    const auto reason = bhttp::obsolete_reason(static_cast<bhttp::status>(response.status));
    out.append(reason.data(), reason.size());
    out += "\r\n";
    for (const auto& [name, value] : response.headers.all()) {
        // The handler owns Connection and Content-Length: the framing is decided here.
        if (iequals(name, "Connection") || iequals(name, "Content-Length")) continue;
        out += name;
        out += ": ";
        out += value;
        out += "\r\n";
    }
    if (!keep_alive) out += "Connection: close\r\n";
    if (with_length) {
        out += "Content-Length: ";
        out += std::to_string(response.content_length());
        out += "\r\n";
    }
    out += "\r\n";
    return out;
}

// Sends `head` and then `body` with sendfile(2): the kernel takes the body's pages without
// copying them. The stream's timer does not watch these calls, so each wait for the peer to read
// is bounded by `deadline`, after which the connection is given up. Returns the body bytes sent.
asio::awaitable<std::pair<beast::error_code, std::uintmax_t>> send_sealed(tcp::socket& socket, std::string_view head,
                                                                          const SealedCopy& body,
                                                                          std::chrono::steady_clock::time_point deadline) {
    using namespace asio::experimental::awaitable_operators;
    off_t offset = 0;
    const auto sent = [&offset](beast::error_code ec) { return std::pair{ec, static_cast<std::uintmax_t>(offset)}; };
    beast::error_code ec;
    socket.native_non_blocking(true, ec);
    if (ec) co_return sent(ec);
    const int fd = socket.native_handle();
    const auto size = static_cast<off_t>(body.size());
    std::size_t head_sent = 0;
    std::optional<asio::steady_timer> timer;
    for (;;) {
        if (head_sent < head.size()) {
            // MSG_MORE: the head leaves in the same segment as the first body bytes.
            const ssize_t n = ::send(fd, head.data() + head_sent, head.size() - head_sent, MSG_MORE | MSG_NOSIGNAL);
            if (n >= 0) {
                head_sent += static_cast<std::size_t>(n);
                continue;
            }
        } else if (offset < size) {
            const ssize_t n = ::sendfile(fd, body.fd(), &offset, static_cast<std::size_t>(size - offset));
            if (n > 0) continue;
            if (n == 0) co_return sent(asio::error::eof);  // cannot happen: the copy is sealed
        } else {
            co_return sent({});
        }
        if (errno == EINTR) continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK) co_return sent(beast::error_code(errno, boost::system::system_category()));
        if (std::chrono::steady_clock::now() >= deadline) co_return sent(asio::error::timed_out);
        if (!timer) timer.emplace(socket.get_executor());
        timer->expires_at(deadline);
        const auto ready = co_await (socket.async_wait(tcp::socket::wait_write, kTuple) || timer->async_wait(kTuple));
        if (ready.index() == 1) co_return sent(asio::error::timed_out);
        if (const auto [wait_ec] = std::get<0>(ready); wait_ec) co_return sent(wait_ec);
    }
}

}  // namespace

asio::awaitable<std::pair<beast::error_code, std::uintmax_t>> write_response(beast::tcp_stream& stream,
                                                                             const Response& response, bool keep_alive,
                                                                             std::string& head,
                                                                             std::chrono::steady_clock::duration timeout) {
    stream.expires_after(timeout);
    const bool bodiless_status = response.status == 304 || response.status == 204;
    if (response.file && !response.omit_body && !bodiless_status) {
        bhttp::response<bhttp::file_body> res;
        beast::error_code open_ec;
        res.body().open(response.file->c_str(), beast::file_mode::scan, open_ec);
        if (open_ec) co_return std::pair{open_ec, std::uintmax_t{0}};
        copy_head(response, res, keep_alive);
        res.prepare_payload();
        const auto size = res.body().size();
        auto [ec, n] = co_await bhttp::async_write(stream, res, kTuple);
        co_return std::pair{ec, size};
    }
    // Head and body in one gather write; the body points into the shared (often cached) bytes.
    serialize_head(response, keep_alive, !bodiless_status, head);
    const SharedBody keep = response.body;
    const bool send_body = keep && !response.omit_body && !bodiless_status;
    if (const auto sealed = response.sealed; send_body && sealed && sealed->size() == keep->size()) {
        stream.expires_never();
        co_return co_await send_sealed(stream.socket(), head, *sealed, std::chrono::steady_clock::now() + timeout);
    }
    const std::array<asio::const_buffer, 2> buffers{asio::buffer(head),
                                                    send_body ? asio::buffer(*keep) : asio::const_buffer{}};
    auto [ec, n] = co_await asio::async_write(stream, buffers, kTuple);
    co_return std::pair{ec, send_body ? keep->size() : std::uintmax_t{0}};
}


}  // namespace http
