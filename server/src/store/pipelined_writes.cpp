#include "store/pipelined_writes.hpp"

#include "store/lead_writes.hpp"
#include "store/outbox_table.hpp"

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
            out.push_back(pipelined_lead_message(l.id, m, l.created_at, w.outbox_source, l.created_at - kDayMs));
        }
    }
}

// A PostgreSQL text[] literal.
std::string text_array(const std::vector<std::string>& items) {
    std::string out = "{";
    for (const auto& item : items) {
        if (out.size() > 1) out += ',';
        out += '"';
        for (const char c : item) {
            if (c == '"' || c == '\\') out += '\\';
            out += c;
        }
        out += '"';
    }
    return out + "}";
}

// Several writers commit batches at once (the connections of one instance, other instances):
// each batch first takes a transaction-scoped advisory lock on each of its dedupe keys and
// visitor mailboxes, all at once and in one order, so that a write waits for any other writer's
// uncommitted write under the same key or mailbox (then sees it: each statement reads what was
// committed before it), and no two batches can each wait for the other. The mailbox and dedupe
// locks are the ordinary path's (lead_writes.cpp).
Statement lock_keys(const std::vector<const Write*>& writes) {
    std::vector<std::string> mailboxes;
    std::vector<std::string> dedupe_keys;
    for (const Write* write : writes) {
        const LeadWrite& w = std::get<LeadWrite>(*write);
        dedupe_keys.push_back(w.lead.dedupe_key);
        if (w.duplicate_only) continue;
        for (const OutboxMessage& m : w.outbox_messages) {
            if (m.to_visitor) mailboxes.push_back(visitor_mailbox_key(m.recipient));
        }
    }
    return {"SELECT pg_advisory_xact_lock(h) FROM (SELECT DISTINCT h FROM (SELECT hashtextextended(k, " + std::to_string(kMailboxLockSeed) +
                ") AS h FROM unnest($1::text[]) AS k UNION ALL SELECT hashtextextended(k, " + std::to_string(kDedupeLockSeed) +
                ") FROM unnest($2::text[]) AS k) AS keys ORDER BY h) AS sorted",
            {text_array(mailboxes), text_array(dedupe_keys)}};
}

}  // namespace

bool can_pipeline(const Write& write) {
    // Quarantined posts (their daily budget, truncation) and releases (recorded for the digest)
    // take the ordinary path of lead_writes.cpp and quarantine_writes.cpp.
    if (const auto* lead = std::get_if<LeadWrite>(&write)) return !lead->subscriber && !lead->outbox && lead->released_from.empty();
    return false;
}

std::vector<WriteOutcome> commit_pipelined(Database& db, const std::vector<const Write*>& writes) {
    std::vector<Statement> statements;
    std::vector<Plan> plans(writes.size());
    statements.push_back({"BEGIN", {}});
    statements.push_back(lock_keys(writes));
    for (std::size_t i = 0; i < writes.size(); ++i) {
        add_lead(statements, plans[i], std::get<LeadWrite>(*writes[i]));
    }
    statements.push_back({"COMMIT", {}});
    const auto results = db.run_all(statements);

    std::vector<WriteOutcome> outcomes(writes.size());
    for (std::size_t i = 0; i < writes.size(); ++i) {
        const auto& lead = std::get<LeadWrite>(*writes[i]);
        const auto& rows = results.at(*plans[i].answer);
        if (rows.empty()) {
            outcomes[i] = {.ok = true};  // duplicate_only, and nothing stored under the key
        } else {
            const std::string id = rows.front().text(0);
            outcomes[i] = {.ok = true, .lead_id = id, .duplicate = id != lead.lead.id};
        }
    }
    return outcomes;
}

}  // namespace store
