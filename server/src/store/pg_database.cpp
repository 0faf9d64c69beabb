// PostgreSQL through libpq: text parameters and results, so both dialects hand back the same
// strings. A lost connection is reset only between transactions: inside one, the statements
// already sent died with the server's session, so the rest must fail too, never run on a fresh
// connection in autocommit (a half-stored batch).
#include <libpq-fe.h>

#include <unordered_map>

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

    std::vector<Row> query(std::string_view sql, std::span<const Param> params) override { return rows_of(run(sql, params).get()); }

    std::int64_t execute(std::string_view sql, std::span<const Param> params) override {
        const Result r = run(sql, params);
        const char* affected = PQcmdTuples(r.get());
        return affected && *affected ? std::stoll(affected) : 0;
    }

    std::vector<std::vector<Row>> run_all(std::span<const BatchStatement> statements) override {
        ensure_connected();
        PGconn* c = conn_.get();
        // Each statement is parsed and planned once per connection (a few distinct ones run
        // thousands of times a second): prepared before the pipeline, the first time it is seen.
        std::vector<const std::string*> names;
        names.reserve(statements.size());
        for (const auto& s : statements) names.push_back(&prepared(s.sql, s.params.size()));
        if (PQenterPipelineMode(c) != 1) throw DbError("postgres: cannot enter pipeline mode: " + std::string(PQerrorMessage(c)));
        std::string first_error;
        std::size_t sent = 0;
        for (std::size_t i = 0; i < statements.size(); ++i) {
            const Params p(statements[i].params);
            if (PQsendQueryPrepared(c, names[i]->c_str(), p.count(), p.values(), nullptr, nullptr, 0) != 1) {
                first_error = "postgres: cannot send: " + std::string(PQerrorMessage(c));
                break;
            }
            ++sent;
        }
        const bool synced = PQpipelineSync(c) == 1;
        if (!synced && first_error.empty()) first_error = "postgres: cannot sync: " + std::string(PQerrorMessage(c));
        // Each statement sent answers one result then NULL (PGRES_PIPELINE_ABORTED after an
        // error), and the sync point a PGRES_PIPELINE_SYNC: read them all, whatever happened,
        // so the connection is ready for the next command.
        std::vector<std::vector<Row>> results;
        results.reserve(sent);
        for (std::size_t i = 0; i < sent && PQstatus(c) == CONNECTION_OK; ++i) {
            const Result r(PQgetResult(c));
            if (!r) {
                if (first_error.empty()) first_error = "postgres: no answer in the pipeline: " + std::string(PQerrorMessage(c));
                break;
            }
            const auto status = PQresultStatus(r.get());
            if (status == PGRES_TUPLES_OK || status == PGRES_COMMAND_OK) {
                results.push_back(rows_of(r.get()));
            } else if (first_error.empty()) {
                first_error = status == PGRES_PIPELINE_ABORTED ? "postgres: pipeline aborted" : "postgres: " + std::string(PQresultErrorMessage(r.get()));
            }
            while (PGresult* extra = PQgetResult(c)) PQclear(extra);  // the NULL that ends this statement's results
        }
        // Up to the sync point: what is left of the statements' results (after an early stop),
        // each followed by a NULL; two NULLs in a row mean nothing more is coming.
        for (int nulls = 0; synced && nulls < 2 && PQstatus(c) == CONNECTION_OK;) {
            const Result r(PQgetResult(c));
            if (!r) {
                ++nulls;
                continue;
            }
            nulls = 0;
            if (PQresultStatus(r.get()) == PGRES_PIPELINE_SYNC) break;
        }
        if (PQexitPipelineMode(c) != 1 && PQstatus(c) == CONNECTION_OK) {
            // Results still pending: the connection's state is unknown; start afresh.
            PQreset(c);
            ++reconnections_;
            lost_in_transaction_ = true;
            if (first_error.empty()) first_error = "postgres: the pipeline did not end cleanly";
        }
        note_transaction_state();
        if (PQstatus(c) != CONNECTION_OK && first_error.empty()) first_error = "postgres: connection lost: " + std::string(PQerrorMessage(c));
        if (!first_error.empty()) throw DbError(first_error);
        return results;
    }

    [[nodiscard]] bool broken() const override { return lost_in_transaction_ || PQstatus(conn_.get()) != CONNECTION_OK; }

private:
    // The name of `sql` prepared on this connection (since its last reset).
    const std::string& prepared(const std::string& sql, std::size_t params) {
        if (prepared_for_ != reconnections_) {
            prepared_.clear();
            prepared_for_ = reconnections_;
        }
        if (const auto it = prepared_.find(sql); it != prepared_.end()) return it->second;
        const std::string name = "pipelined_" + std::to_string(prepared_.size() + 1);
        const Result r(PQprepare(conn_.get(), name.c_str(), sql.c_str(), static_cast<int>(params), nullptr));
        note_transaction_state();
        check(r.get());
        return prepared_.emplace(sql, name).first->second;
    }

    // Text parameters for libpq: integers written out, NULL as a null pointer.
    class Params {
    public:
        explicit Params(std::span<const Param> params) {
            storage_.reserve(params.size());
            for (const auto& p : params) {
                if (const auto* n = std::get_if<std::int64_t>(&p)) {
                    storage_.push_back(std::to_string(*n));
                    values_.push_back(storage_.back().c_str());
                } else if (const auto* t = std::get_if<std::string>(&p)) {
                    values_.push_back(t->c_str());
                } else {
                    values_.push_back(nullptr);
                }
            }
        }
        [[nodiscard]] int count() const { return static_cast<int>(values_.size()); }
        [[nodiscard]] const char* const* values() const { return values_.data(); }

    private:
        std::vector<std::string> storage_;  // reserved up front: c_str() pointers stay valid
        std::vector<const char*> values_;
    };

    static std::vector<Row> rows_of(const PGresult* r) {
        std::vector<Row> rows;
        const int n = PQntuples(r);
        const int cols = PQnfields(r);
        rows.reserve(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            Row row;
            for (int col = 0; col < cols; ++col) {
                if (PQgetisnull(r, i, col)) row.cells.emplace_back(std::nullopt);
                else row.cells.emplace_back(std::string(PQgetvalue(r, i, col), static_cast<std::size_t>(PQgetlength(r, i, col))));
            }
            rows.push_back(std::move(row));
        }
        return rows;
    }

    void ensure_connected() {
        if (lost_in_transaction_) throw DbError("PostgreSQL connection lost during the transaction: it was rolled back");
        if (PQstatus(conn_.get()) == CONNECTION_BAD) {
            PQreset(conn_.get());
            ++reconnections_;  // prepared statements die with the session
        }
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
        const Params p(params);
        Result r(PQexecParams(conn_.get(), std::string(sql).c_str(), p.count(), nullptr, p.values(), nullptr, nullptr, 0));
        note_transaction_state();
        check(r.get());
        return r;
    }

    Connection conn_;
    std::unordered_map<std::string, std::string> prepared_;  // SQL → statement name
    std::uint64_t reconnections_ = 0, prepared_for_ = 0;
    bool in_transaction_ = false;
    bool lost_in_transaction_ = false;
};

}  // namespace

std::unique_ptr<Database> open_postgres(const std::string& url) { return std::make_unique<PgDatabase>(url); }

}  // namespace store
