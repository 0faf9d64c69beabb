#pragma once
// The short names server.cpp and response_writer.cpp use for Asio and Beast, and the completion
// token of every await there: errors come back as values, never as exceptions.
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace http::net {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = asio::ip::tcp;
inline constexpr auto kTuple = asio::as_tuple(asio::use_awaitable);

}  // namespace http::net
