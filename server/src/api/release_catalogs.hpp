#pragma once
// The forms catalog of each site release. The web build rewrites the catalog's city options from
// the city files (web/integrations/forms-catalog.ts) and puts a copy in the built site,
// `.forms-catalog.json`: with SITE_DIR, a published release that adds a city brings the option
// its forms now offer, and the server validates posts against the catalog of the release that
// served the form. A release without that file (built before it existed) uses FORMS_CATALOG.
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <string_view>

#include "forms/catalog.hpp"

namespace api {

inline constexpr std::string_view kReleaseCatalogFile = ".forms-catalog.json";

class ReleaseCatalogs {
public:
    explicit ReleaseCatalogs(const forms::Catalog& configured) : configured_(configured) {}

    // The catalog of the site at `root`, loaded once. One that fails to load (`site receive`
    // refuses such a release, so only a release damaged on disk) is logged, and FORMS_CATALOG used.
    const forms::Catalog& for_site(const std::filesystem::path& root);

private:
    const forms::Catalog& configured_;
    std::mutex mutex_;
    // Kept for the life of the process (a few KB per release published meanwhile): writes queued
    // on the store thread hold pointers into the catalog they were validated with.
    std::map<std::filesystem::path, std::unique_ptr<const forms::Catalog>> loaded_;
};

}  // namespace api
