//===- ArrayDescriptor.cpp - the alb_array of one array of a nest ---------===//

#include "Plan/ArrayDescriptor.h"
#include "Analysis/AffineExpr.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/IndexVariables.h"
#include "Analysis/StableVectors.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace autolb {

/// Number of dimensions of T laid out contiguously: the first may be a
/// pointer (to arrays or elements), the others must be arrays; none when the
/// elements are pointers again (`double **`, arrays of row pointers).
static std::optional<unsigned> contiguousDimensions(QualType T) {
  if (isArrayLikeVectorType(T))
    return 1;
  unsigned N = 0;
  if (const auto *PT = T->getAs<PointerType>()) {
    ++N;
    T = PT->getPointeeType();
  }
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe()) {
    ++N;
    T = AT->getElementType();
  }
  if (T->isPointerType() || N == 0)
    return std::nullopt;
  return N;
}

bool isRowPointerTable(const ArraySummary &Array) {
  return Array.Array && Array.Storage == ArrayStorage::Pointer &&
         !contiguousDimensions(Array.Array->getType());
}

/// How the generated code names an array: `A`, `(*P)` for the array that
/// P points to, `v.data()` for a vector's buffer.
static std::string arrayText(const VarDecl *V, ArrayStorage Storage) {
  std::string Name = V->getNameAsString();
  if (Storage == ArrayStorage::Vector)
    return Name + ".data()";
  return Storage == ArrayStorage::PointedToArray ? "(*" + Name + ")" : Name;
}

/// The declared size of the first dimension as C text, if any.
static std::optional<std::string>
firstDimension(const PlanContext &G, const VarDecl *V, ArrayStorage Storage) {
  if (Storage == ArrayStorage::Vector)
    return "(long)" + V->getNameAsString() + ".size()";
  std::string Name = arrayText(V, Storage);
  // `extern double grid[];` has no size here: its extent is what the nest
  // touches, as a pointer's.
  if ((Storage == ArrayStorage::Array && V->getType()->isArrayType() &&
       !V->getType()->isIncompleteArrayType()) ||
      Storage == ArrayStorage::PointedToArray)
    return "(long)(sizeof(" + Name + ") / sizeof(" + Name + "[0]))";
  if (Storage != ArrayStorage::ArrayParameter)
    return std::nullopt;
  const auto *Param = dyn_cast<ParmVarDecl>(V);
  if (!Param)
    return std::nullopt;
  QualType Original = Param->getOriginalType();
  if (const auto *CAT = G.Ctx.getAsConstantArrayType(Original))
    return "(long)" + std::to_string(CAT->getSize().getZExtValue());
  if (const auto *VAT = G.Ctx.getAsVariableArrayType(Original))
    if (const Expr *Size = VAT->getSizeExpr())
      if (G.Src.inMainFile(Size->getBeginLoc()))
        return "(long)(" + G.Src.exprText(Size).str() + ")";
  return std::nullopt;
}

static std::optional<std::string> firstDimension(const PlanContext &G,
                                                 const ArraySummary &Array) {
  // A vector read as rows counts elements, not rows: its rows are those
  // the nest touches, as for a pointer.
  if (Array.Storage == ArrayStorage::Vector && !Array.RowLengths.empty())
    return std::nullopt;
  return firstDimension(G, Array.Array, Array.Storage);
}

/// "start, bytes" of the rows [Min, Max] of the first dimension of
/// Extent's array, each of RowElements elements of Name[0] (flat arrays) or
/// one Name[0] (pointers to elements or to rows); no bytes when Max < Min.
/// The row count Max - Min + 1 is simplified first, so that the generated
/// code compares no expression with itself.
static std::string sectionRange(const std::string &Name,
                                const SectionRange &Rows,
                                const std::string &RowElements) {
  AffineExpr Span = Rows.Max;
  Span.Constant -= Rows.Min.Constant;
  for (const auto &[Var, Coeff] : Rows.Min.Terms)
    if ((Span.Terms[Var] -= Coeff) == 0)
      Span.Terms.erase(Var);
  std::string Count;
  if (Span.isConstant())
    Count = std::to_string(Span.Constant < 0 ? 0 : Span.Constant + 1) + "UL";
  else
    Count = "((long)(" + affineText(Span) + ") < 0 ? 0UL : (unsigned long)(" +
            affineText(Span) + " + 1))";
  std::string Scale = RowElements.empty() ? "" : " * " + RowElements;
  return "(const void *)(" + Name + " + (long)(" + affineText(Rows.Min) +
         ")" + Scale + "), " + Count + Scale + " * sizeof(" + Name + "[0])";
}

/// The ranges of the sections Extent touches, or nothing when one cannot be
/// spelled.
static std::optional<std::vector<std::string>>
touchedRanges(const PlanContext &G, const NestInfo &Nest,
              const ArrayExtent &Extent, const std::string &Name) {
  std::optional<unsigned> Dimensions =
      contiguousDimensions(Extent.Array->getType());
  std::string RowElements;
  if (const FlatArrayShape *Flat = Nest.flatArray(Extent.Array)) {
    std::optional<std::vector<std::string>> Lengths =
        rowLengthTexts(G, Flat->RowLengths);
    if (!Lengths)
      return std::nullopt;
    RowElements = "(" + llvm::join(*Lengths, " * ") + ")";
    for (const std::string &Length : *Lengths)
      RowElements = "(" + Length + " > 0 ? " + RowElements + " : 0L)";
    Dimensions = Dimensions ? *Dimensions + Lengths->size() : Dimensions;
  }
  std::vector<std::string> Ranges;
  for (const ArraySection &Section : Extent.Touched) {
    if (!Dimensions || Section.size() != *Dimensions)
      return std::nullopt;
    Ranges.push_back(sectionRange(Name, Section.front(), RowElements));
  }
  return Ranges;
}

std::vector<std::vector<std::string>> addressRanges(const PlanContext &G,
                                                    const NestInfo &Nest,
                                                    const ArrayExtent &Extent) {
  std::string Name = arrayText(Extent.Array, Extent.Storage);
  std::vector<std::vector<std::string>> Alternatives;
  if (Extent.Storage == ArrayStorage::Object) {
    // The record a pointer points to, or a reference names.
    const bool Pointer = Extent.Array->getType()->isPointerType();
    Alternatives.push_back(
        {Pointer ? "(const void *)" + Name + ", sizeof(*" + Name + ")"
                 : "(const void *)&" + Name + ", sizeof(" + Name + ")"});
    return Alternatives;
  }
  if (Extent.Whole) {
    if (std::optional<std::string> Rows =
            firstDimension(G, Extent.Array, Extent.Storage))
      Alternatives.push_back({"(const void *)" + Name + ", (unsigned long)" +
                              *Rows + " * sizeof(" + Name + "[0])"});
    return Alternatives;
  }
  if (!Extent.Touched.empty())
    if (std::optional<std::vector<std::string>> Ranges =
            touchedRanges(G, Nest, Extent, Name))
      Alternatives.push_back(std::move(*Ranges));
  if (Extent.InAllocation)
    Alternatives.push_back(
        {"(const void *)" + Name + ", " + rt::wholeAllocation()});
  return Alternatives;
}

/// The elements of one row of a flat array, the product of its row lengths
/// as C text. A length that is not positive when the nest starts means the
/// loops over the row do not run (the analysis proved each column within
/// [0, length)): the rows are then empty, never negative.
static std::optional<std::string> flatRowLength(const PlanContext &G,
                                                const ArraySummary &Array) {
  std::optional<std::vector<std::string>> Texts =
      rowLengthTexts(G, Array.RowLengths);
  if (!Texts)
    return std::nullopt;
  std::string Product = llvm::join(*Texts, " * ");
  for (const std::string &Text : *Texts)
    Product = "(" + Text + " > 0 ? " + Product + " : 0L)";
  return Product;
}

// A macro's constant value, since the text of a length inside a macro's
// body (`a[IDX(i, j)]`) is not the length.
std::optional<std::vector<std::string>>
rowLengthTexts(const PlanContext &G, llvm::ArrayRef<const Expr *> Lengths) {
  std::vector<std::string> Texts;
  for (const Expr *Length : Lengths) {
    if (std::optional<int64_t> Value = evaluateConstant(Length, G.Ctx))
      Texts.push_back("(long)" + std::to_string(*Value));
    else if (isBuiltExpression(Length))
      // An index helper's arithmetic: its leaves are literals and the
      // call's arguments, spelled where the nest is.
      Texts.push_back("(long)(" + printedExpression(Length, G.Ctx) + ")");
    else if (Length->getBeginLoc().isFileID() &&
             Length->getEndLoc().isFileID() &&
             G.Src.inMainFile(Length->getBeginLoc()))
      Texts.push_back("(long)(" + G.Src.exprText(Length).str() + ")");
    else
      return std::nullopt;
  }
  return Texts;
}

bool needsTouchedSlices(const PlanContext &G, const ArraySummary &Array) {
  return Array.Array && !firstDimension(G, Array) &&
         (Array.DistributedDim == 0 ||
          (Array.DistributedDim == 1 && Array.RowsEnd));
}

/// The rows an array distributed by columns touches, counted from row 0,
/// none when the nest runs no iteration (TouchedSlices is then 0; columns
/// are never negative) or its loop over the rows is empty.
static std::string touchedRows(const ArraySummary &Array,
                               llvm::StringRef TouchedSlices) {
  std::string End = affineText(*Array.RowsEnd);
  return "(" + TouchedSlices.str() + " > 0 && " + End + " > " +
         affineText(*Array.RowsFirst) + " ? " + End + " : 0L)";
}

std::optional<std::string> describeArray(const PlanContext &G,
                                         const ArraySummary &Array,
                                         llvm::StringRef TouchedSlices,
                                         bool Pipeline, ArrayFields &Fields) {
  const VarDecl *V = Array.Array;
  if (!V)
    return std::string("an array whose declaration is unknown");
  std::string Name = V->getNameAsString();
  QualType Type = V->getType();
  if (Array.Storage == ArrayStorage::ArrayParameter && isa<ParmVarDecl>(V))
    Type = cast<ParmVarDecl>(V)->getOriginalType();
  else if (Array.Storage == ArrayStorage::PointedToArray)
    Type = Type->getPointeeType();
  unsigned Rank = Array.Rank;
  // A flat array read as several dimensions: one pointer to the elements,
  // its rows as long as the analysis read them.
  unsigned Flat = Array.RowLengths.size();
  std::optional<unsigned> Dimensions = contiguousDimensions(Type);
  if (Dimensions && Flat && *Dimensions == 1)
    Dimensions = Rank;
  if (!Dimensions)
    return "array '" + Name + "' whose rows are reached through pointers";
  if (Rank == 0 || *Dimensions != Rank)
    return "array '" + Name + "' referenced with " + std::to_string(Rank) +
           " subscripts but declared with " + std::to_string(*Dimensions) +
           " dimensions";
  int Dist = Array.DistributedDim;
  if (Dist != 0 && !(Dist == 1 && Rank == 2))
    return "array '" + Name + "' distributed along dimension " +
           std::to_string(Dist + 1) + " of " + std::to_string(Rank);
  if (Pipeline && Rank > 2)
    return "pipelined array '" + Name + "' with more than 2 dimensions";

  std::string Element = arrayText(V, Array.Storage), Row = Element + "[0]";
  for (unsigned I = 0; I < (Flat ? 1 : Rank); ++I)
    Element += "[0]";
  std::string ElemSize = "sizeof(" + Element + ")";
  std::string InnerSize =
      Rank >= 2 ? "(long)(sizeof(" + Row + ") / " + ElemSize + ")" : "1";
  std::string RowBytes = "sizeof(" + Row + ")";
  if (Flat) {
    std::optional<std::string> Length = flatRowLength(G, Array);
    if (!Length)
      return "flat array '" + Name +
             "' whose row length is spelled inside a macro";
    InnerSize = *Length;
    RowBytes = "(size_t)" + InnerSize + " * " + ElemSize;
  }
  std::optional<std::string> First = firstDimension(G, Array);
  if (!First && needsTouchedSlices(G, Array))
    First = Dist == 0 ? "(" + TouchedSlices.str() + " + " +
                            std::to_string(Array.ReadHaloAbove) + ")"
                      : touchedRows(Array, TouchedSlices);

  Fields.Name = Name;
  Fields.Base = "(void *)&" + Element;
  Fields.ElemSize = ElemSize;
  Fields.HaloBelow = Array.ReadHaloBelow;
  Fields.HaloAbove = Array.ReadHaloAbove;
  Fields.Written = Array.IsWritten;
  Fields.PipeRows = Pipeline ? Array.FlowDistance : 0;
  if (Dist == 0) {
    if (!First)
      return "array '" + Name + "' whose first dimension has no known size";
    Fields.Extent = *First;
    Fields.SliceStride = Rank >= 2 ? RowBytes : ElemSize;
    Fields.SliceElems = InnerSize;
    Fields.ElemStride = ElemSize;
    return std::nullopt;
  }
  if (!First)
    return "array '" + Name +
           "' distributed by columns, with a number of rows neither "
           "declared nor bounded by one loop over its rows,";
  Fields.Extent = InnerSize;
  Fields.SliceStride = ElemSize;
  Fields.SliceElems = *First;
  Fields.ElemStride = RowBytes;
  return std::nullopt;
}

} // namespace autolb
