#include "api/responses.hpp"

#include <boost/json/serialize.hpp>
#include <fstream>
#include <sstream>

#include "text/html_escape.hpp"

namespace api {
namespace {

using text::html_escape;

void replace_all(std::string& text, std::string_view marker, std::string_view with) {
    for (auto pos = text.find(marker); pos != std::string::npos; pos = text.find(marker, pos + with.size())) {
        text.replace(pos, marker.size(), with);
    }
}

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return {};
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

http::Response json_response(int status, const boost::json::object& body) {
    http::Response r;
    r.status = status;
    r.body = http::make_body(boost::json::serialize(body));
    r.headers.set("Content-Type", "application/json; charset=utf-8");
    r.headers.set("Cache-Control", "no-store");
    return r;
}

http::Response json_error(int status, std::string_view message) {
    boost::json::object body;
    body["ok"] = false;
    body["message"] = message;
    return json_response(status, body);
}

http::Response see_other(std::string_view location) {
    http::Response r;
    r.status = 303;
    r.headers.set("Location", location);
    r.headers.set("Cache-Control", "no-store");
    return r;
}

http::Response html_response(int status, std::string body) {
    http::Response r;
    r.status = status;
    r.body = http::make_body(std::move(body));
    r.headers.set("Content-Type", "text/html; charset=utf-8");
    r.headers.set("Cache-Control", "no-store");
    return r;
}

std::string simple_page(std::string_view title, std::string_view message) {
    return "<!doctype html><html lang=\"fr-CA\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
           "content=\"width=device-width, initial-scale=1\"><title>" + html_escape(title) + "</title></head><body><main><h1>" +
           html_escape(title) + "</h1><p>" + html_escape(message) + "</p><!--FORM_ERRORS--><p><!--FORM_RETURN--></p>"
           "</main></body></html>";
}

std::string built_page(const std::filesystem::path& web_root, std::string_view slug) {
    if (web_root.empty()) return {};
    return read_file(web_root / (std::string(slug) + ".html"));
}

std::string form_error_page(const std::filesystem::path& web_root, const forms::Form* form, const forms::FieldErrors& errors,
                            std::string_view return_path, std::string_view summary) {
    std::string page = read_file(web_root / "formulaire-erreur.html");
    if (page.find("<!--FORM_ERRORS-->") == std::string::npos) page = simple_page("Formulaire incomplet", summary);
    std::string list = "<ul>";
    for (const auto& e : errors) {
        const forms::Field* field = form ? form->field(e.field) : nullptr;
        const std::string label = field ? field->label : (e.field == "form" ? "Formulaire" : e.field);
        list += "<li><strong>" + html_escape(label) + "</strong>&nbsp;: " + html_escape(e.message) + "</li>";
    }
    list += "</ul>";
    const std::string back = "<a href=\"" + html_escape(return_path.empty() ? "/" : return_path) + "\">Revenir au formulaire</a>";
    replace_all(page, "<!--FORM_ERRORS-->", list);
    replace_all(page, "<!--FORM_RETURN-->", back);
    return page;
}

std::string thank_you_page(const std::filesystem::path& web_root, std::string_view form_id, std::string_view reference, bool held) {
    std::string page = read_file(web_root / "merci" / (std::string(form_id) + ".html"));
    constexpr std::string_view open = "<!--LEAD_REFERENCE-->", close = "<!--/LEAD_REFERENCE-->";
    const auto from = page.find(open);
    const auto to = from == std::string::npos ? from : page.find(close, from);
    if (!reference.empty() && to != std::string::npos) page.replace(from, to + close.size() - from, html_escape(reference));
    // The held notice, hidden in the built page (web/src/components/forms/NextStepPanel.tsx).
    constexpr std::string_view hidden_notice = R"(data-held-notice="attente" hidden="")";
    if (const auto at = page.find(hidden_notice); held && at != std::string::npos) {
        page.replace(at, hidden_notice.size(), R"(data-held-notice="attente")");
    }
    return page;
}

}  // namespace api
