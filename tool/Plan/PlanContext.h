//===- PlanContext.h - what the planning passes read and decide -*- C++ -*-===//
//
// The planning passes read the AST, the source text and the options, fix
// the generated names, and leave the program-wide facts of the plan here:
// which loops run distributed, which arrays distributed nests write and how
// they are sliced, which pointers may reach them. The code generator's
// context extends this one with the edit set; nothing here writes text into
// the output.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_PLANCONTEXT_H
#define AUTOLB_PLAN_PLANCONTEXT_H

#include "Analysis/AliasAnalysis.h"
#include "Analysis/CallSummaries.h"
#include "Plan/NameGenerator.h"
#include "Plan/NestWork.h"
#include "Plan/PointerValues.h"
#include "Plan/SourceText.h"
#include "Support/Remarks.h"
#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <map>
#include <string>

namespace autolb {

struct PlanOptions {
  /// --no-hooks: no load-balancing hooks; the generated program asks the
  /// run-time for its static block distribution (ALB_BALANCE=0).
  bool NoHooks = false;
  /// --reproducible-reductions: floating-point sums and products over a
  /// distributed loop record their terms and are folded in the sequential
  /// order (alb_terms_*), giving the sequential program's bits; a nest
  /// whose such reduction cannot be folded exactly stays sequential.
  bool ReproducibleReductions = false;
  /// --polly-variants: each DOALL chunk loop comes twice, as written and
  /// with a compiler barrier in its body that keeps Polly off it; the
  /// run-time times both and runs the faster (alb_nest_variant).
  bool PollyVariants = false;
  /// --min-nest-operations: a nest whose bounds are all constants and whose
  /// estimated operations per execution are fewer stays sequential
  /// (TooLittleWork); 0 distributes every such nest (tests of the
  /// distributed code on small inputs).
  double MinNestOperations = DefaultMinNestOperations;
  /// --line-directives: the output's name as `#line` spells it, after code
  /// copied from the input that `#line` attributes to its source
  /// (CodeGen/LineDirectives.h); empty: no directives.
  std::string LineDirectivesOutput;
  /// The functions of this file that another file of the program calls
  /// once per iteration of a loop, by name, with "file:line" of the call
  /// (OtherFileSummaries.h: callsPerIterationInOtherFiles).
  std::map<std::string, std::string> CalledPerIterationElsewhere;
  /// The summaries of the other files' functions and the library state
  /// they read, as the analysis had them: whether a call there keeps a
  /// declared array's address (AliasAnalysis::declaredArrayAddressMayBeStored).
  const OtherFileSummaries *OtherFiles = nullptr;
  LibraryStateReads LibraryStateReadElsewhere;
};

struct PlanContext {
  PlanContext(clang::ASTContext &Ctx, const PlanOptions &Options,
              RemarkEmitter &Remarks)
      : Ctx(Ctx), Src(Ctx.getSourceManager(), Ctx.getLangOpts()),
        Names(Ctx.getSourceManager(), Ctx.getLangOpts()), Remarks(Remarks),
        Options(Options) {}

  clang::ASTContext &Ctx;
  SourceText Src;
  NameGenerator Names;
  RemarkEmitter &Remarks;
  const PlanOptions &Options;

  /// The `for` statements rewritten into distributed code: replicated-code
  /// passes do not look inside them.
  llvm::SmallPtrSet<const clang::Stmt *, 8> DistributedLoops;
  /// Loops strip-mined to place a hook: their headers are rewritten whole.
  llvm::SmallPtrSet<const clang::ForStmt *, 4> StripMinedLoops;
  /// Definitions in the main file whose address is taken: a call through a
  /// pointer may run any of them.
  llvm::SmallPtrSet<const clang::FunctionDecl *, 4> IndirectlyCallable;
  /// Functions that contain a distributed loop.
  llvm::SmallPtrSet<const clang::FunctionDecl *, 8> DistributingFunctions;
  /// Arrays (and the parameters and arguments bound to them) that a
  /// distributed nest writes: replicated code reading them needs a sync.
  llvm::SmallPtrSet<const clang::VarDecl *, 16> DistributedArrays;
  /// The subscript position the nests that describe an array distribute,
  /// -1 when they disagree or the array is bound to a parameter of a
  /// function of the file (reached under another name, it may be sliced
  /// another way): which slices a replicated element read needs.
  llvm::DenseMap<const clang::VarDecl *, int> DistributedDims;
  /// Pointers that may point anywhere into such arrays (set from an
  /// expression mentioning one): reading through them syncs every array.
  llvm::SmallPtrSet<const clang::VarDecl *, 16> DistributedAliases;
  /// Set when a distributed nest describes such a pointer: the run-time may
  /// then track part of an array's memory under the pointer's base (it
  /// releases overlapping records, but a sync by the array's own name finds
  /// only a record under that name), so replicated code makes every array
  /// whole instead of syncing arrays by name.
  bool AliasesDistributed = false;
  /// The element types distributed nests write through pointers whose
  /// memory code may also reach under another name (a parameter, a pointer
  /// loaded from a struct): replicated code that reads such an element
  /// (by C's aliasing rules) through a pointer or array that is not itself
  /// distributed makes every array whole first.
  std::vector<clang::QualType> PointerTargetTypes;
  /// The element types distributed nests write into declared arrays, when
  /// a declared array's address may be stored in memory: replicated code
  /// that reads such an element through a pointer loaded from memory
  /// (`rows[i][j]` with `rows[i] = A[i]`) makes every array whole first.
  std::vector<clang::QualType> StoredArrayTargetTypes;
  /// Functions a distributed loop calls, at any depth: no sync may run in
  /// them (it would run inside a distributed iteration), so their callers
  /// in replicated code make whole what a call reads (the arrays passed,
  /// the globals the function reads) and, while PointerTargetTypes is not
  /// empty, every array.
  llvm::SmallPtrSet<const clang::FunctionDecl *, 8> CalledInDistributedLoops;
  /// What may point where, and what calls do, while the program is
  /// planned.
  const AliasAnalysis *Aliases = nullptr;
  const CallSummaries *Calls = nullptr;

  /// True when V is a parameter of F of which it touches one element, which
  /// its callers make whole (CallEffects::ElementParams).
  bool isElementParam(const clang::FunctionDecl *F,
                      const clang::VarDecl *V) const {
    const auto *P = llvm::dyn_cast<clang::ParmVarDecl>(V);
    const auto *Owner =
        P ? llvm::dyn_cast<clang::FunctionDecl>(P->getDeclContext()) : nullptr;
    return Calls && Owner &&
           Owner->getCanonicalDecl() == F->getCanonicalDecl() &&
           Calls->effectsOf(F).ElementParams.count(
               P->getFunctionScopeIndex());
  }
  /// Variables given integers converted from addresses: nests do not
  /// distribute them (PointerValues.h).
  AddressStores StoredAddresses;
  /// Numbers the distributed nests in generated names.
  unsigned NextNestId = 0;

  bool hasDistributedCode() const { return !DistributedLoops.empty(); }
};

} // namespace autolb

#endif // AUTOLB_PLAN_PLANCONTEXT_H
