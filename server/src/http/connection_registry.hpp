#pragma once
// Every open client connection, so the server can stay below its descriptor limit: when the cap
// is reached, the connection that has waited longest for a request is closed to make room (as
// nginx reuses its least recently used keep-alive connections), rather than new ones waiting in
// the listen backlog until an idle one times out. No Asio here: a connection registers a
// function that closes it. Marking a connection idle or busy is one atomic store, so the request
// path takes no lock; the mutex is taken when connections open and close, and to find the
// oldest idle one.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>

namespace http {

class ConnectionRegistry {
public:
    class Slot {
    public:
        // Waiting for the next request since `now_ns` (steady clock), or busy.
        void idle(std::int64_t now_ns) { idle_since_.store(now_ns, std::memory_order_relaxed); }
        void busy() { idle_since_.store(0, std::memory_order_relaxed); }

    private:
        friend class ConnectionRegistry;
        std::atomic<std::int64_t> idle_since_{0};
        std::function<void()> close_;
        std::list<Slot*>::iterator position_;
    };

    // Removes the connection from the registry when its owner lets go of it.
    using Handle = std::unique_ptr<Slot, std::function<void(Slot*)>>;

    explicit ConnectionRegistry(std::size_t capacity) : capacity_(capacity) {}

    // `close` must be safe to call from any thread, any number of times, until the handle dies.
    Handle add(std::function<void()> close);
    [[nodiscard]] std::size_t size() const;
    [[nodiscard]] std::size_t capacity() const { return capacity_; }
    [[nodiscard]] bool full() const { return size() >= capacity_; }
    // Closes the connection idle for longest; false when every connection is busy.
    bool close_oldest_idle();

private:
    const std::size_t capacity_;
    mutable std::mutex mutex_;
    std::list<Slot*> slots_;
};

// Raises the soft RLIMIT_NOFILE to the hard limit and returns the resulting soft limit.
std::size_t raise_descriptor_limit();

// The connection cap for a descriptor limit: what is left once files, the database, the log,
// the store's sockets and the sealed copies of large static bodies have their reserve.
std::size_t connection_cap(std::size_t descriptor_limit);

}  // namespace http
