#pragma once
// `server leads quarantine`: the posts held as probable bots', and the release of one down the
// normal path (validated again, stored as a lead or a sign-up, its e-mails queued).
#include <ostream>
#include <string>

#include "config/config.hpp"
#include "store/database.hpp"

namespace cli {

void list_quarantine(store::Database& db, std::ostream& out);
// The exit code: 0 when released, 1 when the post is unknown, unreadable or invalid.
int release_quarantined(const config::Config& c, const std::string& id, std::ostream& out, std::ostream& err);

}  // namespace cli
