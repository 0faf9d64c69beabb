#include "cli/quarantine_commands.hpp"

#include <boost/json.hpp>

#include "api/lead_pipeline.hpp"
#include "cli/command_helpers.hpp"
#include "forms/catalog.hpp"
#include "outbox/notifications.hpp"
#include "store/lead_reference.hpp"
#include "store/lead_store.hpp"
#include "store/link_key.hpp"
#include "text/iso_time.hpp"

namespace cli {

void list_quarantine(store::Database& db, std::ostream& out) {
    const auto rows = db.query("SELECT id, created_at, form_id, reason, email, submission FROM quarantine ORDER BY created_at, id");
    for (const auto& r : rows) {
        // The id to release it by, then the reference its sender was shown (store::lead_reference).
        out << r.text(0) << "  " << store::lead_reference(r.text(0)) << "  " << text::iso_time(r.integer(1)) << "  " << r.text(2) << "  " << r.text(3) << "  "
            << (r.text(4).empty() ? "-" : r.text(4)) << "  " << r.text(5) << "\n";
    }
    out << rows.size() << " quarantined post(s); release one with `server leads quarantine release ID`\n";
}

int release_quarantined(const config::Config& c, const std::string& id, std::ostream& out, std::ostream& err) {
    auto db = open_migrated(c);
    const auto rows = db->query(
        "SELECT form_id, submission, page, referrer, utm, ip_hash, user_agent, created_at FROM quarantine WHERE id = $1", {id});
    if (rows.empty()) return err << "no quarantined post " << id << "\n", 1;
    const store::Row& row = rows.front();
    const auto catalog = forms::Catalog::load(c.forms_catalog);
    const forms::Form* form = catalog.find(row.text(0));
    const auto input = api::submission_from_json(row.text(1));
    if (!form || !input) return err << "post " << id << " names an unknown form or is unreadable\n", 1;
    auto result = forms::validate(*form, catalog.messages(), *input);
    if (const auto* errors = std::get_if<forms::FieldErrors>(&result)) {
        err << "post " << id << " does not pass validation, nothing released:\n";
        for (const auto& e : *errors) err << "  " << e.field << ": " << e.message << "\n";
        return 1;
    }
    auto record = std::make_shared<const forms::CleanRecord>(std::move(std::get<forms::CleanRecord>(result)));
    auto identity = std::make_shared<const outbox::Identity>(
        outbox::load_identity(c.business_file, c.site_url, c.mail_from, c.leads_notify_to, c.webhook_url));
    boost::json::error_code ec;
    auto utm = boost::json::parse(row.text(4), ec);
    const api::RequestMeta meta{row.text(2), row.text(3), !ec && utm.is_object() ? utm.as_object() : boost::json::object{},
                                row.text(5), row.text(6)};
    const api::PipelineContext ctx{catalog, identity, store::link_signing_key(*db, c.db_path.parent_path(), c.ip_hash_secret)};
    // A lead keeps the time it was sent; a newsletter sign-up's link must be valid from now.
    const bool lead = form->kind == forms::FormKind::Lead;
    store::Write write = api::accepted_write(ctx, *form, record, meta, lead ? row.integer(7) : store::now_ms());
    std::visit([&](auto& w) {
        if constexpr (requires { w.released_from; }) w.released_from = id;
    }, write);
    store::GroupCommitStore writer(std::move(db));
    const auto outcome = store::submit_and_wait(writer, std::move(write));
    if (!outcome.ok) return err << "release failed: " << outcome.error << "\n", 1;
    out << "released " << id << (lead ? " as lead " : " as newsletter sign-up ") << outcome.lead_id
        << (outcome.duplicate ? " (already stored: duplicate)" : "") << "; its e-mails are queued in the outbox\n";
    return 0;
}

}  // namespace cli
