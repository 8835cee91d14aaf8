//===- Schedule.cpp - How one execution of a nest runs --------------------===//
//
// Part of autolb. See Schedule.h.
//
//===----------------------------------------------------------------------===//

#include "core/Schedule.h"

namespace autolb::runtime {

Schedule::~Schedule() = default;

bool Schedule::accepts(Context &, const alb_nest &) { return true; }

bool Schedule::timesChunks(const Context &) const { return false; }

void Schedule::printSummary(const Context &, const alb_nest &) const {}

void Schedule::describe(const Context &, const alb_nest &,
                        report::NestReport &) const {}

bool Schedule::settled() const { return true; }

void Schedule::settle(Context &, alb_nest &) {}

void Schedule::addTraceColumns(const alb_nest &, TraceLine &) const {}

} // namespace autolb::runtime
