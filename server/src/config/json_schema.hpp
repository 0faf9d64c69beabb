#pragma once
// The subset of JSON Schema (2020-12) that config/business.schema.json uses: type, required,
// properties, additionalProperties: false, minLength, pattern, enum, minItems, items and local
// $ref to #/$defs. Enough to check the identity file at start against the same schema the web
// build checks with Zod, without a schema library Debian does not ship for Boost.JSON.
#include <boost/json/value.hpp>
#include <filesystem>
#include <string>
#include <vector>

namespace config {

// Every place where `value` breaks `schema`, as "path: what is wrong"; empty when it is valid.
std::vector<std::string> schema_errors(const boost::json::value& schema, const boost::json::value& value);

// Reads a JSON file and checks it against the schema file; throws std::runtime_error naming the
// file and each error.
boost::json::value load_checked(const std::filesystem::path& file, const std::filesystem::path& schema_file);

}  // namespace config
