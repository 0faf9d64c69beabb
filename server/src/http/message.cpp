#include "http/message.hpp"

#include <algorithm>
#include <cctype>

namespace http {

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](unsigned char x, unsigned char y) {
               return std::tolower(x) == std::tolower(y);
           });
}

void Headers::set(std::string_view name, std::string_view value) {
    std::erase_if(fields_, [&](const auto& f) { return iequals(f.first, name); });
    add(name, value);
}

void Headers::add(std::string_view name, std::string_view value) {
    fields_.emplace_back(std::string(name), std::string(value));
}

std::optional<std::string_view> Headers::get(std::string_view name) const {
    for (const auto& [n, v] : fields_) {
        if (iequals(n, name)) return std::string_view(v);
    }
    return std::nullopt;
}

SharedBody make_body(std::string text) {
    return std::make_shared<const std::string>(std::move(text));
}

}  // namespace http
