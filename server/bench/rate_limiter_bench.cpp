// In-process throughput of the rate limiter (bench/rate-limiter runs it after the HTTP runs):
// takes per second for one client address, then with 1,000,000 distinct addresses tracked, from
// two threads. The HTTP runs include the store's commits; this isolates the cost of tracking
// clients, which is what grew with the number of addresses before (a scan of the whole map under
// one mutex past 50,000 of them).
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "api/rate_limiter.hpp"

namespace {

std::string address(std::uint32_t i) {
    return "10." + std::to_string(i >> 16 & 255) + "." + std::to_string(i >> 8 & 255) + "." + std::to_string(i & 255);
}

// Takes per second over `threads` threads, each taking `per_thread` tokens for addresses from `pick`.
template <typename Pick>
double run(api::RateLimiter& limiter, unsigned threads, std::size_t per_thread, Pick pick) {
    const auto started = std::chrono::steady_clock::now();
    std::vector<std::thread> workers;
    for (unsigned t = 0; t < threads; ++t) {
        workers.emplace_back([&, t] {
            std::mt19937 random(t + 1);
            for (std::size_t i = 0; i < per_thread; ++i) limiter.take(pick(random));
        });
    }
    for (auto& w : workers) w.join();
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
    return static_cast<double>(threads * per_thread) / elapsed.count();
}

}  // namespace

int main(int argc, char** argv) {
    const std::uint32_t addresses = argc > 1 ? static_cast<std::uint32_t>(std::stoul(argv[1])) : 1000000;
    constexpr unsigned threads = 2;
    constexpr std::size_t per_thread = 1000000;
    // Tokens never run out, and no bucket refills to full during the run (one token a minute),
    // so none can be dropped as carrying no information: what is measured is finding and
    // updating a client's bucket among a million.
    api::RateLimiter limiter(1e7, 1);
    std::vector<std::string> names(addresses);
    for (std::uint32_t i = 0; i < addresses; ++i) names[i] = address(i);
    const std::string one = "203.0.113.1";

    const double single = run(limiter, threads, per_thread, [&](std::mt19937&) -> const std::string& { return one; });
    std::size_t next = 0;
    const auto fill_started = std::chrono::steady_clock::now();
    for (; next < addresses; ++next) limiter.take(names[next]);
    const std::chrono::duration<double> fill = std::chrono::steady_clock::now() - fill_started;
    std::uniform_int_distribution<std::uint32_t> any(0, addresses - 1);
    const double many = run(limiter, threads, per_thread, [&](std::mt19937& r) -> const std::string& { return names[any(r)]; });

    std::printf("in process, 2 threads: one address %.0f takes/s; %u distinct addresses %.0f takes/s "
                "(filled in %.2f s, %zu buckets held); ratio %.2f\n",
                single, addresses, many, fill.count(), limiter.tracked(), many / single);
    return 0;
}
