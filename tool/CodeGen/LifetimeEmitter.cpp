//===- LifetimeEmitter.cpp - forgetting arrays whose storage ends ---------===//

#include "CodeGen/LifetimeEmitter.h"
#include "Analysis/StableVectors.h"
#include "CodeGen/ReservedNames.h"
#include "Plan/RuntimeCallBuilder.h"

using namespace clang;

namespace autolb {
namespace {

void forgetBeforeFree(GeneratorContext &G, const FreedArray &Freed,
                      const RoutedCall &Free) {
  const Expr *Call = Freed.Release;
  if (Freed.routed(Free)) {
    G.Remarks.remark(RemarkKind::Analysis, G.Src.begin(Call), "alb-codegen",
                     "'" + Freed.Array->getNameAsString() +
                         "' forgotten by the run-time when it is freed "
                         "(free is routed through the run-time): a new "
                         "array at its address starts whole");
    return;
  }
  if (Freed.InsideMacro) {
    G.Remarks.remark(RemarkKind::Analysis, G.Src.begin(Call), "alb-codegen",
                     "'" + Freed.Array->getNameAsString() +
                         "' freed inside a macro: not forgotten by the "
                         "run-time (a new array at its address may be "
                         "mistaken for it)");
    return;
  }
  const SourceManager &SM = G.Src.sourceManager();
  SourceLocation Begin = SM.getExpansionRange(Call->getBeginLoc()).getBegin();
  SourceLocation End =
      G.Src.endOfToken(SM.getExpansionRange(Call->getEndLoc()).getEnd());
  std::string Name = applyRenames(G, Freed.Array->getName());
  G.Edits.insert(Begin, "(" + rt::arrayForget(Name) + ", ", EditOrder::Open);
  G.Edits.insert(End, ")", EditOrder::Close);
  G.Remarks.remark(RemarkKind::Analysis, Begin, "alb-codegen",
                   "'" + Name +
                       "' forgotten by the run-time before it is freed: "
                       "a new array at its address starts whole");
}

/// The cleanup declaration for End, or nothing (with a remark either way).
std::string scopeEndSlot(GeneratorContext &G, const ScopeEnd &End) {
  const VarDecl *Array = End.Array;
  std::string Name = applyRenames(G, Array->getName());
  switch (End.What) {
  case ScopeEnd::Outcome::AllocaInInnerBlock:
    G.Remarks.remark(RemarkKind::Analysis, Array->getLocation(), "alb-codegen",
                     "'" + Array->getNameAsString() +
                         "' points to alloca memory but is declared in "
                         "an inner block: not forgotten by the "
                         "run-time when the function returns");
    return "";
  case ScopeEnd::Outcome::JumpedInto:
    G.Remarks.remark(RemarkKind::Analysis, Array->getLocation(), "alb-codegen",
                     "'" + Name +
                         "' not forgotten by the run-time when its "
                         "scope ends: a jump into its scope prevents "
                         "the cleanup that would do it");
    return "";
  case ScopeEnd::Outcome::Forgotten:
    break;
  }
  G.Remarks.remark(RemarkKind::Analysis, Array->getLocation(), "alb-codegen",
                   "'" + Name +
                       "' forgotten by the run-time when its scope "
                       "ends: its memory is reused by later calls");
  // A vector's buffer, which its destructor frees after this cleanup runs.
  std::string Memory =
      isArrayLikeVectorType(Array->getType()) ? rt::syncBase(Array) : Name;
  return " " +
         rt::forgetAtScopeEndDecl(G.Names.fresh("scope_of_" + Name), Memory);
}

} // namespace

void emitLifetimes(GeneratorContext &G, const FunctionLifetimes &Lifetimes,
                   const RoutedCall &Free) {
  for (const FreedArray &Freed : Lifetimes.Frees)
    forgetBeforeFree(G, Freed, Free);
  // One insertion after each declaration statement, for all its arrays.
  llvm::ArrayRef<ScopeEnd> Ends = Lifetimes.ScopeEnds;
  while (!Ends.empty()) {
    const DeclStmt *Decls = Ends.front().Decls;
    std::string Slots;
    for (; !Ends.empty() && Ends.front().Decls == Decls;
         Ends = Ends.drop_front())
      Slots += scopeEndSlot(G, Ends.front());
    if (!Slots.empty())
      G.Edits.insert(G.Src.end(Decls), Slots, EditOrder::Close);
  }
}

} // namespace autolb
