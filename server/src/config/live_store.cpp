#include "config/live_store.hpp"

#include <boost/json.hpp>
#include <csignal>
#include <fstream>
#include <spdlog/spdlog.h>
#include <sstream>
#include <unistd.h>

namespace config {
namespace {

std::filesystem::path marker_file(const Config& c) { return c.runtime_dir / "serve.json"; }

bool process_alive(long pid) { return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM); }

}  // namespace

std::string store_identity(const Config& c) {
    if (!c.database_url.empty()) {
        std::string url = c.database_url;
        // postgresql://user:password@host/db: the password never goes into the marker.
        const auto scheme = url.find("://");
        const auto at = url.find('@', scheme == std::string::npos ? 0 : scheme + 3);
        if (scheme != std::string::npos && at != std::string::npos) {
            const auto colon = url.find(':', scheme + 3);
            if (colon != std::string::npos && colon < at) url.erase(colon, at - colon);
        }
        return url;
    }
    std::error_code ec;
    auto path = std::filesystem::weakly_canonical(std::filesystem::absolute(c.db_path, ec), ec);
    return (ec ? std::filesystem::absolute(c.db_path) : path).lexically_normal().string();
}

LiveStoreMarker::LiveStoreMarker(const Config& c) {
    std::error_code ec;
    if (c.runtime_dir.empty() || !std::filesystem::is_directory(c.runtime_dir, ec)) {
        spdlog::debug("no runtime directory {}: the live store is not recorded", c.runtime_dir.string());
        return;
    }
    const auto file = marker_file(c);
    const auto tmp = file.string() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        out << boost::json::serialize(boost::json::object{{"pid", static_cast<long>(::getpid())}, {"store", store_identity(c)}}) << "\n";
        if (!out) {
            spdlog::warn("cannot write {}: commands will not see the live store", tmp);
            return;
        }
    }
    std::filesystem::rename(tmp, file, ec);
    if (ec) {
        spdlog::warn("cannot write {}: {}", file.string(), ec.message());
        return;
    }
    file_ = file;
}

LiveStoreMarker::~LiveStoreMarker() {
    if (file_.empty()) return;
    std::error_code ec;
    std::filesystem::remove(file_, ec);
}

std::optional<std::string> other_live_store(const Config& c) {
    std::ifstream in(marker_file(c));
    if (!in) return std::nullopt;
    std::stringstream text;
    text << in.rdbuf();
    boost::json::error_code ec;
    const auto v = boost::json::parse(text.str(), ec);
    if (ec || !v.is_object()) return std::nullopt;
    const auto* pid = v.as_object().if_contains("pid");
    const auto* store = v.as_object().if_contains("store");
    if (!pid || !pid->is_int64() || !store || !store->is_string()) return std::nullopt;
    if (!process_alive(pid->as_int64()) || pid->as_int64() == ::getpid()) return std::nullopt;
    const std::string live(store->as_string());
    if (live == store_identity(c)) return std::nullopt;
    return live;
}

}  // namespace config
