//===- DistributedNest.h - the plan and frame of a distributed nest -*- C++
//-*-===//
//
// Before any text is generated, a distributed nest is *planned*: every
// restriction the generated code relies on is checked (canonical loops whose
// trip count can be computed at run time, describable arrays, supported
// reductions, a pipelined loop directly inside the distributed one), the
// hook level is chosen and the generated names are fixed. A nest that fails
// a check stays sequential and its reason becomes a remark.
//
// The *frame* is the code every distributed nest shares: the array and nest
// descriptors, the iteration count, reductions started from their identity
// before the nest and combined after it, and alb_nest_begin/alb_nest_end.
// DoallEmitter and PipelineEmitter fill in the middle.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_DISTRIBUTEDNEST_H
#define AUTOLB_CODEGEN_DISTRIBUTEDNEST_H

#include "Analysis/LoopModel.h"
#include "CodeGen/GeneratorContext.h"
#include "CodeGen/HookPlacement.h"
#include "CodeGen/ReproducibleReductions.h"
#include "CodeGen/RuntimeCallBuilder.h"
#include <optional>
#include <string>
#include <vector>

namespace autolb {

struct ReductionPlan {
  const clang::VarDecl *Variable = nullptr;
  ReductionOperator Operator = ReductionOperator::Sum;
  std::string TypeConstant;
  std::string TypeName;
  bool Reassociates = false;
  std::string Saved; ///< the variable holding the value before the nest
  /// --reproducible-reductions: the updates record their terms, which are
  /// folded in the sequential order after the nest (instead of Saved).
  bool FoldedInOrder = false;
  std::vector<TermUpdate> TermUpdates;
  std::string Terms; ///< the file-scope alb_terms handle
};

/// The generated names of one nest.
struct NestNames {
  std::string Nest, Arrays, Desc, First, Bound, Count, Touched, KLo, KHi, K,
      Level, Block, BlockStart, JLo, JHi, PipeFirst, PipeEnd;
  /// Strip-mined loop around the nest: iterations left, block, this block.
  std::string StripLeft, StripBlock, StripRun;
};

struct NestPlan {
  const NestInfo *Nest = nullptr;
  const LoopInfo *Dist = nullptr;
  const clang::ForStmt *Loop = nullptr;
  bool Pipeline = false;
  bool Independent = false;
  /// `for (int i = ...)` rather than `for (i = ...)`.
  bool DeclaresInductionVar = true;
  std::string InductionType;
  std::vector<ArrayFields> Arrays;
  bool NeedsTouchedSlices = false;
  /// Distributed arrays read other than along the distributed dimension.
  std::vector<const clang::VarDecl *> ReadWhole;
  std::vector<ReductionPlan> Reductions;
  HookChoice Hook;
  NestNames Names;
  /// The condition under which the nest runs distributed: its arrays that
  /// may share memory do not overlap (empty: always).
  std::string AliasCheck;

  // Pipelined nests.
  const LoopInfo *Pipe = nullptr;
  bool DeclaresPipeVar = true;
  std::string PipeType;
  unsigned Skew = 0;
  /// Declarations of scalars before the pipelined loop in the distributed
  /// loop's body, repeated for every block.
  std::vector<const clang::Stmt *> PipePrologue;
};

/// Plans Nest (which the analysis distributed); returns why it cannot be
/// generated (at the distributed loop, or at the evidence), or nothing and
/// a complete Plan.
std::optional<Reason> planNest(GeneratorContext &G, const NestInfo &Nest,
                               NestPlan &Plan);

/// Emitted, the nest Distributed guarded by Plan.AliasCheck, with the loop
/// as written on every rank (after making every array whole) otherwise.
std::string versioned(const GeneratorContext &G, const NestPlan &Plan,
                      std::string Distributed);

/// Text helpers shared by the emitters; Indent is the statement's own
/// indentation, the generated block is indented two more.
std::string frameOpening(const GeneratorContext &G, const NestPlan &Plan,
                         llvm::StringRef Indent);
std::string frameClosing(const GeneratorContext &G, const NestPlan &Plan,
                         llvm::StringRef Indent);
/// The induction variable's value for iteration K, as a statement.
std::string inductionValue(const NestPlan &Plan);
/// The distributed loop's body as written, except that the updates of
/// reductions folded in the sequential order record their terms for
/// iteration K instead.
std::string bodyText(const GeneratorContext &G, const NestPlan &Plan);
/// S's text, re-indented to start at column NewIndent.
std::string reindented(const GeneratorContext &G, const clang::Stmt *S,
                       unsigned NewIndent);
/// Text, the text of S as written or S rewritten, re-indented as S would be.
std::string reindented(const GeneratorContext &G, const clang::Stmt *S,
                       llvm::StringRef Text, unsigned NewIndent);
/// Where a hook at level >= 2 goes instead of right after its loop: the
/// first later statement of the same sequence that runs distributed code
/// (and so communicates anyway), or null.
const clang::Stmt *hookShiftTarget(GeneratorContext &G,
                                   const HookCandidate &Candidate);
/// The hooks at levels >= 2, after the enclosing loops they follow -- or,
/// when a later statement at that level communicates anyway, right before
/// it, so that the hook adds no synchronization point (seed 5.1.1).
void emitOuterHooks(GeneratorContext &G, const NestPlan &Plan);
/// The file-scope declarations a nest needs before its function.
void emitFileScopeDecls(GeneratorContext &G, const NestPlan &Plan,
                        const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_CODEGEN_DISTRIBUTEDNEST_H
