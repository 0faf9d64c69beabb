#pragma once
// A cached body's bytes again, in a sealed memory file (memfd), so the socket layer can hand them
// to sendfile(2) rather than copy them from user memory into the socket: serving the 113 KB home
// page uncompressed, perf showed that copy (_copy_from_iter) at 18 % of the server's CPU. The
// copy is sealed against any change, so what is sent is exactly what the ETag and Content-Length
// describe, whatever happens to the file on disk meanwhile.
#include <atomic>
#include <cstddef>
#include <memory>
#include <string_view>

namespace http {

class SealedCopy {
public:
    // Bodies below this size are cheaper to copy than to splice.
    static constexpr std::size_t kMinBytes = 32u << 10;
    // Copies alive at once: each holds a descriptor, and connection_cap() reserves this many
    // for them, so a site with many large files never takes descriptors from connections.
    static constexpr std::size_t kMaxOpen = 64;

    // Null when kMaxOpen copies are alive or the kernel refuses (no memfd, no memory): the body
    // is then written as usual.
    static std::shared_ptr<const SealedCopy> make(std::string_view bytes);

    SealedCopy(const SealedCopy&) = delete;
    SealedCopy& operator=(const SealedCopy&) = delete;
    ~SealedCopy();

    [[nodiscard]] int fd() const { return fd_; }
    [[nodiscard]] std::size_t size() const { return size_; }

private:
    SealedCopy(int fd, std::size_t size) : fd_(fd), size_(size) {}
    static inline std::atomic<std::size_t> open_{0};
    int fd_;
    std::size_t size_;
};

}  // namespace http
