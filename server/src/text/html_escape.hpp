#pragma once
// Text put into HTML: the e-mails' HTML parts and the pages the API answers with both escape
// through this one function.
#include <string>
#include <string_view>

namespace text {

// `&`, `<`, `>`, `"` and `'` as entities: safe in element content and in quoted attributes.
std::string html_escape(std::string_view text);

}  // namespace text
