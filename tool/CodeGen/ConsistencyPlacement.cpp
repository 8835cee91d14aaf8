//===- ConsistencyPlacement.cpp - make arrays whole where replicated code reads
// them -===//

#include "CodeGen/ConsistencyPlacement.h"
#include "CodeGen/OtherFileCalls.h"
#include "CodeGen/ReservedNames.h"
#include "Plan/DistributedCode.h"
#include "Plan/DistributionPropagation.h"
#include "Plan/StatementSlots.h"
#include "Support/RuntimeCallBuilder.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <map>

using namespace clang;

namespace autolb {

namespace {

/// The distributed arrays a statement reads (a plain assignment to an
/// element is a write, not a read), and whether it calls unknown code.
class ReadCollector : public RecursiveASTVisitor<ReadCollector> {
public:
  explicit ReadCollector(const GeneratorContext &G) : G(G) {}

  llvm::SetVector<const VarDecl *> Reads;
  /// Per array read, the subscripts (first dimension first) of each element
  /// it reads by value.
  llvm::DenseMap<const VarDecl *, std::vector<std::vector<const Expr *>>>
      ElementReads;
  /// Arrays also read another way: decayed to a pointer, `&A[k][0]`,
  /// `A[k][j]++`.
  llvm::SmallPtrSet<const VarDecl *, 4> OtherReads;
  bool CallsUnknown = false;
  /// Reads through a pointer into a distributed array (base unknown).
  bool ReadsAlias = false;

  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true; // sizeof/alignof operands are not evaluated
  }
  bool TraverseBinaryOperator(BinaryOperator *Assign) {
    if (Assign->getOpcode() != BO_Assign)
      return RecursiveASTVisitor::TraverseBinaryOperator(Assign);
    const Expr *Target = Assign->getLHS()->IgnoreParenImpCasts();
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Target)) {
      TraverseStmt(const_cast<Expr *>(Sub->getIdx()));
      Target = Sub->getBase()->IgnoreParenImpCasts();
    }
    if (!isa<DeclRefExpr>(Target))
      TraverseStmt(const_cast<Expr *>(Target));
    return TraverseStmt(Assign->getRHS());
  }
  bool TraverseImplicitCastExpr(ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() == CK_LValueToRValue)
      recordElementRead(Cast->getSubExpr());
    return RecursiveASTVisitor::TraverseImplicitCastExpr(Cast);
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
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
    if (Callee && Callee->getIdentifier() && Callee->getName() == "free")
      return true; // releases the memory, reads nothing
    if (!definedCallee(Call, G))
      return RecursiveASTVisitor::TraverseCallExpr(Call);
    // The callee synchronizes what it reads itself: arrays passed to it are
    // not read here.
    for (Expr *Arg : Call->arguments())
      if (!passedArray(Arg))
        TraverseStmt(Arg);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() ||
        !isKnownLibraryFunction(Callee->getName()))
      CallsUnknown = true;
    return true;
  }

private:
  /// Records E when it is `A[i][j]...` of a distributed array A.
  void recordElementRead(const Expr *E) {
    std::vector<const Expr *> Indices;
    E = E->IgnoreParens();
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
      Indices.insert(Indices.begin(), Sub->getIdx());
      E = Sub->getBase()->IgnoreParenImpCasts();
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (Indices.empty() || !V || !G.DistributedArrays.contains(V))
      return;
    ElementBases.insert(Ref);
    ElementReads[V].push_back(std::move(Indices));
  }

  const GeneratorContext &G;
  /// The array references recorded as element reads.
  llvm::SmallPtrSet<const DeclRefExpr *, 8> ElementBases;
};

/// True when a line of Text is a preprocessor directive.
bool hasDirective(StringRef Text) {
  llvm::SmallVector<StringRef, 8> Lines;
  Text.split(Lines, '\n');
  return llvm::any_of(
      Lines, [](StringRef Line) { return Line.ltrim().starts_with("#"); });
}

/// True when V is a local integer variable with a value before S that
/// nothing in S can change: initialized (or a parameter), declared outside
/// S, not assigned in S, its address never taken.
bool unchangedIn(const VarDecl *V, const Stmt *S) {
  if (!V->hasLocalStorage() || !V->getType()->isIntegerType() ||
      V->getType().isVolatileQualified() ||
      (!isa<ParmVarDecl>(V) && !V->hasInit()))
    return false;
  auto IsV = [V](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == V;
  };
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
bool knownBefore(const Expr *E, const Stmt *S) {
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
    return !V || !unchangedIn(V, S);
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

/// `Text + 1L` for an expression E spelled Text; parenthesized unless E's
/// outermost operator binds at least as tightly as `+` (E is the parse of
/// Text's tokens, macros expanded, so the sum then groups as intended). The
/// sum is a long, so an int index of INT_MAX (or an unsigned one of
/// UINT_MAX) neither overflows nor wraps. A literal written as such is
/// simply incremented.
std::string plusOne(const Expr *E, StringRef Text) {
  const Expr *Root = E->IgnoreImpCasts();
  const auto *Literal = dyn_cast<IntegerLiteral>(Root);
  if (Literal && Literal->getLocation().isFileID() &&
      Literal->getValue().ult(INT64_MAX))
    return std::to_string(Literal->getValue().getZExtValue() + 1);
  const auto *B = dyn_cast<BinaryOperator>(Root);
  bool Tight =
      isa<IntegerLiteral, CharacterLiteral, DeclRefExpr, ParenExpr,
          UnaryOperator, CStyleCastExpr, UnaryExprOrTypeTraitExpr>(Root) ||
      (B && (B->isMultiplicativeOp() || B->isAdditiveOp()));
  return (Tight ? Text.str() : "(" + Text.str() + ")") + " + 1L";
}

/// Slices [First, End) of an array, as C expressions.
struct SliceSpan {
  std::string First, End;
};

class SyncPlacer {
public:
  SyncPlacer(GeneratorContext &G, const FunctionDecl *F) : G(G), F(F) {}

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
    // A sync goes after a label, where a goto to it arrives too.
    if (isa<LabelStmt, SwitchCase>(S))
      return walk(S, After);
    bool CallsAnotherFile = callsAnotherFile(G, S);
    if (!runsDistributedCode(G, S) && !CallsAnotherFile) {
      if (After)
        insertSyncs(Slot);
      return After;
    }
    syncCommunicating(Slot, After);
    if (!CallsAnotherFile)
      return true;
    syncAfterOtherFileCalls(G, F, Slot);
    // A sync follows each call to another file: a statement that contains
    // no other statement then leaves arrays whole, unless it runs this
    // file's distributed code too.
    return isa<ForStmt, WhileStmt, DoStmt, IfStmt, SwitchStmt, CompoundStmt>(
               S) ||
           runsDistributedCode(G, S);
  }

  /// Syncs in and around a statement that communicates, and in the
  /// statements it contains.
  void syncCommunicating(const StmtSlot &Slot, bool After) {
    const Stmt *S = Slot.S;
    if (isa<ForStmt, WhileStmt, DoStmt>(S)) {
      syncLoopHeader(S, After);
      walk(S, true); // the next iteration follows this one
    } else if (const auto *If = dyn_cast<IfStmt>(S)) {
      if (After)
        syncInside(If->getCond(), "the condition");
      walk(S, After);
    } else if (const auto *Switch = dyn_cast<SwitchStmt>(S)) {
      if (After)
        syncInside(Switch->getCond(), "the condition");
      walk(S, After);
    } else if (isa<CompoundStmt>(S)) {
      walk(S, After);
    } else if (After) {
      insertSyncs(Slot);
    }
  }

  /// The header of a loop around distributed code: its condition and a
  /// `for` increment run after distributed code (the body), its `for`
  /// initialization when After says distributed code may have run before.
  void syncLoopHeader(const Stmt *Loop, bool After) {
    if (const auto *For = dyn_cast<ForStmt>(Loop)) {
      if (After)
        syncInitialization(For->getInit());
      syncInside(For->getCond(), "the loop condition");
      syncInside(For->getInc(), "the loop increment");
    } else if (const auto *While = dyn_cast<WhileStmt>(Loop)) {
      syncInside(While->getCond(), "the loop condition");
    } else if (const auto *Do = dyn_cast<DoStmt>(Loop)) {
      syncInside(Do->getCond(), "the loop condition");
    }
  }

  /// A `for` initialization: an expression, or declarations whose
  /// initializers are synced one by one.
  void syncInitialization(const Stmt *Init) {
    if (const auto *E = dyn_cast_or_null<Expr>(Init)) {
      syncInside(E, "the loop initialization");
      return;
    }
    const auto *Decls = dyn_cast_or_null<DeclStmt>(Init);
    if (!Decls)
      return;
    for (const Decl *D : Decls->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        if (const Expr *Value = V->getInit())
          syncInside(Value, "the loop initialization");
  }

  /// An expression evaluated after distributed code that reads distributed
  /// arrays: the syncs go into the expression itself, `(sync, E)`, so that
  /// every evaluation (a loop condition after the body, after a `continue`)
  /// sees whole data on every rank, wherever the statement stands.
  void syncInside(const Expr *E, StringRef What) {
    if (!E || !G.Src.inMainFile(E->getBeginLoc()))
      return;
    std::vector<std::string> Calls = syncCalls(E);
    if (Calls.empty())
      return;
    G.Edits.insert(G.Src.begin(E),
                   "(" + llvm::join(Calls, ", ") + " /* autolb: " + What.str() +
                       " reads distributed data */, ",
                   EditOrder::Sync);
    G.Edits.insert(G.Src.exprEnd(E), ")", EditOrder::Close);
  }

  /// The run-time calls that make the distributed data S reads whole, with
  /// a remark at S per array saying how much of it.
  std::vector<std::string> syncCalls(const Stmt *S) {
    ReadCollector Reads(G);
    Reads.TraverseStmt(const_cast<Stmt *>(S));
    SourceLocation Loc = G.Src.begin(S);
    if (Reads.CallsUnknown || Reads.ReadsAlias) {
      G.Remarks.remark(Loc, "alb-codegen",
                       std::string("every distributed array made whole "
                                   "before replicated code that ") +
                           (Reads.CallsUnknown
                                ? "calls a function not defined in this file"
                                : "reads through a pointer into one"));
      return {rt::syncAll()};
    }
    std::vector<std::string> Calls;
    for (const VarDecl *V : Reads.Reads) {
      std::string Name = V->getNameAsString();
      std::vector<SliceSpan> Spans;
      if (std::optional<std::string> Why = sliceSpans(V, S, Reads, Spans)) {
        Calls.push_back(rt::arraySync(Name));
        G.Remarks.remark(Loc, "alb-codegen",
                         "all of '" + Name +
                             "' made whole before replicated code that "
                             "reads it: " +
                             *Why);
        continue;
      }
      std::vector<std::string> Shown;
      for (const SliceSpan &Span : Spans) {
        Calls.push_back(rt::arraySyncSlices(Name, Span.First, Span.End));
        Shown.push_back("[" + Span.First + ", " + Span.End + ")");
      }
      G.Remarks.remark(Loc, "alb-codegen",
                       "slices " + llvm::join(Shown, ", ") + " of '" + Name +
                           "' made whole before replicated code that reads "
                           "only those");
    }
    return Calls;
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
      std::optional<std::string> Text = indexText(Index);
      if (!Text)
        return "an index of it is spelled inside a macro";
      std::optional<llvm::APSInt> Value = Index->getIntegerConstantExpr(G.Ctx);
      if (Value && Value->isRepresentableByInt64())
        Constants.emplace(Value->getExtValue(), Index);
      else if (knownBefore(Index, S))
        Variables.insert({*Text, Index});
      else
        return "index '" + *Text + "' is not known before the statement";
    }
    for (auto It = Constants.begin(); It != Constants.end();) {
      auto Last = It;
      for (auto Next = std::next(Last);
           Next != Constants.end() && Next->first == Last->first + 1; ++Next)
        Last = Next;
      Spans.push_back({*indexText(It->second),
                       plusOne(Last->second, *indexText(Last->second))});
      It = std::next(Last);
    }
    for (const auto &[Text, Index] : Variables)
      Spans.push_back({Text, plusOne(Index, Text)});
    return std::nullopt;
  }

  /// The index as written in the main file, with reserved names renamed;
  /// none when a macro spells part of it (its text there means something
  /// else).
  std::optional<std::string> indexText(const Expr *Index) const {
    const SourceManager &SM = G.Src.sourceManager();
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Index->getSourceRange()), SM,
        G.Ctx.getLangOpts());
    if (Range.isInvalid() || !SM.isInMainFile(Range.getBegin()))
      return std::nullopt;
    return applyRenames(G,
                        Lexer::getSourceText(Range, SM, G.Ctx.getLangOpts()));
  }

  void insertSyncs(const StmtSlot &Slot) {
    if (!G.Src.inMainFile(Slot.S->getBeginLoc()))
      return;
    std::vector<std::string> Calls = syncCalls(Slot.S);
    if (Calls.empty())
      return;
    std::string Text =
        llvm::join(Calls, "; ") + "; /* autolb: make distributed data whole */";
    std::string Indent = G.Src.indentation(Slot.S->getBeginLoc());
    if (Slot.InSequence) {
      G.Edits.insert(G.Src.begin(Slot.S), Text + "\n" + Indent,
                     EditOrder::Sync);
      return;
    }
    G.Edits.insert(G.Src.begin(Slot.S), "{ " + Text + " ", EditOrder::Sync);
    G.Edits.insert(G.Src.end(Slot.S), " }", EditOrder::Close);
  }

  GeneratorContext &G;
  const FunctionDecl *F;
};

} // namespace

void placeSyncs(GeneratorContext &G, const FunctionDecl *F) {
  if (!F->hasBody() ||
      (!G.hasDistributedCode() && !callsAnotherFile(G, F->getBody())))
    return;
  bool IsMain = F->isMain();
  SyncPlacer(G, F).walk(F->getBody(), !IsMain);
}

} // namespace autolb
