#include "api/form_body.hpp"

#include <boost/json.hpp>
#include <cctype>

namespace api {
namespace {

int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string decode(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '+') {
            out.push_back(' ');
        } else if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
            out.push_back(static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2])));
            i += 2;
        } else {
            out.push_back(s[i]);
        }
    }
    return out;
}

}  // namespace

BodyType body_type(std::string_view content_type) {
    std::string media(content_type.substr(0, content_type.find(';')));
    while (!media.empty() && (media.back() == ' ' || media.back() == '\t')) media.pop_back();
    const auto start = media.find_first_not_of(" \t");
    media = start == std::string::npos ? std::string{} : media.substr(start);
    for (auto& c : media) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (media == "application/x-www-form-urlencoded") return BodyType::UrlEncoded;
    if (media == "application/json") return BodyType::Json;
    return BodyType::Unsupported;
}

forms::Submission parse_urlencoded(std::string_view body) {
    forms::Submission out;
    while (!body.empty()) {
        const auto amp = body.find('&');
        const std::string_view pair = body.substr(0, amp);
        body = amp == std::string_view::npos ? std::string_view{} : body.substr(amp + 1);
        if (pair.empty()) continue;
        const auto eq = pair.find('=');
        out.add(decode(pair.substr(0, eq)), eq == std::string_view::npos ? std::string{} : decode(pair.substr(eq + 1)));
    }
    return out;
}

std::optional<forms::Submission> parse_json_object(std::string_view body) {
    boost::json::parse_options options;
    options.allow_invalid_utf8 = true;  // let validation answer with the French encoding message
    boost::json::error_code ec;
    const auto value = boost::json::parse(body, ec, {}, options);
    if (ec || !value.is_object()) return std::nullopt;
    forms::Submission out;
    for (const auto& [key, v] : value.get_object()) {
        if (v.is_string()) out.add(std::string(key), std::string(v.get_string()));
        else if (v.is_bool()) out.add(std::string(key), v.get_bool() ? "true" : "false");
        else if (v.is_number()) out.add(std::string(key), boost::json::serialize(v));
    }
    return out;
}

}  // namespace api
