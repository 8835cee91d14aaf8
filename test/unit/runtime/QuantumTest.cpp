//===- QuantumTest.cpp - where the scheduling quantum comes from ----------===//

#include "startup/Quantum.h"
#include <gtest/gtest.h>
#include <map>

using namespace autolb::runtime;

namespace {

FileReader fakeFiles(std::map<std::string, std::string> Files) {
  return [Files](const std::string &Path) -> std::optional<std::string> {
    auto Found = Files.find(Path);
    if (Found == Files.end())
      return std::nullopt;
    return Found->second;
  };
}

TEST(QuantumTest, OverrideWins) {
  QuantumChoice C = chooseQuantum(
      0.005, fakeFiles({{"/proc/sys/kernel/sched_base_slice_ns", "750000"}}));
  EXPECT_DOUBLE_EQ(C.seconds, 0.005);
  EXPECT_EQ(C.source, "ALB_QUANTUM");
}

TEST(QuantumTest, SchedulerSettingsInOrder) {
  QuantumChoice Eevdf = chooseQuantum(
      0.0, fakeFiles({{"/proc/sys/kernel/sched_base_slice_ns", "750000"}}));
  EXPECT_DOUBLE_EQ(Eevdf.seconds, 0.00075);
  EXPECT_EQ(Eevdf.source, "/proc/sys/kernel/sched_base_slice_ns");
  QuantumChoice Cfs = chooseQuantum(
      0.0, fakeFiles({{"/proc/sys/kernel/sched_min_granularity_ns", "3000000"},
                      {"/proc/sys/kernel/sched_base_slice_ns", "750000"}}));
  EXPECT_DOUBLE_EQ(Cfs.seconds, 0.003);
  QuantumChoice Debugfs = chooseQuantum(
      0.0, fakeFiles({{"/sys/kernel/debug/sched/base_slice_ns", "2800000"}}));
  EXPECT_DOUBLE_EQ(Debugfs.seconds, 0.0028);
}

TEST(QuantumTest, GarbageAndNothingFallBackToTheDefault) {
  QuantumChoice C = chooseQuantum(
      0.0, fakeFiles({{"/proc/sys/kernel/sched_min_granularity_ns", "abc"},
                      {"/proc/sys/kernel/sched_base_slice_ns", "0"}}));
  EXPECT_DOUBLE_EQ(C.seconds, DefaultQuantumSeconds);
  EXPECT_EQ(C.source, "default");
  EXPECT_EQ(chooseQuantum(0.0, fakeFiles({})).source, "default");
}

} // namespace
