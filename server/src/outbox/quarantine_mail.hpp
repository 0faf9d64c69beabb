#pragma once
// « Confirmez votre demande »: the mail to the address of a post held by the bot filter (too fast,
// or a filled honeypot field), so a person wrongly taken for a bot is never ignored in silence.
// A visitor mail like the others (capped per mailbox per day, none of the post's text): the
// form's title, the date, a signed link whose page's button releases the post.
#include <cstdint>
#include <string>

#include "forms/catalog.hpp"
#include "store/records.hpp"

namespace outbox {

struct Identity;

store::OutboxMessage quarantine_confirmation_request(const Identity& id, const forms::Form& form, const std::string& email,
                                                     const std::string& link, std::int64_t expires_at);

}  // namespace outbox
