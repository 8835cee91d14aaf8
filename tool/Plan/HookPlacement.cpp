//===- HookPlacement.cpp - where a nest's load-balancing hook goes --------===//

#include "Plan/HookPlacement.h"
#include "Analysis/StmtSearch.h"
#include "Plan/StatementSlots.h"
#include "Plan/StripMiningLegality.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <cctype>
#include <cmath>

namespace autolb {
namespace {

/// The names of the induction variables of the distributed loop and of the
/// loops inside it: a count mentioning them cannot be evaluated before the
/// distributed loop starts.
/// Appends the names of the variables declared in S.
void addNamesDeclaredIn(const clang::Stmt *S, std::vector<std::string> &Names) {
  containsAny(S, [&](const clang::Stmt *Child) {
    if (const auto *DS = llvm::dyn_cast<clang::DeclStmt>(Child))
      for (const clang::Decl *D : DS->decls())
        if (const auto *V = llvm::dyn_cast<clang::VarDecl>(D))
          Names.push_back(V->getNameAsString());
    return false;
  });
}

std::vector<std::string> innerInductionNames(const NestInfo &Nest) {
  std::vector<std::string> Names;
  for (size_t I = 0; I < Nest.Loops.size(); ++I) {
    for (int A = static_cast<int>(I); A >= 0; A = Nest.Loops[A].Parent) {
      if (A != Nest.DistributedLoop)
        continue;
      if (const clang::VarDecl *IV = Nest.Loops[I].InductionVar)
        Names.push_back(IV->getNameAsString());
      break;
    }
  }
  return Names;
}

bool mentions(llvm::StringRef Expression,
              const std::vector<std::string> &Names) {
  size_t I = 0;
  while (I < Expression.size()) {
    if (!std::isalpha(static_cast<unsigned char>(Expression[I])) &&
        Expression[I] != '_') {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Expression.size() &&
           (std::isalnum(static_cast<unsigned char>(Expression[J])) ||
            Expression[J] == '_'))
      ++J;
    llvm::StringRef Word = Expression.slice(I, J);
    for (const std::string &Name : Names)
      if (Word == Name)
        return true;
    I = J;
  }
  return false;
}

OperationCount product(const OperationCount &A, const OperationCount &B) {
  OperationCount P;
  P.IsConstant = A.IsConstant && B.IsConstant;
  P.Value = A.Value * B.Value;
  P.Expression = "(" + A.Expression + ")*(" + B.Expression + ")";
  return P;
}

std::string percent(double Ratio) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::format("%.2f%%", Ratio * 100);
  return Out;
}

std::string number(double Value) {
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << llvm::format("%.0f", Value);
  return Out;
}

std::string where(const NestInfo &Nest, const HookCandidate &C) {
  const LoopInfo &Dist = Nest.Loops[Nest.DistributedLoop];
  std::string IV = Dist.InductionVar ? Dist.InductionVar->getNameAsString()
                                     : std::string("<loop>");
  if (C.Level == 0)
    return "at the end of the body of loop '" + IV +
           "' (level 0, each chunk of iterations)";
  if (C.Level == 1)
    return "after loop '" + IV + "' (level 1, the nest's end)";
  std::string Outer = C.After && C.After->InductionVar
                          ? C.After->InductionVar->getNameAsString()
                          : std::string("<loop>");
  return "after loop '" + Outer + "' (level " + std::to_string(C.Level) + ")";
}

bool acceptable(double Between) {
  return HookCost <= MaxHookOverhead * Between;
}

/// "10 operations per 64 per iteration of 't' (15.63%)".
std::string perIteration(const OperationCount &Ops, const std::string &IV) {
  return number(HookCost) + " operations per " +
         (Ops.IsConstant ? number(Ops.Value) : Ops.Expression) +
         " per iteration of '" + IV + "' (" +
         percent(HookCost / std::max(Ops.Value, 1.0)) +
         (Ops.IsConstant ? ")" : " with unknown trip counts taken as 100)");
}

/// Strip-mines the nest's outermost loop, around the distributed loop, with
/// the hook after each block at Level; none and Why when it cannot.
bool stripMine(const NestInfo &Nest, int Level, HookChoice &Choice,
               std::string &Why) {
  const LoopInfo &Outer = Nest.Loops[0];
  if (Nest.DistributedLoop == 0) {
    Why = "no loop encloses loop '" + Outer.name() + "'";
    return false;
  }
  if (Nest.NumEnclosingLoops > 0) {
    Why = "loop '" + Outer.name() + "' also encloses other nests";
    return false;
  }
  if (std::optional<std::string> Obstacle = stripMiningObstacle(Nest, Outer)) {
    Why = *Obstacle;
    return false;
  }
  // Evaluated once before the loop: a count that varies with the nest's
  // induction variables, or uses a variable declared inside the loop (not
  // in scope there), is taken at its estimate.
  std::vector<std::string> BoundInside;
  for (const LoopInfo &L : Nest.Loops)
    if (L.InductionVar)
      BoundInside.push_back(L.InductionVar->getNameAsString());
  addNamesDeclaredIn(Outer.Loop->getBody(), BoundInside);
  const OperationCount &Ops = Outer.BodyOperations;
  bool Evaluable = !Ops.IsConstant && !mentions(Ops.Expression, BoundInside);
  Choice.Level = Level;
  Choice.StripMined = &Outer;
  Choice.StripOperations =
      Evaluable ? "(double)(" + Ops.Expression + ")" : number(Ops.Value);
  std::string Blocks =
      Evaluable
          ? "blocks chosen at run time from the bounds"
          : "blocks of " +
                number(std::max(
                    std::ceil(HookCost / (MaxHookOverhead * Ops.Value)), 1.0)) +
                " iterations, set at run time,";
  Choice.Explanation = "load-balancing hook after each block of loop '" +
                       Outer.name() + "' (level " + std::to_string(Level) +
                       "; the loop is strip-mined into " + Blocks +
                       " so that a hook is at most 1% of a block): " +
                       perIteration(Ops, Outer.name());
  return true;
}

/// The candidate locations from the deepest outwards (HookPlacement.h).
std::vector<HookCandidate> hookCandidates(const NestInfo &Nest,
                                          bool Independent) {
  const LoopInfo &Dist = Nest.Loops[Nest.DistributedLoop];
  // The level is chosen before the distributed loop, where neither its
  // inner induction variables nor what its body declares exist.
  std::vector<std::string> Inner = innerInductionNames(Nest);
  addNamesDeclaredIn(Dist.Loop->getBody(), Inner);
  std::vector<HookCandidate> Candidates;
  auto Add = [&](int Level, OperationCount Between, const LoopInfo *After) {
    HookCandidate C;
    C.Level = Level;
    C.Evaluable = !mentions(Between.Expression, Inner);
    C.Between = std::move(Between);
    C.After = After;
    Candidates.push_back(std::move(C));
  };
  if (Independent)
    Add(0, Dist.BodyOperations, nullptr);
  if (Dist.Parent < 0)
    Add(1, product(Dist.TripCount, Dist.BodyOperations), nullptr);
  else
    Add(1, Nest.Loops[Dist.Parent].BodyOperations, nullptr);
  // Level L >= 2 goes after ancestor L - 1 and runs once per iteration of
  // ancestor L; no level after the outermost loop.
  int Level = 2;
  for (int A = Dist.Parent; A >= 0 && Nest.Loops[A].Parent >= 0;
       A = Nest.Loops[A].Parent, ++Level)
    Add(Level, Nest.Loops[Nest.Loops[A].Parent].BodyOperations, &Nest.Loops[A]);
  return Candidates;
}

/// Candidate C, known at compile time: chosen when its hook is cheap
/// enough, else the loop around it is strip-mined where possible.
HookChoice choiceAt(const NestInfo &Nest, const HookCandidate &C) {
  HookChoice Choice;
  Choice.Level = C.Level;
  if (C.Level >= 2)
    Choice.OuterHooks.push_back(C);
  Choice.Explanation =
      "load-balancing hook " + where(Nest, C) + ": " + number(HookCost) +
      " operations per " +
      (C.Between.IsConstant ? number(C.Between.Value) : C.Between.Expression) +
      " (" + percent(HookCost / std::max(C.Between.Value, 1.0)) +
      (C.Between.IsConstant ? ")" : " with unknown trip counts taken as 100)");
  if (acceptable(C.Between.Value))
    return Choice;
  std::string Why;
  HookChoice Stripped;
  if (stripMine(Nest, C.Level + 1, Stripped, Why))
    return Stripped;
  Choice.Explanation = "no hook location keeps the hook under 1% of "
                       "the work between two executions, and strip-mining "
                       "a loop to create one is not possible (" +
                       Why + "): " + Choice.Explanation;
  return Choice;
}

/// Unknown bounds from candidate First on: the level is chosen among the
/// remaining candidates at run time, deepest first, falling back to the
/// outermost.
HookChoice choiceAtRunTime(llvm::ArrayRef<HookCandidate> Candidates,
                           size_t First) {
  std::string HookCostText = number(HookCost);
  std::string Expression = std::to_string(Candidates.back().Level);
  for (size_t J = Candidates.size() - 1; J-- > First;) {
    const HookCandidate &D = Candidates[J];
    std::string Between = D.Evaluable ? "(double)(" + D.Between.Expression + ")"
                                      : number(D.Between.Value);
    Expression = "(" + HookCostText + " <= " + "0.01 * " + Between + " ? " +
                 std::to_string(D.Level) + " : " + Expression + ")";
  }
  HookChoice Choice;
  std::string Explanation;
  for (size_t J = First; J < Candidates.size(); ++J) {
    const HookCandidate &D = Candidates[J];
    if (D.Level >= 2)
      Choice.OuterHooks.push_back(D);
    if (J + 1 == Candidates.size()) {
      Explanation += "else level " + std::to_string(D.Level);
      break;
    }
    Explanation +=
        "level " + std::to_string(D.Level) + " if " + HookCostText +
        " operations are at most 1% of " +
        (D.Evaluable ? D.Between.Expression : number(D.Between.Value)) + ", ";
  }
  Choice.LevelExpression = Expression;
  Choice.Level = Candidates[First].Level;
  Choice.Explanation = "load-balancing hook level chosen at run time from "
                       "the loop bounds: " +
                       Explanation;
  return Choice;
}

} // namespace

HookChoice chooseHook(const NestInfo &Nest, bool Independent, bool NoHooks) {
  HookChoice Choice;
  if (NoHooks) {
    Choice.Level = 1;
    Choice.Explanation = "no load-balancing hooks (--no-hooks): static block "
                         "distribution";
    return Choice;
  }
  const LoopInfo &Dist = Nest.Loops[Nest.DistributedLoop];
  // Independent iterations are handed out in chunks sized at run time: the
  // chunk request is a hook whose frequency the chunk size sets (Figure
  // 16(b)), so level 0 is kept even when one iteration is too little work.
  if (Independent && !(Dist.BodyOperations.IsConstant &&
                       acceptable(Dist.BodyOperations.Value))) {
    Choice.Level = 0;
    Choice.Explanation =
        "load-balancing hook at each chunk of loop '" + Dist.name() +
        "' (level 0; the loop is strip-mined into chunks chosen at run time, "
        "of at least the iterations that keep a chunk request under 1% of "
        "the chunk's work): " +
        perIteration(Dist.BodyOperations, Dist.name());
    return Choice;
  }
  std::vector<HookCandidate> Candidates = hookCandidates(Nest, Independent);
  for (size_t I = 0; I < Candidates.size(); ++I) {
    const HookCandidate &C = Candidates[I];
    bool Last = I + 1 == Candidates.size();
    if (!C.Between.IsConstant && C.Evaluable && !Last)
      return choiceAtRunTime(Candidates, I);
    if (acceptable(C.Between.Value) || Last)
      return choiceAt(Nest, C);
  }
  return Choice;
}

} // namespace autolb
