//===- Terms.h - Reductions folded in the sequential order ------*- C++ -*-===//
//
// Part of autolb. The state behind alb_terms_* (struct alb_terms of the C
// API): one floating-point sum or product of the source program whose terms
// each rank records while a nest runs (TermLog.h) and which the ranks fold
// in the sequential order at the nest's end, each its own terms, passing the
// running value on (TermLog.h).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_TERMS_H
#define AUTOLB_RUNTIME_TERMS_H

#include "autolb/autolb.h"
#include "base/Fatal.h"
#include "core/Context.h"
#include "data/TermLog.h"

#include <utility>
#include <variant>
#include <vector>

/// One reduction of the source program.
struct alb_terms {
  using Log = std::variant<autolb::runtime::TermLog<float>,
                           autolb::runtime::TermLog<double>>;
  explicit alb_terms(Log log) : log(std::move(log)) {}

  Log log;
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
/// type. Inline: it runs once per term.
template <typename T>
void recordTerm(alb_terms &Terms, long K, bool Subtract, T Value) {
  auto *Log = std::get_if<TermLog<T>>(&Terms.log);
  if (!Log)
    fatal("alb_terms: a term of one floating type for a reduction of the "
          "other");
  if (!Terms.recording)
    fatal("alb_terms: a term outside alb_terms_begin .. alb_terms_fold");
  if (Subtract && Log->base() != TermOperation::Add)
    fatal("alb_terms: a subtracted term in a product");
  Log->record(K, Subtract ? TermOperation::Subtract : Log->base(), Value);
}

/// alb_terms_fold: folds every rank's terms into *value (the value before
/// the nest, the same on every rank) in iteration order; every rank gets
/// the result. Collective.
void foldTerms(Context &C, alb_terms &terms, void *value);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_TERMS_H
