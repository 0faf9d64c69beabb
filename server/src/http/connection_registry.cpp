#include "http/connection_registry.hpp"

#include <arpa/inet.h>
#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <cstring>

#include "http/sealed_copy.hpp"

namespace http {

ConnectionRegistry::Handle ConnectionRegistry::insert(std::unique_ptr<Slot> slot) {
    slot->position_ = slots_.insert(slots_.end(), slot.get());
    if (per_client_) ++per_client_count_[slot->client_];
    return Handle(slot.release(), [this](Slot* s) {
        {
            std::lock_guard lock(mutex_);
            slots_.erase(s->position_);
            if (per_client_) {
                const auto it = per_client_count_.find(s->client_);
                if (it != per_client_count_.end() && --it->second == 0) per_client_count_.erase(it);
            }
        }
        delete s;
    });
}

ConnectionRegistry::Handle ConnectionRegistry::add(std::function<void()> close, std::string client) {
    auto slot = std::make_unique<Slot>();
    slot->close_ = std::move(close);
    slot->client_ = std::move(client);
    std::lock_guard lock(mutex_);
    return insert(std::move(slot));
}

std::size_t ConnectionRegistry::size() const {
    std::lock_guard lock(mutex_);
    return slots_.size();
}

ConnectionRegistry::Slot* ConnectionRegistry::oldest_waiting(const std::string* client) {
    Slot* oldest = nullptr;
    std::int64_t oldest_since = 0;
    for (Slot* s : slots_) {
        const std::int64_t since = s->idle_since_.load(std::memory_order_relaxed);
        if (since != 0 && !s->closing_ && (!oldest || since < oldest_since) && (!client || s->client_ == *client)) {
            oldest = s;
            oldest_since = since;
        }
    }
    if (oldest) oldest->closing_ = true;
    return oldest;
}

ConnectionRegistry::Handle ConnectionRegistry::admit(std::function<void()> close, std::string client) {
    auto slot = std::make_unique<Slot>();
    slot->close_ = std::move(close);
    slot->client_ = std::move(client);
    std::function<void()> close_own, close_any;
    Handle handle;
    {
        std::lock_guard lock(mutex_);
        if (per_client_) {
            const auto it = per_client_count_.find(slot->client_);
            if (it != per_client_count_.end() && it->second >= per_client_) {
                Slot* own = oldest_waiting(&slot->client_);
                if (!own) return Handle{};
                close_own = own->close_;
            }
        }
        // A connection of the same client just made room; otherwise one of anyone's.
        if (!close_own && slots_.size() >= capacity_) {
            Slot* any = oldest_waiting(nullptr);
            if (!any) return Handle{};
            close_any = any->close_;
        }
        handle = insert(std::move(slot));
    }
    if (close_own) close_own();
    if (close_any) close_any();
    return handle;
}

bool ConnectionRegistry::close_oldest_idle() {
    std::function<void()> close;
    {
        std::lock_guard lock(mutex_);
        Slot* oldest = oldest_waiting(nullptr);
        if (!oldest) return false;
        close = oldest->close_;
    }
    close();
    return true;
}

std::string client_key(const std::string& address) {
    std::array<unsigned char, 16> bytes{};
    std::array<char, INET6_ADDRSTRLEN> text{};
    if (inet_pton(AF_INET, address.c_str(), bytes.data()) == 1) return address;
    if (inet_pton(AF_INET6, address.c_str(), bytes.data()) != 1) return address;
    static constexpr unsigned char kMapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    if (std::memcmp(bytes.data(), kMapped, sizeof kMapped) == 0) {
        inet_ntop(AF_INET, bytes.data() + 12, text.data(), static_cast<socklen_t>(text.size()));
        return text.data();
    }
    std::fill(bytes.begin() + 8, bytes.end(), 0);
    inet_ntop(AF_INET6, bytes.data(), text.data(), static_cast<socklen_t>(text.size()));
    return std::string(text.data()) + "/64";
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
