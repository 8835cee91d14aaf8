//===- Quantum.cpp - The OS scheduling quantum ----------------------------===//
//
// Part of autolb. See Quantum.h.
//
//===----------------------------------------------------------------------===//

#include "startup/Quantum.h"

#include <cstdlib>
#include <fstream>

namespace autolb::runtime {

std::optional<std::string> readFirstLine(const std::string &Path) {
  std::ifstream In(Path);
  std::string Line;
  if (!In || !std::getline(In, Line))
    return std::nullopt;
  return Line;
}

QuantumChoice chooseQuantum(double OverrideSeconds, const FileReader &Read) {
  QuantumChoice Choice;
  if (OverrideSeconds > 0.0) {
    Choice.seconds = OverrideSeconds;
    Choice.source = "ALB_QUANTUM";
    return Choice;
  }
  static const char *const Files[] = {
      "/proc/sys/kernel/sched_min_granularity_ns",
      "/proc/sys/kernel/sched_base_slice_ns",
      "/sys/kernel/debug/sched/min_granularity_ns",
      "/sys/kernel/debug/sched/base_slice_ns",
  };
  for (const char *File : Files) {
    std::optional<std::string> Text = Read(File);
    if (!Text)
      continue;
    char *End = nullptr;
    double Nanoseconds = std::strtod(Text->c_str(), &End);
    if (End == Text->c_str() || !(Nanoseconds > 0.0))
      continue;
    Choice.seconds = Nanoseconds * 1e-9;
    Choice.source = File;
    return Choice;
  }
  return Choice;
}

} // namespace autolb::runtime
