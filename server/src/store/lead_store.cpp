#include "store/lead_store.hpp"

#include <future>
#include <spdlog/spdlog.h>

#include "store/lead_writes.hpp"
#include "store/pipelined_writes.hpp"

namespace store {
namespace {

// While failing, an idle store thread tries a small write this often, so /healthz recovers once
// the disk or the database does, even when no post comes to prove it.
constexpr std::chrono::seconds kProbeInterval{2};

}  // namespace

WriteOutcome submit_and_wait(LeadStore& store, Write write) {
    auto promise = std::make_shared<std::promise<WriteOutcome>>();
    auto future = promise->get_future();
    store.submit(std::move(write), [promise](WriteOutcome outcome) { promise->set_value(std::move(outcome)); });
    return future.get();
}

DurabilitySettings durability_settings(Database& db) {
    if (db.dialect() == Dialect::Postgres) return {"postgresql", db.query("SHOW synchronous_commit").at(0).text(0)};
    const std::string synchronous = db.query("PRAGMA synchronous").at(0).text(0);
    static const char* const kLevels[] = {"off", "normal", "full", "extra"};
    const std::size_t level = static_cast<std::size_t>(std::stoi(synchronous));
    return {db.query("PRAGMA journal_mode").at(0).text(0), level < 4 ? kLevels[level] : synchronous};
}

bool is_durable(const DurabilitySettings& s) {
    // Every synchronous_commit level but "off" flushes the local WAL before COMMIT returns.
    if (s.journal_mode == "postgresql") return s.synchronous != "off";
    return s.journal_mode == "wal" && (s.synchronous == "full" || s.synchronous == "extra");
}

namespace {

std::vector<std::unique_ptr<Database>> one(std::unique_ptr<Database> db) {
    std::vector<std::unique_ptr<Database>> writers;
    writers.push_back(std::move(db));
    return writers;
}

}  // namespace

GroupCommitStore::GroupCommitStore(std::unique_ptr<Database> db, StoreLimits limits) : GroupCommitStore(one(std::move(db)), limits) {}

GroupCommitStore::GroupCommitStore(std::vector<std::unique_ptr<Database>> writers, StoreLimits limits)
    : writers_(std::move(writers)),
      durability_(durability_settings(*writers_.at(0))),
      pending_(limits, [this] { failed(); }) {
    for (auto& db : writers_) threads_.emplace_back([this, &db = *db] { run(db); });
}

GroupCommitStore::~GroupCommitStore() { drain(); }

void GroupCommitStore::drain() {
    pending_.close();
    for (auto& thread : threads_) {
        if (thread.joinable() && thread.get_id() != std::this_thread::get_id()) thread.join();
    }
    pending_.stop_watchdog();
}

void GroupCommitStore::submit(Write write, Callback done) { pending_.push(std::move(write), std::move(done)); }

std::string GroupCommitStore::status() const { return failing_ ? "unavailable" : "ok"; }

void GroupCommitStore::failed() {
    if (!failing_.exchange(true)) spdlog::error("lead store unavailable: writes fail or miss their deadline");
}

void GroupCommitStore::run(Database& db) {
    for (;;) {
        auto batch = pending_.take(kProbeInterval);
        if (!batch.empty()) {
            commit_batch(db, batch);
        } else if (pending_.closed()) {
            return;  // take() hands out every queued write first: nothing is left to answer
        } else if (failing_) {
            probe(db);
        }
    }
}

void GroupCommitStore::probe(Database& db) {
    try {
        in_transaction(db, [&] {
            db.execute("INSERT INTO settings (key, value) VALUES ('store_probe', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                         {std::to_string(now_ms())});
        });
        failing_ = false;
        spdlog::info("lead store available again");
    } catch (const std::exception& e) {
        spdlog::error("lead store probe failed: {}", e.what());
    }
}

bool GroupCommitStore::commit_pipelined_batch(Database& db, std::vector<PendingWrites::Item>& batch) {
    std::vector<const Write*> writes;
    writes.reserve(batch.size());
    for (const auto& item : batch) {
        if (!can_pipeline(item.write)) return false;
        writes.push_back(&item.write);
    }
    std::vector<WriteOutcome> outcomes;
    try {
        outcomes = commit_pipelined(db, writes);
    } catch (const std::exception& e) {
        const bool lost = db.broken();
        try { db.exec("ROLLBACK"); } catch (...) {}
        if (!lost) {
            // A statement failed (nothing committed): the ordinary path finds which write it
            // was, and commits the others.
            spdlog::warn("pipelined batch of {} write(s) failed, retried one by one: {}", batch.size(), e.what());
            return false;
        }
        // The connection died: whether COMMIT happened is unknown, so nothing is acknowledged
        // (a visitor's retry finds a committed lead as a duplicate), as on the ordinary path.
        spdlog::error("store transaction failed: {}", e.what());
        for (auto& item : batch) item.reply->answer({.ok = false, .error = e.what()});
        failed();
        return true;
    }
    ++commits_;
    if (failing_.exchange(false)) spdlog::info("lead store available again");
    for (std::size_t i = 0; i < batch.size(); ++i) batch[i].reply->answer(std::move(outcomes[i]));
    return true;
}

void GroupCommitStore::commit_batch(Database& db, std::vector<PendingWrites::Item>& batch) {
    // PostgreSQL: the whole batch in one round trip (pipeline mode); SQLite gains nothing from it.
    if (db.dialect() == Dialect::Postgres) {
        std::shared_lock side_by_side(batches_);
        if (commit_pipelined_batch(db, batch)) return;
    }
    std::unique_lock alone(batches_);
    std::vector<WriteOutcome> outcomes(batch.size());
    try {
        db.begin();
        for (std::size_t i = 0; i < batch.size(); ++i) {
            // A savepoint per write: one bad write fails alone, the others still commit.
            db.exec("SAVEPOINT w");
            try {
                outcomes[i] = apply_write(db, batch[i].write);
                db.exec("RELEASE w");
            } catch (const std::exception& e) {
                outcomes[i] = {.ok = false, .error = e.what()};
                db.exec("ROLLBACK TO w");
                db.exec("RELEASE w");
            }
        }
        db.exec("COMMIT");
        ++commits_;
        if (failing_.exchange(false)) spdlog::info("lead store available again");
    } catch (const std::exception& e) {
        // COMMIT (or BEGIN) failed: nothing of the batch is durable, so nothing may be acknowledged.
        spdlog::error("store transaction failed: {}", e.what());
        try { db.exec("ROLLBACK"); } catch (...) {}
        for (auto& o : outcomes) o = {.ok = false, .error = e.what()};
        failed();
    }
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (!outcomes[i].ok) spdlog::error("store write failed: {}", outcomes[i].error);
        batch[i].reply->answer(std::move(outcomes[i]));
    }
}

}  // namespace store
