#pragma once
// The Prometheus text format (version 0.0.4) of the counters and of the store's gauges.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "metrics/registry.hpp"
#include "store/database.hpp"

namespace metrics {

// Counts read from the database at scrape time: true for every instance sharing it.
struct StoreGauges {
    std::int64_t leads = 0;
    std::int64_t outbox_pending = 0;
    std::int64_t outbox_failed = 0;
    std::optional<std::int64_t> quarantine_rows;  // when the store has a quarantine table
    std::optional<std::int64_t> quarantine_bytes;    // what those rows weigh in the quarantine's budget
    std::optional<std::int64_t> quarantine_dropped;  // posts dropped over the budget, days kept
};

StoreGauges read_store_gauges(store::Database& db);

// `store` is empty when the database could not be read: the scrape still answers, with
// site_store_up 0 instead of the gauges. `version`: the release site_build_info names (the
// caller's app::kVersion; metrics sits below the app and does not include it).
std::string prometheus_text(const Snapshot& counters, const std::optional<StoreGauges>& store, std::string_view version);

}  // namespace metrics
