#pragma once
// Delivers outbox rows in the background: polls for due rows, sends each, marks it sent or
// schedules a retry with exponential backoff; after the last attempt the row stays `failed`.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

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
    // Rows claimed per pass. Their lease must outlast the whole pass (claim_lease).
    int batch = 10;
};

// How long claimed rows stay reserved: every row of the batch may take the full send timeout,
// one after the other, and another instance must not claim them meanwhile (a duplicate e-mail).
std::chrono::milliseconds claim_lease(int batch);

class OutboxWorker {
public:
    OutboxWorker(std::unique_ptr<store::Database> db, std::unique_ptr<MailTransport> mail,
                 std::unique_ptr<WebhookClient> webhook, WorkerOptions options);
    ~OutboxWorker();  // stops the thread
    OutboxWorker(const OutboxWorker&) = delete;
    OutboxWorker& operator=(const OutboxWorker&) = delete;

    void start();
    void stop();
    // One pass over the due rows; returns how many were attempted. Tests call it directly.
    std::size_t run_once();

private:
    SendError deliver(const OutboxRow& row);

    std::unique_ptr<store::Database> db_;
    std::unique_ptr<MailTransport> mail_;
    std::unique_ptr<WebhookClient> webhook_;
    WorkerOptions options_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread thread_;
};

}  // namespace outbox
