#include "http/connection_registry.hpp"

#include <sys/resource.h>

#include <algorithm>

#include "http/sealed_copy.hpp"

namespace http {

ConnectionRegistry::Handle ConnectionRegistry::add(std::function<void()> close) {
    auto slot = std::make_unique<Slot>();
    slot->close_ = std::move(close);
    std::lock_guard lock(mutex_);
    slot->position_ = slots_.insert(slots_.end(), slot.get());
    return Handle(slot.release(), [this](Slot* s) {
        {
            std::lock_guard lock(mutex_);
            slots_.erase(s->position_);
        }
        delete s;
    });
}

std::size_t ConnectionRegistry::size() const {
    std::lock_guard lock(mutex_);
    return slots_.size();
}

bool ConnectionRegistry::close_oldest_idle() {
    std::function<void()> close;
    {
        std::lock_guard lock(mutex_);
        Slot* oldest = nullptr;
        std::int64_t oldest_since = 0;
        for (Slot* s : slots_) {
            const std::int64_t since = s->idle_since_.load(std::memory_order_relaxed);
            if (since != 0 && (!oldest || since < oldest_since)) {
                oldest = s;
                oldest_since = since;
            }
        }
        if (!oldest) return false;
        // Busy from now on: it is closing, and must not be chosen twice.
        oldest->busy();
        close = oldest->close_;
    }
    close();
    return true;
}

std::size_t raise_descriptor_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 1024;
    if (limit.rlim_cur < limit.rlim_max) {
        rlimit raised = limit;
        // An unlimited hard limit is not a valid soft one: stop at a generous figure.
        raised.rlim_cur = limit.rlim_max == RLIM_INFINITY ? 1048576 : limit.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
    }
    return limit.rlim_cur == RLIM_INFINITY ? 1048576 : static_cast<std::size_t>(limit.rlim_cur);
}

std::size_t connection_cap(std::size_t descriptor_limit) {
    const std::size_t reserve = std::max<std::size_t>(100, descriptor_limit / 10) + SealedCopy::kMaxOpen;
    return descriptor_limit > reserve + 16 ? descriptor_limit - reserve : 16;
}

}  // namespace http
