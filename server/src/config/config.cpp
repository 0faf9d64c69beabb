#include "config/config.hpp"

#include <charconv>
#include <stdexcept>
#include <string_view>
#include <thread>

namespace config {
namespace {

unsigned long parse_number(std::string_view name, std::string_view text, unsigned long min, unsigned long max) {
    unsigned long value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || ptr != text.data() + text.size() || value < min || value > max) {
        throw std::invalid_argument(std::string(name) + " must be a number from " + std::to_string(min) + " to " +
                                    std::to_string(max) + ", got '" + std::string(text) + "'");
    }
    return value;
}

}  // namespace

Config from_environment(const EnvLookup& getenv) {
    Config c;
    c.io_threads = std::max(2u, std::thread::hardware_concurrency());
    if (const char* v = getenv("HOST"); v && *v) c.host = v;
    if (const char* v = getenv("PORT"); v && *v) c.port = static_cast<unsigned short>(parse_number("PORT", v, 1, 65535));
    if (const char* v = getenv("WEB_ROOT"); v && *v) c.web_root = v;
    if (const char* v = getenv("IO_THREADS"); v && *v) c.io_threads = static_cast<unsigned>(parse_number("IO_THREADS", v, 1, 256));
    return c;
}

}  // namespace config
