#include "store/pipelined_writes.hpp"

namespace store {
namespace {

constexpr std::int64_t kDayMs = 86'400'000;

using Statement = BatchStatement;

Param opt(const std::optional<std::int64_t>& v) { return v ? Param{*v} : Param{nullptr}; }

// Where a write's answer is: the index of the statement whose rows tell it (or none).
struct Plan {
    std::optional<std::size_t> answer;
};

void add_lead(std::vector<Statement>& out, Plan& plan, const LeadWrite& w) {
    const NewLead& l = w.lead;
    if (!w.duplicate_only) {
        // Inserted unless a lead with the same key came within the window (the dedupe rule).
        out.push_back({"INSERT INTO leads (id, form_id, kind, email, fields, page, referrer, utm, consent_given, consent_at, "
                       "policy_version, ip_hash, user_agent, dedupe_key, created_at) SELECT $1, $2, $3, $4, $5, $6, $7, $8, "
                       "$9::integer, $10::bigint, $11, $12, $13, $14, $15::bigint WHERE NOT EXISTS (SELECT 1 FROM leads WHERE "
                       "dedupe_key = $14 AND created_at >= $16::bigint)",
                       {l.id, l.form_id, l.kind, l.email, l.fields_json, l.page, l.referrer, l.utm_json, std::int64_t{l.consent_given},
                        opt(l.consent_at), l.policy_version, l.ip_hash, l.user_agent, l.dedupe_key, l.created_at,
                        l.created_at - kDedupeWindowMs}});
    }
    // The first lead under the key in the window: this one when it was inserted, else the earlier one.
    plan.answer = out.size();
    out.push_back({"SELECT id FROM leads WHERE dedupe_key = $1 AND created_at >= $2 ORDER BY created_at LIMIT 1",
                   {l.dedupe_key, l.created_at - kDedupeWindowMs}});
    if (!w.duplicate_only) {
        for (const OutboxMessage& m : w.outbox_messages) {
            // Only when this write stored its lead (its id is random: present only if inserted),
            // and, for a visitor's address, under the daily cap counted as lead_writes.cpp does.
            std::string sql =
                "INSERT INTO outbox (lead_id, channel, recipient, subject, body_text, body_html, headers, payload, status, attempts, "
                "next_attempt_at, created_at) SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'pending', 0, $9::bigint, $9::bigint "
                "WHERE EXISTS (SELECT 1 FROM leads WHERE id = $1)";
            std::vector<Param> params{l.id, m.channel, m.recipient, m.subject, m.body_text, m.body_html,
                                      m.headers_json.empty() ? "{}" : m.headers_json, m.payload, l.created_at};
            if (m.to_visitor) {
                sql += " AND (SELECT COUNT(*) FROM outbox WHERE channel = 'email' AND recipient = $3 AND created_at > $10::bigint) < $11::bigint";
                params.emplace_back(l.created_at - kDayMs);
                params.emplace_back(kVisitorMailsPerDay);
            }
            out.push_back({std::move(sql), std::move(params)});
        }
    }
    if (!w.released_from.empty()) out.push_back({"DELETE FROM quarantine WHERE id = $1", {w.released_from}});
}

void add_quarantine(std::vector<Statement>& out, const QuarantineWrite& q) {
    out.push_back({"INSERT INTO quarantine (id, form_id, reason, email, submission, page, referrer, utm, ip_hash, user_agent, created_at) "
                   "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                   {q.id, q.form_id, q.reason, q.email, q.submission_json, q.page, q.referrer, q.utm_json, q.ip_hash, q.user_agent,
                    q.created_at}});
}

}  // namespace

bool can_pipeline(const Write& write) {
    if (const auto* lead = std::get_if<LeadWrite>(&write)) return !lead->subscriber && !lead->outbox;
    return std::holds_alternative<QuarantineWrite>(write);
}

std::vector<WriteOutcome> commit_pipelined(Database& db, const std::vector<const Write*>& writes) {
    std::vector<Statement> statements;
    std::vector<Plan> plans(writes.size());
    statements.push_back({"BEGIN", {}});
    for (std::size_t i = 0; i < writes.size(); ++i) {
        if (const auto* lead = std::get_if<LeadWrite>(writes[i])) add_lead(statements, plans[i], *lead);
        else add_quarantine(statements, std::get<QuarantineWrite>(*writes[i]));
    }
    statements.push_back({"COMMIT", {}});
    const auto results = db.run_all(statements);

    std::vector<WriteOutcome> outcomes(writes.size());
    for (std::size_t i = 0; i < writes.size(); ++i) {
        if (const auto* lead = std::get_if<LeadWrite>(writes[i])) {
            const auto& rows = results.at(*plans[i].answer);
            if (rows.empty()) {
                outcomes[i] = {.ok = true};  // duplicate_only, and nothing stored under the key
            } else {
                const std::string id = rows.front().text(0);
                outcomes[i] = {.ok = true, .lead_id = id, .duplicate = id != lead->lead.id};
            }
        } else {
            outcomes[i] = {.ok = true, .lead_id = std::get<QuarantineWrite>(*writes[i]).id};
        }
    }
    return outcomes;
}

}  // namespace store
