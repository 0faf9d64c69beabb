#include "app/json_log.hpp"

#include <boost/json.hpp>
#include <spdlog/pattern_formatter.h>

namespace app {
namespace {

// %j: the message as a JSON string, quotes included.
class JsonMessage : public spdlog::custom_flag_formatter {
public:
    void format(const spdlog::details::log_msg& msg, const std::tm&, spdlog::memory_buf_t& dest) override {
        const std::string text = boost::json::serialize(boost::json::string(std::string_view(msg.payload.data(), msg.payload.size())));
        dest.append(text.data(), text.data() + text.size());
    }
    std::unique_ptr<custom_flag_formatter> clone() const override { return std::make_unique<JsonMessage>(); }
};

}  // namespace

std::unique_ptr<spdlog::formatter> json_log_formatter() {
    auto f = std::make_unique<spdlog::pattern_formatter>();
    f->add_flag<JsonMessage>('j').set_pattern(R"({"time":"%Y-%m-%dT%H:%M:%S.%e%z","level":"%l","message":%j})");
    return f;
}

}  // namespace app
