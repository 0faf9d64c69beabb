#pragma once
// The forms catalog of each built site. The web build fills the catalog's city options from the
// city files (web/integrations/forms-catalog.ts; the tracked forms/catalog.json is never written)
// and puts the catalog it used in the built site, `.forms-catalog.json`: a site that adds a city
// brings the option its forms now offer, and the server validates posts against the catalog of
// the site (with SITE_DIR, the release) that served the form. A site without that file (built
// before it existed) uses FORMS_CATALOG.
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
