//===- Reductions.h - Reductions and copy-out across ranks ------*- C++ -*-===//
//
// Part of autolb. The combining of values every rank computed a part of,
// in rank order so that every rank and every run with the same
// distribution gets the same bits: one value (alb_reduce), an array section
// chained through the ranks (alb_reduce_array), and the value of the
// rank that ran a loop's last iteration (alb_private_copy_out). Reductions
// folded term by term in the sequential order are Terms.h's.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_DATA_REDUCTIONS_H
#define AUTOLB_RUNTIME_DATA_REDUCTIONS_H

#include "autolb/autolb.h"
#include "core/Context.h"

#include <cstddef>

namespace autolb::runtime {

/// Bytes of one element of `type`; 0 for an unknown type.
std::size_t sizeOfType(alb_type type);

/// alb_reduce: `value` (`size` bytes) becomes every rank's partial combined
/// in rank order, on every rank; left alone while results are replicated.
void reduceInRankOrder(Context &context, void *value, std::size_t size,
                       alb_type type, alb_op op);

/// alb_reduce_array_begin: every rank but 0 starts its copy of the section
/// from `op`'s identity, so that rank 0's copy carries the value before.
void startArrayReduction(Context &context, void *elements, long count,
                         alb_type type, alb_op op);

/// alb_reduce_array: a chain in rank order, as reduceInRankOrder folds:
/// rank r receives the combination of ranks 0..r-1 and combines its own
/// copy into it; the last rank's result goes to all. Memory stays one copy
/// of the section.
void reduceArrayInRankOrder(Context &context, void *elements, long count,
                            std::size_t size, alb_type type, alb_op op);

/// alb_private_copy_out: the rank that ran the last iteration (`last`)
/// gives its `count` elements of `size` bytes to every rank; none if no
/// rank did. Fatal if two ranks claim it.
void copyOutFromLastIteration(Context &context, void *elements, long count,
                              std::size_t size, bool last);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_DATA_REDUCTIONS_H
