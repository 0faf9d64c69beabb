#pragma once
// Work that runs in the background on a thread of its own: once at start, then every period, and
// at once whenever asked (wake). Retention, the quarantine digests and the SQLite WAL checkpoints
// all run this way, never on the I/O threads nor on the store thread. A failure (an exception
// out of the work) is logged under the task's name and tried again at the next period; stopping
// (or destroying) the task waits for a run in progress to end, and starts none after it.
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace task {

class PeriodicTask {
public:
    struct Options {
        // Zero: the work runs only when woken.
        std::chrono::milliseconds period{0};
        bool run_at_start = true;
    };
    PeriodicTask(std::string name, Options options, std::function<void()> work);
    ~PeriodicTask();  // stop()
    PeriodicTask(const PeriodicTask&) = delete;
    PeriodicTask& operator=(const PeriodicTask&) = delete;

    // Starts the thread (once).
    void start();
    // Runs the work again as soon as the thread is free; wakes that come during a run make one
    // more run, not one each.
    void wake();
    void stop();

private:
    void run();

    const std::string name_;
    const Options options_;
    const std::function<void()> work_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool due_ = false;
    bool stopping_ = false;
    std::thread thread_;
};

}  // namespace task
