#pragma once
// Delivers outbox rows in the background. A dispatcher claims due rows in sending order
// (store/outbox_table.hpp: the firm's notifications first, sources taking turns) and keeps a short
// in-memory queue, itself ordered by priority class, so a notification claimed now overtakes the
// visitor mails already waiting there. Several senders take from it, each on a reused SMTP
// session of its own, plus one that takes only the first class (the firm's notification of an
// audit or quote request), so that one never waits behind a slow relay's other sends. Each sender
// records its row sent as soon as the transport accepted it, before it sends another (a crash
// re-sends at most the one message each sender had in flight), or schedules a retry with
// exponential backoff; after the last attempt the row stays `failed`. When the store cannot
// record a send, nothing more is claimed nor sent until it can. Mails to visitors are claimed
// within an hourly budget (visitor_budget.hpp). Each mail attempt feeds transport_health(): while
// notifications fail, an error line is logged every minute.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#include "config/defaults.hpp"
#include "outbox/transports.hpp"
#include "store/database.hpp"
#include "store/outbox_table.hpp"

namespace outbox {

struct WorkerOptions {
    std::string from_name;
    std::string from_address;
    std::string message_id_domain = "localhost";
    std::chrono::milliseconds poll{config::defaults::kOutboxPollMs};
    std::chrono::milliseconds retry_base{config::defaults::kOutboxRetryBaseMs};
    int max_attempts = static_cast<int>(config::defaults::kOutboxMaxAttempts);
    int batch = 10;  // rows claimed per pass
    // Threads sending at once, each on its own SMTP session. 1: rows go out strictly in order.
    // One more thread, with a session of its own, sends only the first class (the firm's
    // notification of an audit or quote request), so it never waits behind another class's send.
    int senders = 1;
    // Mails to visitors (confirmations, guides, the newsletter's) sent per hour at most, by every
    // instance together; over it they wait. 0: no budget.
    std::int64_t visitor_mails_per_hour = 0;
    // Who claims the rows: unique among the instances sharing the database, and the same after
    // a restart (host:port by default), so that a restarted instance takes its rows back at once.
    std::string instance_id = "local";
    // How long claimed rows stay reserved without a renewal. Renewed every third of it while the
    // worker runs, so a slow send keeps its rows; another instance takes over a dead one's rows
    // after at most this long.
    std::chrono::milliseconds lease{std::chrono::seconds(30)};
    // When set, the dispatcher claims on a connection of its own (opened by this at start()),
    // so that claiming the next rows never waits for the senders' records, nor they for it.
    std::function<std::unique_ptr<store::Database>()> open_claims_connection;
    // While notifications fail, how often the error is logged again.
    std::chrono::milliseconds failing_log_every{std::chrono::minutes(1)};
    // Told of each failed attempt (`given_up`: it was the last): `serve` counts them for
    // /metrics, which reads the outbox's state, so the outbox does not include metrics.
    std::function<void(bool given_up)> send_failed;
};

class OutboxWorker {
public:
    // Rows the first class's own sender claims at once when it looks in the database itself.
    static constexpr int kLeadClaim = 4;

    OutboxWorker(std::unique_ptr<store::Database> db, std::unique_ptr<MailTransport> mail,
                 std::unique_ptr<WebhookClient> webhook, WorkerOptions options);
    ~OutboxWorker();  // stops the threads
    OutboxWorker(const OutboxWorker&) = delete;
    OutboxWorker& operator=(const OutboxWorker&) = delete;

    // Takes back this instance's rows left claimed by a crash, then starts the dispatcher, the
    // senders and the lease renewals.
    void start();
    // Rows claimed but not yet attempted are released for any instance to send at once.
    void stop();
    // One pass over the due rows on the calling thread, in sending order; returns how many were
    // attempted. Tests call it directly (without start()).
    std::size_t run_once();

private:
    // The Message-ID a row's mail goes out with (recorded with the row once it is sent).
    std::string message_id(const store::OutboxRow& row) const;
    // A claimed row in the in-memory queue: by priority class, then by its source's turn (the
    // sources in the queue take turns too: a real lead claimed now passes the flood's rows
    // claimed before it), then in claim order.
    struct Queued {
        int priority;
        std::uint64_t turn;
        std::uint64_t order;
        store::OutboxRow row;
        bool operator<(const Queued& o) const { return std::tie(priority, turn, order) < std::tie(o.priority, o.turn, o.order); }
    };
    // A source with rows in the queue, within one class. It enters at the turn being served, not
    // at 0: one that comes and goes would otherwise pass every row queued before it, each time.
    struct SourceTurns {
        std::uint64_t next = 0;   // the turn the source's next row gets
        std::size_t queued = 0;   // its rows in the queue
    };

    std::size_t claim_into_queue(bool leads_only);
    [[nodiscard]] std::size_t low_water() const;
    void dispatch_until_stopped();
    void send_until_stopped(bool leads_only);
    std::int64_t visitor_room(store::Database& db, std::int64_t now, std::int64_t held);
    [[nodiscard]] std::int64_t visitor_mails_in_hand() const;
    void send_and_record(const store::OutboxRow& row);
    void record_grouped(const store::OutboxRow& row, const SendError& result);
    SendError deliver(const store::OutboxRow& row);
    void renew_leases_until_stopped();
    void log_if_failing(std::chrono::steady_clock::time_point& last_log);

    // The connection is shared by the dispatcher's claims, the senders' records and the lease
    // renewals (sends never hold it).
    std::mutex db_mutex_;
    std::unique_ptr<store::Database> db_;
    std::unique_ptr<store::Database> claims_db_;  // the dispatcher's own, if any
    // Claimed rows not yet recorded (under db_mutex_): only these are renewed, so rows left by a
    // failed pass come back when their lease ends.
    std::map<std::int64_t, int> in_hand_;  // id → priority
    std::unique_ptr<MailTransport> mail_;
    std::unique_ptr<WebhookClient> webhook_;
    WorkerOptions options_;

    // Send results waiting to be recorded (record_grouped).
    struct Outcome {
        const store::OutboxRow* row;
        const SendError* result;
        bool recorded = false;
    };
    // Writes the results of a group of sends (their rows marked sent in one statement).
    void record(const std::vector<Outcome*>& outcomes);
    void record_until_stored(const std::vector<Outcome*>& batch);
    std::mutex records_mutex_;
    std::condition_variable recorded_;
    std::vector<Outcome*> outcomes_;
    bool recording_ = false;

    std::mutex mutex_;  // guards queue_, turns_, serving_, order_, stopping_, store_down_
    std::condition_variable wake_;         // dispatcher and lease thread: stop, or room in the queue
    std::condition_variable work_ready_;   // senders: a row to send, or stop
    std::multiset<Queued> queue_;
    std::map<std::pair<int, std::string>, SourceTurns> turns_;  // by class and source
    std::map<int, std::uint64_t> serving_;                      // by class: the turn last taken
    std::uint64_t order_ = 0;
    bool stopping_ = false;
    // A group of sends could not be recorded: nothing is sent nor claimed until it is.
    bool store_down_ = false;
    std::thread dispatcher_;
    std::vector<std::thread> senders_;
    std::thread lease_thread_;
};

}  // namespace outbox
