// The one periodic-task type behind retention, the quarantine digests and the WAL checkpoints.
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>

#include "task/periodic_task.hpp"

namespace {
using namespace std::chrono_literals;

// Waits (up to 10 s, a loaded machine) for `count` to reach `n`.
bool reaches(const std::atomic<int>& count, int n) {
    for (int i = 0; i < 1000 && count < n; ++i) std::this_thread::sleep_for(10ms);
    return count >= n;
}

TEST(PeriodicTask, RunsAtStartThenEveryPeriodAndAFailureIsTriedAgain) {
    std::atomic<int> runs{0};
    task::PeriodicTask t("test", {.period = 20ms}, [&] {
        if (++runs == 1) throw std::runtime_error("first run fails");
    });
    t.start();
    EXPECT_TRUE(reaches(runs, 3)) << runs;  // the failed first run did not stop the task
}

TEST(PeriodicTask, WithoutPeriodRunsOnlyWhenWoken) {
    std::atomic<int> runs{0};
    task::PeriodicTask t("test", {.run_at_start = false}, [&] { ++runs; });
    t.start();
    std::this_thread::sleep_for(50ms);
    EXPECT_EQ(runs, 0);
    t.wake();
    EXPECT_TRUE(reaches(runs, 1));
    std::this_thread::sleep_for(50ms);
    EXPECT_EQ(runs, 1);
}

TEST(PeriodicTask, WakesDuringARunMakeOneMoreRun) {
    std::atomic<int> runs{0};
    std::atomic<bool> release{false};
    task::PeriodicTask t("test", {.run_at_start = false}, [&] {
        ++runs;
        while (!release) std::this_thread::sleep_for(1ms);
    });
    t.start();
    t.wake();
    ASSERT_TRUE(reaches(runs, 1));
    for (int i = 0; i < 5; ++i) t.wake();
    release = true;
    EXPECT_TRUE(reaches(runs, 2));
    std::this_thread::sleep_for(50ms);
    EXPECT_EQ(runs, 2);
}

TEST(PeriodicTask, StopWaitsForTheRunInProgressAndStartsNoOther) {
    std::atomic<int> runs{0};
    std::atomic<bool> finished{false};
    task::PeriodicTask t("test", {.period = 1ms}, [&] {
        ++runs;
        std::this_thread::sleep_for(30ms);
        finished = true;
    });
    t.start();
    ASSERT_TRUE(reaches(runs, 1));
    t.stop();
    EXPECT_TRUE(finished);
    const int after = runs;
    std::this_thread::sleep_for(30ms);
    EXPECT_EQ(runs, after);
}

}  // namespace
