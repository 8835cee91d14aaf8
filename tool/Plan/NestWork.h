//===- NestWork.h - nests too small to distribute -------------*- C++ -*-===//
//
// A nest whose bounds are all constants, and whose body has no other loop
// than `for` loops and calls no function but math functions, has a work per
// execution known at compile time. When that work is less than one exchange
// between ranks costs, no execution can save what distributing it costs: a
// state vector of a dozen elements updated in a helper called thousands of
// times. Such a nest stays sequential (TooLittleWork) rather than asking the
// run-time, at every execution, to measure and replicate it. So does a nest
// writing a table of row pointers by rows whose iterations each do less
// work than checking and sending their row costs.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_NESTWORK_H
#define AUTOLB_PLAN_NESTWORK_H

#include "Analysis/LoopModel.h"
#include <optional>
#include <string>

namespace autolb {

/// Operations below which a nest's execution costs less than one exchange
/// between ranks: an exchange takes a microsecond or more (the run-time
/// measured t_interact 1.42 us on a 2-core node, more between nodes) and an
/// operation about a nanosecond (t_op 1.29 ns there).
constexpr double DefaultMinNestOperations = 1000;

/// Why the nest distributed at loop D does too little work per execution
/// to distribute (fewer than MinOperations operations, known at compile
/// time); nullopt when it does enough or its work is not known.
std::optional<std::string> tooLittleWork(const LoopInfo &D,
                                         double MinOperations);

/// Why the nest distributed at loop D, whose iterations each write a row of
/// the table Table (NestInfo::WrittenRowTables), does too little work per
/// iteration to distribute: the run-time checks each row before an
/// execution and sends it to every rank after it, an exchange's worth of
/// work per row (MinOperations), which an iteration of fewer operations (by
/// the estimate: 100 iterations for a loop whose trip count is not known)
/// cannot save; a backpropagation's weight update or a zeroing loop.
/// nullopt when it does enough, or may do work the count leaves out.
std::optional<std::string> tooLittleWorkPerRow(const LoopInfo &D,
                                               const std::string &Table,
                                               double MinOperations);

} // namespace autolb

#endif // AUTOLB_PLAN_NESTWORK_H
