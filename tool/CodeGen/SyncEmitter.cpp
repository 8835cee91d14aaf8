//===- SyncEmitter.cpp - the syncs the plan placed ------------------------===//

#include "CodeGen/SyncEmitter.h"
#include "CodeGen/DeclarationBlocks.h"
#include "CodeGen/OtherFileCalls.h"
#include "CodeGen/ReservedNames.h"
#include "Plan/RuntimeCallBuilder.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace autolb {

namespace {

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

/// The run-time calls of Point, with a remark at the code it serves per
/// array saying how much of it.
std::vector<std::string> syncCalls(GeneratorContext &G,
                                   const SyncPoint &Point) {
  SourceLocation Loc = G.Src.begin(Point.reads());
  if (!Point.AllBecause.empty()) {
    G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-codegen",
                     "every distributed array made whole before replicated "
                     "code that " +
                         Point.AllBecause);
    return {rt::syncAll()};
  }
  std::vector<std::string> Calls;
  for (const ArraySync &Sync : Point.Arrays) {
    std::string Name = Sync.Array->getNameAsString();
    if (Sync.Slices.empty()) {
      Calls.push_back(rt::arraySync(rt::syncBase(Sync.Array)));
      G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-codegen",
                       "all of '" + Name +
                           "' made whole before replicated code that "
                           "reads it: " +
                           Sync.WhyWhole);
      continue;
    }
    if (Sync.ByElement) {
      std::vector<std::string> Shown;
      for (const SliceSpan &Span : Sync.Slices) {
        std::string Index = applyRenames(G, Span.FirstSpelling);
        Calls.push_back(rt::arraySyncElement(rt::syncBase(Sync.Array), Index,
                                             "sizeof(" + Name + "[0])"));
        Shown.push_back("'" + Name + "[" + Index + "]'");
      }
      G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-codegen",
                       "the slices of '" + Name + "' holding " +
                           llvm::join(Shown, ", ") +
                           " made whole before replicated code that reads "
                           "only those");
      continue;
    }
    std::vector<std::string> Shown;
    for (const SliceSpan &Span : Sync.Slices) {
      std::string First = applyRenames(G, Span.FirstSpelling);
      std::string End = plusOne(Span.Last, applyRenames(G, Span.LastSpelling));
      Calls.push_back(
          rt::arraySyncSlices(rt::syncBase(Sync.Array), First, End));
      Shown.push_back("[" + First + ", " + End + ")");
    }
    G.Remarks.remark(RemarkKind::Analysis, Loc, "alb-codegen",
                     "slices " + llvm::join(Shown, ", ") + " of '" + Name +
                         "' made whole before replicated code that reads "
                         "only those");
  }
  return Calls;
}

/// `(syncs, E)`: every evaluation of E sees whole data.
void emitInside(GeneratorContext &G, const SyncPoint &Point) {
  std::vector<std::string> Calls = syncCalls(G, Point);
  const Expr *E = Point.Expression;
  G.Edits.insert(G.Src.begin(E),
                 "(" + llvm::join(Calls, ", ") + " /* autolb: " + Point.What +
                     " reads distributed data */, ",
                 EditOrder::Sync);
  G.Edits.insert(G.Src.exprEnd(E), ")", EditOrder::Close);
}

/// The syncs as statements before the statement, in braces with it where
/// the grammar expects one statement.
void emitBefore(GeneratorContext &G, const SyncPoint &Point) {
  std::vector<std::string> Calls = syncCalls(G, Point);
  const Stmt *S = Point.Slot.S;
  std::string Text =
      llvm::join(Calls, "; ") + "; /* autolb: make distributed data whole */";
  std::string Indent = G.Src.indentation(S->getBeginLoc());
  if (Point.Slot.InSequence) {
    SequenceItem Item = sequenceItem(G, S);
    G.Edits.insert(
        G.Src.begin(S),
        Text + blockBeforeDeclarations(G, Item.Body, Item.Index, Indent) +
            "\n" + Indent,
        EditOrder::Sync);
    return;
  }
  G.Edits.insert(G.Src.begin(S), "{ " + Text + " ", EditOrder::Sync);
  G.Edits.insert(G.Src.end(S), " }", EditOrder::Close);
}

} // namespace

void emitSyncs(GeneratorContext &G, const FunctionDecl *F,
               llvm::ArrayRef<SyncPoint> Points) {
  for (const SyncPoint &Point : Points) {
    switch (Point.Where) {
    case SyncPoint::Kind::BeforeStatement:
      emitBefore(G, Point);
      break;
    case SyncPoint::Kind::InsideExpression:
      emitInside(G, Point);
      break;
    case SyncPoint::Kind::AfterOtherFileCalls:
      syncAfterOtherFileCalls(G, F, Point.Slot, Point.CallSyncs);
      break;
    case SyncPoint::Kind::Unplaceable:
      G.Remarks.error(G.Src.begin(Point.Slot.S),
                      "cannot make arrays whole here: " + Point.What);
      break;
    }
  }
}

} // namespace autolb
