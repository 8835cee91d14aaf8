//===- RejectReason.h - typed reasons a loop is not distributed -*- C++ -*-===//
//
// Every "no" of the analysis is a Reason with a stable name (used in the
// remark tag `-Ralb-missed=<Name>` and in the JSON), a message for users and
// the location of the evidence, plus notes at further evidence.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_REJECTREASON_H
#define AUTOLB_ANALYSIS_REJECTREASON_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace autolb {

enum class ReasonKind {
  // The loop itself.
  NonCanonicalLoop, ///< Init/condition/increment not in canonical form.
  // Its body.
  UnknownCall,    ///< Call outside the pure-math whitelist.
  OutputCall,     ///< Output to stdout or stderr, whose order must be kept.
  EarlyExit,      ///< break, goto or return may leave the loop.
  VolatileAccess, ///< Access to a volatile object.
  InlineAssembly, ///< asm statement.
  AddressTakenInductionVariable,
  PointerArithmetic, ///< Pointer arithmetic/dereference not provably safe.
  UnsupportedAccess, ///< Array reference whose base cannot be identified.
  // Dependences.
  NonAffineSubscript,     ///< Subscript not affine: a dependence is assumed.
  Delinearization,        ///< `a[i*m + j]` not provably `a[i][j]`.
  PossibleAliasing,       ///< Two pointers may refer to the same memory.
  ScalarRecurrence,       ///< Scalar written, neither private nor a reduction.
  LastValueUsedAfterLoop, ///< Private or inner-loop variable read after it.
  LoopCarriedDependence,  ///< A dependence this loop cannot run in parallel.
  AnalysisBudgetExceeded, ///< The nest's dependence tests ran out of steps.
  // Distribution.
  ArrayReduction,     ///< Reduction into an array across the loop.
  ArrayPrivatization, ///< Scratch array that cannot be made private.
  WriteNotOwned,      ///< Write not subscripted by IV+0 in one dimension.
  NonLocalRead,       ///< Read of a written array off the distribution.
  NoPipelineLoop,     ///< Carried dependence but no inner loop to pipeline.
  MarkedSequential,   ///< `#pragma autolb sequential`.
  NotMarked,          ///< Another loop is marked, or none is (OnlyMarked).
  // Code generation: the planner keeps a nest the analysis distributed
  // sequential.
  UnsupportedLoopShape, ///< Distributed loop shape the generator cannot
                        ///< rewrite.
  LoopInMacro,   ///< Loop written inside a macro: its text cannot be rewritten.
  PipelineShape, ///< Pipelined loop not placed or bounded as the generator
                 ///< needs.
  PipelinePrologue,    ///< Statements other than scalar declarations before the
                       ///< pipelined loop.
  PipelineEpilogue,    ///< Statements after the pipelined loop.
  ReductionInPipeline, ///< A reduction in a pipelined nest.
  UnsupportedReduction,  ///< Reduction the run-time cannot combine.
  UnsupportedArrayShape, ///< Array the run-time cannot be told about.
  ReproducibleReductionUnsupported, ///< Reduction that cannot be folded in
                                    ///< order.
  ArrayScopeEnteredByJump,          ///< Local array whose scope a jump enters.
  PointerMayPointIntoArray,  ///< Written pointer that may point into another
                             ///< array.
  CalledAmidDistributedRead, ///< Called inside an expression reading
                             ///< distributed data.
  RunFromOutsideFile,        ///< Function whose address leaves the file.
  RunOutsideMain, ///< Run by a constructor or destructor function, before
                  ///< the run-time starts or after it stops.
  PointerValues,  ///< Written or private array whose elements hold addresses.
  ParallelCallerLoop, ///< Called per iteration of a loop that is the outer
                      ///< parallelism.
  CxxConstruct,       ///< C++ the analysis does not model (CxxConstructs.h).
  TooLittleWork,      ///< Work per execution, known at compile time, below
                      ///< the cost of one exchange between ranks.
};

/// Evidence at another location, printed as a `note:`.
struct ReasonNote {
  clang::SourceLocation Loc;
  std::string Message;
};

struct Reason {
  ReasonKind Kind;
  /// For users: no AST jargon, e.g. "call to 'update' has unknown side
  /// effects".
  std::string Message;
  /// The evidence (the offending statement), or the loop.
  clang::SourceLocation Loc;
  std::vector<ReasonNote> Notes;

  /// Stable CamelCase name, e.g. "UnknownCall".
  llvm::StringRef name() const;
};

/// Stable CamelCase name, e.g. "UnknownCall".
llvm::StringRef reasonName(ReasonKind Kind);

/// Appends R unless Reasons already holds one of the same kind and message:
/// the same evidence reached twice is one reason.
void addUniqueReason(std::vector<Reason> &Reasons, Reason R);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_REJECTREASON_H
