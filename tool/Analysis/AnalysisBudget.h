//===- AnalysisBudget.h - the work limit of a nest's tests ------*- C++ -*-===//
//
// The exact answer of the dependence test can be exponential in the depth of
// a nest (a direction per loop). The tests of one nest share a budget of
// steps; a step is one direction vector (partial or complete) checked. Once
// the budget is spent, the remaining tests assume a dependence, which only
// ever keeps loops sequential.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ANALYSISBUDGET_H
#define AUTOLB_ANALYSIS_ANALYSISBUDGET_H

#include <cstdint>
#include <limits>

namespace autolb {

/// Default steps per nest: far above what realistic nests need (tens to
/// thousands), low enough to answer in a fraction of a second.
constexpr uint64_t DefaultAnalysisBudget = 100000;

class AnalysisBudget {
public:
  explicit AnalysisBudget(uint64_t Limit) : Limit(Limit) {}
  static AnalysisBudget unlimited() {
    return AnalysisBudget(std::numeric_limits<uint64_t>::max());
  }

  /// Takes Steps steps; false (and nothing taken) when they exceed what is
  /// left, after which the budget stays exhausted.
  bool spend(uint64_t Steps = 1) {
    if (Exhausted || Steps > Limit - Used) {
      Exhausted = true;
      return false;
    }
    Used += Steps;
    return true;
  }
  bool exhausted() const { return Exhausted; }
  uint64_t limit() const { return Limit; }

private:
  uint64_t Limit;
  uint64_t Used = 0;
  bool Exhausted = false;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ANALYSISBUDGET_H
