#pragma once
// LOG_FORMAT=json: every spdlog line as one JSON object
// {"time":"2026-11-25T18:02:19.123-05:00","level":"info","message":"…"}, the message escaped.
#include <memory>
#include <spdlog/formatter.h>

namespace app {

std::unique_ptr<spdlog::formatter> json_log_formatter();

}  // namespace app
