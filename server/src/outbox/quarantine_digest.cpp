#include "outbox/quarantine_digest.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <utility>

#include "outbox/montreal_time.hpp"
#include "outbox/visitor_mail.hpp"
#include "store/outbox_table.hpp"
#include "text/iso_time.hpp"
#include "text/html_escape.hpp"

namespace outbox {
namespace {

constexpr std::int64_t kDayMs = 86'400'000;

std::string plural(std::int64_t n, const char* one, const char* many) { return std::to_string(n) + "\u00a0" + (n > 1 ? many : one); }

// The paragraphs as the mail's text and HTML (line breaks kept).
std::pair<std::string, std::string> mail_bodies(const std::vector<std::string>& paragraphs) {
    std::string text, html;
    for (const auto& p : paragraphs) {
        text += p + "\n\n";
        std::string escaped = text::html_escape(p);
        for (auto at = escaped.find('\n'); at != std::string::npos; at = escaped.find('\n', at + 4)) escaped.replace(at, 1, "<br>");
        html += "<p>" + escaped + "</p>";
    }
    return {text,
            "<!doctype html><html lang=\"fr\"><head><meta charset=\"utf-8\"></head><body style=\"font-family:sans-serif\">" + html +
                "</body></html>"};
}

constexpr std::string_view kHeldKey = "held:";

// Why a post was held, as the firm reads it (the stored reason: "honeypot", "timing: …").
std::string held_because(std::string_view reason) {
    if (reason == "honeypot") return "champ caché rempli";
    if (reason.starts_with("timing")) return "envoyé trop vite";
    return std::string(reason);
}

}  // namespace

std::optional<store::OutboxMessage> quarantine_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog,
                                                      std::int64_t day_start) {
    const std::string day = text::iso_time(day_start).substr(0, 10);
    std::int64_t kept = 0, dropped = 0;
    for (const auto& r : db.query("SELECT kept, dropped FROM quarantine_days WHERE day = $1 AND source = ''", {day})) {
        kept = r.integer(0);
        dropped = r.integer(1);
    }
    const auto released = db.query(
        "SELECT lead_id, form_id, released_at FROM quarantine_releases WHERE released_at >= $1 AND released_at < $2 "
        "ORDER BY released_at",
        {day_start, day_start + kDayMs});
    const std::int64_t held = kept + dropped;
    if (held == 0 && released.empty()) return std::nullopt;

    const std::string date = montreal_date(day_start + kDayMs / 2);
    std::vector<std::string> paragraphs{"Bonjour,"};
    if (held > 0) {
        std::string p = "Le " + date + ", le filtre contre les envois automatisés a mis de côté " +
                        plural(held, "envoi de formulaire", "envois de formulaire") + ".";
        if (dropped > 0) p += " " + plural(dropped, "a été écarté", "ont été écartés") + " faute d'espace (les plus anciens d'abord).";
        p += " Chaque expéditeur dont l'adresse est valide a reçu un courriel lui demandant de confirmer sa demande.";
        paragraphs.push_back(p);
    }
    if (!released.empty()) {
        std::string p = "Demandes confirmées par leur expéditeur et transmises comme les autres\u00a0:";
        for (const auto& r : released) {
            const forms::Form* form = catalog.find(r.text(1));
            p += "\n- " + (form ? form->title : r.text(1)) + " — référence " + r.text(0);
        }
        paragraphs.push_back(p);
    }
    paragraphs.push_back("Pour consulter les envois mis de côté\u00a0: conformite-proprete leads quarantine");
    auto [text, html] = mail_bodies(paragraphs);
    return store::OutboxMessage{"email",
                                id.notify_to,
                                "Filtre anti-pourriels, " + date + "\u00a0: " + plural(held, "envoi mis", "envois mis") + " de côté, " +
                                    plural(static_cast<std::int64_t>(released.size()), "confirmé", "confirmés"),
                                std::move(text),
                                std::move(html),
                                "{}",
                                {}};
}


std::optional<store::OutboxMessage> held_posts_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog,
                                                      std::int64_t since) {
    const auto total = db.query("SELECT COUNT(*) FROM quarantine WHERE created_at > $1", {since}).at(0).integer(0);
    if (total == 0) return std::nullopt;
    const auto rows = db.query("SELECT id, form_id, reason, email, created_at FROM quarantine WHERE created_at > $1 "
                               "ORDER BY created_at, id LIMIT $2",
                               {since, std::int64_t{kHeldListed}});
    std::vector<std::string> paragraphs{
        "Bonjour,",
        "Le filtre contre les envois automatisés vient de mettre en attente " + plural(total, "demande", "demandes") +
            " (formulaire envoyé trop vite, souvent par le remplissage automatique du navigateur, ou champ caché rempli). "
            "Chaque expéditeur dont l'adresse est valide a reçu un courriel lui demandant de confirmer sa demande, et la page "
            "le lui a dit\u00a0; une demande confirmée vous parvient comme les autres.",
        "Si l'une d'elles vient d'un vrai client, libérez-la sur le serveur par la commande indiquée (une ligne)\u00a0:"};
    std::string list;
    for (const auto& r : rows) {
        const forms::Form* form = catalog.find(r.text(1));
        list += (list.empty() ? "" : "\n\n") + std::string("- ") + montreal_date_time(r.integer(4)) + " — " + (form ? form->title : r.text(1)) +
                " — " + (r.text(3).empty() ? "sans courriel" : r.text(3)) + " (" + held_because(r.text(2)) + ")\n  conformite-proprete leads quarantine release " +
                r.text(0);
    }
    paragraphs.push_back(list);
    if (total > kHeldListed) paragraphs.push_back("… et " + plural(total - kHeldListed, "autre", "autres") + ".");
    paragraphs.push_back("Pour consulter toutes les demandes en attente\u00a0: conformite-proprete leads quarantine");
    auto [text, html] = mail_bodies(paragraphs);
    return store::OutboxMessage{"email", id.notify_to, "Demandes en attente de confirmation\u00a0: " + plural(total, "envoi", "envois") +
                                                           " mis de côté par le filtre anti-robots",
                                std::move(text), std::move(html), "{}", {}};
}

bool queue_held_posts_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog, std::int64_t now,
                             std::chrono::milliseconds gap) {
    return store::in_transaction(db, [&] {
        std::int64_t last = 0;
        for (const auto& r : db.query("SELECT MAX(created_at) FROM digests WHERE day LIKE 'held:%'")) last = r.is_null(0) ? 0 : r.integer(0);
        if (last != 0 && now - last < gap.count()) return false;
        // The first time: the last day's (older posts were in the daily digests).
        const std::int64_t since = std::max(last, now - kDayMs);
        const auto mail = held_posts_digest(db, id, catalog, since);
        if (!mail) return false;
        // Keyed by the period's start: another instance that read the same `last` finds it taken.
        if (db.execute("INSERT INTO digests (day, created_at) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
                       {std::string(kHeldKey) + std::to_string(since), now}) == 0)
            return false;
        store::insert_firm_message(db, *mail, now);
        return true;
    });
}

bool queue_quarantine_digest(store::Database& db, const Identity& id, const forms::Catalog& catalog, std::int64_t now) {
    const std::int64_t day_start = now - now % kDayMs - kDayMs;
    const std::string day = text::iso_time(day_start).substr(0, 10);
    return store::in_transaction(db, [&] {
        if (!db.query("SELECT 1 FROM digests WHERE day = $1", {day}).empty()) return false;
        const auto mail = quarantine_digest(db, id, catalog, day_start);
        if (!mail) return false;
        // Claimed with the mail in one transaction: another instance finds the day taken.
        if (db.execute("INSERT INTO digests (day, created_at) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING", {day, now}) == 0) return false;
        store::insert_firm_message(db, *mail, now);
        return true;
    });
}

DigestTask::DigestTask(std::unique_ptr<store::Database> db, Identity identity, const forms::Catalog& catalog,
                       std::chrono::milliseconds every)
    : db_(std::move(db)), identity_(std::move(identity)), catalog_(catalog), task_("quarantine digest", {.period = every}, [this] {
          if (queue_held_posts_digest(*db_, identity_, catalog_, store::now_ms())) spdlog::info("held posts digest queued for the firm");
          if (queue_quarantine_digest(*db_, identity_, catalog_, store::now_ms())) spdlog::info("quarantine digest queued for the firm");
      }) {}

void DigestTask::start() { task_.start(); }

}  // namespace outbox
