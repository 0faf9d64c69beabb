#pragma once
// The visitor-mail hourly budget's figures (issue 38): mails to visitors' addresses
// (store::is_visitor_mail: confirmations, guides, the newsletter's) sent in the last hour, across
// every instance, and those waiting. A flood of requests cannot then spend the firm's relay
// reputation; the firm's own notifications are not counted.
#include <cstdint>

#include "store/database.hpp"

namespace store {

// Visitor mails recorded sent at or after `since_ms`, counted up to `limit` (no more is needed).
std::int64_t visitor_mails_sent_since(Database& db, std::int64_t since_ms, std::int64_t limit);
// Visitor mails not yet sent (pending).
std::int64_t visitor_mails_pending(Database& db);

}  // namespace store
