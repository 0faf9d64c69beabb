#include "api/thank_you.hpp"

#include <algorithm>

#include "api/responses.hpp"
#include "store/lead_reference.hpp"

namespace api {
namespace {

// The lead form a thank-you page belongs to: its own (/merci/<id>), or, for a form that hands out
// a file, the page of one of its files (/merci/guide-<secteur>).
const forms::Form* thank_you_form(const forms::Catalog& catalog, std::string_view page) {
    if (const forms::Form* form = catalog.find(page)) return form->kind == forms::FormKind::Lead ? form : nullptr;
    for (const forms::Form& form : catalog.forms()) {
        if (!form.download || form.kind != forms::FormKind::Lead || !page.starts_with(form.id + "-")) continue;
        const forms::Field* field = form.field(form.download->field);
        const std::string_view value = page.substr(form.id.size() + 1);
        if (field && std::ranges::any_of(field->options, [&](const forms::Option& o) { return o.value == value; })) return &form;
    }
    return nullptr;
}

}  // namespace

std::string thank_you_html(const forms::Catalog& catalog, const std::filesystem::path& web_root, std::string_view page,
                           std::string_view ref, bool held) {
    if (!thank_you_form(catalog, page)) return {};
    return thank_you_page(web_root, page, store::is_lead_reference(ref) ? ref : "", held);
}

}  // namespace api
