#pragma once
// One line per request: method, path without its query string (it may carry personal data such
// as an e-mail in UTM or form parameters), status, bytes sent, duration.
//
// The access log is off the request path and can never block a request: each I/O thread appends
// a record to its own bounded ring (a lock only that thread and the writer ever take, the writer
// for the time of a swap), and a background thread formats and writes the records. When the
// output stalls (a pipe whose reader paused, journald busy), the rings fill and the OLDEST
// records are dropped and counted; the writer reports the count once it can write again.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace http {

class AccessLog {
public:
    // Writes to `fd` (not owned). `capacity`: records each I/O thread may have waiting.
    explicit AccessLog(int fd, std::size_t capacity = 16384);
    // Writes what is waiting; gives up after about a second if the output is stalled.
    ~AccessLog();
    AccessLog(const AccessLog&) = delete;
    AccessLog& operator=(const AccessLog&) = delete;

    void record(std::string_view method, std::string_view path, int status, std::uintmax_t bytes, double millis,
                std::string_view request_id = {});
    // Records dropped so far because the output could not keep up.
    [[nodiscard]] std::uint64_t dropped() const { return dropped_.load(std::memory_order_relaxed); }

    struct Record {
        std::chrono::system_clock::time_point at;
        std::string method;
        std::string path;
        int status = 0;
        std::uintmax_t bytes = 0;
        double millis = 0;
        std::string request_id;
    };
    struct Shard;  // one per thread that records: a ring of Records

private:
    Shard& shard();
    void run();
    bool write_all(std::string_view text);

    const int fd_;
    const std::size_t capacity_;
    const std::uint64_t id_;  // tells thread-local shard pointers of different logs apart
    std::mutex shards_mutex_;
    std::vector<std::unique_ptr<Shard>> shards_;
    std::atomic<std::uint64_t> dropped_{0};
    std::mutex wake_mutex_;
    std::condition_variable wake_;
    std::atomic<bool> stopping_{false};
    std::thread writer_;  // last: starts once everything above exists
};

// Text ("2026-11-25T18:02:19.123-05:00 info GET /blog 200 1234B 0.52ms id=…") or, with
// LOG_FORMAT=json, one JSON object per line with the same fields. Times are local with their
// offset (ISO 8601), as every other log line. Set once, before the first request.
enum class LogFormat { Text, Json };
void set_access_log_format(LogFormat format);

// A proxy's X-Request-Id when it is a plausible id (1 to 64 of [A-Za-z0-9._-]), else a new
// random one: the same id in the proxy's log and in this server's.
std::string request_id(const std::optional<std::string_view>& header);

// The process's access log, on standard output.
void log_access(std::string_view method, std::string_view target, int status, std::uintmax_t bytes, double millis,
                std::string_view request_id = {});

}  // namespace http
