#include "api/pg_rate_limit.hpp"

#include <spdlog/spdlog.h>

#include <cmath>

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
}

PostgresRateLimit::~PostgresRateLimit() { drain(); }

void PostgresRateLimit::take(std::string_view address, Then then) {
    {
        std::lock_guard lock(mutex_);
        if (!stopping_) {
            queue_.push_back({rate_limit_key(address), std::move(then)});
            wake_.notify_one();
            return;
        }
    }
    then(std::nullopt);  // stopping: the store refuses the write anyway
}

void PostgresRateLimit::give_back(std::string_view address) {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    queue_.push_back({rate_limit_key(address), {}});
    wake_.notify_one();
}

void PostgresRateLimit::drain() {
    {
        std::lock_guard lock(mutex_);
        if (stopping_ && !thread_.joinable()) return;
        stopping_ = true;
        wake_.notify_one();
    }
    if (thread_.joinable()) thread_.join();
}

void PostgresRateLimit::run() {
    for (;;) {
        std::deque<Job> batch;
        {
            std::unique_lock lock(mutex_);
            wake_.wait_for(lock, std::chrono::seconds(10), [this] { return stopping_ || !queue_.empty(); });
            if (queue_.empty() && stopping_) return;
            batch.swap(queue_);
        }
        for (auto& job : batch) {
            if (!job.then) {
                try {
                    db_->execute(kGiveBack, {job.key, number(burst_)});
                } catch (const store::DbError&) {
                }
                continue;
            }
            job.then(take_now(job.key));
        }
        purge_if_due();
    }
}

RateVerdict PostgresRateLimit::take_now(const std::string& key) {
    try {
        const auto rows = db_->query(kTake, {key, number(burst_), number(per_second_)});
        if (failing_) spdlog::info("rate limit: PostgreSQL answers again");
        failing_ = false;
        if (rows.empty() || rows[0].text(0) == "t") return std::nullopt;
        const double tokens = std::stod(rows[0].text(1));
        return std::chrono::seconds(std::max<long long>(1, static_cast<long long>(std::ceil((1.0 - tokens) / per_second_))));
    } catch (const std::exception& e) {
        // Fail open: a visitor's request must not be refused because the counters are out of
        // reach (the store, on the same server, then answers for itself).
        if (!failing_) spdlog::error("rate limit: PostgreSQL failed, not limiting: {}", e.what());
        failing_ = true;
        return std::nullopt;
    }
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
