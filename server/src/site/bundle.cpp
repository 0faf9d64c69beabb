#include "site/bundle.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <vector>

#include "forms/utf8.hpp"

namespace site {
namespace fs = std::filesystem;
namespace {

constexpr std::size_t kBlock = 512;
using Block = std::array<unsigned char, kBlock>;

// Reads exactly what is asked from the descriptor, counting against the bound.
class Input {
public:
    Input(int fd, std::uint64_t max_bytes) : fd_(fd), max_(max_bytes) {}

    // False at a clean end of input before any byte of this block.
    bool block(Block& out) { return exactly(out.data(), kBlock); }

    bool exactly(unsigned char* out, std::size_t n) {
        std::size_t got = 0;
        while (got < n) {
            const ssize_t r = ::read(fd_, out + got, n - got);
            if (r < 0 && errno == EINTR) continue;
            if (r < 0) throw BundleError(std::string("cannot read the bundle: ") + std::strerror(errno));
            if (r == 0) {
                if (got == 0) return false;
                throw BundleError("truncated bundle: the input ends inside a block");
            }
            got += static_cast<std::size_t>(r);
            read_ += static_cast<std::uint64_t>(r);
            if (read_ > max_) throw BundleError("bundle larger than the limit of " + std::to_string(max_) + " bytes");
        }
        return true;
    }

private:
    int fd_;
    std::uint64_t max_;
    std::uint64_t read_ = 0;
};

std::string field(const Block& b, std::size_t at, std::size_t len) {
    const auto* p = reinterpret_cast<const char*>(b.data() + at);
    return std::string(p, strnlen(p, len));
}

// An octal number field (NUL- or space-terminated). Base-256 (GNU, for huge sizes) is refused.
std::optional<std::uint64_t> octal(const Block& b, std::size_t at, std::size_t len) {
    std::uint64_t v = 0;
    std::size_t i = at;
    while (i < at + len && b[i] == ' ') ++i;
    bool digits = false;
    for (; i < at + len && b[i] >= '0' && b[i] <= '7'; ++i) {
        if (v > (UINT64_MAX >> 3)) return std::nullopt;
        v = v * 8 + (b[i] - '0');
        digits = true;
    }
    for (; i < at + len; ++i) {
        if (b[i] != ' ' && b[i] != '\0') return std::nullopt;
    }
    if (!digits) return std::nullopt;
    return v;
}

bool all_zero(const Block& b) {
    for (const unsigned char c : b) {
        if (c) return false;
    }
    return true;
}

bool checksum_ok(const Block& b) {
    const auto stored = octal(b, 148, 8);
    if (!stored) return false;
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < kBlock; ++i) sum += (i >= 148 && i < 156) ? ' ' : b[i];
    return sum == *stored;
}

std::string type_refusal(char type) {
    switch (type) {
        case '1': return "a hard link";
        case '2': return "a symbolic link";
        case '3': return "a character device";
        case '4': return "a block device";
        case '6': return "a FIFO";
        case '7': return "a contiguous file";
        case 'x': case 'g': return "a pax extended header";
        case 'L': case 'K': return "a GNU long name";
        default: return std::string("an entry of unknown type '") + (type >= 0x20 && type < 0x7f ? std::string(1, type) : "?") + "'";
    }
}

// mkdir for each missing component of `relative` under `dest`; an existing component must be a
// directory we made (lstat: never followed).
void make_dirs(const fs::path& dest, std::string_view relative) {
    std::string path = dest.string();
    std::size_t start = 0;
    while (start < relative.size()) {
        const auto slash = relative.find('/', start);
        const auto part = relative.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
        path += '/';
        path += part;
        if (::mkdir(path.c_str(), 0755) != 0) {
            struct stat st {};
            if (errno != EEXIST || ::lstat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) {
                throw BundleError("cannot make the directory " + std::string(relative.substr(0, slash)) + ": a file of that name exists");
            }
        }
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
}

}  // namespace

std::optional<std::string> bad_entry_name(std::string_view name) {
    if (name.empty()) return "an empty name";
    if (name.front() == '/') return "an absolute path";
    if (name.size() > 255) return "a name longer than 255 bytes";
    if (!forms::is_valid_utf8(name)) return "a name that is not UTF-8";
    std::size_t depth = 0;
    std::size_t start = 0;
    while (start <= name.size()) {
        const auto slash = name.find('/', start);
        const auto seg = name.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start);
        if (seg.empty()) {
            if (slash == std::string_view::npos) break;  // a trailing slash (a directory)
            return "an empty path segment";
        }
        if (seg == "..") return "a `..` segment";
        if (seg == ".") return "a `.` segment";
        for (const char c : seg) {
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return "a control character";
            if (c == '\\') return "a backslash";
        }
        // The server answers 404 to hidden names; only the build's own files (.csp.json…) at the
        // top, which it reads itself, have one.
        if (seg.front() == '.' && depth > 0) return "a hidden name below the top level";
        ++depth;
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    if (depth > 32) return "more than 32 levels of directories";
    return std::nullopt;
}

Unpacked unpack_bundle(int fd, const fs::path& dest, const BundleLimits& limits) {
    Input in(fd, limits.max_bytes);
    Unpacked out;
    std::size_t entries = 0;
    std::vector<unsigned char> buffer(64 * 1024);
    Block header{};
    while (true) {
        if (!in.block(header)) throw BundleError("truncated bundle: no end-of-archive marker");
        if (all_zero(header)) return out;  // the end marker; anything after it is not read
        if (++entries > limits.max_entries) throw BundleError("more than " + std::to_string(limits.max_entries) + " entries");
        if (!checksum_ok(header)) throw BundleError("not a tar archive, or a damaged header (checksum) after " + std::to_string(entries - 1) + " entries");
        const std::string magic = field(header, 257, 6);
        if (magic != "ustar") throw BundleError("not a POSIX ustar archive");

        std::string name = field(header, 0, 100);
        if (const std::string prefix = field(header, 345, 155); !prefix.empty()) name = prefix + "/" + name;
        while (name.starts_with("./")) name.erase(0, 2);
        const char type = static_cast<char>(header[156]);
        const std::string shown = name.substr(0, 120);

        const auto size = octal(header, 124, 12);
        if (!size) throw BundleError("entry " + shown + ": unreadable size");
        if (type != '0' && type != '\0' && type != '5') throw BundleError("entry " + shown + " is " + type_refusal(type) + ": only files and directories are accepted");
        if (name.empty() && type == '5') continue;  // "./", the archive's own top
        if (const auto bad = bad_entry_name(name)) throw BundleError("entry " + shown + " has " + *bad);

        if (type == '5') {
            if (*size != 0) throw BundleError("entry " + shown + ": a directory with contents");
            make_dirs(dest, name);
            continue;
        }
        if (name.back() == '/') throw BundleError("entry " + shown + ": a file named like a directory");
        const auto slash = name.rfind('/');
        if (slash != std::string::npos) make_dirs(dest, std::string_view(name).substr(0, slash));
        const std::string path = (dest / name).string();
        const int file = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (file < 0) throw BundleError("entry " + shown + ": cannot create it (" + std::strerror(errno) + "; twice in the bundle?)");
        std::uint64_t left = *size;
        try {
            while (left > 0) {
                const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(left, buffer.size()));
                if (!in.exactly(buffer.data(), n)) throw BundleError("truncated bundle: " + shown + " ends early");
                for (std::size_t done = 0; done < n;) {
                    const ssize_t w = ::write(file, buffer.data() + done, n - done);
                    if (w < 0 && errno == EINTR) continue;
                    if (w < 0) throw BundleError("cannot write " + shown + ": " + std::strerror(errno));
                    done += static_cast<std::size_t>(w);
                }
                left -= n;
            }
        } catch (...) {
            ::close(file);
            throw;
        }
        if (::close(file) != 0) throw BundleError("cannot write " + shown + ": " + std::strerror(errno));
        if (const std::size_t pad = (kBlock - *size % kBlock) % kBlock; pad > 0) {
            if (!in.exactly(buffer.data(), pad)) throw BundleError("truncated bundle: " + shown + " ends early");
        }
        ++out.files;
        out.bytes += *size;
    }
}

}  // namespace site
