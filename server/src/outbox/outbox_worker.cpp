#include "outbox/outbox_worker.hpp"

#include "metrics/registry.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "outbox/mime.hpp"
#include "store/records.hpp"

namespace outbox {

OutboxWorker::OutboxWorker(std::unique_ptr<store::Database> db, std::unique_ptr<MailTransport> mail,
                           std::unique_ptr<WebhookClient> webhook, WorkerOptions options)
    : db_(std::move(db)), mail_(std::move(mail)), webhook_(std::move(webhook)), options_(std::move(options)) {}

OutboxWorker::~OutboxWorker() { stop(); }

void OutboxWorker::start() {
    try {
        std::lock_guard db_lock(db_mutex_);
        if (const auto n = release_claims(*db_, options_.instance_id, store::now_ms()))
            spdlog::info("outbox: {} row(s) claimed before a restart are due again", n);
    } catch (const std::exception& e) {
        spdlog::error("outbox: cannot release this instance's earlier claims: {}", e.what());
    }
    lease_thread_ = std::thread([this] { renew_leases_until_stopped(); });
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
    if (lease_thread_.joinable()) lease_thread_.join();
}

void OutboxWorker::renew_leases_until_stopped() {
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, options_.lease / 3, [&] { return stopping_; })) {
        lock.unlock();
        try {
            std::lock_guard db_lock(db_mutex_);
            renew_leases(*db_, options_.instance_id, in_hand_, store::now_ms(), options_.lease.count());
        } catch (const std::exception& e) {
            spdlog::error("outbox lease renewal failed: {}", e.what());
        }
        lock.lock();
    }
}

std::size_t OutboxWorker::run_once() {
    std::vector<OutboxRow> rows;
    {
        std::lock_guard db_lock(db_mutex_);
        rows = claim_due(*db_, store::now_ms(), options_.batch, options_.lease.count(), options_.instance_id);
        in_hand_.clear();
        for (const auto& row : rows) in_hand_.push_back(row.id);
    }
    try {
        for (const auto& row : rows) {
            SendError result;
            try {
                result = deliver(row);
            } catch (const std::exception& e) {
                result = e.what();
            }
            // Recorded before the next send: killed now, only this message could go out twice.
            std::lock_guard db_lock(db_mutex_);
            record(row, result);
            in_hand_.erase(in_hand_.begin());
        }
    } catch (...) {
        std::lock_guard db_lock(db_mutex_);
        in_hand_.clear();
        throw;
    }
    return rows.size();
}

void OutboxWorker::record(const OutboxRow& row, const SendError& result) {
    if (!result) return mark_sent(*db_, row.id, store::now_ms(), row.channel == "email" ? message_id(row) : std::string());
    const bool final = mark_failed(*db_, row, *result, store::now_ms(), options_.max_attempts, options_.retry_base);
    metrics::registry().send_failed(final);
    spdlog::warn("outbox row {} ({}) failed, attempt {}{}: {}", row.id, row.channel, row.attempts + 1, final ? ", giving up" : "",
                 *result);
}

std::string OutboxWorker::message_id(const OutboxRow& row) const {
    return "outbox-" + std::to_string(row.id) + "-" + std::to_string(row.created_at) + "@" + options_.message_id_domain;
}

SendError OutboxWorker::deliver(const OutboxRow& row) {
    if (row.channel == "webhook") {
        if (!webhook_) return "no webhook client configured";
        // One id per outbox row, the same on every retry: the receiver drops what it has seen.
        return webhook_->post(row.recipient, "msg_" + std::to_string(row.id) + "_" + std::to_string(row.created_at), row.payload);
    }
    MailMessage m;
    m.from_name = options_.from_name;
    m.from_address = options_.from_address;
    m.to_address = row.recipient;
    m.subject = row.subject;
    m.text = row.body_text;
    m.html = row.body_html;
    m.message_id = message_id(row);
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
