#pragma once
// The defaults of the settings that more than one module states: written here once, read by the
// configuration (config.hpp, what `serve` runs with) and by the options of the modules that take
// them (api::ApiOptions, outbox::WorkerOptions, the retry policy), so that a test or a tool that
// builds those options without a Config gets the same values. Settings only the configuration
// knows keep their default in config.hpp.
#include <cstddef>

namespace config::defaults {

inline constexpr std::size_t kHeaderLimit = 16 * 1024;
inline constexpr std::size_t kBodyLimit = 16 * 1024;
// A form sent sooner than this after its page loaded (`_e`) is quarantined.
inline constexpr unsigned kMinSubmitMs = 2000;
// Posts per client: a burst, then one submission every 30 s.
inline constexpr unsigned kRateLimitBurst = 5;
inline constexpr double kRateLimitPerMinute = 2.0;
inline constexpr unsigned kOutboxPollMs = 1000;
inline constexpr unsigned kOutboxMaxAttempts = 10;
// The first retry after this, doubling, capped at 1 h.
inline constexpr unsigned kOutboxRetryBaseMs = 30000;

}  // namespace config::defaults
