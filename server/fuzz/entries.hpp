#pragma once
// The fuzzing entry functions: each takes arbitrary bytes, runs one piece of untrusted-input code
// and aborts (through check()) when an invariant breaks. The libFuzzer binaries (clang, `make
// fuzz`) and the corpus replay test (g++, `make test`) call the very same functions.
#include <span>
#include <string_view>

namespace fuzz {

void request_path(std::string_view data);   // target parse, normalise, route, conditional headers
void urlencoded_body(std::string_view data);
void json_body(std::string_view data);
void validator(std::string_view data);      // every form of forms/catalog.json
void mime_writer(std::string_view data);

struct Target {
    std::string_view name;  // also the folder under fuzz/corpus/ and fuzz/crashes/
    void (*run)(std::string_view);
};
std::span<const Target> targets();

// Prints `what` and aborts: a broken invariant is a crash for libFuzzer and for the replay test.
void check(bool ok, std::string_view what);

// Fields of one input, separated by '\n' (missing trailing fields are empty): lets one byte
// string drive several arguments, and keeps corpus files readable.
std::string_view field(std::string_view data, std::size_t index);
// Everything from field `index` on, newlines included.
std::string_view rest(std::string_view data, std::size_t index);

}  // namespace fuzz
