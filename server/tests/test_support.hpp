#pragma once
// Shared by the lead-pipeline tests: the real catalog and business identity of the repository.
#include <cstdlib>
#include <string>

#include "forms/catalog.hpp"
#include "outbox/notifications.hpp"

inline const forms::Catalog& test_catalog() {
    static const forms::Catalog catalog = forms::Catalog::load(CATALOG_PATH);
    return catalog;
}

inline outbox::Identity test_identity(std::string webhook_url = {}) {
    return outbox::load_identity(BUSINESS_PATH, "https://site.example", "", "", std::move(webhook_url));
}

// The PostgreSQL the store tests also run against, when TEST_DATABASE_URL names one.
inline std::string test_database_url() {
    const char* url = std::getenv("TEST_DATABASE_URL");
    return url ? url : "";
}
