//===- Quantum.h - The OS scheduling quantum --------------------*- C++ -*-===//
//
// Part of autolb. period_scheduling = t_quantum * quantumscale ([S97]
// §5.2): a measurement period must span several scheduling quanta,
// or a loaded processor's CPU share flips between 0 and 1 from one period
// to the next. A dedicated processor shows no quantum to measure, so the
// value comes from the scheduler's settings, in this order:
//   1. ALB_QUANTUM (seconds);
//   2. /proc/sys/kernel/sched_min_granularity_ns (CFS, older kernels);
//   3. /proc/sys/kernel/sched_base_slice_ns (EEVDF);
//   4. /sys/kernel/debug/sched/min_granularity_ns or base_slice_ns (the
//      same settings where the kernel moved them to debugfs);
//   5. DefaultQuantumSeconds.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_QUANTUM_H
#define AUTOLB_RUNTIME_QUANTUM_H

#include <functional>
#include <optional>
#include <string>

namespace autolb::runtime {

/// Used when no setting is readable: CFS's sched_min_granularity is
/// 0.75 ms * (1 + log2(CPUs)) capped at 8 CPUs, i.e. 3 ms on an 8-CPU
/// machine, and a time slice of a loaded CPU is a few of those; 3 ms keeps
/// period_scheduling (30 ms with quantumscale 10) well above a slice.
constexpr double DefaultQuantumSeconds = 0.003;

/// The chosen quantum and where it came from (printed in the summary).
struct QuantumChoice {
  double seconds = DefaultQuantumSeconds;
  /// "ALB_QUANTUM", a file path, or "default".
  std::string source = "default";
};

/// Reads the first line of a file, or nothing when it cannot be read.
using FileReader =
    std::function<std::optional<std::string>(const std::string &path)>;

/// Reads a file from the file system (the FileReader used in production).
std::optional<std::string> readFirstLine(const std::string &path);

/// Chooses the quantum: overrideSeconds > 0 wins, then the first readable
/// positive nanosecond value of the files listed in the file comment.
QuantumChoice chooseQuantum(double overrideSeconds, const FileReader &read);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_QUANTUM_H
