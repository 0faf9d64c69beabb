#include "http/access_log.hpp"

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <algorithm>
#include <boost/json.hpp>
#include <cctype>
#include <ctime>
#include <random>
#include <fmt/format.h>
#include <iterator>
#include <utility>

#include "http/url_path.hpp"

namespace http {

struct AccessLog::Shard {
    std::mutex mutex;
    std::vector<Record> ring;   // `count` records from `start`, oldest first
    std::size_t start = 0;
    std::size_t count = 0;
    std::vector<Record> spare;  // the writer's: swapped with `ring` to take its records at once

    explicit Shard(std::size_t capacity) : ring(capacity), spare(capacity) {}
};

namespace {

std::atomic<std::uint64_t> next_log_id{1};

// The thread's shard of the log it recorded to last: one comparison on the request path.
struct ThreadShard {
    std::uint64_t log_id = 0;
    AccessLog::Shard* shard = nullptr;
};
thread_local ThreadShard thread_shard;

std::atomic<LogFormat> g_format{LogFormat::Text};

constexpr auto kFlushInterval = std::chrono::milliseconds(20);
constexpr auto kStalledGiveUp = std::chrono::seconds(1);

// "2026-11-23T11:02:19.123-05:00", the format of the other log lines (spdlog's pattern in main.cpp).
class Timestamps {
public:
    void append(std::string& out, std::chrono::system_clock::time_point at) {
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(at.time_since_epoch()).count();
        const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
        if (seconds != cached_second_) {
            std::tm local{};
            localtime_r(&seconds, &local);
            char buf[32];
            const auto n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &local);
            cached_.assign(buf, n);
            char zone[8];
            const auto z = std::strftime(zone, sizeof zone, "%z", &local);  // "-0500"
            offset_ = z == 5 ? std::string(zone, 3) + ":" + std::string(zone + 3, 2) : "+00:00";
            cached_second_ = seconds;
        }
        out += cached_;
        fmt::format_to(std::back_inserter(out), ".{:03}", ms % 1000);
        out += offset_;
    }

private:
    std::time_t cached_second_ = -1;
    std::string cached_;
    std::string offset_;
};

}  // namespace

AccessLog::AccessLog(int fd, std::size_t capacity)
    : fd_(fd), capacity_(capacity == 0 ? 1 : capacity), id_(next_log_id++), writer_([this] { run(); }) {}

AccessLog::~AccessLog() {
    {
        std::lock_guard lock(wake_mutex_);
        stopping_ = true;
    }
    wake_.notify_one();
    writer_.join();
}

AccessLog::Shard& AccessLog::shard() {
    if (thread_shard.log_id == id_) return *thread_shard.shard;
    std::lock_guard lock(shards_mutex_);  // once per thread
    shards_.push_back(std::make_unique<Shard>(capacity_));
    thread_shard = {id_, shards_.back().get()};
    return *shards_.back();
}

void AccessLog::record(std::string_view method, std::string_view path, int status, std::uintmax_t bytes, double millis,
                       std::string_view request_id) {
    const auto at = std::chrono::system_clock::now();
    Shard& s = shard();
    std::lock_guard lock(s.mutex);
    if (s.count == s.ring.size()) {  // full: the oldest record goes
        s.start = (s.start + 1) % s.ring.size();
        --s.count;
        dropped_.fetch_add(1, std::memory_order_relaxed);
    }
    Record& r = s.ring[(s.start + s.count) % s.ring.size()];
    ++s.count;
    // assign() reuses the slot's buffers: no allocation once the ring has been round.
    r.at = at;
    r.method.assign(method);
    r.path.assign(path);
    r.request_id.assign(request_id);
    r.status = status;
    r.bytes = bytes;
    r.millis = millis;
}

bool AccessLog::write_all(std::string_view text) {
    std::chrono::steady_clock::time_point give_up = std::chrono::steady_clock::time_point::max();
    while (!text.empty()) {
        if (stopping_ && give_up == std::chrono::steady_clock::time_point::max())
            give_up = std::chrono::steady_clock::now() + kStalledGiveUp;
        if (std::chrono::steady_clock::now() >= give_up) return false;
        // Wait for room with a timeout, so a stalled output cannot hold up the shutdown.
        pollfd p{fd_, POLLOUT, 0};
        const int ready = ::poll(&p, 1, 100);
        if (ready == 0 || (ready < 0 && errno == EINTR)) continue;
        if (ready < 0 || (p.revents & (POLLERR | POLLNVAL))) return false;
        const ssize_t n = ::write(fd_, text.data(), text.size());
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            return false;  // closed output: nothing more can be written
        }
        text.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

void AccessLog::run() {
    Timestamps stamps;
    std::string out;
    std::uint64_t reported_drops = 0;
    bool output_broken = false;
    for (;;) {
        const bool last_round = stopping_;
        {
            std::unique_lock lock(wake_mutex_);
            if (!last_round) wake_.wait_for(lock, kFlushInterval, [&] { return stopping_.load(); });
        }
        std::vector<Shard*> shards;
        {
            std::lock_guard lock(shards_mutex_);
            for (const auto& s : shards_) shards.push_back(s.get());
        }
        out.clear();
        for (Shard* s : shards) {
            std::size_t start = 0;
            std::size_t count = 0;
            {
                std::lock_guard lock(s->mutex);
                s->ring.swap(s->spare);
                start = std::exchange(s->start, 0);
                count = std::exchange(s->count, 0);
            }
            for (std::size_t i = 0; i < count; ++i) {
                const Record& r = s->spare[(start + i) % s->spare.size()];
                if (g_format.load(std::memory_order_relaxed) == LogFormat::Json) {
                    out += R"({"time":")";
                    stamps.append(out, r.at);
                    // Method and path are escaped: a request line may hold any byte the parser let through.
                    fmt::format_to(std::back_inserter(out),
                                   R"(","level":"info","kind":"access","method":{},"path":{},"status":{},"bytes":{},"ms":{:.2f},"request_id":{}}})"
                                   "\n",
                                   boost::json::serialize(boost::json::string(r.method)), boost::json::serialize(boost::json::string(r.path)),
                                   r.status, r.bytes, r.millis, boost::json::serialize(boost::json::string(r.request_id)));
                } else {
                    stamps.append(out, r.at);
                    fmt::format_to(std::back_inserter(out), " info {} {} {} {}B {:.2f}ms", r.method, r.path, r.status, r.bytes, r.millis);
                    if (!r.request_id.empty()) fmt::format_to(std::back_inserter(out), " id={}", r.request_id);
                    out += '\n';
                }
            }
        }
        if (const auto drops = dropped(); drops > reported_drops) {
            stamps.append(out, std::chrono::system_clock::now());
            fmt::format_to(std::back_inserter(out), " warning access log: {} line(s) dropped so far, the output could not keep up\n",
                           drops);
            reported_drops = drops;
        }
        if (!out.empty() && !output_broken) output_broken = !write_all(out);
        if (last_round) return;
    }
}

void set_access_log_format(LogFormat format) { g_format.store(format, std::memory_order_relaxed); }

std::string request_id(const std::optional<std::string_view>& header) {
    if (header && !header->empty() && header->size() <= 64 &&
        std::all_of(header->begin(), header->end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'; })) {
        return std::string(*header);
    }
    // 128 random bits per thread, then a counter: unique without a system call per request.
    thread_local std::uint64_t high = std::random_device{}() * 0x100000000ULL ^ std::random_device{}();
    thread_local std::uint64_t low = (static_cast<std::uint64_t>(std::random_device{}()) << 32) ^ std::random_device{}();
    return fmt::format("{:016x}{:016x}", high, ++low);
}

void log_access(std::string_view method, std::string_view target, int status, std::uintmax_t bytes, double millis,
                std::string_view request_id) {
    static AccessLog log(STDOUT_FILENO);
    log.record(method, split_target(target).path, status, bytes, millis, request_id);
}

}  // namespace http
