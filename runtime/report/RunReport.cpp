//===- RunReport.cpp - What one run measured and decided ------------------===//
//
// Part of autolb. See RunReport.h.
//
//===----------------------------------------------------------------------===//

#include "report/RunReport.h"

#include <algorithm>

namespace autolb::runtime::report {

std::int64_t NestReport::paidMoves() const {
  return std::count_if(moves.begin(), moves.end(),
                       [](const MoveReport &M) { return M.verdict == "paid"; });
}

} // namespace autolb::runtime::report
