#pragma once
#include <string>

#include "alpha/a.hpp"
