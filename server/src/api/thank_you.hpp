#pragma once
// The thank-you pages a lead posted without JavaScript lands on (/merci/<page>?ref=…): the built
// page with the lead's reference written in, so that it shows without any script.
#include <filesystem>
#include <string>
#include <string_view>

#include "forms/catalog.hpp"

namespace api {

// The page of a lead form (/merci/<id>) or of one file a download form hands out
// (/merci/guide-<secteur>), with `ref` written in when it is a reference store::lead_reference
// writes (else the page says the reference is in the confirmation e-mail). Empty when <page> is
// no such page or the site has none. `held`: the post waits for the visitor's confirmation; the
// page's notice saying so (hidden otherwise) is shown.
std::string thank_you_html(const forms::Catalog& catalog, const std::filesystem::path& web_root, std::string_view page,
                           std::string_view ref, bool held = false);

}  // namespace api
