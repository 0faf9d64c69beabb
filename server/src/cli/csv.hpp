#pragma once
// Lead exports for spreadsheets: UTF-8 with a BOM (so Excel shows accents), RFC 4180 quoting,
// and cells that a spreadsheet would run as formulas neutralised with a leading apostrophe.
#include <string>
#include <string_view>
#include <vector>

#include "store/admin.hpp"

namespace cli {

// One cell: "'" before a leading = + - @ TAB CR; quoted when it holds , " CR or LF.
std::string csv_cell(std::string_view value);

// Header row then one row per lead; each form field gets its own column (the union of all).
std::string leads_csv(const std::vector<store::LeadRow>& leads);

}  // namespace cli
