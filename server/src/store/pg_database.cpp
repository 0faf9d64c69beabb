// PostgreSQL through libpq: text parameters and results, so both dialects hand back the same
// strings. A lost connection is reset only between transactions: inside one, the statements
// already sent died with the server's session, so the rest must fail too, never run on a fresh
// connection in autocommit (a half-stored batch).
#include <libpq-fe.h>

#include "store/database.hpp"

namespace store {
namespace {

struct ConnCloser {
    void operator()(PGconn* c) const { PQfinish(c); }
};
struct ResultClearer {
    void operator()(PGresult* r) const { PQclear(r); }
};
using Connection = std::unique_ptr<PGconn, ConnCloser>;
using Result = std::unique_ptr<PGresult, ResultClearer>;

// Defaults for every connection, each overridden by the same setting in DATABASE_URL: a database
// that stops answering must not hold a thread forever. connect_timeout bounds the connection
// (and each reconnection); TCP keepalives and tcp_user_timeout notice a peer that is gone (a
// host down, a network cut); statement_timeout ends a statement the server runs too long (a
// lock wait, a runaway query); synchronous_commit=on makes COMMIT wait for the disk whatever the
// server's default. A server that is alive but frozen is the store's deadline's business.
constexpr const char* kConnectionDefaults[][2] = {
    {"connect_timeout", "5"},
    {"keepalives", "1"},
    {"keepalives_idle", "10"},
    {"keepalives_interval", "5"},
    {"keepalives_count", "3"},
    {"tcp_user_timeout", "30000"},
    {"options", "-c statement_timeout=30000 -c synchronous_commit=on"},
};

PGconn* connect(const std::string& url) {
    std::vector<const char*> keys, values;
    for (const auto& [key, value] : kConnectionDefaults) {
        keys.push_back(key);
        values.push_back(value);
    }
    // Last, so that the URL's own settings win (expand_dbname).
    keys.push_back("dbname");
    values.push_back(url.c_str());
    keys.push_back(nullptr);
    values.push_back(nullptr);
    return PQconnectdbParams(keys.data(), values.data(), 1);
}

class PgDatabase final : public Database {
public:
    explicit PgDatabase(const std::string& url) : conn_(connect(url)) {
        if (!conn_ || PQstatus(conn_.get()) != CONNECTION_OK) {
            throw DbError("cannot connect to PostgreSQL: " + std::string(conn_ ? PQerrorMessage(conn_.get()) : "out of memory"));
        }
        // Quiet NOTICEs ("relation already exists, skipping") that would otherwise go to stderr.
        PQsetNoticeProcessor(conn_.get(), [](void*, const char*) {}, nullptr);
        exec("SET client_encoding TO 'UTF8'");
    }

    [[nodiscard]] Dialect dialect() const override { return Dialect::Postgres; }

    void begin() override {
        lost_in_transaction_ = false;  // whatever was lost is rolled back: start afresh
        exec("BEGIN");
    }

    void exec(std::string_view sql) override {
        // The server rolled the lost transaction back already: ROLLBACK has nothing left to do.
        if (lost_in_transaction_ && sql == "ROLLBACK") {
            lost_in_transaction_ = false;
            return;
        }
        ensure_connected();
        const Result r(PQexec(conn_.get(), std::string(sql).c_str()));
        note_transaction_state();
        check(r.get());
    }

    std::vector<Row> query(std::string_view sql, std::span<const Param> params) override {
        const Result r = run(sql, params);
        std::vector<Row> rows;
        const int n = PQntuples(r.get());
        const int cols = PQnfields(r.get());
        rows.reserve(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            Row row;
            for (int c = 0; c < cols; ++c) {
                if (PQgetisnull(r.get(), i, c)) row.cells.emplace_back(std::nullopt);
                else row.cells.emplace_back(std::string(PQgetvalue(r.get(), i, c), static_cast<std::size_t>(PQgetlength(r.get(), i, c))));
            }
            rows.push_back(std::move(row));
        }
        return rows;
    }

    std::int64_t execute(std::string_view sql, std::span<const Param> params) override {
        const Result r = run(sql, params);
        const char* affected = PQcmdTuples(r.get());
        return affected && *affected ? std::stoll(affected) : 0;
    }

private:
    void ensure_connected() {
        if (lost_in_transaction_) throw DbError("PostgreSQL connection lost during the transaction: it was rolled back");
        if (PQstatus(conn_.get()) == CONNECTION_BAD) PQreset(conn_.get());
        if (PQstatus(conn_.get()) != CONNECTION_OK) throw DbError("PostgreSQL connection lost: " + std::string(PQerrorMessage(conn_.get())));
    }

    // After each statement: are we inside a transaction, and did the connection die in one?
    void note_transaction_state() {
        if (PQstatus(conn_.get()) == CONNECTION_BAD) {
            if (in_transaction_) lost_in_transaction_ = true;
            in_transaction_ = false;
            return;
        }
        in_transaction_ = PQtransactionStatus(conn_.get()) != PQTRANS_IDLE;
    }

    void check(const PGresult* r) const {
        const auto status = PQresultStatus(r);
        if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
            throw DbError("postgres: " + std::string(r ? PQresultErrorMessage(r) : PQerrorMessage(conn_.get())));
        }
    }

    Result run(std::string_view sql, std::span<const Param> params) {
        ensure_connected();
        std::vector<std::string> storage;
        storage.reserve(params.size());
        std::vector<const char*> values;
        for (const auto& p : params) {
            if (const auto* n = std::get_if<std::int64_t>(&p)) {
                storage.push_back(std::to_string(*n));
                values.push_back(storage.back().c_str());
            } else if (const auto* t = std::get_if<std::string>(&p)) {
                values.push_back(t->c_str());
            } else {
                values.push_back(nullptr);
            }
        }
        Result r(PQexecParams(conn_.get(), std::string(sql).c_str(), static_cast<int>(values.size()), nullptr, values.data(),
                              nullptr, nullptr, 0));
        note_transaction_state();
        check(r.get());
        return r;
    }

    Connection conn_;
    bool in_transaction_ = false;
    bool lost_in_transaction_ = false;
};

}  // namespace

std::unique_ptr<Database> open_postgres(const std::string& url) { return std::make_unique<PgDatabase>(url); }

}  // namespace store
