#pragma once
#include "gamma/c.hpp"
