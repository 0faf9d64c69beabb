#include "api/form_body.hpp"

#include <boost/json.hpp>
#include <cctype>

#include "http/url_path.hpp"

namespace api {

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
    http::decode_form_pairs(body, [&out](std::string name, std::string value) { out.add(std::move(name), std::move(value)); });
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
