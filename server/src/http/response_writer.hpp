#pragma once
// Writing a Response on a connection: the status line and fields serialized into the
// connection's buffer, then the body in one gather write, through sendfile(2) from a sealed
// copy (large cached bodies), or streamed from disk (files too large to cache). Used by
// server.cpp; with it, the only files that include Beast and Asio.
#include <boost/asio/awaitable.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <chrono>
#include <cstdint>
#include <string>
#include <utility>

#include "http/message.hpp"

namespace http {

// Writes `response` within `timeout`; returns the body bytes sent, or an error. `head` is the
// connection's buffer for the status line and fields.
boost::asio::awaitable<std::pair<boost::beast::error_code, std::uintmax_t>> write_response(
    boost::beast::tcp_stream& stream, const Response& response, bool keep_alive, std::string& head,
    std::chrono::steady_clock::duration timeout);

}  // namespace http
