// Both form-body decoders (application/x-www-form-urlencoded and JSON) and the Content-Type
// dispatch in front of them.
#include <boost/json.hpp>

#include "api/form_body.hpp"
#include "entries.hpp"

namespace fuzz {
namespace {

std::string percent_encode(std::string_view s) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    for (const char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
            out.push_back(ch);
        } else {
            out.push_back('%');
            out.push_back(kHex[c >> 4]);
            out.push_back(kHex[c & 15]);
        }
    }
    return out;
}

}  // namespace

void urlencoded_body(std::string_view data) {
    (void)api::body_type(data.substr(0, 128));
    const forms::Submission parsed = api::parse_urlencoded(data);
    std::size_t decoded_bytes = 0;
    for (const auto& [name, value] : parsed.all()) {
        decoded_bytes += name.size() + value.size();
        check(parsed.get(name).has_value(), "every decoded name can be looked up");
    }
    check(decoded_bytes <= data.size(), "decoding never makes text longer");
    check(parsed.all().size() <= static_cast<std::size_t>(std::count(data.begin(), data.end(), '&')) + 1,
          "at most one pair per '&'-separated piece");

    // Encoding what was decoded and decoding it again gives the same pairs, byte for byte.
    std::string encoded;
    for (const auto& [name, value] : parsed.all()) {
        if (!encoded.empty()) encoded.push_back('&');
        encoded.append(percent_encode(name)).append("=").append(percent_encode(value));
    }
    const forms::Submission again = api::parse_urlencoded(encoded);
    check(again.all() == parsed.all(), "urlencoded round trip");
}

void json_body(std::string_view data) {
    const auto parsed = api::parse_json_object(data);
    if (!parsed) return;
    boost::json::parse_options options;
    options.allow_invalid_utf8 = true;
    boost::json::error_code ec;
    const auto value = boost::json::parse(data, ec, {}, options);
    check(!ec && value.is_object(), "accepted only when the body is a JSON object");
    for (const auto& [name, v] : parsed->all()) {
        const auto* member = value.get_object().if_contains(name);
        check(member != nullptr, "every pair names a member of the object");
        check(member->is_string() || member->is_bool() || member->is_number(), "only scalars become values");
        if (member->is_string() && value.get_object().count(name) == 1) check(v == member->get_string(), "strings unchanged");
    }
}

}  // namespace fuzz
