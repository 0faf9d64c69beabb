#pragma once
// The subset of JSON Schema (2020-12) that config/business.schema.json and the forms catalog's
// generated forms/catalog.schema.json use: type, required, properties, additionalProperties
// (false, or the schema of a record's values), minLength, pattern, enum, minItems, items,
// minimum, maximum, exclusiveMinimum, exclusiveMaximum and local $ref to #/$defs. Enough to check
// those files against the same schemas the web build checks them with in Zod, without a schema
// library Debian does not ship for Boost.JSON.
#include <boost/json/value.hpp>
#include <filesystem>
#include <string>
#include <vector>

namespace json_schema {

// Every place where `value` breaks `schema`, as "path: what is wrong"; empty when it is valid.
std::vector<std::string> schema_errors(const boost::json::value& schema, const boost::json::value& value);

// Reads a JSON file and checks it against the schema file; throws std::runtime_error naming the
// file and each error.
boost::json::value load_checked(const std::filesystem::path& file, const std::filesystem::path& schema_file);

}  // namespace json_schema
