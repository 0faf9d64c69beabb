#pragma once
// A site bundle: a POSIX ustar archive of a built web/dist, as `make publish` writes it, read on
// standard input by `site receive` from whoever holds the publishing key. It is hostile until
// proven otherwise: the reader takes regular files and directories only (no link, device, FIFO,
// extended header), names that stay inside the release and that the server would serve, a bound
// on the bytes read and on the number of entries, and an archive that ends properly (a truncated
// upload is refused, not half unpacked). Files are created anew (O_EXCL, O_NOFOLLOW), mode 0644,
// directories 0755, whatever the archive says.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace site {

struct BundleLimits {
    std::uint64_t max_bytes = 512ull << 20;  // the whole archive as read, headers and padding included
    std::size_t max_entries = 50000;
};

class BundleError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct Unpacked {
    std::size_t files = 0;
    std::uint64_t bytes = 0;  // of file contents
};

// Unpacks the archive read from `fd` into `dest`, an existing empty directory. Throws BundleError
// naming the first entry refused and why; `dest` then holds part of the archive (the caller
// removes it).
Unpacked unpack_bundle(int fd, const std::filesystem::path& dest, const BundleLimits& limits = {});

// Why an entry's name is refused (absolute, `..`, empty or `.` segment, control character,
// backslash, invalid UTF-8, a hidden name below the top level), or nothing. `name` is without a
// leading "./".
std::optional<std::string> bad_entry_name(std::string_view name);

}  // namespace site
