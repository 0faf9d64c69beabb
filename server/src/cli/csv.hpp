#pragma once
// Lead exports for spreadsheets: UTF-8 with a BOM (so Excel shows accents), RFC 4180 quoting,
// and cells that a spreadsheet would run as formulas neutralised with a leading apostrophe.
#include <string>
#include <string_view>
#include <vector>

#include "forms/catalog.hpp"
#include "store/admin.hpp"

namespace cli {

// One cell: "'" before a leading = + - @ TAB CR; quoted when it holds , " CR or LF.
std::string csv_cell(std::string_view value);

// Header row then one row per lead. The catalog's `autocomplete` says what a field holds, and
// each such concept gets one column across forms, whatever the field is called: `name` (or
// `given-name` and `family-name`, joined), `organization`, `phone` (`tel`, shown as people read
// it: « 514 555-0101, poste 12 »), `city` (`address-level2`); the e-mail is the lead's own
// column. Every other field gets its own column (the union of all forms). Without a catalog (or
// for a form it no longer has) fields keep their own names.
std::string leads_csv(const std::vector<store::LeadRow>& leads, const forms::Catalog* catalog = nullptr);

}  // namespace cli
