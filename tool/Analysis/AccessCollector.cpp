//===- AccessCollector.cpp - the references a loop nest makes -------------===//

#include "Analysis/AccessCollector.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/IndexVariables.h"
#include "Analysis/MemberReads.h"
#include "Analysis/RowTables.h"
#include "Analysis/StableVectors.h"
#include "Analysis/StmtAccessWalker.h"
#include "Analysis/StmtSearch.h"
#include "Analysis/StringReads.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace autolb {

namespace {

/// Math functions that never set errno: exact results, and what <math.h>'s
/// INFINITY, NAN, HUGE_VAL and classification macros expand to.
const char *const ExactMathFunctions[] = {
    "fabs",       "floor",          "ceil",     "trunc",       "round",
    "rint",       "nearbyint",      "copysign", "fmin",        "fmax",
    "inf",        "huge_val",       "nan",      "signbit",     "isnan",
    "isinf",      "isfinite",       "isnormal", "fpclassify",  "isinf_sign",
    "isgreater",  "isgreaterequal", "isless",   "islessequal", "islessgreater",
    "isunordered"};
/// Those that may set errno on a domain, pole or range error.
const char *const ErrorReportingMathFunctions[] = {
    "sqrt",  "cbrt",   "exp",    "exp2",  "expm1", "log",   "log2",
    "log10", "log1p",  "sin",    "cos",   "tan",   "asin",  "acos",
    "atan",  "atan2",  "sinh",   "cosh",  "tanh",  "asinh", "acosh",
    "atanh", "pow",    "hypot",  "fmod",  "fdim",  "fma",   "erf",
    "erfc",  "tgamma", "lgamma", "ldexp", "scalbn"};

/// Names, each also with the f and l suffixes.
llvm::StringSet<> withFloatVariants(llvm::ArrayRef<const char *> Names) {
  llvm::StringSet<> Set;
  for (const char *Base : Names) {
    Set.insert(Base);
    Set.insert((llvm::Twine(Base) + "f").str());
    Set.insert((llvm::Twine(Base) + "l").str());
  }
  return Set;
}

bool isExactMathFunction(llvm::StringRef Name) {
  static const llvm::StringSet<> Functions = [] {
    llvm::StringSet<> Set = withFloatVariants(ExactMathFunctions);
    for (const char *Integer : {"abs", "labs", "llabs"})
      Set.insert(Integer);
    return Set;
  }();
  return Functions.contains(Name);
}

} // namespace

bool mathFunctionMaySetErrno(llvm::StringRef Name) {
  static const llvm::StringSet<> Functions =
      withFloatVariants(ErrorReportingMathFunctions);
  Name.consume_front("__builtin_");
  return Functions.contains(Name);
}

bool mathFunctionSetsSigngam(llvm::StringRef Name) {
  Name.consume_front("__builtin_");
  return Name == "lgamma" || Name == "lgammaf" || Name == "lgammal";
}

bool isPureMathFunction(llvm::StringRef Name) {
  Name.consume_front("__builtin_");
  return isExactMathFunction(Name) || mathFunctionMaySetErrno(Name);
}

std::string compactSourceText(const Expr *E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Printed;
  StringRef Text;
  if (!isBuiltExpression(E)) {
    CharSourceRange Range = SM.getExpansionRange(E->getSourceRange());
    Text = Lexer::getSourceText(Range, SM, Ctx.getLangOpts());
  } else {
    Printed = printedExpression(E, Ctx);
    Text = Printed;
  }
  std::string Out;
  for (char C : Text)
    if (!isspace(static_cast<unsigned char>(C)))
      Out += C;
  return Out;
}

bool sameExpression(const Expr *A, const Expr *B) {
  A = A->IgnoreParenImpCasts();
  B = B->IgnoreParenImpCasts();
  if (A->getStmtClass() != B->getStmtClass())
    return false;
  if (const auto *RA = dyn_cast<DeclRefExpr>(A))
    return RA->getDecl() == cast<DeclRefExpr>(B)->getDecl();
  if (const auto *LA = dyn_cast<IntegerLiteral>(A))
    return LA->getValue() == cast<IntegerLiteral>(B)->getValue();
  if (const VarDecl *VA = subscriptedVector(A))
    return VA == subscriptedVector(B) &&
           sameExpression(vectorIndex(A), vectorIndex(B));
  if (const MemberExpr *CA = subscriptedMemberContainer(A)) {
    const MemberExpr *CB = subscriptedMemberContainer(B);
    return CB && sameExpression(CA, CB) &&
           sameExpression(vectorIndex(A), vectorIndex(B));
  }
  if (const auto *SA = dyn_cast<ArraySubscriptExpr>(A)) {
    const auto *SB = cast<ArraySubscriptExpr>(B);
    return sameExpression(SA->getBase(), SB->getBase()) &&
           sameExpression(SA->getIdx(), SB->getIdx());
  }
  if (const auto *BA = dyn_cast<BinaryOperator>(A)) {
    const auto *BB = cast<BinaryOperator>(B);
    return BA->getOpcode() == BB->getOpcode() &&
           sameExpression(BA->getLHS(), BB->getLHS()) &&
           sameExpression(BA->getRHS(), BB->getRHS());
  }
  if (const auto *UA = dyn_cast<UnaryOperator>(A)) {
    const auto *UB = cast<UnaryOperator>(B);
    return UA->getOpcode() == UB->getOpcode() &&
           !UA->isIncrementDecrementOp() &&
           sameExpression(UA->getSubExpr(), UB->getSubExpr());
  }
  if (const auto *MA = dyn_cast<MemberExpr>(A)) {
    const auto *MB = cast<MemberExpr>(B);
    return MA->getMemberDecl() == MB->getMemberDecl() &&
           MA->isArrow() == MB->isArrow() &&
           sameExpression(MA->getBase(), MB->getBase());
  }
  return false;
}

namespace {

// A loop whose bound reads a variable written in its body does not have a
// fixed trip count.
void checkBoundsInvariant(LoopTree &Tree, const NestAccesses &Accesses) {
  for (unsigned L = 0; L < Tree.Loops.size(); ++L) {
    LoopInfo &Loop = Tree.Loops[L];
    if (!Loop.IsCanonical)
      continue;
    for (const ScalarReference &Ref : Accesses.Scalars) {
      if (!Ref.IsWrite || Ref.Loop < 0 || !Tree.encloses(L, Ref.Loop) ||
          !mentionsVariable(Loop.UpperBound, Ref.Var))
        continue;
      Loop.IsCanonical = false;
      Loop.Reasons.push_back({ReasonKind::NonCanonicalLoop,
                              "the loop bound '" + Ref.Var->getName().str() +
                                  "' is modified in the loop body",
                              Ref.Loc,
                              {{Ref.Loc, "modified here"}}});
      break;
    }
  }
}

} // namespace

NestAccesses collectAccesses(LoopTree &Tree, ASTContext &Ctx,
                             RecordsInArrays &InArrays,
                             StringHandouts &Handouts,
                             const CallSummaries &Calls) {
  NestAccesses Accesses;
  StmtAccessWalker(Tree, Ctx, Accesses, Calls).walkRoot();
  judgeMemberReads(Tree, Accesses, Ctx, InArrays);
  judgeStringReads(Tree, Accesses, Ctx, Handouts);
  checkBoundsInvariant(Tree, Accesses);
  computeRanges(Tree, Ctx);
  judgeRowTableWrites(Tree, Accesses);
  judgeRowTableReads(Tree, Accesses);
  return Accesses;
}

} // namespace autolb
