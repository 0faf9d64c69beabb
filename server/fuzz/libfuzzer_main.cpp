// The libFuzzer entry point of one target, chosen at compile time (FUZZ_ENTRY names the function).
#include <cstddef>
#include <cstdint>

#include "entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FUZZ_ENTRY(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
