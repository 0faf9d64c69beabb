#pragma once
// Request bodies and query strings into name/value pairs for validation.
#include <optional>
#include <string>
#include <string_view>

#include "forms/validation.hpp"

namespace api {

enum class BodyType { UrlEncoded, Json, Unsupported };

// From the Content-Type header: the media type, case-insensitive, parameters ignored.
BodyType body_type(std::string_view content_type);

// application/x-www-form-urlencoded (also query strings): '+' is a space, %XX decoded; malformed
// escapes are kept literally. Invalid UTF-8 passes through, for validation to report.
forms::Submission parse_urlencoded(std::string_view body);

// A JSON object of strings, booleans and numbers (others ignored); nullopt when not an object.
std::optional<forms::Submission> parse_json_object(std::string_view body);

}  // namespace api
