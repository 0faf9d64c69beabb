#include "outbox/outbox_worker.hpp"

#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include "outbox/mime.hpp"
#include "outbox/transport_health.hpp"
#include "outbox/visitor_budget.hpp"
#include "store/admin.hpp"
#include "outbox/retry_policy.hpp"
#include "store/records.hpp"
#include "text/iso_time.hpp"

namespace outbox {

OutboxWorker::OutboxWorker(std::unique_ptr<store::Database> db, std::unique_ptr<MailTransport> mail,
                           std::unique_ptr<WebhookClient> webhook, WorkerOptions options)
    : db_(std::move(db)), mail_(std::move(mail)), webhook_(std::move(webhook)), options_(std::move(options)) {
    options_.senders = std::max(1, options_.senders);
    options_.batch = std::max(1, options_.batch);
}

OutboxWorker::~OutboxWorker() { stop(); }

void OutboxWorker::start() {
    try {
        std::lock_guard db_lock(db_mutex_);
        if (const auto n = store::release_claims(*db_, options_.instance_id, store::now_ms()))
            spdlog::info("outbox: {} row(s) claimed before a restart are due again", n);
    } catch (const std::exception& e) {
        spdlog::error("outbox: cannot release this instance's earlier claims: {}", e.what());
    }
    if (options_.open_claims_connection) {
        try {
            claims_db_ = options_.open_claims_connection();
        } catch (const std::exception& e) {
            spdlog::warn("outbox: claims share the senders' connection ({})", e.what());
        }
    }
    lease_thread_ = std::thread([this] { renew_leases_until_stopped(); });
    // The first class's own sender: never inside another class's send when a lead's notification comes.
    senders_.emplace_back([this] { send_until_stopped(true); });
    for (int i = 0; i < options_.senders; ++i) senders_.emplace_back([this] { send_until_stopped(false); });
    dispatcher_ = std::thread([this] { dispatch_until_stopped(); });
}

void OutboxWorker::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    work_ready_.notify_all();
    if (dispatcher_.joinable()) dispatcher_.join();
    for (auto& t : senders_) {
        if (t.joinable()) t.join();
    }
    senders_.clear();
    if (lease_thread_.joinable()) lease_thread_.join();
    std::vector<std::int64_t> unsent;
    {
        std::lock_guard lock(mutex_);
        for (const auto& q : queue_) unsent.push_back(q.row.id);
        queue_.clear();
        turns_.clear();
        serving_.clear();
    }
    if (unsent.empty()) return;
    try {
        std::lock_guard db_lock(db_mutex_);
        store::release_rows(*db_, options_.instance_id, unsent, store::now_ms());
        for (const auto id : unsent) in_hand_.erase(id);
    } catch (const std::exception& e) {
        spdlog::warn("outbox: {} claimed row(s) not released on stop (their lease will end): {}", unsent.size(), e.what());
    }
}

// The visitor mails this instance claimed and has not recorded (under db_mutex_).
std::int64_t OutboxWorker::visitor_mails_in_hand() const {
    std::int64_t held = 0;
    for (const auto& [id, priority] : in_hand_) held += store::is_visitor_mail(priority) ? 1 : 0;
    return held;
}

// How many visitor mails this claim may take: the hourly budget less those sent in the last hour
// (by any instance) and the `held` ones this instance has claimed. Negative: no budget.
// Publishes the state for /metrics.
std::int64_t OutboxWorker::visitor_room(store::Database& db, std::int64_t now, std::int64_t held) {
    const std::int64_t per_hour = options_.visitor_mails_per_hour;
    if (per_hour <= 0) return -1;
    const auto sent = store::visitor_mails_sent_since(db, now - std::chrono::milliseconds(std::chrono::hours(1)).count(), per_hour);
    const auto room = std::max<std::int64_t>(0, per_hour - sent - held);
    VisitorBudgetState state{per_hour, sent, room == 0, 0};
    if (state.reached) state.waiting = store::visitor_mails_pending(db);
    if (state.reached && !visitor_budget().state().reached) {
        spdlog::warn("outbox: visitor mail budget reached ({} an hour, OUTBOX_VISITOR_MAILS_PER_HOUR): {} mail(s) to visitors wait",
                     per_hour, state.waiting);
    }
    visitor_budget().update(state);
    return room;
}

// Claims the next rows into the in-memory queue; returns how many. `leads_only`: the first
// class's sender looking for its rows itself (a few, on the senders' connection), so a lead's
// notification never waits for the dispatcher, which claims again only once the other senders
// have drawn the queue down (minutes with a very slow relay).
std::size_t OutboxWorker::claim_into_queue(bool leads_only) {
    std::vector<store::OutboxRow> rows;
    const auto now = store::now_ms();
    if (leads_only) {
        std::lock_guard db_lock(db_mutex_);
        rows = store::claim_due(*db_, now, kLeadClaim, options_.lease.count(), options_.instance_id, -1, static_cast<int>(store::OutboxPriority::Lead));
        for (const auto& row : rows) in_hand_.emplace(row.id, row.priority);
    } else if (claims_db_) {
        std::int64_t held = 0;
        {
            std::lock_guard db_lock(db_mutex_);
            held = visitor_mails_in_hand();
        }
        const auto room = visitor_room(*claims_db_, now, held);
        rows = store::claim_due(*claims_db_, now, options_.batch, options_.lease.count(), options_.instance_id, room);
        std::lock_guard db_lock(db_mutex_);
        for (const auto& row : rows) in_hand_.emplace(row.id, row.priority);
    } else {
        std::lock_guard db_lock(db_mutex_);
        const auto room = visitor_room(*db_, now, visitor_mails_in_hand());
        rows = store::claim_due(*db_, now, options_.batch, options_.lease.count(), options_.instance_id, room);
        for (const auto& row : rows) in_hand_.emplace(row.id, row.priority);
    }
    if (rows.empty()) return 0;
    {
        std::lock_guard lock(mutex_);
        for (auto& row : rows) {
            auto [entry, entered] = turns_.try_emplace({row.priority, row.source});
            auto& t = entry->second;
            if (entered) t.next = serving_[row.priority];
            ++t.queued;
            queue_.insert({row.priority, t.next++, order_++, std::move(row)});
        }
    }
    work_ready_.notify_all();
    return rows.size();
}

// The next batch is claimed when the queue is down to half a batch, so that the claim runs while
// the senders still have rows (a thread handoff is slow on a busy machine), and the queue stays
// short: what is claimed next, a new notification among it, waits behind at most that.
std::size_t OutboxWorker::low_water() const {
    return static_cast<std::size_t>(std::max(options_.senders, options_.batch / 2));
}

void OutboxWorker::dispatch_until_stopped() {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        lock.unlock();
        std::size_t claimed = 0;
        try {
            claimed = claim_into_queue(false);
        } catch (const std::exception& e) {
            spdlog::error("outbox claim failed: {}", e.what());
        }
        lock.lock();
        // Nothing more due now: look again after the poll period.
        if (claimed < static_cast<std::size_t>(options_.batch)) wake_.wait_for(lock, options_.poll, [&] { return stopping_; });
        // Either way, claim again only once the senders have drawn the queue down: rows due
        // meanwhile stay in the database for any instance, not in this one's memory.
        wake_.wait(lock, [&] { return stopping_ || (queue_.size() <= low_water() && !store_down_); });
    }
}

// `leads_only`: the first class's own sender, which takes nothing else. The queue's first row is of
// the first class whenever one is queued (it is ordered by class); when none is for a poll
// period, it looks in the database itself.
void OutboxWorker::send_until_stopped(bool leads_only) {
    std::unique_lock lock(mutex_);
    while (true) {
        const auto ready = [&] {
            return stopping_ || (!queue_.empty() && !store_down_ && (!leads_only || store::is_lead_notification(queue_.begin()->priority)));
        };
        if (!leads_only) {
            work_ready_.wait(lock, ready);
        } else if (!work_ready_.wait_for(lock, options_.poll, ready)) {
            if (store_down_) continue;
            lock.unlock();
            try {
                claim_into_queue(true);
            } catch (const std::exception& e) {
                spdlog::error("outbox claim (notifications of requests) failed: {}", e.what());
            }
            lock.lock();
            continue;
        }
        if (stopping_) return;
        auto taken = queue_.extract(queue_.begin());
        store::OutboxRow row = std::move(taken.value().row);
        serving_[row.priority] = taken.value().turn;
        if (const auto t = turns_.find({row.priority, row.source}); t != turns_.end() && --t->second.queued == 0) turns_.erase(t);
        if (queue_.size() <= low_water()) wake_.notify_all();
        lock.unlock();
        send_and_record(row);
        lock.lock();
    }
}

void OutboxWorker::send_and_record(const store::OutboxRow& row) {
    SendError result;
    try {
        result = deliver(row);
    } catch (const std::exception& e) {
        result = e.what();
    }
    if (row.channel != "webhook" &&
        transport_health().record(row.priority <= static_cast<int>(store::OutboxPriority::FirmMessage), result, store::now_ms())) {
        const auto state = transport_health().state();
        if (state.failing) spdlog::error("outbox: notifications are FAILING (mail transport): {}", state.last_error);
        else spdlog::info("outbox: notifications are delivered again");
    }
    // Recorded before this sender sends again: killed now, only the messages in flight (one per
    // sender) could go out twice.
    record_grouped(row, result);
}

// Group commit of the senders' results: the first sender to arrive writes, in one transaction,
// its own and every result that arrived while it waited for the database; the others wait for
// that commit. One write turn for many sends, however busy the database is with leads.
void OutboxWorker::record_grouped(const store::OutboxRow& row, const SendError& result) {
    Outcome mine{&row, &result};
    std::unique_lock lock(records_mutex_);
    outcomes_.push_back(&mine);
    while (!mine.recorded) {
        if (recording_) {
            recorded_.wait(lock);
            continue;
        }
        recording_ = true;
        std::vector<Outcome*> batch;
        batch.swap(outcomes_);
        lock.unlock();
        record_until_stored(batch);
        lock.lock();
        for (Outcome* o : batch) o->recorded = true;
        recording_ = false;
        recorded_.notify_all();
    }
}

// Writes `batch`, again and again until the store takes it. Meanwhile no sender takes another
// row and the dispatcher claims nothing (store_down_): a send that could not be recorded is sent
// again once its lease ends, so every send made during an outage would be one more mail twice.
// Each sender then holds at most the one message it had sent. Given up only on stop (the rows
// stay claimed: their lease ends and they go out again, at most one per sender).
void OutboxWorker::record_until_stored(const std::vector<Outcome*>& batch) {
    auto pause = std::chrono::milliseconds(100);
    for (int attempt = 1;; ++attempt) {
        try {
            std::lock_guard db_lock(db_mutex_);
            store::in_transaction(*db_, [&] { record(batch); });
            for (const Outcome* o : batch) in_hand_.erase(o->row->id);
            break;
        } catch (const std::exception& e) {
            if (attempt == 1) spdlog::error("outbox: cannot record {} row(s), sending paused until the store answers: {}", batch.size(), e.what());
        }
        std::unique_lock lock(mutex_);
        store_down_ = true;
        if (stopping_) {
            spdlog::error("outbox: stopping with {} sent row(s) not recorded (sent again when their lease ends)", batch.size());
            std::lock_guard db_lock(db_mutex_);
            for (const Outcome* o : batch) in_hand_.erase(o->row->id);
            return;
        }
        wake_.wait_for(lock, pause, [&] { return stopping_; });
        pause = std::min<std::chrono::milliseconds>(pause * 2, std::chrono::seconds(2));
    }
    std::lock_guard lock(mutex_);
    if (store_down_) {
        store_down_ = false;
        spdlog::info("outbox: the store answers again, sending resumes");
    }
    work_ready_.notify_all();
    wake_.notify_all();
}

std::size_t OutboxWorker::run_once() {
    std::vector<store::OutboxRow> rows;
    {
        std::lock_guard db_lock(db_mutex_);
        rows = store::claim_due(*db_, store::now_ms(), options_.batch, options_.lease.count(), options_.instance_id);
        for (const auto& row : rows) in_hand_.emplace(row.id, row.priority);
    }
    for (const auto& row : rows) send_and_record(row);
    return rows.size();
}

void OutboxWorker::log_if_failing(std::chrono::steady_clock::time_point& last_log) {
    const auto state = transport_health().state();
    const auto now = std::chrono::steady_clock::now();
    if (!state.failing || now - last_log < options_.failing_log_every) return;
    last_log = now;
    spdlog::error("outbox: notifications FAILING since {} ({} failed attempt(s) so far): {}", text::iso_time(state.since_ms),
                  state.failures_total, state.last_error);
}

void OutboxWorker::renew_leases_until_stopped() {
    // Ticks often enough for both the lease renewals and the once-a-minute failing line.
    const auto tick = std::min<std::chrono::milliseconds>(options_.lease / 3, std::chrono::seconds(5));
    auto last_renewal = std::chrono::steady_clock::now();
    auto last_log = last_renewal;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, tick, [&] { return stopping_; })) {
        lock.unlock();
        log_if_failing(last_log);
        if (std::chrono::steady_clock::now() - last_renewal >= options_.lease / 3) {
            last_renewal = std::chrono::steady_clock::now();
            try {
                std::lock_guard db_lock(db_mutex_);
                std::vector<std::int64_t> ids;
                for (const auto& [id, priority] : in_hand_) ids.push_back(id);
                store::renew_leases(*db_, options_.instance_id, ids, store::now_ms(), options_.lease.count());
            } catch (const std::exception& e) {
                spdlog::error("outbox lease renewal failed: {}", e.what());
            }
        }
        lock.lock();
    }
}

void OutboxWorker::record(const std::vector<Outcome*>& outcomes) {
    std::vector<store::SentRow> sent;
    for (const Outcome* o : outcomes) {
        const store::OutboxRow& row = *o->row;
        if (!*o->result) {
            sent.push_back({row.id, row.channel == "email" ? message_id(row) : std::string()});
            continue;
        }
        const auto retry = after_failure(row.attempts, options_.max_attempts, options_.retry_base, store::now_ms(), jitter_draw());
        store::mark_failed(*db_, row.id, retry.attempts, retry.final, retry.next_attempt_at, **o->result);
        const bool final = retry.final;
        if (options_.send_failed) options_.send_failed(final);
        spdlog::warn("outbox row {} ({}) failed, attempt {}{}: {}", row.id, row.channel, row.attempts + 1, final ? ", giving up" : "",
                     **o->result);
    }
    store::mark_sent(*db_, sent, store::now_ms());
}

std::string OutboxWorker::message_id(const store::OutboxRow& row) const {
    return "outbox-" + std::to_string(row.id) + "-" + std::to_string(row.created_at) + "@" + options_.message_id_domain;
}

SendError OutboxWorker::deliver(const store::OutboxRow& row) {
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
            else if (name == "To-Name") m.to_name = value.get_string();
            else m.extra_headers.emplace_back(std::string(name), std::string(value.get_string()));
        }
    }
    return mail_->send(safe_address(m.from_address), safe_address(m.to_address), render_mime(m), store::outbox_message_name(row.id));
}

}  // namespace outbox
