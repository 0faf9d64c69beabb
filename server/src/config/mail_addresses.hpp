#pragma once
// Addresses given in configuration (business.json `email` and `notificationEmail`, MAIL_FROM,
// LEADS_NOTIFY_TO) go through the same rule as visitors' (forms/email_address.hpp: lower case,
// IDNA domain), once, at start and by `server check`. « Ventes <Ventes@Conformité.ca> » is
// accepted: the display name is kept for the header and the address is normalised; one that
// cannot be normalised is reported naming its setting, and production refuses to start.
#include <string>
#include <string_view>
#include <variant>

namespace config {

struct Mailbox {
    std::string name;     // display name, unquoted; empty when none was given
    std::string address;  // normalised: what the envelope and the header carry
};

// "ventes@x.ca", "Ventes <Ventes@X.ca>", "\"Ventes, Inc.\" <ventes@x.ca>". Otherwise the reason,
// in English, for the operator.
std::variant<Mailbox, std::string> parse_mailbox(std::string_view text);

}  // namespace config
