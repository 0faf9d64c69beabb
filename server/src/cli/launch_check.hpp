#pragma once
// What stands between this installation and launch: placeholders left in config/business.json
// (reserved example domains, the unused 000 exchange, « À confirmer »), figures of the site still
// « à confirmer » and production settings not given (SMTP, notification address, site URL, IP-hash key). `server check` lists them; `serve`
// refuses to start with APP_ENV=production while any remains, and warns otherwise.
#include <string>
#include <vector>

#include "config/config.hpp"

namespace cli {

// One line per problem, naming the setting or the business.json key and its current value.
// Throws std::runtime_error when business.json is unreadable or breaks its schema.
std::vector<std::string> launch_problems(const config::Config& config);

// APP_ENV says production (any case, surrounding blanks ignored).
bool is_production(const config::Config& config);

// What may ship as is but deserves a look: image slots still on their drawn illustration, proof
// hidden from the site. Listed by `server check` and logged by `serve`, never blocking. (Figures
// still « à confirmer » block the launch: launch_problems, figures_check.hpp.)
std::vector<std::string> launch_warnings(const config::Config& config);

// Sets the exit code of `server check`: prints each problem, or that all is ready, then the
// warnings under their own heading. 0 when ready, whatever the warnings.
int print_launch_check(const config::Config& config, std::ostream& out);

}  // namespace cli
