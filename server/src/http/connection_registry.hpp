#pragma once
// Every open client connection, so the server can stay below its descriptor limit and no one
// client can hold more than its share: when a cap is reached, the connection that has waited
// longest for request bytes is closed to make room (as nginx reuses its least recently used
// keep-alive connections), rather than new ones waiting in the listen backlog until a timeout.
// A connection counts as waiting whenever it is reading from its client, whatever it already
// holds (a pipelined request's first bytes, the head of a POST whose body trickles in): only
// a connection the server is working for (handler, store, writing) is never closed.
// No Asio here: a connection registers a function that closes it. Marking a connection waiting
// or busy is one atomic store, so the request path takes no lock; the mutex is taken when
// connections open and close, and to find the one to close.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace http {

class ConnectionRegistry {
public:
    class Slot {
    public:
        // Waiting for the client's bytes since `now_ns` (steady clock), or busy.
        void idle(std::int64_t now_ns) { idle_since_.store(now_ns, std::memory_order_relaxed); }
        void busy() { idle_since_.store(0, std::memory_order_relaxed); }

    private:
        friend class ConnectionRegistry;
        std::atomic<std::int64_t> idle_since_{0};
        // Chosen to make room (under the registry's lock): its close is on its way, and it may
        // still mark itself waiting before that close runs on its own thread.
        bool closing_ = false;
        std::function<void()> close_;
        std::string client_;
        std::list<Slot*>::iterator position_;
    };

    // Removes the connection from the registry when its owner lets go of it.
    using Handle = std::unique_ptr<Slot, std::function<void(Slot*)>>;

    // `per_client`: at most this many connections from one client (0: no such cap).
    explicit ConnectionRegistry(std::size_t capacity, std::size_t per_client = 0) : capacity_(capacity), per_client_(per_client) {}

    // `close` must be safe to call from any thread, any number of times, until the handle dies.
    // `client` says whom the connection counts against (see client_key).
    Handle add(std::function<void()> close, std::string client = {});
    [[nodiscard]] std::size_t size() const;
    [[nodiscard]] std::size_t capacity() const { return capacity_; }
    [[nodiscard]] std::size_t per_client() const { return per_client_; }
    [[nodiscard]] bool full() const { return size() >= capacity_; }
    // A new connection from `client`, added as add() does when it may be: at the client's cap,
    // its own connection waiting longest is closed to make room; at the total cap, the one
    // waiting longest of all. An empty handle (refuse it) when the connections to choose from
    // are all busy. Checked and counted under one lock, so a burst cannot overshoot the caps.
    Handle admit(std::function<void()> close, std::string client);
    // Closes the connection idle for longest; false when every connection is busy.
    bool close_oldest_idle();

private:
    // Under the lock: the waiting connection to close (marked closing so it is never chosen
    // twice), among `client`'s or among all when `client` is null.
    Slot* oldest_waiting(const std::string* client);
    // Under the lock: registers the slot and returns its handle.
    Handle insert(std::unique_ptr<Slot> slot);

    const std::size_t capacity_;
    const std::size_t per_client_;
    mutable std::mutex mutex_;
    std::list<Slot*> slots_;
    std::unordered_map<std::string, std::size_t> per_client_count_;
};

// Whom a connection counts against: an IPv4 address, or an IPv6 /64 (one host is usually given
// a whole /64). The IPv4-mapped form counts as the IPv4 address.
std::string client_key(const std::string& address_text);

// Raises the soft RLIMIT_NOFILE to the hard limit and returns the resulting soft limit.
std::size_t raise_descriptor_limit();

// The connection cap for a descriptor limit: what is left once files, the database, the log,
// the store's sockets and the sealed copies of large static bodies have their reserve.
std::size_t connection_cap(std::size_t descriptor_limit);

}  // namespace http
