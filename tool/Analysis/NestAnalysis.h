//===- NestAnalysis.h - the loop analysis entry points ---------*- C++ -*-===//
//
// Finds the loop nests of every function defined in the main file, proves
// which loops are DOALL or DOACROSS, decides which loop of each nest to
// distribute (and which to pipeline), and explains every decision.
//
// Accepted input (anything else is reported with a typed Reason):
// - canonical `for` loops: integer induction variable, integer bounds not
//   written in the loop, compared with `<, <=, >, >=` in an integer type of
//   the variable's signedness, constant non-zero step; bounds affine in
//   outer induction variables (triangular nests) sharpen the dependence
//   test;
// - arrays (fixed-size, array parameters incl. VLAs, pointers to arrays,
//   pointers) subscripted by affine expressions;
// - scalars that are invariant, private, or reductions (+, *, min, max);
// - calls to pure math functions only; no break/goto/return, volatile, asm;
// - in C++, the C-like subset of CxxConstructs.h, in free functions that
//   are not templates.
//
// Pragmas: clang drops unknown pragmas before the AST is built, so the
// analysis reads them from the source text: a line `#pragma autolb
// distribute` or `#pragma autolb sequential` among the lines directly above
// a loop (only blank lines and comments in between) applies to that loop.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_NESTANALYSIS_H
#define AUTOLB_ANALYSIS_NESTANALYSIS_H

#include "Analysis/AnalysisBudget.h"
#include "Analysis/CallSummaries.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/LoopModel.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"
#include <vector>

namespace autolb {

class RemarkEmitter;

struct AnalysisOptions {
  /// Distribute only nests with a loop marked `#pragma autolb distribute`.
  bool OnlyMarked = false;
  /// Dependence-test steps per nest (AnalysisBudget.h).
  uint64_t AnalysisBudget = DefaultAnalysisBudget;
  /// Distribute nests over arrays that may alias when their extents are
  /// known, with a run-time check that they do not overlap.
  bool RuntimeAliasChecks = true;
  /// The summaries of functions the program's other files define
  /// (OtherFileSummaries.h); null: calls of them stay unknown.
  const OtherFileSummaries *OtherFiles = nullptr;
  /// The C library state (errno, signgam) the program's other files read.
  LibraryStateReads LibraryStateReadElsewhere;
};

/// Analyzes every loop nest of every function defined in the main file.
std::vector<NestInfo> analyzeTranslationUnit(clang::ASTContext &Ctx,
                                             const AnalysisOptions &Opts);

/// One remark per loop (and one per reason of a loop not distributed) with
/// notes at the evidence; loops shared by sibling nests are reported once.
/// Then one per outermost loop the analysis leaves alone.
void reportRemarks(llvm::ArrayRef<NestInfo> Nests,
                   llvm::ArrayRef<UnanalysedLoop> Unanalysed,
                   RemarkEmitter &Emitter);

/// The same facts as JSON; schema in docs/analysis-json.md.
llvm::json::Value toJSON(llvm::ArrayRef<NestInfo> Nests,
                         llvm::ArrayRef<UnanalysedLoop> Unanalysed,
                         const clang::SourceManager &SM);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_NESTANALYSIS_H
