//===- DistributionPropagation.cpp - what distributed nests reach ---------===//

#include "Plan/DistributionPropagation.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/StableVectors.h"
#include "Analysis/StmtSearch.h"
#include "Plan/DistributedCode.h"
#include "Plan/StatementSlots.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace autolb {

namespace {

/// Calls, and pointers set from an expression (`p = A`, `double *p =
/// &A[i][0]`): such a pointer may reach a distributed array's data. Also
/// pointers stored in memory (`v.p = &A[k][0]`, `{&A[k][0], n}`) and
/// returned (`return &A[r][0];`), which reach it under no variable's name.
struct FlowCollector : RecursiveASTVisitor<FlowCollector> {
  std::vector<const CallExpr *> Calls;
  std::vector<std::pair<const VarDecl *, const Expr *>> PointerSets;
  std::vector<const Expr *> StoredPointers;
  std::vector<const Expr *> ReturnedPointers;

  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    // A C++ reference is bound once, like a pointer set at its declaration
    // (`double &last = a[n - 1]`): reads through it may read the array.
    if ((V->getType()->isPointerType() || V->getType()->isReferenceType()) &&
        V->getInit())
      PointerSets.push_back({V, V->getInit()});
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (!B->isAssignmentOp())
      return true;
    if (const VarDecl *V = referencedVariableThroughCasts(B->getLHS())) {
      if (V->getType()->isPointerType())
        PointerSets.push_back({V, B->getRHS()});
    } else if (B->getLHS()->getType()->isPointerType()) {
      StoredPointers.push_back(B->getRHS());
    }
    return true;
  }
  bool VisitInitListExpr(InitListExpr *List) {
    for (const Expr *Init : List->inits())
      if (Init->getType()->isPointerType())
        StoredPointers.push_back(Init);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *Return) {
    const Expr *Value = Return->getRetValue();
    if (Value && Value->getType()->isPointerType())
      ReturnedPointers.push_back(Value);
    return true;
  }
};

/// Where a pointer into a distributed array may come from without naming
/// one: a call of a function of the file that returns one, or memory where
/// the file stores one (then every pointer loaded from memory may be one).
/// When other files may hold the address of a distributed declared array
/// (Escaped), a pointer they return or store may point into it too.
struct HiddenAliases {
  llvm::SmallPtrSet<const FunctionDecl *, 8> Returning;
  bool Stored = false;
  bool Escaped = false;
};

/// True when E mentions one of the distributed arrays or aliases where it
/// is evaluated (not as the operand of sizeof: `malloc(n * sizeof *a)`), or
/// may yield a pointer into one that Hidden says where from.
bool mentionsDistributed(const PlanContext &G, const HiddenAliases &Hidden,
                         const Stmt *E) {
  if (!E || isa<UnaryExprOrTypeTraitExpr>(E))
    return false;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
      return G.DistributedArrays.contains(V) ||
             G.DistributedAliases.contains(V);
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    std::vector<const FunctionDecl *> Callees = possibleCallees(Call, G);
    if (llvm::any_of(Callees, [&](const FunctionDecl *Callee) {
          return Hidden.Returning.contains(Callee->getCanonicalDecl());
        }))
      return true;
    const FunctionDecl *Direct = Call->getDirectCallee();
    if (Hidden.Escaped && Callees.empty() && Call->getType()->isPointerType() &&
        !(Direct && isKnownLibraryFunction(*Direct)))
      return true;
  }
  // An integer may hold any array's address (`(uintptr_t)a`).
  if (const auto *Cast = dyn_cast<CastExpr>(E);
      Cast && Cast->getCastKind() == CK_IntegralToPointer &&
      !G.DistributedArrays.empty())
    return true;
  if (const auto *Load = dyn_cast<ImplicitCastExpr>(E);
      (Hidden.Stored || Hidden.Escaped) && Load &&
      Load->getCastKind() == CK_LValueToRValue &&
      Load->getType()->isPointerType() &&
      !isa<DeclRefExpr>(Load->getSubExpr()->IgnoreParens()))
    return true;
  return llvm::any_of(E->children(), [&](const Stmt *Child) {
    return mentionsDistributed(G, Hidden, Child);
  });
}

/// True when storing Value in memory may leave there a pointer into a
/// distributed array other than its start (under which the run-time tracks
/// the array whatever the name).
bool storesAlias(const PlanContext &G, const HiddenAliases &Hidden,
                 const Expr *Value) {
  if (const VarDecl *V = referencedVariableThroughCasts(Value);
      V && G.DistributedArrays.contains(V) && !G.DistributedAliases.contains(V))
    return false;
  return mentionsDistributed(G, Hidden, Value);
}

bool isArrayLike(const VarDecl *V) {
  return V->getType()->isArrayType() || V->getType()->isPointerType() ||
         isArrayLikeVectorType(V->getType());
}

/// The arrays and pointers an expression mentions.
std::vector<const VarDecl *> arraysIn(const Stmt *E) {
  std::vector<const VarDecl *> Found;
  containsAny(E, [&](const Stmt *S) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        if (isArrayLike(V))
          Found.push_back(V);
    return false;
  });
  return Found;
}
} // namespace

const VarDecl *passedArray(const Expr *Arg) {
  Arg = Arg->IgnoreParenImpCasts();
  if (const auto *Deref = dyn_cast<UnaryOperator>(Arg);
      Deref && Deref->getOpcode() == UO_Deref &&
      Deref->getType()->isArrayType())
    Arg = Deref->getSubExpr();
  if (const VarDecl *Vector = bufferOfVector(Arg))
    return Vector;
  return referencedVariableThroughCasts(Arg);
}

void propagateDistribution(PlanContext &G,
                           llvm::ArrayRef<const FunctionDecl *> Functions) {
  std::vector<std::pair<const FunctionDecl *, const CallExpr *>> Calls;
  std::vector<std::pair<const VarDecl *, const Expr *>> PointerSets;
  std::vector<std::pair<const FunctionDecl *, const Expr *>> Returns;
  FlowCollector Globals;
  Globals.TraverseDecl(G.Ctx.getTranslationUnitDecl());
  PointerSets = Globals.PointerSets;
  std::vector<const Expr *> Stored = Globals.StoredPointers;
  for (const FunctionDecl *F : Functions) {
    FlowCollector Collector;
    Collector.TraverseStmt(F->getBody());
    for (const CallExpr *Call : Collector.Calls)
      Calls.push_back({F, Call});
    for (const Expr *Value : Collector.ReturnedPointers)
      Returns.push_back({F, Value});
  }
  HiddenAliases Hidden;
  // An array passed to a function of the file may be described there under
  // the parameter's name, distributed along another dimension.
  for (const auto &[Caller, Call] : Calls)
    for (const FunctionDecl *Callee : possibleCallees(Call, G))
      for (unsigned I = 0; I < Call->getNumArgs(); ++I)
        if (I >= Callee->getNumParams() || isArrayLike(Callee->getParamDecl(I)))
          for (const VarDecl *V : arraysIn(Call->getArg(I)))
            if (auto It = G.DistributedDims.find(V);
                It != G.DistributedDims.end())
              It->second = -1;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[F, Value] : Returns)
      if (mentionsDistributed(G, Hidden, Value))
        Changed |= Hidden.Returning.insert(F->getCanonicalDecl()).second;
    if (!Hidden.Escaped && G.Aliases->declaredArrayAddressMayBeStored() &&
        llvm::any_of(G.DistributedArrays, [](const VarDecl *V) {
          return V->getType()->isArrayType() && !isa<ParmVarDecl>(V);
        }))
      Changed = Hidden.Escaped = true;
    if (!Hidden.Stored && llvm::any_of(Stored, [&](const Expr *Value) {
          return storesAlias(G, Hidden, Value);
        }))
      Changed = Hidden.Stored = true;
    for (const auto &[Pointer, Value] : PointerSets)
      if (mentionsDistributed(G, Hidden, Value))
        Changed |= G.DistributedAliases.insert(Pointer).second;
    for (const auto &[Caller, Call] : Calls)
      for (const FunctionDecl *Callee : possibleCallees(Call, G)) {
        if (G.DistributingFunctions.contains(Callee))
          Changed |= G.DistributingFunctions.insert(Caller).second;
        unsigned N = std::min(Call->getNumArgs(), Callee->getNumParams());
        for (unsigned I = 0; I < N; ++I) {
          const ParmVarDecl *Param = Callee->getParamDecl(I);
          // A C++ reference parameter bound into a distributed array is
          // read through in the callee, which syncs it (the caller passes
          // it as it passes an array); bound once, it names no other array.
          if (Param->getType()->isReferenceType() &&
              !isArrayLikeVectorType(Param->getType())) {
            if (mentionsDistributed(G, Hidden, Call->getArg(I)))
              Changed |= G.DistributedAliases.insert(Param).second;
            continue;
          }
          const VarDecl *Arg = passedArray(Call->getArg(I));
          if (!Arg || !isArrayLike(Arg)) {
            // `f(&A[k][0])`, `f(A + k)`: the parameter points into the array,
            // and the array's data is partly distributed under another base.
            if (isArrayLike(Param) &&
                mentionsDistributed(G, Hidden, Call->getArg(I)))
              Changed |= G.DistributedAliases.insert(Param).second;
            if (G.DistributedArrays.contains(Param) ||
                G.DistributedAliases.contains(Param))
              for (const VarDecl *V : arraysIn(Call->getArg(I)))
                Changed |= G.DistributedAliases.insert(V).second;
            continue;
          }
          // Same base on both sides of the call.
          for (auto *Set : {&G.DistributedArrays, &G.DistributedAliases}) {
            if (Set->contains(Arg))
              Changed |= Set->insert(Param).second;
            if (Set->contains(Param))
              Changed |= Set->insert(Arg).second;
          }
        }
      }
  }
}

bool isKnownLibraryFunction(const FunctionDecl &F) {
  // A member function, or one of a namespace of the program, named like
  // one (`Gauge::abs`) is the program's.
  const DeclContext *Scope = F.getDeclContext()->getRedeclContext();
  if (!F.getIdentifier() || isa<CXXMethodDecl>(F) ||
      !(Scope->isTranslationUnit() || Scope->isStdNamespace()))
    return false;
  StringRef Name = F.getName();
  static const llvm::StringSet<> Known = {
      // stdio output (array arguments are reads the sync pass sees)
      "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc",
      "fwrite", "fflush", "perror", "vprintf", "vfprintf",
      // allocation and process
      "malloc", "calloc", "realloc", "free", "exit", "abort", "atexit",
      // conversions, strings of the program's own
      "atoi", "atol", "atof", "strtol", "strtoul", "strtod", "strcmp",
      "strncmp", "strlen",
      // time and random numbers
      "clock", "time", "rand", "srand"};
  // std::max and std::min of numbers read their two arguments only.
  if (Scope->isStdNamespace() && (Name == "max" || Name == "min"))
    return F.getNumParams() == 2 &&
           llvm::all_of(F.parameters(), [](const ParmVarDecl *Param) {
             return Param->getType().getNonReferenceType()->isArithmeticType();
           });
  return Name.starts_with("alb_") || Known.contains(Name) ||
         isPureMathFunction(Name);
}

} // namespace autolb
