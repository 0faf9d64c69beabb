#pragma once
// The SQL of one write, run inside the store thread's transaction.
#include <cstdint>
#include <string>
#include <string_view>

#include "store/database.hpp"
#include "store/records.hpp"

namespace store {

WriteOutcome apply_write(Database& db, const Write& write);

// The mailbox a visitor's address reaches: case folded, tags dropped ("Name+x@D" → "name@d"),
// and Gmail's dots and googlemail.com alias folded ("j.doe@googlemail.com" → "jdoe@gmail.com").
// Mailbox providers fold case in practice whatever RFC 5321 allows. The cap of
// kVisitorMailsPerDay counts mailboxes, under this key (a hash: no address in the counter table).
std::string visitor_mailbox(std::string_view address);
std::string visitor_mailbox_key(std::string_view address);

// PostgreSQL: the seeds of hashtextextended() that turn a mailbox key and a lead's dedupe key into
// transaction-scoped advisory locks, apart from each other.
inline constexpr std::int64_t kMailboxLockSeed = 0;
inline constexpr std::int64_t kDedupeLockSeed = 1;

// Posts waiting in quarantine (for metrics).
std::int64_t quarantine_count(Database& db);

}  // namespace store
