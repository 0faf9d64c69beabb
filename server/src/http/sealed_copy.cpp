#include "http/sealed_copy.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cerrno>

namespace http {

std::shared_ptr<const SealedCopy> SealedCopy::make(std::string_view bytes) {
    const int fd = ::memfd_create("static-body", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return nullptr;
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ::close(fd);
            return nullptr;
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) != 0) {
        ::close(fd);
        return nullptr;
    }
    return std::shared_ptr<const SealedCopy>(new SealedCopy(fd, bytes.size()));
}

SealedCopy::~SealedCopy() { ::close(fd_); }

}  // namespace http
