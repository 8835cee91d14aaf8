//===- Terms.h - Reductions folded in the sequential order ------*- C++ -*-===//
//
// Part of autolb. The state behind alb_terms_* (struct alb_terms of the C
// API): one floating-point sum or product of the source program whose terms
// each rank records while a nest runs (TermLog.h) and which every rank folds
// in the sequential order at the nest's end, after gathering every rank's
// records (MPI_Allgatherv).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_TERMS_H
#define AUTOLB_RUNTIME_TERMS_H

#include "Context.h"
#include "TermLog.h"
#include "autolb/autolb.h"

#include <variant>

/// One reduction of the source program.
struct alb_terms {
  std::variant<autolb::runtime::TermLog<float>,
               autolb::runtime::TermLog<double>>
      log;
  /// Between alb_terms_begin and alb_terms_fold.
  bool recording = false;
};

namespace autolb::runtime {

/// alb_terms_begin: creates *terms on first use (aborting on a type or
/// operator it does not fold exactly, or on a different one than before)
/// and empties it.
void beginTerms(Context &C, alb_terms **terms, alb_type type, alb_op op);

/// alb_terms_push_* (the reduction's operator) and alb_terms_subtract_*
/// (Subtract): records a term of iteration k; T must be the reduction's
/// type.
template <typename T>
void recordTerm(alb_terms &terms, long k, bool subtract, T value);

/// alb_terms_fold: gathers every rank's terms and folds them into *value
/// (the value before the nest, the same on every rank). Collective.
void foldTerms(Context &C, alb_terms &terms, void *value);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_TERMS_H
