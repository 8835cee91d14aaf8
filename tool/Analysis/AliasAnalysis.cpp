//===- AliasAnalysis.cpp - may two array bases share memory? --------------===//

#include "Analysis/AliasAnalysis.h"
#include "Analysis/CallSummaries.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StableVectors.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace autolb {
namespace {

/// `p->f`, `s.f`, `*pp`, `rows[i]` of pointer type: a pointer read from
/// memory.
bool isLoadedPointer(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (!E->getType()->isPointerType())
    return false;
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return Unary->getOpcode() == UO_Deref;
  return isa<MemberExpr, ArraySubscriptExpr>(E);
}

/// C library functions that may keep a pointer they are passed.
bool mayKeepPointer(const FunctionDecl &F) {
  static const llvm::StringSet<> Keepers = {
      "setbuf", "setvbuf", "strtok", "pthread_create", "atexit",
      "on_exit", "signal", "sigaction", "putenv", "pthread_setspecific"};
  return !F.getIdentifier() || Keepers.contains(F.getName());
}

/// Whether a declared array's address may be stored: see
/// AliasAnalysis::declaredArrayAddressMayBeStored.
class ArrayAddressUses : public RecursiveASTVisitor<ArrayAddressUses> {
public:
  ArrayAddressUses(const SourceManager &SM, const CallSummaries *Calls)
      : SM(SM), Calls(Calls) {}

  bool MayBeStored = false;
  /// Whether it may be stored even where the summaries of other files'
  /// functions (Symbols) hold of the code linked.
  bool MayBeStoredDespiteSymbols = false;
  /// The other files' summaries whose calls keep no pointer.
  std::set<std::string> Symbols;

  bool VisitVarDecl(VarDecl *V) {
    if (V->getType()->isArrayType() && V->hasExternalStorage())
      stored(nullptr);
    if (V->getType()->isArrayType() && V->isFileVarDecl() &&
        V->isExternallyVisible() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(V->getLocation())))
      stored(nullptr);
    return true;
  }
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E) {
    return isUnevaluatedOperator(E) ||
           RecursiveASTVisitor::TraverseUnaryExprOrTypeTraitExpr(E);
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    allow(E->getBase(), Allowed);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return true;
    if (SM.isInSystemHeader(SM.getExpansionLoc(Callee->getLocation()))) {
      if (mayKeepPointer(*Callee))
        return true;
    } else {
      // A function of the program with known effects writes numbers and
      // records of numbers only: it stores no pointer (CallSummaries.h).
      const CallEffects *Effects = Calls ? &Calls->effectsOf(Callee) : nullptr;
      if (!Effects || !Effects->known())
        return true;
      if (!Effects->OtherFileSymbols.empty()) {
        Symbols.insert(Effects->OtherFileSymbols.begin(),
                       Effects->OtherFileSymbols.end());
        for (const Expr *Arg : Call->arguments())
          allow(Arg, AllowedGivenSymbols);
        return true;
      }
    }
    for (const Expr *Arg : Call->arguments())
      allow(Arg, Allowed);
    return true;
  }
  // C++ keeps an initializer's conversions (the decay of `x` in
  // `{x, n}`) in the list's semantic form, which a traversal skips.
  bool TraverseInitListExpr(InitListExpr *List,
                            DataRecursionQueue * = nullptr) {
    InitListExpr *Semantic =
        List->isSemanticForm() ? List : List->getSemanticForm();
    if (!Semantic)
      Semantic = List;
    for (Stmt *Element : Semantic->children())
      if (!TraverseStmt(Element))
        return false;
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() == CK_ArrayToPointerDecay &&
        isDeclaredArray(Cast->getSubExpr()) && !Allowed.contains(Cast))
      stored(Cast);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->getOpcode() != UO_AddrOf || Allowed.contains(Op))
      return true;
    const Expr *Operand = Op->getSubExpr()->IgnoreParenImpCasts();
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Operand))
      Operand = Sub->getBase()->IgnoreParenImpCasts();
    if (isDeclaredArray(Operand))
      stored(Op);
    return true;
  }

private:
  // E, and the implicit conversions and parentheses it wraps.
  void allow(const Expr *E, llvm::DenseSet<const Expr *> &Into) {
    while (true) {
      Into.insert(E);
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
        E = Cast->getSubExpr();
      else if (const auto *Paren = dyn_cast<ParenExpr>(E))
        E = Paren->getSubExpr();
      else
        return;
    }
  }

  // A declared array's address used by Use (null: by another file).
  void stored(const Expr *Use) {
    MayBeStored = true;
    MayBeStoredDespiteSymbols |= !AllowedGivenSymbols.contains(Use);
  }

  static bool isDeclaredArray(const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParens());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return V && !isa<ParmVarDecl>(V) && V->getType()->isArrayType();
  }

  const SourceManager &SM;
  const CallSummaries *Calls;
  /// Uses that store no address: always, or where the other files' code
  /// linked is the code summarized.
  llvm::DenseSet<const Expr *> Allowed, AllowedGivenSymbols;
};

class CallFinder : public RecursiveASTVisitor<CallFinder> {
public:
  CallFinder(llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>>
                 &Calls,
             llvm::DenseMap<const FunctionDecl *, bool> &AddressTaken,
             FreshMemory &Fresh)
      : Calls(Calls), AddressTaken(AddressTaken), Fresh(Fresh) {}

  // A template's instantiations call as its pattern never shows
  // (`kernel(a, a + 1, n)` with `a` of a dependent type): what every call
  // of a function passes must count theirs.
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    const VarDecl *Stored = nullptr;
    if (FreshMemory::storesFreshMemory(Call, Stored))
      FreshStores.insert(Call->getArg(0)->IgnoreParenCasts());
    if (const FunctionDecl *Callee = Call->getDirectCallee()) {
      Calls[Callee->getCanonicalDecl()].push_back(Call);
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts()))
        Callees.insert(Ref);
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *F = dyn_cast<FunctionDecl>(Ref->getDecl()))
      if (!Callees.count(Ref))
        AddressTaken[F->getCanonicalDecl()] = true;
    return true;
  }
  // Variables given a value other than fresh memory after their
  // declaration: `p = q`, `p += k`, `p++`, `&p` (stored through, unless
  // by posix_memalign).
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->getOpcode() == BO_Assign &&
        !isa<DeclRefExpr>(Op->getLHS()->IgnoreParenImpCasts()))
      if (const VarDecl *Stored = pointerDerivedFrom(Op->getRHS()))
        StoredInMemory.insert(Stored);
    if (!Op->isAssignmentOp() ||
        (Op->getOpcode() == BO_Assign && Fresh.isFreshOrNull(Op->getRHS())))
      return true;
    noteStored(Op->getLHS(), StoredOtherwise);
    if (Op->getOpcode() != BO_Assign || !isLoadedPointer(Op->getRHS()))
      noteStored(Op->getLHS(), StoredNonLoad);
    if (const VarDecl *Copied = copiedPointer(Op->getRHS());
        Copied && Op->getOpcode() == BO_Assign)
      noteCopy(Op->getLHS(), Copied);
    else
      noteStored(Op->getLHS(), StoredNonCopy);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (const Expr *Init = V->getInit()) {
      if (const VarDecl *Copied = copiedPointer(Init))
        Copies[V].push_back(Copied);
      else if (V->getType()->isPointerType() && !Fresh.isFreshOrNull(Init))
        StoredNonCopy.insert(V);
    }
    return true;
  }
  // `struct view v = {x + k}`, `double *rows[] = {x, y}`: stored too.
  bool VisitInitListExpr(InitListExpr *List) {
    for (const Expr *Init : List->inits())
      if (const VarDecl *Stored = pointerDerivedFrom(Init))
        StoredInMemory.insert(Stored);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *Op) {
    if ((Op->getOpcode() == UO_AddrOf && !FreshStores.contains(Op)) ||
        Op->isIncrementDecrementOp()) {
      noteStored(Op->getSubExpr(), StoredOtherwise);
      noteStored(Op->getSubExpr(), StoredNonLoad);
      noteStored(Op->getSubExpr(), StoredNonCopy);
    }
    return true;
  }

  llvm::DenseSet<const VarDecl *> StoredOtherwise, StoredNonLoad,
      StoredInMemory, StoredNonCopy;
  /// Pointers given another pointer variable's value (`p = q`), and from
  /// which.
  llvm::DenseMap<const VarDecl *, std::vector<const VarDecl *>> Copies;

private:
  /// The pointer variable whose value E is, or points into by an offset:
  /// `p`, `p + k`, `k + p`, `p - k`, `&p[k]`, cast or not.
  static const VarDecl *pointerDerivedFrom(const Expr *E) {
    E = E->IgnoreParenCasts();
    if (!E->getType()->isPointerType())
      return nullptr;
    if (const auto *Sum = dyn_cast<BinaryOperator>(E);
        Sum && Sum->isAdditiveOp()) {
      const Expr *Pointer = Sum->getLHS()->getType()->isPointerType()
                                ? Sum->getLHS()
                                : Sum->getRHS();
      return pointerDerivedFrom(Pointer);
    }
    if (const auto *Address = dyn_cast<UnaryOperator>(E);
        Address && Address->getOpcode() == UO_AddrOf)
      if (const auto *Element = dyn_cast<ArraySubscriptExpr>(
              Address->getSubExpr()->IgnoreParens()))
        return pointerDerivedFrom(Element->getBase());
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var && Var->getType()->isPointerType() ? Var : nullptr;
  }

  /// The pointer variable E is the value of, as a whole: `q`, cast or not.
  static const VarDecl *copiedPointer(const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var && Var->getType()->isPointerType() ? Var : nullptr;
  }

  void noteCopy(const Expr *LHS, const VarDecl *From) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(LHS->IgnoreParenImpCasts()))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        Copies[Var].push_back(From);
  }

  static void noteStored(const Expr *E,
                         llvm::DenseSet<const VarDecl *> &Stored) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
        Stored.insert(Var);
  }

  llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> &Calls;
  llvm::DenseMap<const FunctionDecl *, bool> &AddressTaken;
  FreshMemory &Fresh;
  llvm::DenseSet<const DeclRefExpr *> Callees;
  llvm::DenseSet<const Expr *> FreshStores;
};

// The variable an argument passes: `A`, `*A` (PolyBench's POLYBENCH_ARRAY),
// `&A[0]`. Not `*P` when that is a pointer: one loaded from the memory P
// points to, which may point anywhere (two distinct cells may hold `a` and
// `a + 1`).
const VarDecl *passedVar(const Expr *Arg) {
  Arg = Arg->IgnoreParenImpCasts();
  if (const auto *Unary = dyn_cast<UnaryOperator>(Arg))
    if (Unary->getOpcode() == UO_Deref) {
      if (Unary->getType()->isPointerType())
        return nullptr;
      Arg = Unary->getSubExpr()->IgnoreParenImpCasts();
    }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Arg))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

} // namespace

AliasAnalysis::AliasAnalysis(ASTContext &Ctx, const CallSummaries *Summaries)
    : Fresh(Ctx) {
  CallFinder Finder(Calls, AddressTaken, Fresh);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  StoredOtherwise = std::move(Finder.StoredOtherwise);
  StoredNonLoad = std::move(Finder.StoredNonLoad);
  StoredInMemory = std::move(Finder.StoredInMemory);
  StoredNonCopy = std::move(Finder.StoredNonCopy);
  Copies = std::move(Finder.Copies);
  // An `extern` array of a library header may have its address stored.
  ArrayAddressUses Uses(Ctx.getSourceManager(), Summaries);
  traverseWholeUnit(Uses, Ctx);
  DeclaredArrayAddressStored = Uses.MayBeStored;
  DeclaredArrayAddressStoredDespiteSymbols = Uses.MayBeStoredDespiteSymbols;
  DeclaredArrayAddressSymbols = std::move(Uses.Symbols);
}

bool AliasAnalysis::isAddressTaken(const FunctionDecl *F) const {
  return AddressTaken.lookup(F->getCanonicalDecl());
}

bool AliasAnalysis::isDistinctObject(const VarDecl *V) const {
  if (isa<ParmVarDecl>(V))
    return false;
  if (V->getType()->isArrayType())
    return true;
  // A vector object owns its buffer.
  if (isArrayLikeVectorType(V->getType()) && !V->getType()->isReferenceType())
    return V->isLocalVarDecl() && !V->isStaticLocal();
  // A static local may hold memory of an earlier call, passed back in.
  return V->isLocalVarDecl() && !V->isStaticLocal() &&
         pointsOnlyToFreshMemory(V);
}

bool AliasAnalysis::pointsOnlyToFreshMemory(const VarDecl *V) const {
  if (isa<ParmVarDecl>(V) || !V->getType()->isPointerType() ||
      StoredOtherwise.contains(V))
    return false;
  const Expr *Init = V->getInit();
  return !Init || Fresh.isFreshOrNull(Init);
}

bool AliasAnalysis::pointsOnlyToWholeAllocations(const VarDecl *V) const {
  llvm::SmallPtrSet<const VarDecl *, 8> Seen;
  llvm::SmallVector<const VarDecl *, 8> Work{V};
  while (!Work.empty()) {
    const VarDecl *P = Work.pop_back_val();
    if (!Seen.insert(P).second)
      continue;
    if (const auto *Param = dyn_cast<ParmVarDecl>(P)) {
      // What every call of the file passes, when only those calls exist.
      std::optional<std::vector<const VarDecl *>> Passed =
          passedAtEveryCall(Param);
      if (!Passed)
        return false;
      Work.append(Passed->begin(), Passed->end());
    } else if (!P->isLocalVarDecl() || P->isStaticLocal()) {
      return false;
    }
    if (!P->getType()->isPointerType() || StoredNonCopy.contains(P) ||
        StoredInMemory.contains(P))
      return false;
    if (auto It = Copies.find(P); It != Copies.end())
      Work.append(It->second.begin(), It->second.end());
  }
  return true;
}

std::optional<std::vector<const VarDecl *>>
AliasAnalysis::passedAtEveryCall(const ParmVarDecl *Param) const {
  const auto *F = dyn_cast<FunctionDecl>(Param->getDeclContext());
  if (!F || F->isExternallyVisible())
    return std::nullopt;
  F = F->getCanonicalDecl();
  if (isAddressTaken(F))
    return std::nullopt;
  auto It = Calls.find(F);
  if (It == Calls.end() || It->second.empty())
    return std::nullopt;
  const unsigned Index = Param->getFunctionScopeIndex();
  std::vector<const VarDecl *> Passed;
  for (const CallExpr *Call : It->second) {
    const VarDecl *V =
        Index < Call->getNumArgs() ? passedVar(Call->getArg(Index)) : nullptr;
    if (!V)
      return std::nullopt;
    Passed.push_back(V);
  }
  return Passed;
}

bool AliasAnalysis::holdsOnlyLoadedPointers(const VarDecl *V) const {
  if (isa<ParmVarDecl>(V) || !V->isLocalVarDecl() || V->isStaticLocal() ||
      !V->getType()->isPointerType() || StoredNonLoad.contains(V))
    return false;
  const Expr *Init = V->getInit();
  return !Init || Fresh.isFreshOrNull(Init) || isLoadedPointer(Init);
}

bool AliasAnalysis::distinctAtEveryCall(const ParmVarDecl *A,
                                        const ParmVarDecl *B) const {
  const auto *F = dyn_cast<FunctionDecl>(A->getDeclContext());
  if (!F || F != B->getDeclContext() || F->isExternallyVisible())
    return false;
  // Each must keep the argument of every call (`if (inplace) src = dst;`).
  if (StoredOtherwise.contains(A) || StoredOtherwise.contains(B))
    return false;
  F = F->getCanonicalDecl();
  if (isAddressTaken(F))
    return false;
  auto It = Calls.find(F);
  if (It == Calls.end() || It->second.empty())
    return false;
  std::optional<std::vector<const VarDecl *>> PassedA = passedAtEveryCall(A),
                                              PassedB = passedAtEveryCall(B);
  if (!PassedA || !PassedB)
    return false;
  for (std::size_t I = 0; I < PassedA->size(); ++I) {
    const VarDecl *VA = (*PassedA)[I], *VB = (*PassedB)[I];
    if (VA == VB || !isDistinctObject(VA) || !isDistinctObject(VB))
      return false;
  }
  return true;
}

namespace {

/// The types of the objects reached through V: the elements of an array or
/// of what a pointer points to, and, when those are pointers, of what
/// they point to (`float **rows`: `float *` and `float`); the elements of
/// a numeric std::vector.
std::vector<QualType> reachedTypes(QualType T) {
  std::vector<QualType> Types;
  if (isArrayLikeVectorType(T))
    return {vectorElementType(T).getCanonicalType().getUnqualifiedType()};
  while (true) {
    if (const auto *Pointer = T->getAs<PointerType>())
      T = Pointer->getPointeeType();
    else if (const ArrayType *Array = T->getAsArrayTypeUnsafe())
      T = Array->getElementType();
    else
      return Types;
    while (const ArrayType *Array = T->getAsArrayTypeUnsafe())
      T = Array->getElementType();
    Types.push_back(T.getCanonicalType().getUnqualifiedType());
    if (!T->isPointerType())
      return Types;
  }
}

} // namespace

bool typesMayShareMemory(QualType A, QualType B, const ASTContext &Ctx) {
  A = A.getCanonicalType().getUnqualifiedType();
  B = B.getCanonicalType().getUnqualifiedType();
  for (QualType T : {A, B})
    if (T->isCharType() || T->isVoidType() ||
        !(T->isArithmeticType() || T->isPointerType()))
      return true;
  if (A->isPointerType() || B->isPointerType())
    return A->isPointerType() && B->isPointerType();
  if (Ctx.hasSameType(A, B))
    return true;
  return A->isIntegerType() && B->isIntegerType() &&
         Ctx.getTypeSize(A) == Ctx.getTypeSize(B);
}


bool AliasAnalysis::mayAlias(const VarDecl *A, const VarDecl *B) const {
  if (A == B)
    return true;
  // The nests read a vector as an array only when it is stable
  // (StableVectors.h): two vector objects never share a buffer, and no
  // pointer of this function reaches a local one. A reference parameter
  // may name the same vector as another one, and its caller may have
  // handed out the buffer's address: it reaches its elements as a pointer
  // parameter would.
  bool VectorA = isArrayLikeVectorType(A->getType()),
       VectorB = isArrayLikeVectorType(B->getType());
  if (VectorA || VectorB) {
    auto IsReferenceParameter = [](const VarDecl *V) {
      return isa<ParmVarDecl>(V) && V->getType()->isReferenceType();
    };
    if (VectorA && VectorB)
      return IsReferenceParameter(A) && IsReferenceParameter(B) &&
             A->getASTContext().hasSameUnqualifiedType(
                 A->getType().getNonReferenceType(),
                 B->getType().getNonReferenceType()) &&
             !distinctAtEveryCall(cast<ParmVarDecl>(A), cast<ParmVarDecl>(B));
    if (!IsReferenceParameter(VectorA ? A : B))
      return false;
  }
  const ASTContext &Ctx = A->getASTContext();
  std::vector<QualType> ReachedA = reachedTypes(A->getType()),
                        ReachedB = reachedTypes(B->getType());
  if (llvm::none_of(ReachedA, [&](QualType TA) {
        return llvm::any_of(ReachedB, [&](QualType TB) {
          return typesMayShareMemory(TA, TB, Ctx);
        });
      }))
    return false;
  if (A->getType().isRestrictQualified() || B->getType().isRestrictQualified())
    return false;
  bool DistinctA = isDistinctObject(A), DistinctB = isDistinctObject(B);
  if (DistinctA && DistinctB)
    return false;
  // A pointer parameter that keeps its argument cannot point to an
  // automatic local created in this call (a static one may have been
  // handed out by an earlier call; `p = w;` makes it one).
  auto IsLocalObject = [](const VarDecl *V, bool Distinct) {
    return Distinct && V->hasLocalStorage() && !isa<ParmVarDecl>(V);
  };
  auto KeepsArgument = [&](const VarDecl *V) {
    return isa<ParmVarDecl>(V) && !StoredOtherwise.contains(V);
  };
  if ((IsLocalObject(A, DistinctA) && KeepsArgument(B)) ||
      (IsLocalObject(B, DistinctB) && KeepsArgument(A)))
    return false;
  const auto *PA = dyn_cast<ParmVarDecl>(A);
  const auto *PB = dyn_cast<ParmVarDecl>(B);
  if (PA && PB && distinctAtEveryCall(PA, PB))
    return false;
  return true;
}

} // namespace autolb
