//===- Delinearization.cpp - flat arrays read as rows --------------------===//

#include "Analysis/Delinearization.h"
#include "Analysis/AccessSection.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/IndexVariables.h"
#include "Analysis/NamesBeforeTree.h"
#include "Analysis/SubscriptBounds.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include <cmath>

using namespace clang;

namespace autolb {
namespace {

/// One level of `row*length + column`.
struct FlatSplit {
  const Expr *Row = nullptr;
  const Expr *Length = nullptr;
  AffineExpr Column;
  /// As written, without blanks: "j-1".
  std::string ColumnText;
};

/// A product term of a flat subscript that holds a row, added or subtracted.
struct SignedRow {
  const BinaryOperator *Product = nullptr;
  int64_t Sign = 1;
};

/// A subscript read as several: the subscripts, outermost first, and the
/// lengths of the dimensions after the first.
struct DelinearizedSubscript {
  std::vector<std::optional<AffineExpr>> Subscripts;
  std::vector<const Expr *> SubscriptExprs;
  std::vector<const Expr *> RowLengths;
  /// The columns, innermost last, and their text.
  std::vector<AffineExpr> Columns;
  std::vector<std::string> ColumnTexts;
  /// The row lengths the loop bounds do not prove long enough.
  std::vector<RowLengthCheck> Checks;
};

class Delinearizer {
public:
  Delinearizer(const LoopTree &Tree, NestAccesses &Accesses, ASTContext &Ctx)
      : Tree(Tree), Accesses(Accesses), Ctx(Ctx), Names(Tree, Accesses) {}

  void run() {
    std::vector<const VarDecl *> Order;
    for (const ArrayReference &Ref : Accesses.Arrays)
      if ((Ref.Storage == ArrayStorage::Pointer ||
           Ref.Storage == ArrayStorage::Vector) &&
          Ref.Subscripts.size() == 1 && !llvm::is_contained(Order, Ref.Array))
        Order.push_back(Ref.Array);
    for (const VarDecl *Array : Order)
      delinearizeArray(Array);
  }

private:
  // Rewrites every reference of Array, or none: the dependence test and the
  // distribution need one shape per array.
  void delinearizeArray(const VarDecl *Array) {
    std::vector<ArrayReference *> Refs;
    for (ArrayReference &Ref : Accesses.Arrays)
      if (Ref.Array == Array)
        Refs.push_back(&Ref);
    if (llvm::any_of(Refs, [](const ArrayReference *R) { return !R->Ref; }))
      return; // A call reads it at subscripts nobody knows.
    std::vector<DelinearizedSubscript> Results;
    std::string Refusal;
    bool AnyFlat = false;
    for (ArrayReference *Ref : Refs) {
      std::optional<DelinearizedSubscript> Result;
      const Expr *Changing = nullptr;
      bool Wraps = false;
      if (Ref->Subscripts.size() == 1) {
        const Expr *Subscript = Ref->SubscriptExprs.front();
        Result = delinearize(Subscript);
        if (!Result) {
          Changing = changingLength(Subscript);
          Wraps = wrapsAsFlat(Subscript);
        }
      }
      AnyFlat |= Result.has_value() || Changing || Wraps;
      if (Refusal.empty()) {
        if (Changing)
          Refusal = "the row length '" + compactSourceText(Changing, Ctx) +
                    "' of '" + Ref->Text + "' changes in the loop nest";
        else if (Wraps)
          Refusal = "'" + Ref->Text +
                    "' is computed in unsigned arithmetic, which wraps";
        else if (!Result)
          Refusal = "'" + Ref->Text + "' is not of the form 'i*m + j'";
        else
          Refusal = checkRanges(*Ref, *Result);
        // A mirrored column, `nx - 1 - x`, is in its row as written, not
        // in the next one at -x - 1.
        if (!Refusal.empty() && Result) {
          std::optional<DelinearizedSubscript> AsWritten =
              delinearize(Ref->SubscriptExprs.front(), /*MoveWholeRows=*/false);
          if (AsWritten && checkRanges(*Ref, *AsWritten).empty()) {
            Result = std::move(AsWritten);
            Refusal.clear();
          }
        }
        if (Refusal.empty() && !Results.empty() &&
            !sameLengths(Results.front(), *Result))
          Refusal = "'" + Ref->Text + "' and '" + Refs.front()->Text +
                    "' have different row lengths";
      }
      if (Result)
        Results.push_back(std::move(*Result));
    }
    if (!AnyFlat)
      return;
    if (!Refusal.empty()) {
      for (ArrayReference *Ref : Refs)
        Ref->DelinearizationRefusal = Refusal;
      return;
    }
    FlatArrayShape Flat;
    Flat.Array = Array;
    Flat.RowLengths = Results.front().RowLengths;
    Flat.ShapeText = "[?]";
    for (const Expr *Length : Flat.RowLengths)
      Flat.ShapeText += "[" + lengthText(Length) + "]";
    Flat.Loc = Refs.front()->Loc;
    for (unsigned I = 0; I < Refs.size(); ++I) {
      for (RowLengthCheck &Check : Results[I].Checks)
        addCheck(Flat.Checks, std::move(Check));
      Refs[I]->Subscripts = std::move(Results[I].Subscripts);
      Refs[I]->SubscriptExprs = std::move(Results[I].SubscriptExprs);
    }
    Accesses.FlatArrays.push_back(std::move(Flat));
  }

  // Adds Check to Checks unless one there implies it: `15 < m` implies
  // `13 < m` (the same variables, a larger excess), and replaces those it
  // implies.
  static void addCheck(std::vector<RowLengthCheck> &Checks,
                       RowLengthCheck Check) {
    auto SameTerms = [&](const RowLengthCheck &Known) {
      return Known.Excess.Terms == Check.Excess.Terms;
    };
    for (RowLengthCheck &Known : Checks)
      if (SameTerms(Known)) {
        if (Check.Excess.Constant > Known.Excess.Constant)
          Known = std::move(Check);
        return;
      }
    Checks.push_back(std::move(Check));
  }

  // The length as written: `M` for a macro that is the whole length, the
  // expression itself for one written inside a macro's body (whose
  // expansion text is the whole macro call) or by an index helper.
  std::string lengthText(const Expr *Length) const {
    const SourceManager &SM = Ctx.getSourceManager();
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Length->getSourceRange()), SM,
        Ctx.getLangOpts());
    if (Range.isValid())
      return compactSourceText(Length, Ctx);
    return printedExpression(
        isBuiltExpression(Length) ? Length->IgnoreParenImpCasts() : Length,
        Ctx);
  }

  // `row*length + column` with the column a sum of affine terms and the
  // length a factor that does not change in the nest, recursively in the
  // row; std::nullopt when E has no such form.
  // MoveWholeRows: a multiple of the length in a column moves into its row
  // (moveWholeRows).
  std::optional<DelinearizedSubscript>
  delinearize(const Expr *E, bool MoveWholeRows = true) const {
    std::optional<FlatSplit> Split = splitOnce(E, MoveWholeRows);
    if (!Split)
      return std::nullopt;
    std::optional<DelinearizedSubscript> Result =
        delinearize(Split->Row, MoveWholeRows);
    if (!Result) {
      Result.emplace();
      Result->Subscripts.push_back(buildAffine(Split->Row, Ctx));
      Result->SubscriptExprs.push_back(Split->Row);
    }
    Result->Subscripts.push_back(Split->Column);
    Result->SubscriptExprs.push_back(E);
    Result->RowLengths.push_back(Split->Length);
    Result->Columns.push_back(Split->Column);
    Result->ColumnTexts.push_back(Split->ColumnText);
    return Result;
  }

  std::optional<FlatSplit> splitOnce(const Expr *E, bool MoveWholeRows) const {
    // Wrapping arithmetic does not keep `i*m + j` apart from `[i][j]`.
    bool Unsigned = !E->getType()->isSignedIntegerType();
    if (Unsigned && !keepsValue(E))
      return std::nullopt;
    std::vector<std::pair<const Expr *, int64_t>> Terms;
    collectTerms(E, 1, Terms, /*AlsoUnsigned=*/Unsigned);
    // `i*m` alone is column 0 of row i; an affine product alone (`2*i`)
    // is an affine subscript already.
    if (Terms.empty() ||
        (Terms.size() == 1 && buildAffine(Terms.front().first, Ctx)))
      return std::nullopt;
    // The products that may hold a row: `i*m`, `z*m*n`, `2*j`. When at
    // least two of them are not affine (`y*nx + z*nx*ny`, `- nx*ny` for
    // the plane below), all those are rows of one length; otherwise the
    // first one added is the row and the others are part of the column.
    auto RowCandidate = [&](const Expr *Term) {
      const auto *Mul = dyn_cast<BinaryOperator>(Term);
      return Mul && Mul->getOpcode() == BO_Mul &&
                     (Unsigned || Mul->getType()->isSignedIntegerType()) &&
                     llvm::any_of(factors(Mul),
                                  [&](const Expr *F) { return isInvariant(F); })
                 ? Mul
                 : nullptr;
    };
    unsigned NonAffineRows = 0;
    for (const auto &[Term, Sign] : Terms)
      if (RowCandidate(Term) && !buildAffine(Term, Ctx))
        ++NonAffineRows;
    std::vector<SignedRow> Rows;
    FlatSplit Split;
    for (const auto &[Term, Sign] : Terms) {
      if (const BinaryOperator *Mul = RowCandidate(Term);
          Mul && (NonAffineRows >= 2 ? !buildAffine(Term, Ctx)
                                     : Rows.empty() && Sign == 1)) {
        Rows.push_back({Mul, Sign});
        continue;
      }
      std::optional<AffineExpr> Affine = buildAffine(Term, Ctx);
      if (!Affine)
        return std::nullopt;
      if (Sign < 0 || !Split.ColumnText.empty())
        Split.ColumnText += Sign < 0 ? "-" : "+";
      Split.ColumnText += compactSourceText(Term, Ctx);
      Split.Column.Constant += Sign * Affine->Constant;
      for (const auto &[Var, Coeff] : Affine->Terms)
        Split.Column.Terms[Var] += Sign * Coeff;
    }
    if (Rows.empty() || !splitRows(Rows, E->getType(), Split))
      return std::nullopt;
    if (Split.ColumnText.empty())
      Split.ColumnText = "0";
    dropZeroTerms(Split.Column);
    if (MoveWholeRows)
      moveWholeRows(Split, E->getType());
    return Split;
  }

  // `x - nx` in the column of `x + y*nx - nx` is a row less: the column
  // keeps x and the row becomes `y - 1`. Only for a length with variables
  // (a constant length's multiples cannot be told from the column's own
  // offset).
  void moveWholeRows(FlatSplit &Split, QualType Type) const {
    std::optional<AffineExpr> Length = buildAffine(Split.Length, Ctx);
    if (!Length || Length->Terms.empty())
      return;
    const auto &[FirstVar, FirstCoeff] = *Length->Terms.begin();
    const int64_t Rows = Split.Column.coefficient(FirstVar) / FirstCoeff;
    if (Rows == 0 || llvm::any_of(Length->Terms, [&](const auto &Term) {
          return Split.Column.coefficient(Term.first) != Rows * Term.second;
        }))
      return;
    for (const auto &[Var, Coeff] : Length->Terms)
      Split.Column.Terms[Var] -= Rows * Coeff;
    Split.Column.Constant -= Rows * Length->Constant;
    dropZeroTerms(Split.Column);
    Split.ColumnText = affineText(Split.Column, /*AsWritten=*/true);
    Expr *Count = IntegerLiteral::Create(
        Ctx, llvm::APInt(Ctx.getIntWidth(Type), std::abs(Rows)), Type,
        SourceLocation());
    Split.Row = build(const_cast<Expr *>(Split.Row), Count,
                      Rows > 0 ? BO_Add : BO_Sub, Type);
  }

  // The factors of a product `a * b * c`, through parentheses.
  static std::vector<const Expr *> factors(const Expr *E) {
    const auto *Mul = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (!Mul || Mul->getOpcode() != BO_Mul)
      return {E};
    std::vector<const Expr *> Result = factors(Mul->getLHS());
    for (const Expr *F : factors(Mul->getRHS()))
      Result.push_back(F);
    return Result;
  }

  // The row and its length of `y*m + z*m*n` (the terms in Rows): the one
  // invariant factor m all of them share, and the sum of what remains of
  // each, `y + z*n`, built when there is more than one term.
  bool splitRows(const std::vector<SignedRow> &Rows, QualType SumType,
                 FlatSplit &Split) const {
    if (Rows.size() == 1) {
      const Expr *L = Rows.front().Product->getLHS(),
                 *R = Rows.front().Product->getRHS();
      if (isInvariant(R)) {
        Split.Row = L;
        Split.Length = R;
        return true;
      }
      if (isInvariant(L)) {
        Split.Row = R;
        Split.Length = L;
        return true;
      }
      return false;
    }
    std::vector<std::vector<const Expr *>> Factors;
    for (const SignedRow &Row : Rows)
      Factors.push_back(factors(Row.Product));
    auto InEvery = [&](const Expr *Candidate) {
      std::optional<AffineExpr> Form = buildAffine(Candidate, Ctx);
      return llvm::all_of(Factors, [&](const std::vector<const Expr *> &Of) {
        return llvm::any_of(Of, [&](const Expr *F) {
          std::optional<AffineExpr> Other = buildAffine(F, Ctx);
          return Other && *Other == *Form;
        });
      });
    };
    std::vector<const Expr *> Shared;
    for (const Expr *F : Factors.front())
      if (isInvariant(F) && InEvery(F) &&
          llvm::none_of(Shared, [&](const Expr *S) {
            return *buildAffine(S, Ctx) == *buildAffine(F, Ctx);
          }))
        Shared.push_back(F);
    // Two shared factors would make a length no affine form holds.
    if (Shared.size() != 1)
      return false;
    const AffineExpr Length = *buildAffine(Shared.front(), Ctx);
    Expr *Row = nullptr;
    for (unsigned I = 0; I < Rows.size(); ++I) {
      Expr *Rest = nullptr;
      bool Dropped = false;
      for (const Expr *F : Factors[I]) {
        std::optional<AffineExpr> Form = buildAffine(F, Ctx);
        if (!Dropped && Form && *Form == Length) {
          Dropped = true;
          continue;
        }
        Rest = Rest ? build(Rest, const_cast<Expr *>(F), BO_Mul,
                            Rows[I].Product->getType())
                    : const_cast<Expr *>(F);
      }
      if (!Rest)
        return false; // `m` alone: no row index of its own
      if (Row)
        Row = build(Row, Rest, Rows[I].Sign > 0 ? BO_Add : BO_Sub, SumType);
      else if (Rows[I].Sign > 0)
        Row = Rest;
      else
        Row = UnaryOperator::Create(Ctx, Rest, UO_Minus, Rest->getType(),
                                    VK_PRValue, OK_Ordinary, SourceLocation(),
                                    /*CanOverflow=*/true, FPOptionsOverride());
    }
    Split.Row = Row;
    Split.Length = Shared.front();
    return true;
  }

  // L Op R, built without source locations (isBuiltExpression).
  Expr *build(Expr *L, Expr *R, BinaryOperatorKind Op, QualType Type) const {
    return BinaryOperator::Create(Ctx, L, R, Op, Type, VK_PRValue, OK_Ordinary,
                                  SourceLocation(), FPOptionsOverride());
  }

  // True when unsigned E computes its value as written, wrapping only where
  // the access would be out of bounds anyway: E is as wide as a pointer (it
  // wraps modulo the address space), and its value, bounded by the types of
  // its variables (`(size_t)i * (n + 2) + j` with int i, n and j), stays
  // below 2^63 in magnitude, so a negative one is no valid subscript and a
  // positive one does not wrap.
  bool keepsValue(const Expr *E) const {
    return Ctx.getIntWidth(E->getType()) >= Ctx.getTypeSize(Ctx.VoidPtrTy) &&
           magnitudeBound(E) < 0x1p63;
  }

  // An upper bound of |E| from its literals and the types of its variables.
  double magnitudeBound(const Expr *E) const {
    E = E->IgnoreParens();
    if (std::optional<int64_t> Value = evaluateConstant(E, Ctx))
      return std::abs(static_cast<double>(*Value));
    auto TypeBound = [&](QualType Type) {
      return std::ldexp(1.0, Ctx.getIntWidth(Type) -
                                 (Type->isSignedIntegerType() ? 1 : 0));
    };
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = Cast->getSubExpr();
      // Narrower unsigned arithmetic has already wrapped, modulo its width.
      if (Sub->getType()->isUnsignedIntegerType() &&
          Ctx.getIntWidth(Sub->getType()) < Ctx.getIntWidth(Cast->getType()) &&
          isa<BinaryOperator, UnaryOperator>(Sub->IgnoreParens()))
        return HUGE_VAL;
      if (Cast->getCastKind() == CK_LValueToRValue ||
          (Cast->getType()->isIntegerType() &&
           Sub->getType()->isIntegerType() &&
           !narrows(Sub->getType(), Cast->getType(), Ctx)))
        return std::min(magnitudeBound(Sub), TypeBound(Cast->getType()));
    }
    if (const auto *Unary = dyn_cast<UnaryOperator>(E);
        Unary &&
        (Unary->getOpcode() == UO_Minus || Unary->getOpcode() == UO_Plus))
      return magnitudeBound(Unary->getSubExpr());
    if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
      double L = magnitudeBound(Binary->getLHS()),
             R = magnitudeBound(Binary->getRHS());
      switch (Binary->getOpcode()) {
      case BO_Add:
      case BO_Sub:
        return L + R;
      case BO_Mul:
        return L * R;
      default:
        break;
      }
    }
    return E->getType()->isIntegerType() ? TypeBound(E->getType()) : HUGE_VAL;
  }

  // The products among the terms of a sum `i*m + j`; none for one term.
  static std::vector<const BinaryOperator *> productTerms(const Expr *E,
                                                          bool AlsoUnsigned) {
    std::vector<std::pair<const Expr *, int64_t>> Terms;
    collectTerms(E, 1, Terms, AlsoUnsigned);
    std::vector<const BinaryOperator *> Products;
    if (Terms.size() < 2)
      return Products;
    for (const auto &Term : Terms)
      if (const auto *Mul = dyn_cast<BinaryOperator>(Term.first);
          Mul && Mul->getOpcode() == BO_Mul)
        Products.push_back(Mul);
    return Products;
  }

  // `i*m + j` where the product or a partial sum holding it is unsigned.
  static bool wrapsAsFlat(const Expr *E) {
    return !productTerms(E, /*AlsoUnsigned=*/true).empty() &&
           llvm::none_of(productTerms(E, /*AlsoUnsigned=*/false),
                         [](const BinaryOperator *Mul) {
                           return Mul->getType()->isSignedIntegerType();
                         });
  }

  // In `i*m + j` whose m the nest writes, that m: a flat subscript whose
  // rows move while the nest runs.
  const Expr *changingLength(const Expr *E) const {
    for (const BinaryOperator *Mul : productTerms(E, /*AlsoUnsigned=*/true))
      for (const Expr *Factor : {Mul->getRHS(), Mul->getLHS()})
        if (isVariableNotInductionVar(Factor) && !isInvariant(Factor))
          return Factor;
    return nullptr;
  }

  bool isVariableNotInductionVar(const Expr *E) const {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return V && V->getType()->isIntegerType() &&
           llvm::none_of(Tree.Loops, [&](const LoopInfo &Loop) {
             return Loop.InductionVar == V;
           });
  }

  // The signed terms of the sum E. An unsigned partial sum wraps before it
  // is converted, so it stays one term (a product inside it is no row)
  // unless AlsoUnsigned, which finds the form to explain a refusal.
  static void collectTerms(const Expr *E, int64_t Sign,
                           std::vector<std::pair<const Expr *, int64_t>> &Terms,
                           bool AlsoUnsigned = false) {
    E = E->IgnoreParenImpCasts();
    if (const auto *B = dyn_cast<BinaryOperator>(E);
        B && (B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
        (AlsoUnsigned || B->getType()->isSignedIntegerType())) {
      collectTerms(B->getLHS(), Sign, Terms, AlsoUnsigned);
      collectTerms(B->getRHS(), B->getOpcode() == BO_Add ? Sign : -Sign, Terms,
                   AlsoUnsigned);
      return;
    }
    Terms.push_back({E, Sign});
  }

  // An integer expression affine in variables the nest does not change
  // (a macro constant, a parameter `m`, `n + 2`).
  // Its variables are named alike everywhere in the tree
  // (NamesBeforeTree::namedAlike): the generated code names them before a
  // nest of the tree.
  bool isInvariant(const Expr *E) const {
    std::optional<AffineExpr> Affine = buildAffine(E, Ctx);
    if (!Affine)
      return false;
    return llvm::none_of(Affine->Terms, [&](const auto &Term) {
      return changesWhileLoopRuns(Tree, Accesses, 0, Term.first) ||
             !Names.namedAlike(Term.first);
    });
  }

  // Why some column of Ref may leave [0, length), or "" when the loop
  // bounds prove that none does, or that none does when the conditions of
  // Result.Checks (which it adds) hold before the nest.
  std::string checkRanges(const ArrayReference &Ref,
                          DelinearizedSubscript &Result) const {
    for (unsigned K = 0; K < Result.Columns.size(); ++K) {
      const Expr *Length = Result.RowLengths[K];
      auto Found = subscriptBounds(Tree, Accesses, Ref, Result.Columns[K]);
      if (auto *Why = std::get_if<std::string>(&Found))
        return "cannot bound the column of '" + Ref.Text + "': " + *Why;
      const SubscriptBounds &Bounds = std::get<SubscriptBounds>(Found);
      const std::string LengthText = compactSourceText(Length, Ctx);
      const std::string Unproved =
          "cannot prove 0 <= " + Result.ColumnTexts[K] + " < " + LengthText +
          " in '" + Ref.Text + "'";
      // The lowest column must be proved at least 0: the bounds hold no
      // condition worth checking (`0 <= -nx` for a mirrored column read
      // as a row further on, which is its own row as written).
      if (llvm::none_of(Bounds.Lowest, [](const AffineExpr &Low) {
            return Low.isConstant() && Low.Constant >= 0;
          }))
        return Unproved;
      // `high < length`, that is `high - length < 0`.
      std::vector<RowLengthCheck> Candidates;
      AffineExpr L = *buildAffine(Length, Ctx);
      for (const AffineExpr &High : Bounds.Highest) {
        AffineExpr Excess = High;
        Excess.Constant -= L.Constant;
        for (const auto &[Var, Coeff] : L.Terms)
          Excess.Terms[Var] -= Coeff;
        dropZeroTerms(Excess);
        Candidates.push_back({Excess, affineText(High, /*AsWritten=*/true) +
                                          " < " + LengthText});
      }
      std::optional<RowLengthCheck> Needed = neededCheck(Candidates);
      if (!Needed)
        return Unproved;
      if (!Needed->Excess.isConstant())
        Result.Checks.push_back(std::move(*Needed));
    }
    return "";
  }

  // Of conditions `Excess < 0` each sufficient: one that always holds (a
  // constant Excess), else the one with the fewest variables that a check
  // before the nest can test (the tightest, usually: its loop variables
  // cancelled), else none.
  std::optional<RowLengthCheck>
  neededCheck(const std::vector<RowLengthCheck> &Candidates) const {
    const RowLengthCheck *Best = nullptr;
    for (const RowLengthCheck &Check : Candidates) {
      if (Check.Excess.isConstant()) {
        if (Check.Excess.Constant < 0)
          return Check;
        continue;
      }
      if (checkableBeforeTree(Check.Excess) &&
          (!Best || Check.Excess.Terms.size() < Best->Excess.Terms.size()))
        Best = &Check;
    }
    if (!Best)
      return std::nullopt;
    return *Best;
  }

  // True when the check `E < 0`, run before a nest of the tree, sees the
  // values the loops of the tree see: each of its variables is an integer
  // that NamesBeforeTree::checkable accepts.
  bool checkableBeforeTree(const AffineExpr &E) const {
    return llvm::all_of(E.Terms, [&](const auto &Term) {
      return Term.first->getType()->isIntegerType() &&
             Names.checkable(Term.first);
    });
  }

  bool sameLengths(const DelinearizedSubscript &A,
                   const DelinearizedSubscript &B) const {
    if (A.RowLengths.size() != B.RowLengths.size())
      return false;
    for (unsigned K = 0; K < A.RowLengths.size(); ++K)
      if (!(*buildAffine(A.RowLengths[K], Ctx) ==
            *buildAffine(B.RowLengths[K], Ctx)))
        return false;
    return true;
  }

  static void dropZeroTerms(AffineExpr &E) {
    for (auto It = E.Terms.begin(); It != E.Terms.end();)
      It = It->second == 0 ? E.Terms.erase(It) : std::next(It);
  }

  const LoopTree &Tree;
  NestAccesses &Accesses;
  ASTContext &Ctx;
  const NamesBeforeTree Names;
};

} // namespace

void delinearizeAccesses(const LoopTree &Tree, NestAccesses &Accesses,
                         ASTContext &Ctx) {
  Delinearizer(Tree, Accesses, Ctx).run();
}

} // namespace autolb
