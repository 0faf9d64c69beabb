#pragma once
// The e-mail that tells the firm about a new lead: every field by its label (option labels, not
// values), a tap-to-call link, the visitor's address as Reply-To, the form and page it came from
// and its attribution. Its plain-text part reads as well as its HTML part.
#include "outbox/notifications.hpp"

namespace outbox {

// The text after « URGENT — » when the visitor ticked a field the catalog marks as urgent (an
// inspection near), else empty.
std::string urgency(const LeadContext& lead);

store::OutboxMessage firm_notification(const Identity& identity, const LeadContext& lead, const store::StoredLead& stored);

}  // namespace outbox
