#pragma once
// The API's answers: JSON for the enhanced forms, redirects and HTML pages when JavaScript is off.
#include <boost/json/object.hpp>
#include <filesystem>
#include <string>
#include <string_view>

#include "forms/catalog.hpp"
#include "forms/validation.hpp"
#include "http/message.hpp"

namespace api {

http::Response json_response(int status, const boost::json::object& body);
// {"ok":false,"message":…}
http::Response json_error(int status, std::string_view message);
http::Response see_other(std::string_view location);
http::Response html_response(int status, std::string body);
// A minimal French page, for when the built pages are missing or for rare errors.
std::string simple_page(std::string_view title, std::string_view message);

// A page of the built site (<web_root>/<slug>.html, from pages-systeme.yaml: the site's header,
// footer and design), or empty when the site is not built there.
std::string built_page(const std::filesystem::path& web_root, std::string_view slug);

// The built error page (<web_root>/formulaire-erreur.html) with <!--FORM_ERRORS--> replaced by
// the list of errors and <!--FORM_RETURN--> by a link back to the form; everything escaped.
std::string form_error_page(const std::filesystem::path& web_root, const forms::Form* form, const forms::FieldErrors& errors,
                            std::string_view return_path, std::string_view summary);

// A lead form's built thank-you page (<web_root>/merci/<form_id>.html) with the text between
// <!--LEAD_REFERENCE--> and <!--/LEAD_REFERENCE--> (what the page says when it has no reference)
// replaced by the lead's reference, escaped (left as it is when `reference` is empty), and, when
// `held`, its notice that the post waits for the visitor's confirmation shown. Empty when the
// page is missing.
std::string thank_you_page(const std::filesystem::path& web_root, std::string_view form_id, std::string_view reference, bool held = false);

}  // namespace api
