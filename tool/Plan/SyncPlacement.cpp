//===- SyncPlacement.cpp - where replicated code needs whole arrays -------===//

#include "Plan/SyncPlacement.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StableVectors.h"
#include "Analysis/StmtSearch.h"
#include "Plan/DistributedCode.h"
#include "Plan/DistributionPropagation.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SetVector.h"
#include <map>

using namespace clang;

namespace autolb {

namespace {

/// The distributed arrays a statement reads (a plain assignment to an
/// element is a write, not a read), and whether it calls unknown code.
class ReadCollector : public RecursiveASTVisitor<ReadCollector> {
public:
  ReadCollector(const PlanContext &G, const FunctionDecl *F) : G(G), F(F) {}

  llvm::SetVector<const VarDecl *> Reads;
  /// Per array read, the subscripts (first dimension first) of each element
  /// it reads by value.
  llvm::DenseMap<const VarDecl *, std::vector<std::vector<const Expr *>>>
      ElementReads;
  /// Arrays also read another way: decayed to a pointer, `&A[k][0]`,
  /// `A[k][j]++`.
  llvm::SmallPtrSet<const VarDecl *, 4> OtherReads;
  bool CallsUnknown = false;
  /// Runs a constructor that reads what its arguments lead to.
  bool CopiesObjects = false;
  /// Reads through a pointer into a distributed array (base unknown).
  bool ReadsAlias = false;
  /// Reads a distributed array in a default argument or in the program's
  /// constructor it runs (written elsewhere).
  bool ReadsElsewhere = false;

  // A lambda's body runs where it is called, not where it is written.
  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    return traverseLambdaCaptures(*this, Lambda);
  }
  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *E) {
    return isUnevaluatedOperator(E) ||
           RecursiveASTVisitor::TraverseUnaryExprOrTypeTraitExpr(E);
  }
  // A default argument is evaluated where the call stands, and the
  // program's own constructor runs its member initializers (written or
  // default) and its body where the object is made: their reads are this
  // code's. Written elsewhere, the names they read may mean other things
  // here (a local that hides a global), so the reads make every array whole.
  bool TraverseCXXDefaultArgExpr(CXXDefaultArgExpr *Default) {
    return traverseWrittenElsewhere(Default->getExpr());
  }
  bool TraverseCXXDefaultInitExpr(CXXDefaultInitExpr *Default) {
    return traverseWrittenElsewhere(Default->getExpr());
  }
  bool TraverseBinaryOperator(BinaryOperator *Assign) {
    if (Assign->getOpcode() != BO_Assign)
      return RecursiveASTVisitor::TraverseBinaryOperator(Assign);
    const Expr *Target = Assign->getLHS()->IgnoreParenImpCasts();
    if (subscriptedVector(Target)) {
      TraverseStmt(const_cast<Expr *>(vectorIndex(Target)));
      return TraverseStmt(Assign->getRHS());
    }
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Target)) {
      TraverseStmt(const_cast<Expr *>(Sub->getIdx()));
      Target = Sub->getBase()->IgnoreParenImpCasts();
    }
    if (!isa<DeclRefExpr>(Target))
      TraverseStmt(const_cast<Expr *>(Target));
    // `p = q` copies a pointer and reads no element (swapped buffers).
    if (isa<DeclRefExpr>(Target) && Target->getType()->isPointerType() &&
        isa<DeclRefExpr>(Assign->getRHS()->IgnoreParenCasts()))
      return true;
    return TraverseStmt(Assign->getRHS());
  }
  bool TraverseImplicitCastExpr(ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() == CK_LValueToRValue) {
      recordElementRead(Cast->getSubExpr());
      if (const Expr *Base = addressedBase(Cast->getSubExpr()))
        ReadsAlias |= readsUnnamedMemory(Base, Cast->getSubExpr()->getType());
    }
    return RecursiveASTVisitor::TraverseImplicitCastExpr(Cast);
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (WrittenElsewhere) {
        ReadsElsewhere |= G.DistributedArrays.contains(V) ||
                          G.DistributedAliases.contains(V);
        return true;
      }
      if (G.isElementParam(F, V))
        return true; // the callers make its element whole
      if (G.DistributedArrays.contains(V)) {
        Reads.insert(V);
        if (!ElementBases.contains(Ref))
          OtherReads.insert(V);
      }
      if (G.DistributedAliases.contains(V))
        ReadsAlias = true;
    }
    return true;
  }
  bool TraverseCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && isKnownLibraryFunction(*Callee) &&
        Callee->getName() == "free")
      return true; // releases the memory, reads nothing
    if (!definedCallee(Call, G))
      return RecursiveASTVisitor::TraverseCallExpr(Call);
    const CallEffects &Effects = G.Calls->effectsOf(Callee);
    for (const auto &[Position, IndexPosition] : Effects.ElementParams)
      if (std::max(Position, IndexPosition) < Call->getNumArgs())
        recordPassedElement(Call->getArg(Position),
                            Call->getArg(IndexPosition));
    // A function a distributed loop calls syncs nothing itself (its
    // summary maps what it reads to its calls): the arrays passed to it
    // and the globals it reads are read here. Any other callee
    // synchronizes what it reads: arrays passed to it are not read here.
    if (!G.CalledInDistributedLoops.contains(Callee->getCanonicalDecl())) {
      for (Expr *Arg : Call->arguments())
        if (!passedArray(Arg))
          TraverseStmt(Arg);
      return true;
    }
    // An element parameter's argument other than an array's name (`a + 5`,
    // `&a[k]`, a row `m[r]`) passes another element than `a[index]`: read
    // as it is spelled.
    for (unsigned A = 0; A < Call->getNumArgs(); ++A)
      if (!Effects.ElementParams.count(A) || !passedArray(Call->getArg(A)))
        TraverseStmt(Call->getArg(A));
    for (const VarDecl *Global : Effects.ReadGlobals)
      if (G.DistributedArrays.contains(Global)) {
        Reads.insert(Global);
        OtherReads.insert(Global);
      }
    // What it reads through pointers it was not passed, by type.
    if (!G.PointerTargetTypes.empty())
      ReadsAlias = true;
    return true;
  }
  // A constructor that runs code reads what its arguments lead to (a copy
  // of a std::vector, or of a record holding one, reads the buffer, which a
  // distributed nest may have written under another name), unseen by this
  // walk: like an unknown call. One given numbers, its allocator by default
  // and temporaries (walked on their own) reads nothing else:
  // `std::vector<std::vector<double>> t(k, std::vector<double>(m, 0.0))`.
  bool VisitCXXConstructExpr(CXXConstructExpr *Construct) {
    if (!Construct->getConstructor()->isTrivial() &&
        llvm::any_of(Construct->arguments(), [](const Expr *Arg) {
          return !isa<CXXDefaultArgExpr>(Arg) &&
                 !Arg->getType()->isArithmeticType() &&
                 !Arg->getType()->isEnumeralType() &&
                 Arg->IgnoreImplicit()->isGLValue();
        }))
      CopiesObjects = true;
    const CXXConstructorDecl *Constructor = Construct->getConstructor();
    if (isProgramCode(*Constructor->getParent(),
                      G.Ctx.getSourceManager()) &&
        !EnteredConstructors.contains(Constructor)) {
      EnteredConstructors.insert(Constructor);
      for (const CXXCtorInitializer *Init : Constructor->inits())
        if (Init->getInit())
          traverseWrittenElsewhere(Init->getInit());
      if (const Stmt *Body = Constructor->getBody())
        traverseWrittenElsewhere(const_cast<Stmt *>(Body));
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (isVectorElementOrSize(Call))
      return true;
    // An element t[i][j] of a vector of vectors, or a row t[i]: the row may
    // be memory a distributed nest wrote under another name, so, like an
    // unknown call, it makes every array whole first.
    if (!Callee || !isKnownLibraryFunction(*Callee))
      CallsUnknown = true;
    return true;
  }

private:
  bool traverseWrittenElsewhere(Stmt *S) {
    const bool Outer = WrittenElsewhere;
    WrittenElsewhere = true;
    const bool Continue = TraverseStmt(S);
    WrittenElsewhere = Outer;
    return Continue;
  }

  /// Array[Index], which a call reads: of a distributed array, unless the
  /// array is this function's own element parameter (its callers sync).
  void recordPassedElement(const Expr *Array, const Expr *Index) {
    const VarDecl *V = passedArray(Array);
    if (!V || G.isElementParam(F, V) || !G.DistributedArrays.contains(V))
      return;
    Reads.insert(V);
    ElementReads[V].push_back({Index});
  }

  /// The array or pointer an element read `A[i][j]` or `*p` reads from:
  /// for `rows[i][j]` of `double **rows`, the pointer `rows[i]` loaded from
  /// memory, not `rows`.
  static const Expr *addressedBase(const Expr *E) {
    E = E->IgnoreParens();
    if (const auto *Deref = dyn_cast<UnaryOperator>(E);
        Deref && Deref->getOpcode() == UO_Deref)
      return Deref->getSubExpr();
    if (!isa<ArraySubscriptExpr>(E))
      return nullptr;
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      E = Sub->getBase()->IgnoreParenImpCasts();
      if (isa<ArraySubscriptExpr>(E) && E->getType()->isPointerType())
        return E;
    }
    return E;
  }

  /// Whether a read of an element of type Read through Base may see a
  /// distributed pointer's memory under another name: of a type such a
  /// pointer writes (C's aliasing rules: the same type, its signed or
  /// unsigned variant, or characters), through a member, a dereference or a
  /// call's result, a pointer that is not distributed and may hold more
  /// than fresh memory, or a declared array whose address may be stored;
  /// or a distributed declared array's memory, through a pointer loaded
  /// from memory where its address may be stored.
  bool readsUnnamedMemory(const Expr *Base, QualType Read) const {
    auto MayShare = [&](QualType Written) {
      return typesMayShareMemory(Written, Read, G.Ctx);
    };
    const auto *Ref = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!V && llvm::any_of(G.StoredArrayTargetTypes, MayShare))
      return true;
    if (llvm::none_of(G.PointerTargetTypes, MayShare))
      return false;
    if (!V)
      return true;
    if (G.DistributedArrays.contains(V) || G.isElementParam(F, V))
      return false;
    if (V->getType()->isArrayType() && !isa<ParmVarDecl>(V))
      return G.Aliases->declaredArrayAddressMayBeStored();
    return !G.Aliases->pointsOnlyToFreshMemory(V);
  }

  /// Records E when it is `A[i][j]...` of a distributed array A.
  void recordElementRead(const Expr *E) {
    std::vector<const Expr *> Indices;
    E = E->IgnoreParens();
    if (subscriptedVector(E)) {
      Indices.push_back(vectorIndex(E));
      E = cast<CXXOperatorCallExpr>(E)->getArg(0)->IgnoreParenImpCasts();
    }
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      Indices.insert(Indices.begin(), Sub->getIdx());
      E = Sub->getBase()->IgnoreParenImpCasts();
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (Indices.empty() || !V || !G.DistributedArrays.contains(V) ||
        G.isElementParam(F, V))
      return;
    ElementBases.insert(Ref);
    ElementReads[V].push_back(std::move(Indices));
  }

  const PlanContext &G;
  /// The function the statements belong to.
  const FunctionDecl *F;
  /// The array references recorded as element reads.
  llvm::SmallPtrSet<const DeclRefExpr *, 8> ElementBases;
  /// Inside a default argument, or a constructor of the program it runs.
  bool WrittenElsewhere = false;
  llvm::SmallPtrSet<const CXXConstructorDecl *, 4> EnteredConstructors;
};

/// True when a line of Text is a preprocessor directive.
bool hasDirective(StringRef Text) {
  llvm::SmallVector<StringRef, 8> Lines;
  Text.split(Lines, '\n');
  return llvm::any_of(
      Lines, [](StringRef Line) { return Line.ltrim().starts_with("#"); });
}

/// True when S lies in the body of a `for` loop whose initialization
/// assigns V (`for (k = 0; ...)`): V has a value wherever S runs.
bool assignedByEnclosingLoop(const VarDecl *V, const Stmt *S, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(*S);
  const Stmt *Child = S;
  while (!Parents.empty()) {
    const auto *Parent = Parents[0].get<Stmt>();
    if (!Parent)
      return false;
    if (const auto *For = dyn_cast<ForStmt>(Parent);
        For && For->getBody() == Child) {
      const auto *Init = dyn_cast_or_null<BinaryOperator>(
          dyn_cast_or_null<Expr>(For->getInit()));
      const auto *Target =
          Init && Init->getOpcode() == BO_Assign
              ? dyn_cast<DeclRefExpr>(Init->getLHS()->IgnoreParenImpCasts())
              : nullptr;
      if (Target && Target->getDecl() == V)
        return true;
    }
    Child = Parent;
    Parents = Ctx.getParents(*Parent);
  }
  return false;
}

/// True when V is a local integer variable with a value before S that
/// nothing in S can change: initialized (or a parameter, or assigned by
/// the initialization of a loop around S), declared outside S, not assigned
/// in S, its address never taken.
bool unchangedIn(const VarDecl *V, const Stmt *S, ASTContext &Ctx) {
  if (!V->hasLocalStorage() || !V->getType()->isIntegerType() ||
      V->getType().isVolatileQualified() ||
      (!isa<ParmVarDecl>(V) && !V->hasInit() &&
       !assignedByEnclosingLoop(V, S, Ctx)))
    return false;
  auto IsV = [V](const Expr *E) { return referencedVariable(E) == V; };
  // Labels and cases: a jump into S skips the sync, after V may have
  // changed; asm statements may write V.
  bool ChangedInS = containsAny(S, [&](const Stmt *Sub) {
    if (isa<LabelStmt, SwitchCase, AsmStmt>(Sub))
      return true;
    if (const auto *D = dyn_cast<DeclStmt>(Sub))
      return llvm::is_contained(D->decls(), V);
    if (const auto *B = dyn_cast<BinaryOperator>(Sub))
      return B->isAssignmentOp() && IsV(B->getLHS());
    const auto *U = dyn_cast<UnaryOperator>(Sub);
    return U && U->isIncrementDecrementOp() && IsV(U->getSubExpr());
  });
  if (ChangedInS)
    return false;
  const auto *F =
      dyn_cast_or_null<FunctionDecl>(V->getParentFunctionOrMethod());
  return F && F->getBody() && !containsAny(F->getBody(), [&](const Stmt *Sub) {
           const auto *U = dyn_cast<UnaryOperator>(Sub);
           return U && U->getOpcode() == UO_AddrOf && IsV(U->getSubExpr());
         });
}

/// True when E's value before S is the value it has where S reads it:
/// constants and unchanged variables combined by +, - and * (no division,
/// which evaluated early could trap where the read is not reached).
bool knownBefore(const Expr *E, const Stmt *S, ASTContext &Ctx) {
  return !containsAny(E, [&](const Stmt *Sub) {
    if (isa<IntegerLiteral, CharacterLiteral, ParenExpr, ImplicitCastExpr,
            CStyleCastExpr>(Sub))
      return false;
    if (const auto *U = dyn_cast<UnaryOperator>(Sub))
      return U->getOpcode() != UO_Plus && U->getOpcode() != UO_Minus;
    if (const auto *B = dyn_cast<BinaryOperator>(Sub))
      return B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub &&
             B->getOpcode() != BO_Mul;
    const auto *Ref = dyn_cast<DeclRefExpr>(Sub);
    if (!Ref)
      return true;
    if (isa<EnumConstantDecl>(Ref->getDecl()))
      return false;
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    return !V || !unchangedIn(V, S, Ctx);
  });
}

/// Number of array dimensions of T.
unsigned arrayDimensions(QualType T) {
  unsigned N = 0;
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe()) {
    ++N;
    T = AT->getElementType();
  }
  return N;
}

/// The index as written in the main file; none when a macro spells part
/// of it (its text there means something else).
std::optional<std::string> indexSpelling(const PlanContext &G,
                                         const Expr *Index) {
  const SourceManager &SM = G.Src.sourceManager();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Index->getSourceRange()), SM,
      G.Ctx.getLangOpts());
  if (Range.isInvalid() || !SM.isInMainFile(Range.getBegin()))
    return std::nullopt;
  return Lexer::getSourceText(Range, SM, G.Ctx.getLangOpts()).str();
}

class SyncPlacer {
public:
  SyncPlacer(const PlanContext &G, const FunctionDecl *F,
             std::vector<SyncPoint> &Points)
      : G(G), F(F), Points(Points) {}

  /// Walks the slots of Parent; After says whether distributed code may
  /// have run before; returns whether it may have run after.
  bool walk(const Stmt *Parent, bool After) {
    forEachSlot(Parent,
                [&](const StmtSlot &Slot) { After = visit(Slot, After); });
    return After;
  }

private:
  bool visit(const StmtSlot &Slot, bool After) {
    const Stmt *S = Slot.S;
    if (G.DistributedLoops.contains(S))
      return true;
    // A sync goes after a label, where a goto to it arrives too: from
    // after any distributed code of the function (a backward goto).
    if (isa<LabelStmt>(S))
      return walk(S, After || runsDistributedCode(G, F->getBody()));
    if (isa<SwitchCase>(S))
      return walk(S, After);
    if (G.Src.isMacroStatement(S))
      return visitMacroStatement(Slot, After);
    bool CallsAnotherFile = callsAnotherFile(G, S);
    if (!runsDistributedCode(G, S) && !CallsAnotherFile) {
      if (After)
        syncBefore(Slot);
      return After;
    }
    syncCommunicating(Slot, After);
    if (!CallsAnotherFile)
      return true;
    syncAfterOtherFileCalls(Slot);
    // A sync follows each call to another file: a statement that contains
    // no other statement then leaves arrays whole, unless it runs this
    // file's distributed code too.
    return isa<ForStmt, WhileStmt, DoStmt, IfStmt, SwitchStmt, CompoundStmt>(
               S) ||
           runsDistributedCode(G, S);
  }

  /// A statement one macro spells with the statements inside it: edits go
  /// before all of it, and after the calls to other files that the file
  /// spells in its arguments (OtherFileCalls.h), nowhere else.
  bool visitMacroStatement(const StmtSlot &Slot, bool After) {
    const Stmt *S = Slot.S;
    if (After)
      syncBefore(Slot);
    bool Runs = runsDistributedCode(G, S);
    if (Runs) {
      ReadCollector Reads(G, F);
      Reads.TraverseStmt(const_cast<Stmt *>(S));
      if (!Reads.Reads.empty() || Reads.ReadsAlias)
        unplaceable(S, "a macro spells this statement, which runs "
                       "distributed code and reads distributed data: no "
                       "sync can go between its parts; write the statement "
                       "without the macro, or pass the macro values read "
                       "in a statement before it");
    }
    bool CallsAnotherFile = callsAnotherFile(G, S);
    if (CallsAnotherFile)
      syncAfterOtherFileCalls(Slot);
    return After || Runs || CallsAnotherFile;
  }

  void syncAfterOtherFileCalls(const StmtSlot &Slot) {
    if (!G.Src.inMainFile(Slot.S->getBeginLoc()))
      return;
    SyncPoint Point;
    Point.Where = SyncPoint::Kind::AfterOtherFileCalls;
    Point.Slot = Slot;
    Point.CallSyncs = planOtherFileCallSyncs(G, Slot);
    Points.push_back(std::move(Point));
  }

  void unplaceable(const Stmt *S, std::string Why) {
    SyncPoint Point;
    Point.Where = SyncPoint::Kind::Unplaceable;
    Point.Slot.S = S;
    Point.What = std::move(Why);
    Points.push_back(std::move(Point));
  }

  /// Syncs in and around a statement that communicates, and in the
  /// statements it contains.
  void syncCommunicating(const StmtSlot &Slot, bool After) {
    const Stmt *S = Slot.S;
    if (isa<ForStmt, WhileStmt, DoStmt>(S)) {
      syncHeader(S, After);
      walk(S, true); // the next iteration follows this one
    } else if (isa<IfStmt, SwitchStmt>(S)) {
      syncHeader(S, After);
      walk(S, After);
    } else if (isa<CompoundStmt>(S)) {
      walk(S, After);
    } else if (After) {
      syncBefore(Slot);
    }
  }

  /// The header of a statement around distributed code. A loop's condition
  /// and `for` increment run after distributed code (the body); its `for`
  /// initialization, and a selection's condition, only when After says
  /// distributed code may have run before.
  void syncHeader(const Stmt *S, bool After) {
    using Part = OwnExpression::Part;
    for (const OwnExpression &Own : ownExpressions(S)) {
      if (!After && (Own.Where == Part::LoopInitialization ||
                     Own.Where == Part::Condition))
        continue;
      syncInside(Own.E,
                 Own.Where == Part::LoopInitialization
                     ? "the loop initialization"
                 : Own.Where == Part::LoopIncrement ? "the loop increment"
                 : Own.Where == Part::LoopCondition ? "the loop condition"
                                                    : "the condition");
    }
  }

  /// An expression evaluated after distributed code that reads distributed
  /// arrays: the syncs go into the expression itself, so that every
  /// evaluation (a loop condition after the body, after a `continue`) sees
  /// whole data on every rank, wherever the statement stands.
  void syncInside(const Expr *E, StringRef What) {
    if (!E)
      return;
    SyncPoint Point;
    Point.Where = SyncPoint::Kind::InsideExpression;
    Point.Expression = E;
    Point.What = What.str();
    addIfNeeded(std::move(Point));
  }

  void syncBefore(const StmtSlot &Slot) {
    SyncPoint Point;
    Point.Slot = Slot;
    addIfNeeded(std::move(Point));
  }

  /// Adds Point when the code it serves reads distributed data.
  void addIfNeeded(SyncPoint Point) {
    ReadCollector Reads(G, F);
    Reads.TraverseStmt(const_cast<Stmt *>(Point.reads()));
    bool ReadsAliasedArray = G.AliasesDistributed && !Reads.Reads.empty();
    if (Reads.CallsUnknown || Reads.CopiesObjects || Reads.ReadsAlias ||
        Reads.ReadsElsewhere || ReadsAliasedArray) {
      Point.AllBecause =
          Reads.CallsUnknown ? "calls a function not defined in this file"
          : Reads.ReadsElsewhere
              ? "reads one in a default argument or in a constructor it "
                "runs"
          : Reads.CopiesObjects
              ? "copies an object whose constructor reads memory a "
                "distributed nest may have written (a container, or a "
                "record holding one)"
          : Reads.ReadsAlias ? "reads through a pointer into one"
                             : "reads one, part of which a nest of this file "
                               "may distribute under another name (a pointer "
                               "into it)";
    } else {
      for (const VarDecl *V : Reads.Reads) {
        ArraySync Sync;
        Sync.Array = V;
        Sync.ByElement = isPointerToElements(V);
        if (std::optional<std::string> Why =
                Sync.ByElement
                    ? elementSpans(V, Point.reads(), Reads, Sync.Slices)
                    : sliceSpans(V, Point.reads(), Reads, Sync.Slices)) {
          Sync.Slices.clear();
          Sync.WhyWhole = *Why;
        }
        Point.Arrays.push_back(std::move(Sync));
      }
      if (Point.Arrays.empty())
        return;
    }
    if (!G.Src.editableAround(Point.reads())) {
      unplaceable(Point.reads(),
                  "distributed data must be made whole here, inside a "
                  "macro's body or a file included in the function, where "
                  "no edit can go; write the code out instead");
      return;
    }
    Points.push_back(std::move(Point));
  }

  static bool isPointerToElements(const VarDecl *V) {
    const auto *Pointer = V->getType()->getAs<PointerType>();
    return Pointer && !Pointer->getPointeeType()->isArrayType();
  }

  /// The elements of pointer V that S reads (one span each, its first and
  /// last the same index), when every read of V in S is `V[index]` with an
  /// index known before S; otherwise why all of V is needed. The run-time
  /// finds the slices that hold them, also of a flat array its nests read
  /// as rows (`a[k*n + k]`).
  std::optional<std::string> elementSpans(const VarDecl *V, const Stmt *S,
                                          const ReadCollector &Reads,
                                          std::vector<SliceSpan> &Spans) {
    if (Reads.OtherReads.contains(V))
      return "it is reached through a pointer, not only by element";
    if (hasDirective(G.Src.exprText(S)))
      return "a preprocessor directive inside may change an index";
    std::map<std::string, const Expr *> Indices;
    for (const std::vector<const Expr *> &Subscripts :
         Reads.ElementReads.lookup(V)) {
      if (Subscripts.size() != 1)
        return "it is reached through a pointer, not only by element";
      std::optional<std::string> Text = indexSpelling(G, Subscripts.front());
      if (!Text)
        return "an index of it is spelled inside a macro";
      if (!Subscripts.front()->getIntegerConstantExpr(G.Ctx) &&
          !knownBefore(Subscripts.front(), S, G.Ctx))
        return "index '" + *Text + "' is not known before the statement";
      Indices.insert({*Text, Subscripts.front()});
    }
    for (const auto &[Text, Index] : Indices)
      Spans.push_back({Index, Index, Text, Text});
    return std::nullopt;
  }

  /// The slices of V that S reads, when every read of V in S is an element
  /// whose index in the distributed dimension is known before S; otherwise
  /// why all of V is needed. Constant indices are grouped into runs of
  /// consecutive slices, one span each; other indices get one span per
  /// distinct spelling.
  std::optional<std::string> sliceSpans(const VarDecl *V, const Stmt *S,
                                        const ReadCollector &Reads,
                                        std::vector<SliceSpan> &Spans) {
    auto Dim = G.DistributedDims.find(V);
    if (!V->getType()->isArrayType())
      return "it is reached through a pointer or a parameter";
    if (Dim == G.DistributedDims.end() || Dim->second < 0)
      return "it is passed to a function, or nests distribute it along "
             "different dimensions";
    if (Reads.OtherReads.contains(V))
      return "not only by element";
    if (hasDirective(G.Src.exprText(S)))
      return "a preprocessor directive inside may change an index";
    unsigned Position = static_cast<unsigned>(Dim->second);
    std::map<int64_t, const Expr *> Constants;
    std::map<std::string, const Expr *> Variables;
    for (const std::vector<const Expr *> &Indices :
         Reads.ElementReads.lookup(V)) {
      if (Position >= Indices.size() ||
          Indices.size() != arrayDimensions(V->getType()))
        return "not only by element";
      const Expr *Index = Indices[Position];
      std::optional<std::string> Text = indexSpelling(G, Index);
      if (!Text)
        return "an index of it is spelled inside a macro";
      std::optional<llvm::APSInt> Value = Index->getIntegerConstantExpr(G.Ctx);
      if (Value && Value->isRepresentableByInt64())
        Constants.emplace(Value->getExtValue(), Index);
      else if (knownBefore(Index, S, G.Ctx))
        Variables.insert({*Text, Index});
      else
        return "index '" + *Text + "' is not known before the statement";
    }
    for (auto It = Constants.begin(); It != Constants.end();) {
      auto Last = It;
      for (auto Next = std::next(Last);
           Next != Constants.end() && Next->first == Last->first + 1; ++Next)
        Last = Next;
      Spans.push_back({It->second, Last->second, *indexSpelling(G, It->second),
                       *indexSpelling(G, Last->second)});
      It = std::next(Last);
    }
    for (const auto &[Text, Index] : Variables)
      Spans.push_back({Index, Index, Text, Text});
    return std::nullopt;
  }

  const PlanContext &G;
  const FunctionDecl *F;
  std::vector<SyncPoint> &Points;
};

} // namespace

std::vector<SyncPoint> planSyncs(const PlanContext &G, const FunctionDecl *F) {
  std::vector<SyncPoint> Points;
  // Its callers make whole what it reads: a sync in it would run inside
  // distributed iterations.
  if (!F->hasBody() ||
      G.CalledInDistributedLoops.contains(F->getCanonicalDecl()) ||
      (!G.hasDistributedCode() && !callsAnotherFile(G, F->getBody())))
    return Points;
  SyncPlacer(G, F, Points).walk(F->getBody(), !F->isMain());
  return Points;
}

} // namespace autolb
