#include "outbox/outbox_worker.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "outbox/mime.hpp"
#include "store/records.hpp"

namespace outbox {

std::chrono::milliseconds claim_lease(int batch) {
    // A minute of slack for the database work around the sends.
    return std::chrono::duration_cast<std::chrono::milliseconds>(kSendTimeout * std::max(batch, 1) + std::chrono::minutes(1));
}

OutboxWorker::OutboxWorker(std::unique_ptr<store::Database> db, std::unique_ptr<MailTransport> mail,
                           std::unique_ptr<WebhookClient> webhook, WorkerOptions options)
    : db_(std::move(db)), mail_(std::move(mail)), webhook_(std::move(webhook)), options_(std::move(options)) {}

OutboxWorker::~OutboxWorker() { stop(); }

void OutboxWorker::start() {
    thread_ = std::thread([this] {
        std::unique_lock lock(mutex_);
        while (!stopping_) {
            lock.unlock();
            std::size_t done = 0;
            try {
                done = run_once();
            } catch (const std::exception& e) {
                spdlog::error("outbox pass failed: {}", e.what());
            }
            lock.lock();
            // A full batch means more may be due: go round again at once.
            if (done < static_cast<std::size_t>(options_.batch)) wake_.wait_for(lock, options_.poll, [&] { return stopping_; });
        }
    });
}

void OutboxWorker::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

std::size_t OutboxWorker::run_once() {
    const auto rows = claim_due(*db_, store::now_ms(), options_.batch, claim_lease(options_.batch).count());
    if (rows.empty()) return 0;
    std::vector<SendError> results;
    results.reserve(rows.size());
    for (const auto& row : rows) {
        try {
            results.push_back(deliver(row));
        } catch (const std::exception& e) {
            results.push_back(e.what());
        }
    }
    // One transaction (one fsync) records the whole batch: with SQLite, every commit here holds
    // the write lock the lead store needs, so per-row commits would slow lead intake.
    store::in_transaction(*db_, [&] {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const auto& row = rows[i];
            if (!results[i]) {
                mark_sent(*db_, row.id, store::now_ms());
                continue;
            }
            const bool final = mark_failed(*db_, row, *results[i], store::now_ms(), options_.max_attempts, options_.retry_base);
            spdlog::warn("outbox row {} ({}) failed, attempt {}{}: {}", row.id, row.channel, row.attempts + 1,
                         final ? ", giving up" : "", *results[i]);
        }
    });
    return rows.size();
}

SendError OutboxWorker::deliver(const OutboxRow& row) {
    if (row.channel == "webhook") {
        if (!webhook_) return "no webhook client configured";
        return webhook_->post(row.recipient, row.payload);
    }
    MailMessage m;
    m.from_name = options_.from_name;
    m.from_address = options_.from_address;
    m.to_address = row.recipient;
    m.subject = row.subject;
    m.text = row.body_text;
    m.html = row.body_html;
    m.message_id = "outbox-" + std::to_string(row.id) + "-" + std::to_string(row.created_at) + "@" + options_.message_id_domain;
    m.date_ms = row.created_at;
    boost::json::error_code ec;
    const auto headers = boost::json::parse(row.headers_json, ec);
    if (!ec && headers.is_object()) {
        for (const auto& [name, value] : headers.get_object()) {
            if (!value.is_string()) continue;
            if (name == "Reply-To") m.reply_to = value.get_string();
            else m.extra_headers.emplace_back(std::string(name), std::string(value.get_string()));
        }
    }
    return mail_->send(safe_address(m.from_address), safe_address(m.to_address), render_mime(m), store::outbox_message_name(row.id));
}

}  // namespace outbox
