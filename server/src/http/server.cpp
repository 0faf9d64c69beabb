// The socket layer, after Beast's awaitable server example: one coroutine per connection that
// reads a request, asks the Handler for the response, writes it, and loops while keep-alive
// holds. Form posts are answered from the store thread: the coroutine awaits that completion,
// so no I/O thread waits on the database. With response_writer.cpp, the only files that include
// Beast and Asio.
#include "http/server.hpp"

#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <csignal>
#include <optional>
#include <spdlog/spdlog.h>
#include <thread>
#include <vector>

#include "http/access_log.hpp"
#include "http/connection_registry.hpp"
#include "http/net.hpp"
#include "http/response_writer.hpp"
#include "http/url_path.hpp"

namespace http {
namespace {

using namespace net;  // asio, beast, bhttp, tcp, kTuple

struct ServerState {
    const config::Config& config;
    Handler& handler;
    ConnectionRegistry& connections;
    std::atomic<bool> stopping{false};
    std::atomic<int> in_flight{0};
    // Completions not yet posted back: the io_context must outlive them.
    std::atomic<int> pending_async{0};
};

// Hands the request to Handler::handle_later and resumes the awaiting coroutine on its own
// executor when the completion arrives, whatever thread it arrives on.
template <typename Token>
auto async_handle(ServerState& state, Request request, Token&& token) {
    return asio::async_initiate<Token, void(Response)>(
        [&state](auto handler, Request req) {
            auto executor = asio::get_associated_executor(handler);
            // std::function needs a copyable callable; the coroutine's handler is move-only.
            auto shared = std::make_shared<decltype(handler)>(std::move(handler));
            ++state.pending_async;
            state.handler.handle_later(std::move(req), [shared, executor, &state](Response response) {
                asio::post(executor, [shared, r = std::move(response)]() mutable { (*shared)(std::move(r)); });
                --state.pending_async;
            });
        },
        token, std::move(request));
}

// Counts a request from its complete headers to its last byte written, for graceful shutdown.
class InFlight {
public:
    explicit InFlight(std::atomic<int>& counter) : counter_(counter) { ++counter_; }
    ~InFlight() { --counter_; }
    InFlight(const InFlight&) = delete;
    InFlight& operator=(const InFlight&) = delete;

private:
    std::atomic<int>& counter_;
};

int status_for_read_error(const beast::error_code& ec) {
    if (ec == bhttp::error::body_limit) return 413;
    // Chunk extensions and trailers count against the header limit (see read_request), and
    // the read buffer is no bigger than the limit: overflowing it is the same refusal.
    if (ec == bhttp::error::header_limit || ec == bhttp::error::buffer_overflow) return 431;
    return 400;
}

std::int64_t steady_now_ns() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// RFC 9112 3.2: an HTTP/1.1 request carries exactly one Host, and it is a single value.
bool host_is_valid(const bhttp::request_parser<bhttp::string_body>::value_type& message) {
    if (message.version() < 11) return true;
    const auto [first, last] = message.equal_range(bhttp::field::host);
    if (first == last || std::next(first) != last) return false;
    return first->value().find(',') == std::string_view::npos;
}

// RFC 9112 6.3: only a final "chunked" frames a request body, and no other coding is accepted
// here; a Transfer-Encoding that is not exactly "chunked" (one field, one coding) cannot be
// framed and is refused with 400, before any body byte is read as a request of its own.
bool transfer_encoding_is_valid(const bhttp::request_parser<bhttp::string_body>::value_type& message) {
    const auto [first, last] = message.equal_range(bhttp::field::transfer_encoding);
    if (first == last) return true;
    if (std::next(first) != last) return false;
    std::string_view value = first->value();
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    return beast::iequals(value, "chunked");
}

bool expects_continue(const bhttp::request_parser<bhttp::string_body>::value_type& message) {
    const auto expect = message[bhttp::field::expect];
    return message.version() >= 11 && beast::iequals(expect, "100-continue");
}

// ("GET http://host/path") becomes origin-form, and its authority replaces Host (RFC 9112 3.2.2).
// False when the target is neither.
bool take_head(const bhttp::request_parser<bhttp::string_body>::value_type& message, Request& request) {
    request.method = std::string(message.method_string());
    for (const auto& field : message) request.headers.add(field.name_string(), field.value());
    const auto origin = origin_form(message.target());
    request.target = origin ? origin->target : std::string(message.target());
    if (origin && !origin->host.empty()) request.headers.set("Host", origin->host);
    return origin.has_value();
}

// The function that closes a connection from another thread (the registry's, when it makes
// room): posted to the connection's own executor, and nothing once the stream is gone.
std::function<void()> closer(const std::shared_ptr<beast::tcp_stream>& stream) {
    return [weak = std::weak_ptr<beast::tcp_stream>(stream), executor = stream->get_executor()] {
        asio::post(executor, [weak] {
            if (const auto s = weak.lock()) {
                beast::error_code ignored;
                s->socket().close(ignored);
            }
        });
    };
}

asio::awaitable<void> serve_connection(std::shared_ptr<beast::tcp_stream> stream_owner, ConnectionRegistry::Handle slot,
                                       std::string remote_address, ServerState& state) {
    beast::tcp_stream& stream = *stream_owner;
    const auto& cfg = state.config;
    // Bounded: whatever the parser must hold at once (a request head, a chunk header with its
    // extensions, the trailers) fits in the header limit or is refused with 431.
    beast::flat_buffer buffer(cfg.header_limit + 1024);
    std::string head;  // each response's status line and fields, reused
    for (;;) {
        bhttp::request_parser<bhttp::string_body> parser;
        parser.header_limit(static_cast<std::uint32_t>(cfg.header_limit));
        // No body limit while reading the header: Beast would refuse a large Content-Length
        // inside the header read, before the method, target and Accept are known. It is
        // compared below, and set for the body (chunked bodies have no length up front).
        parser.body_limit(boost::none);
        // Chunk extensions are framing the body limit does not see: they share the header's
        // allowance with the head itself, as trailers do through the bounded buffer.
        std::size_t framing_bytes = 0;
        auto count_extensions = [&framing_bytes, &cfg](std::uint64_t, beast::string_view extensions, beast::error_code& ec) {
            framing_bytes += extensions.size() + 8;
            if (framing_bytes > cfg.header_limit) ec = bhttp::error::header_limit;
        };
        parser.on_chunk_header(count_extensions);
        // Waiting for the client from here, whatever the buffer already holds (the start of a
        // pipelined request): closed first to make room when descriptors run short.
        slot->idle(steady_now_ns());
        stream.expires_after(cfg.read_timeout);
        auto [ec, n] = co_await bhttp::async_read_header(stream, buffer, parser, kTuple);
        slot->busy();
        if (ec == bhttp::error::end_of_stream || ec == beast::error::timeout || ec == asio::error::operation_aborted ||
            ec == asio::error::connection_reset || ec == asio::error::eof || ec == asio::error::bad_descriptor) {
            break;
        }
        InFlight busy(state.in_flight);
        framing_bytes = parser.is_header_done() ? n : 0;
        Request request;
        request.remote_address = remote_address;
        bool keep_alive = false;
        int refusal = 0;
        if (ec) {
            refusal = status_for_read_error(ec);
        } else if (!take_head(parser.get(), request) || !host_is_valid(parser.get()) || !transfer_encoding_is_valid(parser.get())) {
            refusal = 400;
        } else if (parser.content_length() && *parser.content_length() > cfg.body_limit) {
            refusal = 413;
        } else if (!parser.is_done() && expects_continue(parser.get())) {
            // The client waits for this before it sends the body (RFC 9110 10.1.1).
            bhttp::response<bhttp::empty_body> go_on{bhttp::status::continue_, 11};
            std::tie(ec, n) = co_await bhttp::async_write(stream, go_on, kTuple);
            if (ec) break;
        }
        if (!refusal) {
            parser.body_limit(cfg.body_limit);
            if (!parser.is_done()) {
                // Waiting for the body's bytes: as evictable as waiting for a head.
                slot->idle(steady_now_ns());
                std::tie(ec, n) = co_await bhttp::async_read(stream, buffer, parser, kTuple);
                slot->busy();
            }
            if (ec == beast::error::timeout || ec == asio::error::connection_reset || ec == asio::error::eof) break;
            if (ec) refusal = status_for_read_error(ec);
        }

        const auto started = std::chrono::steady_clock::now();
        Response response;
        if (refusal) {
            // Refused while reading: the connection's framing cannot be trusted, so it closes
            // after the answer. Whatever head was read says which API format to answer in.
            if (parser.is_header_done() && request.method.empty()) take_head(parser.get(), request);
            // Headers over the limit: the request line was parsed, and a HEAD still gets no body.
            if (request.method.empty()) request.method = std::string(parser.get().method_string());
            response = state.handler.reject(refusal, request);
            if (request.method.empty()) request.method = "-";
            if (request.target.empty()) request.target = "-";
        } else {
            auto message = parser.release();
            request.body = std::move(message.body());
            keep_alive = message.keep_alive();
            std::optional<Response> immediate;
            bool failed = false;
            try {
                immediate = state.handler.handle_now(request);
            } catch (const std::exception& e) {
                // The path only: the query string may carry personal data.
                spdlog::error("handler failed on {} {}: {}", request.method, split_target(request.target).path, e.what());
                failed = true;
            }
            if (failed) {
                response = state.handler.reject(500, request);
            } else if (immediate) {
                response = std::move(*immediate);
            } else {
                Request deferred{request.method, request.target, request.headers, std::move(request.body), request.remote_address};
                response = co_await async_handle(state, std::move(deferred), asio::use_awaitable);
            }
        }
        keep_alive = keep_alive && !state.stopping;
        // Whatever produced it, an answer to HEAD has no body (RFC 9110 9.3.2): one would be read
        // as the start of the next response on a kept-alive connection.
        if (request.method == "HEAD") response.omit_body = true;
        const auto [write_ec, bytes] = co_await write_response(stream, response, keep_alive, head, cfg.write_timeout);
        const std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - started;
        log_access(request.method, request.target, response.status, bytes, elapsed.count(), request_id(request.headers.get("X-Request-Id")));
        if (write_ec || !keep_alive) break;
    }
    beast::error_code ignored;
    stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

bool out_of_descriptors(const beast::error_code& ec) {
    return ec == asio::error::no_descriptors || ec == boost::system::error_code(ENFILE, boost::system::system_category()) ||
           ec == asio::error::no_buffer_space || ec == asio::error::no_memory;
}

// Each accepted connection goes to the next worker's io_context in turn, and lives there: its
// coroutine, timers and completions run on that worker's one thread (see run_server).
asio::awaitable<void> accept_connections(tcp::acceptor& acceptor, std::vector<std::unique_ptr<asio::io_context>>& workers,
                                         ServerState& state) {
    std::size_t next = 0;
    auto& connections = state.connections;
    asio::steady_timer pause(acceptor.get_executor());
    std::chrono::milliseconds backoff{0};
    std::uint64_t failures = 0;
    for (;;) {
        auto& worker = *workers[next];
        next = (next + 1) % workers.size();
        auto [ec, socket] = co_await acceptor.async_accept(worker, kTuple);
        if (ec == asio::error::operation_aborted || !acceptor.is_open()) co_return;
        if (ec) {
            // Out of descriptors despite the cap (files, the database): free one and back off,
            // doubling up to a second, rather than spin on a listening socket that stays
            // readable. One log line per episode, not one per attempt.
            if (failures++ == 0) spdlog::warn("accept failed: {} ({} connections open)", ec.message(), connections.size());
            if (out_of_descriptors(ec)) connections.close_oldest_idle();
            backoff = std::min<std::chrono::milliseconds>(std::chrono::seconds(1), std::max(backoff * 2, std::chrono::milliseconds(10)));
            pause.expires_after(backoff);
            co_await pause.async_wait(kTuple);
            continue;
        }
        if (failures > 1) spdlog::info("accepting again after {} failed attempts", failures);
        failures = 0;
        backoff = std::chrono::milliseconds{0};
        // At the client's cap or the total cap, the connection waiting longest for its client
        // (that client's own first) makes room; when every one is busy, the new one is refused
        // rather than pushing the process past its descriptor limit.
        beast::error_code peer_ec;
        const auto peer = socket.remote_endpoint(peer_ec);
        std::string remote_address = peer_ec ? std::string{} : peer.address().to_string();
        auto stream = std::make_shared<beast::tcp_stream>(std::move(socket));
        auto slot = connections.admit(closer(stream), client_key(remote_address));
        if (!slot) {
            beast::error_code ignored;
            stream->socket().close(ignored);
            continue;
        }
        // No Nagle: a response's last partial segment leaves at once instead of waiting for the
        // peer's delayed ACK (a 40 ms stall seen at p99 once bodies went out in several sends).
        beast::error_code nodelay_ec;
        stream->socket().set_option(tcp::no_delay(true), nodelay_ec);
        auto executor = stream->get_executor();
        asio::co_spawn(executor, serve_connection(std::move(stream), std::move(slot), std::move(remote_address), state), asio::detached);
    }
}

// Once stopping: exit as soon as no request is in flight, or when the grace period ends.
asio::awaitable<void> drain(std::vector<std::unique_ptr<asio::io_context>>& workers, ServerState& state) {
    const auto deadline = std::chrono::steady_clock::now() + state.config.shutdown_grace;
    asio::steady_timer tick(co_await asio::this_coro::executor);
    while (state.in_flight > 0 && std::chrono::steady_clock::now() < deadline) {
        tick.expires_after(std::chrono::milliseconds(20));
        co_await tick.async_wait(kTuple);
    }
    if (state.in_flight > 0) spdlog::warn("shutdown grace over with {} requests in flight", state.in_flight.load());
    for (auto& worker : workers) worker->stop();
}

}  // namespace

void run_server(const config::Config& config, Handler& handler) {
    // sendfile(2) has no MSG_NOSIGNAL: a peer gone mid-body must be an EPIPE, not a dead process.
    std::signal(SIGPIPE, SIG_IGN);
    // State outlives the io_contexts: destroying a context destroys coroutine frames that use it.
    // Descriptors: as many as the hard limit allows, and connections capped below that.
    const std::size_t descriptors = raise_descriptor_limit();
    // Behind a trusted reverse proxy every connection comes from the proxy, which holds the
    // per-client limits itself (deploy/ samples): only the total cap applies then.
    // MAX_CONNECTIONS_PER_CLIENT (64 by default: browsers open six per host, so this still serves
    // an office behind one address).
    ConnectionRegistry connections(connection_cap(descriptors), config.trust_proxy ? 0 : config.max_connections_per_client);
    ServerState state{config, handler, connections};
    // One io_context per I/O thread, as nginx has one event loop per worker: a connection stays
    // on one thread, so it needs no strand, and the threads share no scheduler lock or wake-ups
    // (perf on a shared io_context showed futex waits, context switches and strand copies).
    // Other threads still post into a context (the store thread's answers, the registry's
    // closes), so each keeps its locking: concurrency hint 1, not the unsafe one.
    std::vector<std::unique_ptr<asio::io_context>> workers;
    for (unsigned i = 0; i < config.io_threads; ++i) workers.push_back(std::make_unique<asio::io_context>(1));
    std::vector<asio::executor_work_guard<asio::io_context::executor_type>> keep_running;
    for (auto& worker : workers) keep_running.push_back(asio::make_work_guard(*worker));
    // The acceptor and the signals live on the first worker, so closing the acceptor never races
    // an accept.
    asio::io_context& control = *workers.front();
    const tcp::endpoint endpoint(asio::ip::make_address(config.host), config.port);
    tcp::acceptor acceptor(control);
    acceptor.open(endpoint.protocol());
    acceptor.set_option(asio::socket_base::reuse_address(true));
    acceptor.bind(endpoint);
    acceptor.listen(asio::socket_base::max_listen_connections);

    asio::signal_set signals(control, SIGINT, SIGTERM);
    signals.async_wait([&](const beast::error_code& ec, int signal) {
        if (ec) return;
        spdlog::info("signal {} received: finishing in-flight requests", signal);
        state.stopping = true;
        beast::error_code ignored;
        acceptor.close(ignored);
        asio::co_spawn(control, drain(workers, state), asio::detached);
    });

    asio::co_spawn(control, accept_connections(acceptor, workers, state), asio::detached);
    spdlog::info("serving {} on http://{}:{} with {} I/O threads, at most {} connections ({} descriptors), {} per client",
                 config.web_root.string(), config.host, acceptor.local_endpoint().port(), config.io_threads,
                 connections.capacity(), descriptors, connections.per_client() ? std::to_string(connections.per_client()) : "any");

    std::vector<std::thread> threads;
    for (std::size_t i = 1; i < workers.size(); ++i) threads.emplace_back([&worker = *workers[i]] { worker.run(); });
    control.run();
    for (auto& t : threads) t.join();
    // Answers still being computed (form posts on the store thread) call back into the handler
    // and post into these io_contexts, and refer to `state`: the handler commits and answers them
    // all now, while those are alive. Their coroutines are never resumed, only destroyed with
    // the io_contexts.
    handler.drain();
    if (state.pending_async > 0) spdlog::error("{} answers still pending after the handler drained", state.pending_async.load());
    spdlog::info("server stopped");
}

}  // namespace http
