#pragma once
// Delivers outbox rows in the background: polls for due rows, sends each and records it sent as
// soon as the transport accepted it (a crash then re-sends at most the one message in flight),
// or schedules a retry with exponential backoff; after the last attempt the row stays `failed`.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "outbox/outbox_queue.hpp"
#include "outbox/transports.hpp"
#include "store/database.hpp"

namespace outbox {

struct WorkerOptions {
    std::string from_name;
    std::string from_address;
    std::string message_id_domain = "localhost";
    std::chrono::milliseconds poll{1000};
    std::chrono::milliseconds retry_base{std::chrono::seconds(30)};
    int max_attempts = 10;
    int batch = 10;  // rows claimed per pass
    // Who claims the rows: unique among the instances sharing the database, and the same after
    // a restart (host:port by default), so that a restarted instance takes its rows back at once.
    std::string instance_id = "local";
    // How long claimed rows stay reserved without a renewal. Renewed every third of it while the
    // worker runs, so a slow send keeps its rows; another instance takes over a dead one's rows
    // after at most this long.
    std::chrono::milliseconds lease{std::chrono::seconds(30)};
};

class OutboxWorker {
public:
    OutboxWorker(std::unique_ptr<store::Database> db, std::unique_ptr<MailTransport> mail,
                 std::unique_ptr<WebhookClient> webhook, WorkerOptions options);
    ~OutboxWorker();  // stops the thread
    OutboxWorker(const OutboxWorker&) = delete;
    OutboxWorker& operator=(const OutboxWorker&) = delete;

    // Takes back this instance's rows left claimed by a crash, then starts the worker and the
    // lease renewals.
    void start();
    void stop();
    // One pass over the due rows; returns how many were attempted. Tests call it directly.
    std::size_t run_once();

private:
    // The Message-ID a row's mail goes out with (recorded with the row once it is sent).
    std::string message_id(const OutboxRow& row) const;
    SendError deliver(const OutboxRow& row);
    void record(const OutboxRow& row, const SendError& result);
    void renew_leases_until_stopped();

    // The connection is shared with the lease renewals, which run while a send is in progress
    // (sends never hold it).
    std::mutex db_mutex_;
    std::unique_ptr<store::Database> db_;
    // The claimed rows of the pass in progress not yet recorded (under db_mutex_): only these
    // are renewed, so rows left by a failed pass come back when their lease ends.
    std::vector<std::int64_t> in_hand_;
    std::unique_ptr<MailTransport> mail_;
    std::unique_ptr<WebhookClient> webhook_;
    WorkerOptions options_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread thread_;
    std::thread lease_thread_;
};

}  // namespace outbox
