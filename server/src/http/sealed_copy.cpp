#include "http/sealed_copy.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>

namespace http {

std::shared_ptr<const SealedCopy> SealedCopy::make(std::string_view bytes) {
    // A slot first: the copy keeps it, and every way out without a copy gives it back.
    const auto give_back = [](int fd) -> std::shared_ptr<const SealedCopy> {
        if (fd >= 0) ::close(fd);
        open_.fetch_sub(1, std::memory_order_relaxed);
        return nullptr;
    };
    if (open_.fetch_add(1, std::memory_order_relaxed) >= kMaxOpen) return give_back(-1);
    const int fd = ::memfd_create("static-body", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return give_back(fd);
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return give_back(fd);
        written += static_cast<std::size_t>(n);
    }
    if (::fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) != 0) return give_back(fd);
    return std::shared_ptr<const SealedCopy>(new SealedCopy(fd, bytes.size()));
}

SealedCopy::~SealedCopy() {
    ::close(fd_);
    open_.fetch_sub(1, std::memory_order_relaxed);
}

}  // namespace http
