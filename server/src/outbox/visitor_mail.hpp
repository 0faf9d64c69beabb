#pragma once
// Mail to a visitor's own address. None of it carries text the visitor typed (name, message…):
// anyone can type someone else's address into a form, so these mails say only what the firm
// would say to anyone (the form's name, the date, the firm's contact details), and a form
// cannot become a relay for a stranger's words under the firm's name.
#include <cstdint>
#include <string>

#include "forms/catalog.hpp"
#include "store/records.hpp"

namespace outbox {

struct Identity;

// Each ends with `reference` (the lead's id, or the sign-up request's), which the firm's
// notification and `leads list` show too. Their priority class is VisitorMail: after the firm's
// notifications (store::OutboxPriority).

// "Nous avons bien reçu votre demande": the form's title and promise, the date, how to reach us.
store::OutboxMessage visitor_confirmation(const Identity& id, const forms::Form& form, const std::string& email,
                                          std::int64_t received_at, const std::string& reference);

// A download form (the compliance guides): the file's link, the date, how to reach us.
store::OutboxMessage guide_delivery(const Identity& id, const forms::Form& form, const std::string& email, const std::string& guide,
                                    const std::string& link, std::int64_t received_at, const std::string& reference);

// Double opt-in: the link that confirms a newsletter sign-up (signed, expiring).
store::OutboxMessage subscription_confirmation_request(const Identity& id, const std::string& email, const std::string& link,
                                                       std::int64_t expires_at, const std::string& reference);

// After the confirmation: welcome, with the one-click unsubscribe of RFC 8058.
store::OutboxMessage subscription_welcome(const Identity& id, const std::string& email, const std::string& unsubscribe_token,
                                          const std::string& reference);

}  // namespace outbox
