#pragma once
// The lead API's own answers (api/lead_api.cpp and api/mailed_links.cpp share them): its paths,
// its error and success answers in JSON or HTML as the client asked, and the pages behind the
// links it mails (a page whose only button POSTs, so that mail scanners opening links change
// nothing). The generic pieces they are made of are in api/responses.hpp.
#include <filesystem>
#include <string_view>

#include "forms/catalog.hpp"
#include "http/message.hpp"

namespace api {

inline constexpr std::string_view kAudit = "/api/audit";
inline constexpr std::string_view kNewsletter = "/api/newsletter";
inline constexpr std::string_view kUnsubscribe = "/desabonnement";
inline constexpr std::string_view kConfirm = "/infolettre/confirmer";
inline constexpr std::string_view kRelease = "/demande/confirmer";
inline constexpr std::string_view kThankYou = "/merci/";

bool wants_json(const http::Request& r);
std::string_view status_text(int status);
http::Response failure(bool as_json, int status, std::string_view message);
// The store did not commit in time, or cannot write: nothing was acknowledged, try again soon.
// Never a 500 and never the store's own error text (that stays in the log).
http::Response store_unavailable(bool as_json, std::string_view message);
// Every answer comes after the commit (see the definition for what the visitor sees).
http::Response success(bool as_json, const forms::Form& form, std::string_view id, std::string_view variant = {}, bool held = false);
bool is_hex_token(std::string_view t);
// A page whose only button POSTs to the same address: what a person sees on opening a link
// that changes something. The token is in the form's action, never in any other markup.
http::Response button_page(std::string_view title, std::string_view text, std::string_view action, std::string_view button);
// The same, from the built site when it is there.
http::Response button_site_page(const std::filesystem::path& web_root, std::string_view slug, std::string_view title,
                                std::string_view text, std::string_view action, std::string_view button);
// A message page of the built site, or the minimal one when the site is not built there.
http::Response site_page(int status, const std::filesystem::path& web_root, std::string_view slug, std::string_view title,
                         std::string_view text);

}  // namespace api
