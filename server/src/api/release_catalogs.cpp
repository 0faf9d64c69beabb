#include "api/release_catalogs.hpp"

#include <spdlog/spdlog.h>

namespace api {

const forms::Catalog& ReleaseCatalogs::for_site(const std::filesystem::path& root) {
    std::lock_guard lock(mutex_);
    if (const auto it = loaded_.find(root); it != loaded_.end()) return it->second ? *it->second : configured_;
    std::unique_ptr<const forms::Catalog> catalog;
    const auto file = root / kReleaseCatalogFile;
    std::error_code ec;
    if (std::filesystem::is_regular_file(file, ec)) {
        try {
            catalog = std::make_unique<const forms::Catalog>(forms::Catalog::load(file));
        } catch (const std::exception& e) {
            spdlog::error("{}: {}; using FORMS_CATALOG", file.string(), e.what());
        }
    }
    const auto& entry = loaded_.emplace(root, std::move(catalog)).first->second;
    return entry ? *entry : configured_;
}

}  // namespace api
