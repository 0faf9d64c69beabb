#pragma once
// The release this binary belongs to: the Debian package's version when `make package` built it
// (SITE_VERSION, set by debian/rules), else the project's. Defined in a generated file of its
// own (version.cpp.in), so a new version recompiles one line and relinks, nothing else.
namespace app {
extern const char* const kVersion;
}
