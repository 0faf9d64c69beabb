#pragma once
// Which store the running service uses, so that a command pointed elsewhere says so instead of
// copying or changing the wrong database. `serve` records its store and pid in
// RUNTIME_DIRECTORY/serve.json (systemd's RuntimeDirectory=, removed when the service stops);
// every command compares its own store with it.
#include <filesystem>
#include <optional>
#include <string>

#include "config/config.hpp"

namespace config {

// The store as one comparable string: the PostgreSQL URL without its password, or the SQLite
// file's absolute, normalised path.
std::string store_identity(const Config& config);

// Written by `serve` while it runs; the file is removed when the object goes (a crash leaves it,
// but its pid is then dead and the marker ignored).
class LiveStoreMarker {
public:
    explicit LiveStoreMarker(const Config& config);
    ~LiveStoreMarker();
    LiveStoreMarker(const LiveStoreMarker&) = delete;
    LiveStoreMarker& operator=(const LiveStoreMarker&) = delete;

private:
    std::filesystem::path file_;
};

// The running service's store when a live service uses a different store than `config`; nothing
// when no service runs (no marker, or its process is gone) or both use the same store.
std::optional<std::string> other_live_store(const Config& config);

}  // namespace config
