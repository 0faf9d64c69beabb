#pragma once
// Fixture of server_include_cycle_found: alpha → beta → gamma → alpha, a loop of three folders.
#include "beta/b.hpp"
