#include "api/pg_rate_limit.hpp"

#include <spdlog/spdlog.h>

#include <cmath>
#include <vector>

#include "api/client_key.hpp"
#include "store/database.hpp"

namespace api {
namespace {

constexpr std::string_view kCreate =
    "CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_buckets ("
    " client text PRIMARY KEY, tokens double precision NOT NULL, updated_at timestamptz NOT NULL,"
    " allowed boolean NOT NULL DEFAULT true)";

// Refill since the last update, capped at the burst; take one token when there is one. $1 the
// client, $2 the burst, $3 tokens per second.
constexpr std::string_view kTake =
    "INSERT INTO rate_limit_buckets AS b (client, tokens, updated_at, allowed) VALUES ($1, $2::float8 - 1, now(), true) "
    "ON CONFLICT (client) DO UPDATE SET "
    " tokens = LEAST($2::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)) * $3::float8)"
    "   - CASE WHEN LEAST($2::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)) * $3::float8) >= 1"
    "     THEN 1 ELSE 0 END,"
    " allowed = LEAST($2::float8, b.tokens + GREATEST(0, EXTRACT(EPOCH FROM now() - b.updated_at)) * $3::float8) >= 1,"
    " updated_at = GREATEST(b.updated_at, now()) "
    "RETURNING allowed, tokens";

constexpr std::string_view kGiveBack =
    "UPDATE rate_limit_buckets SET tokens = LEAST($2::float8, tokens + 1) WHERE client = $1";

// A bucket untouched for a full refill holds `burst` tokens: the row carries no information.
constexpr std::string_view kPurge =
    "DELETE FROM rate_limit_buckets WHERE updated_at < now() - make_interval(secs => $1::float8)";

std::string number(double v) { return fmt::format("{}", v); }

// Long enough for a healthy database under load (an upsert takes well under a millisecond), short
// next to the store's deadline, which starts only once the verdict is in.
constexpr auto kVerdictWait = std::chrono::milliseconds(250);

// Jobs sent in one pipeline at most (a queue that long is answered in a few milliseconds).
constexpr std::size_t kBatch = 512;

}  // namespace

PostgresRateLimit::PostgresRateLimit(const std::string& database_url, double burst, double per_minute)
    : db_(store::open_postgres(database_url)), burst_(burst), per_second_(per_minute / 60.0) {
    try {
        db_->exec(kCreate);
    } catch (const store::DbError&) {
        // Two instances starting together race on CREATE … IF NOT EXISTS; the loser finds it made.
        db_->exec(kCreate);
    }
    next_purge_ = std::chrono::steady_clock::now();
    thread_ = std::thread([this] { run(); });
    watchdog_ = std::thread([this] { watch(); });
}

PostgresRateLimit::~PostgresRateLimit() { drain(); }

void PostgresRateLimit::answer(Job& job, RateVerdict verdict) {
    if (job.then && !job.answered.exchange(true)) job.then(verdict);
}

void PostgresRateLimit::take(std::string_view address, Then then) {
    {
        std::lock_guard lock(mutex_);
        if (!stopping_) {
            auto job = std::make_shared<Job>();
            job->key = rate_limit_key(address);
            job->then = std::move(then);
            job->queued = std::chrono::steady_clock::now();
            queue_.push_back(std::move(job));
            wake_.notify_all();
            return;
        }
    }
    then(std::nullopt);  // stopping: the store refuses the write anyway
}

void PostgresRateLimit::give_back(std::string_view address) {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    auto job = std::make_shared<Job>();
    job->key = rate_limit_key(address);
    job->queued = std::chrono::steady_clock::now();
    queue_.push_back(std::move(job));
    wake_.notify_all();
}

void PostgresRateLimit::drain() {
    {
        std::lock_guard lock(mutex_);
        if (stopping_ && !thread_.joinable()) return;
        stopping_ = true;
        wake_.notify_all();
    }
    if (thread_.joinable()) thread_.join();
    {
        std::lock_guard lock(mutex_);
        finished_ = true;
        wake_.notify_all();
    }
    if (watchdog_.joinable()) watchdog_.join();
}

void PostgresRateLimit::run() {
    for (;;) {
        std::vector<JobPtr> batch;
        {
            std::unique_lock lock(mutex_);
            wake_.wait_for(lock, std::chrono::seconds(10), [this] { return stopping_ || !queue_.empty(); });
            if (queue_.empty() && stopping_) return;
            while (!queue_.empty() && batch.size() < kBatch) {
                // A take the watchdog answered while queued needs no statement.
                if (!queue_.front()->then || !queue_.front()->answered) batch.push_back(queue_.front());
                queue_.pop_front();
            }
            in_flight_ = batch;
        }
        if (!batch.empty()) run_batch(batch);
        {
            std::lock_guard lock(mutex_);
            in_flight_.clear();
        }
        purge_if_due();
    }
}

// One round trip for every job queued: their statements in one pipeline, in arrival order, so a
// client's takes are counted one after the other as if sent one by one (a flood from one address
// queues hundreds at once, which one statement per round trip could not keep up with).
void PostgresRateLimit::run_batch(const std::vector<JobPtr>& batch) {
    std::vector<store::BatchStatement> statements;
    statements.reserve(batch.size());
    for (const auto& job : batch) {
        if (job->then) statements.push_back({std::string(kTake), {job->key, number(burst_), number(per_second_)}});
        else statements.push_back({std::string(kGiveBack), {job->key, number(burst_)}});
    }
    std::vector<std::vector<store::Row>> results;
    try {
        results = db_->run_all(statements);
        if (failing_) spdlog::info("rate limit: PostgreSQL answers again");
        failing_ = false;
    } catch (const std::exception& e) {
        // Fail open: a visitor's request must not be refused because the counters are out of
        // reach (the store, on the same server, then answers for itself).
        if (!failing_) spdlog::error("rate limit: PostgreSQL failed, not limiting: {}", e.what());
        failing_ = true;
        for (const auto& job : batch) answer(*job, std::nullopt);
        return;
    }
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (batch[i]->then) answer(*batch[i], verdict(i < results.size() ? results[i] : std::vector<store::Row>{}));
    }
}

// Answers "not limited" for every verdict PostgreSQL has not given in time, queued or running,
// and drops the queued ones, so a hung database holds neither posts nor memory here.
void PostgresRateLimit::watch() {
    bool warned = false;
    std::unique_lock lock(mutex_);
    while (!finished_) {
        wake_.wait_for(lock, std::chrono::milliseconds(50));
        const auto late = std::chrono::steady_clock::now() - kVerdictWait;
        std::vector<JobPtr> expired;
        while (!queue_.empty() && queue_.front()->queued < late) {
            expired.push_back(std::move(queue_.front()));
            queue_.pop_front();
        }
        for (const auto& job : in_flight_) {
            if (job->then && job->queued < late && !job->answered) expired.push_back(job);
        }
        if (expired.empty()) {
            warned = false;
            continue;
        }
        lock.unlock();
        if (!warned) spdlog::error("rate limit: PostgreSQL gave no verdict within {} ms, not limiting", kVerdictWait.count());
        warned = true;
        for (auto& job : expired) answer(*job, std::nullopt);
        lock.lock();
    }
}

RateVerdict PostgresRateLimit::verdict(const std::vector<store::Row>& rows) const {
    if (rows.empty() || rows[0].text(0) == "t") return std::nullopt;
    const double tokens = std::stod(rows[0].text(1));
    return std::chrono::seconds(std::max<long long>(1, static_cast<long long>(std::ceil((1.0 - tokens) / per_second_))));
}

void PostgresRateLimit::purge_if_due() {
    const auto now = std::chrono::steady_clock::now();
    if (now < next_purge_) return;
    next_purge_ = now + std::chrono::minutes(1);
    try {
        db_->execute(kPurge, {number(burst_ / per_second_)});
    } catch (const store::DbError& e) {
        spdlog::warn("rate limit: purge failed: {}", e.what());
    }
}

}  // namespace api
