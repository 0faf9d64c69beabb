#pragma once
// Shared by the lead-pipeline tests: the repository's catalog, and the fixtures the tests own (a
// fictitious firm's identity, a frozen catalog for the golden mails), so that the staff's allowed
// edits of config/business.json and forms/catalog.json turn no test red.
#include <cstdlib>
#include <string>

#include "forms/catalog.hpp"
#include "outbox/notifications.hpp"

inline const forms::Catalog& test_catalog() {
    static const forms::Catalog catalog = forms::Catalog::load(CATALOG_PATH);
    return catalog;
}

// The repository's own config/business.json, or the file BUSINESS_JSON names: the ctest
// server_tests_with_a_filled_business_file runs the whole suite with a filled fictitious firm's.
inline std::string repository_business_path() {
    const char* path = std::getenv("BUSINESS_JSON");
    return path && *path ? path : BUSINESS_PATH;
}

// A fictitious firm as the repository ships its identity (placeholders still to fill in).
inline std::string fixture_business_path() { return FIXTURES_DIR "/business.json"; }

// The catalog as it was when the golden mails were written: the staff edit the real one.
inline const forms::Catalog& fixture_catalog() {
    static const forms::Catalog catalog = forms::Catalog::load(FIXTURES_DIR "/catalog.json");
    return catalog;
}

inline outbox::Identity test_identity(std::string webhook_url = {}) {
    return outbox::load_identity(fixture_business_path(), "https://site.example", "", "", std::move(webhook_url));
}

// The PostgreSQL the store tests also run against, when TEST_DATABASE_URL names one.
inline std::string test_database_url() {
    const char* url = std::getenv("TEST_DATABASE_URL");
    return url ? url : "";
}
