#include "outbox/visitor_budget.hpp"

namespace outbox {

VisitorBudget& visitor_budget() {
    static VisitorBudget budget;
    return budget;
}

}  // namespace outbox
