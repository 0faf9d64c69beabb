#include "http/accept_encoding.hpp"

#include <charconv>
#include <optional>

#include "http/message.hpp"

namespace http {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// q-value of one list element's parameters; 1 when absent, 0 when malformed.
double q_value(std::string_view params) {
    while (!params.empty()) {
        const auto semi = params.find(';');
        const auto param = trim(params.substr(0, semi));
        params = semi == std::string_view::npos ? std::string_view{} : params.substr(semi + 1);
        if (param.size() >= 2 && (param[0] == 'q' || param[0] == 'Q') && param[1] == '=') {
            const auto number = param.substr(2);
            double q = 0;
            const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), q);
            if (ec != std::errc{} || ptr != number.data() + number.size()) return 0;
            return q;
        }
    }
    return 1;
}

}  // namespace

bool accepts_encoding(std::string_view header, std::string_view coding) {
    std::optional<double> exact;
    std::optional<double> wildcard;
    while (!header.empty()) {
        const auto comma = header.find(',');
        const auto element = header.substr(0, comma);
        header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
        const auto semi = element.find(';');
        const auto name = trim(element.substr(0, semi));
        const double q = semi == std::string_view::npos ? 1.0 : q_value(element.substr(semi + 1));
        if (iequals(name, coding)) exact = q;
        else if (name == "*") wildcard = q;
    }
    if (exact) return *exact > 0;
    return wildcard && *wildcard > 0;
}

}  // namespace http
