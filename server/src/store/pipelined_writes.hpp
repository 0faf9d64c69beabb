#pragma once
// A batch of writes as one list of statements that needs no answer from the database before the
// next (PostgreSQL pipeline mode: BEGIN, every write, COMMIT in one round trip). Each write's
// decisions (is the lead a duplicate? is the visitor's daily mail cap reached?) are taken by the
// statements themselves, in order, so the batch behaves as apply_write (lead_writes.cpp) run
// write after write: keep the two in step. Writes whose SQL needs an answer midway (a newsletter
// confirmation, which reads its request and builds its mails from the stored rows) are not
// pipelined: a batch holding one takes the ordinary path.
#include <optional>
#include <vector>

#include "store/database.hpp"
#include "store/records.hpp"

namespace store {

[[nodiscard]] bool can_pipeline(const Write& write);

// Runs the batch as one transaction (BEGIN … COMMIT) with Database::run_all and returns each
// write's outcome. Throws DbError when any statement fails: then nothing was committed, the
// transaction must be rolled back, and the caller takes the ordinary path (a savepoint per
// write) to find which write failed.
std::vector<WriteOutcome> commit_pipelined(Database& db, const std::vector<const Write*>& writes);

}  // namespace store
