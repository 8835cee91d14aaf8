//===- LoopModel.h - the loop analysis result, a contract -----*- C++ -*-===//
//
// The data model produced by the loop analysis and consumed by the code
// generator. It is a contract: fields may be added, never renamed silently.
//
// Vocabulary
// - A *nest* is a tree of `for` loops rooted at a `for` statement that no
//   other `for` statement of the function encloses. `NestInfo::Loops` lists
//   its loops in pre-order (outermost first; `LoopInfo::Parent` links them),
//   so for the common perfectly or imperfectly nested chain, `Loops[d]` is the
//   loop at depth `d`.
// - When a sequential loop (say a time loop `t`) holds several sibling loop
//   nests, each sibling becomes its own NestInfo whose first
//   `NumEnclosingLoops` loops are the sequential loops around it; these
//   enclosing loops are then listed by every sibling NestInfo and must not be
//   rewritten by the code generator (they run on every rank).
// - Distances and directions of a dependence are indexed by *depth*: the
//   loops common to the two accesses of a dependence are always the chain of
//   ancestors of one loop, so depth identifies them.
//
// The restrictions the generated code relies on (checked by the analysis and
// reported as typed reasons when violated):
// - a distributed loop is canonical, and no enclosing loop is distributed;
//   every loop around it is sequential and executed by every rank;
// - every array written inside the distributed loop is subscripted by the
//   distributed induction variable with offset 0 in exactly one dimension
//   (owner computes), except the writes of a DOALL nest's iteration to
//   element i of a range of other slices (ArraySummary::Across), every read of
//   such an array is `iv + constant` in that dimension (halos) or, in a DOALL
//   nest, anything (the array is made whole before the nest), and no scalar is
//   written there unless it is private (and dead after the loop) or a scalar
//   reduction over the distributed loop; array reductions and private arrays of
//   a DOALL nest are the exceptions: every rank writes its own whole copy,
//   combined or copied out after the nest;
// - code that every rank runs (statements of the enclosing loops, sibling
//   nests that stay sequential, code after the nest) may use an array the
//   distributed loop writes: the generator makes it whole (or the slices
//   read) before such a use, and a write there is done by every rank on its
//   own copy, the holder's included;
// - every dependence carried by the distributed loop of a pipelined
//   (DOACROSS) nest has constant distances on the distributed loop and on the
//   pipelined loop, which is the loop directly inside the distributed one.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_LOOPMODEL_H
#define AUTOLB_ANALYSIS_LOOPMODEL_H

#include "Analysis/AffineExpr.h"
#include "Analysis/RejectReason.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceLocation.h"
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace autolb {

/// How a loop may run across ranks.
enum class LoopKind {
  DoAll,     ///< Carries no dependence (reductions excepted).
  DoAcross,  ///< Carries only constant-distance dependences: pipelinable.
  Sequential ///< Carries a dependence it cannot pipeline, or is rejected.
};

/// The comparison of the loop condition, `IV <op> UpperBound`.
enum class LoopComparison { Less, LessEqual, Greater, GreaterEqual };

enum class DependenceKind {
  Flow,  ///< Write then read (true dependence).
  Anti,  ///< Read then write.
  Output ///< Write then write.
};

/// The direction of one loop in a dependence, from source to sink iteration.
enum class DependenceDirection {
  Less,    ///< The sink runs in a later iteration of this loop.
  Equal,   ///< Same iteration.
  Greater, ///< The sink runs in an earlier iteration (only inside a loop
           ///< that carries the dependence with '<').
  Any      ///< Unknown or several directions.
};

/// One dependence between two references to the same array (or scalar).
struct Dependence {
  DependenceKind Kind = DependenceKind::Flow;
  /// The array or scalar both references touch.
  const clang::VarDecl *Variable = nullptr;
  /// The references as written, e.g. "A[i][j]" (source) and "A[i-1][j]".
  std::string SourceText, SinkText;
  clang::SourceLocation SourceLoc, SinkLoc;
  /// One entry per loop common to both references, indexed by depth.
  std::vector<DependenceDirection> Directions;
  /// Constant distance (sink iteration minus source iteration) per common
  /// loop, std::nullopt when not constant.
  std::vector<std::optional<int64_t>> Distances;
  /// Depth of the loop that carries the dependence, -1 if loop-independent.
  int CarrierDepth = -1;
  /// Set when the dependence was assumed because the test could not decide
  /// (non-affine subscripts, possible aliasing, symbolic terms).
  bool Assumed = false;

  /// True when every common loop has a constant distance.
  bool hasConstantDistances() const;
  /// "(1, 0)" or "(1, *)".
  std::string distanceString() const;
  /// "flow dependence A[i-1][j] -> A[i][j], distance (1, 0)": the read
  /// comes first for flow and anti dependences, the earlier write for
  /// output dependences.
  std::string describe() const;
};

enum class ReductionOperator { Sum, Product, Min, Max };

/// A reduction that makes a loop parallel despite the update it carries.
/// The inclusive range of one subscript of an array reduction's target.
struct SectionRange {
  AffineExpr Min, Max;
};
/// Per dimension of an array, outermost first.
using ArraySection = std::vector<SectionRange>;

struct Reduction {
  /// The scalar, or the array when `IsArrayElement`.
  const clang::VarDecl *Variable = nullptr;
  /// The updated lvalue as written, e.g. "sum" or "C[i][j]".
  std::string TargetText;
  bool IsArrayElement = false;
  ReductionOperator Operator = ReductionOperator::Sum;
  clang::QualType Type;
  /// The update statement (`s += e`, `s = fmax(s, e)`, ...) and its location.
  const clang::Stmt *Update = nullptr;
  clang::SourceLocation UpdateLoc;
  /// Every update of a scalar reduction in the loop, in source order (the
  /// first is `Update`).
  std::vector<const clang::Expr *> Updates;
  /// True for floating-point reductions: running them in parallel changes
  /// the order of the operations, hence the rounding of a sum or product and
  /// which of -0.0 and +0.0 fmin/fmax return.
  bool ReassociatesFloatingPoint = false;
  /// Its partial results combine into the sequential value only in the
  /// order of their iterations: a floating-point `if (e > x) x = e`, whose
  /// ties between -0.0 and +0.0 go to the first (ReductionForm.h). Each
  /// rank must then run one contiguous block, the blocks in rank order.
  bool CombinesInIterationOrder = false;
  /// Depth of the loop over which this is a reduction.
  unsigned LoopDepth = 0;
  /// Array reductions: the array as the target writes it (`y`, `(*A)`), and
  /// the elements the loop updates, or why they cannot be bounded before it
  /// runs (Section empty).
  const clang::Expr *ArrayBase = nullptr;
  ArraySection Section;
  std::string SectionRefusal;
};

/// An array that every iteration of a loop writes before reading it, at the
/// same elements in every iteration (a scratch array, doitgen's `sum`): the
/// loop does not carry its values, so each rank may use its own copy; after
/// the loop, the copy of the rank that ran the last iteration is the
/// sequential program's.
struct PrivateArray {
  const clang::VarDecl *Variable = nullptr;
  /// The array as its writes name it (`sum`, `(*T)`).
  const clang::Expr *ArrayBase = nullptr;
  clang::QualType ElementType;
  /// Every element the loop writes lies in it.
  ArraySection Section;
};

/// An estimate of operations, constant or as a C expression.
struct OperationCount {
  /// True when `Value` is exact (all bounds involved are constants).
  bool IsConstant = true;
  /// The count when constant; otherwise evaluated with every unknown trip
  /// count taken as 100 (for ordering decisions only).
  double Value = 0;
  /// A C expression over the bound expressions as written and the enclosing
  /// induction variables, e.g. "7*((m-1)-(1))"; equals the number when
  /// constant. Valid where the loop's body is (may mention outer IVs).
  std::string Expression;
};

/// A `#pragma autolb ...` placed on the line(s) before a loop.
enum class LoopPragma { None, Distribute, Sequential };

/// One `for` loop of a nest.
struct LoopInfo {
  const clang::ForStmt *Loop = nullptr;
  /// Null when the loop is not canonical.
  const clang::VarDecl *InductionVar = nullptr;
  /// Initial value and bound as written (null when not canonical).
  const clang::Expr *LowerBound = nullptr;
  const clang::Expr *UpperBound = nullptr;
  LoopComparison Comparison = LoopComparison::Less;
  /// Constant non-zero step (+1 for `i++`, -2 for `i -= 2`).
  int64_t Step = 1;
  bool IsCanonical = false;
  /// The induction variable outlives the loop and is read after it before
  /// being assigned again: distributed, each rank ends with its own last
  /// value, so the generated code must restore the sequential final value.
  bool InductionVarLiveOut = false;
  unsigned Depth = 0;
  /// Index of the enclosing loop in NestInfo::Loops, -1 for the root.
  int Parent = -1;
  LoopPragma Pragma = LoopPragma::None;

  LoopKind Kind = LoopKind::Sequential;
  /// Dependences this loop carries (CarrierDepth == Depth).
  std::vector<Dependence> CarriedDependences;
  /// Reductions this loop carries and that do not prevent parallelism.
  std::vector<Reduction> Reductions;
  /// Scalars written in the body that are private to one iteration.
  std::vector<const clang::VarDecl *> PrivateScalars;
  /// Arrays private to one iteration; the dependences this loop carries
  /// through them do not count.
  std::vector<PrivateArray> PrivateArrays;
  /// Every reason this loop is sequential or not distributed, all of them.
  std::vector<Reason> Reasons;

  /// Operations per iteration of the body (inner loops included).
  OperationCount BodyOperations;
  /// Iterations of this loop for one execution of it ("(n)-(0)" style).
  OperationCount TripCount;

  /// The induction variable's name, or "<loop>" when not canonical.
  std::string name() const;
};

/// How an array is declared.
enum class ArrayStorage {
  Array,          ///< Fixed-size global or local array.
  ArrayParameter, ///< Parameter declared as an array, e.g. `double A[n][m]`.
  PointerToArray, ///< `double (*a)[M]`, typically from malloc.
  PointedToArray, ///< `(*a)[i][j]` with `double (*a)[N][M]`: the whole array.
  Pointer,        ///< Plain pointer `double *p` used with subscripts.
  Vector,         ///< `std::vector<double> v` whose buffer never moves
                  ///< (StableVectors.h).
  Object          ///< Not an array: the one record a reference `const S &r`
                  ///< or a pointer `const S *p` names, whose members a nest
                  ///< reads (RuntimeAliasChecks.h); only in ArrayExtent.
};

/// The memory of an array that a run-time alias check compares: the whole
/// array when its extent is known where a nest runs (a declared array, an
/// array parameter with a declared first dimension, the array a
/// pointer-to-array points to, `(*P)[i][j]`); for a pointer, the sections
/// its references touch, or the heap block it points into. Storage Object:
/// the bytes of the record a reference or pointer names (Whole).
struct ArrayExtent {
  const clang::VarDecl *Array = nullptr;
  ArrayStorage Storage = ArrayStorage::Array;
  bool Whole = false;
  /// One section per distinct reference, in variables that do not change
  /// while the nest runs; none when one cannot be bounded so.
  std::vector<ArraySection> Touched;
  /// A pointer: the run-time may know the heap block it points into.
  bool InAllocation = false;
  bool operator==(const ArrayExtent &O) const {
    return Array == O.Array && Storage == O.Storage;
  }
};

/// A table of row pointers (`float **a`) or a vector of vectors that a
/// nest reads as `a[e1][e2]` and in no other way, or a vector member of a
/// const record read as `r.v[k]` (RowTables.h): the run-time makes the rows
/// whole before each execution and checks that the nest writes none of them.
struct RowTableRead {
  /// The table; for a vector member, the record variable or reference.
  const clang::VarDecl *Table = nullptr;
  /// The rows and the columns read, each inclusive and affine in variables
  /// fixed before the nest's tree runs.
  SectionRange Rows, Columns;
  /// Per loop around the reads, its last value minus its first: the reads
  /// reach every row of Rows when none is negative, and none otherwise.
  std::vector<AffineExpr> LoopSpans;
  /// The first read, as written, and where.
  std::string Text;
  clang::SourceLocation Loc;
  /// A vector of vectors: every row, each up to the longest row's end, in
  /// place of Rows, Columns and LoopSpans. Its rows exist whether the reads
  /// run or not, and the nest reads none outside them.
  bool WholeRows = false;
  /// A vector member `r.v`: one row, its elements, in place of Rows,
  /// Columns and LoopSpans; it exists whether the reads run or not.
  const clang::MemberExpr *Container = nullptr;
};

/// A table of row pointers that a distributed DOALL loop writes by rows
/// (RowTables.h): the iteration of value i writes row i + RowOffset only,
/// at WrittenColumns, both affine in variables fixed while the loop runs.
struct RowTableWrite {
  /// The rows and columns every reference of the loop reaches, bounded
  /// over the tree, with the spans of the loops around them: what the
  /// run-time makes whole and checks before the nest.
  RowTableRead Reached;
  AffineExpr RowOffset;
  SectionRange WrittenColumns;
};

/// What a flat view needs and the loop bounds do not prove: the highest
/// column a subscript reaches stays below its row length, `Excess < 0` with
/// Excess = highest column - length, over variables declared before the
/// loop tree that it does not change (`0 < w` for `a[i*w]`). A distributed
/// nest tests it on every rank before each execution; where it fails, the
/// nest runs as written.
struct RowLengthCheck {
  AffineExpr Excess;
  /// As remarks write it: "0 < w".
  std::string Text;
};

/// A pointer addressed as a flat array of several dimensions, `a[i*m + j]`:
/// its references in the nest are read as `a[i][j]`.
struct FlatArrayShape {
  const clang::VarDecl *Array = nullptr;
  /// The lengths of the dimensions after the first, as the first reference
  /// writes them (`m`).
  std::vector<const clang::Expr *> RowLengths;
  /// "[?][m]": the first dimension's length is not known.
  std::string ShapeText;
  /// The row lengths checked at run time, each once.
  std::vector<RowLengthCheck> Checks;
  /// The first reference.
  clang::SourceLocation Loc;
};

/// The writes of an iteration outside its own slice, in an array of two
/// dimensions (a symmetric matrix's `cov[j][i]` beside `cov[i][j]`): the
/// iteration of value i writes element i of every slice in [First, End).
/// Both ends are affine in the distributed loop's variable and in variables
/// the nest does not change; every element of the range is written (one
/// unconditional write per iteration of the loop over the slices).
struct WritesAcross {
  AffineExpr First, End;
  /// The first such write, as written, for remarks.
  std::string Text;
  clang::SourceLocation Loc;
};

/// What a distributed nest does with one array.
struct ArraySummary {
  const clang::VarDecl *Array = nullptr;
  ArrayStorage Storage = ArrayStorage::Array;
  clang::QualType ElementType;
  /// Number of subscripts of its references in the nest.
  unsigned Rank = 0;
  /// A flat array (Storage Pointer) read as Rank dimensions: the lengths of
  /// the dimensions after the first; empty otherwise.
  std::vector<const clang::Expr *> RowLengths;
  bool IsRead = false, IsWritten = false;
  /// Dimension subscripted by `distributed IV + constant`, -1 if none.
  int DistributedDim = -1;
  /// Some read does not follow DistributedDim (needs data of other ranks in
  /// a way halos cannot express): the array is made whole before the nest.
  /// A written array may have such reads only in a DOALL nest.
  bool HasNonDistributedReads = false;
  /// A written array of a DOALL nest whose other reads all index
  /// DistributedDim with the same nest-invariant expression up to a
  /// constant (`A[k][j]`, `A[k+1][j]` with k outside the nest): those
  /// subscripts with the smallest and the largest constant. Only those
  /// slices need to be whole before the nest, not the whole array.
  const clang::Expr *SharedFirst = nullptr, *SharedLast = nullptr;
  /// A written array of a DOALL nest whose iterations also write outside
  /// their own slices: those writes, which the run-time sends to the
  /// slices' holders after the nest.
  std::optional<WritesAcross> Across;
  /// Read halo widths in DistributedDim: largest k of reads `A[iv-k]`
  /// (Below) and `A[iv+k]` (Above).
  unsigned ReadHaloBelow = 0, ReadHaloAbove = 0;
  /// Pipelined nests: how many upstream rows the pipeline must deliver
  /// (largest flow distance on the distributed loop, in index units).
  /// Upstream means earlier iterations: rows below for an upward loop, above
  /// for a downward one (negative Step).
  unsigned FlowDistance = 0;
  /// Pipelined nests: largest negative distance on the pipelined loop of a
  /// dependence carried by the distributed loop (1 for `A[i-1][j+1]` in a
  /// 9-point Gauss-Seidel). Block b of a row may only run once the upstream
  /// row has finished Lag more iterations of the pipelined loop.
  unsigned Lag = 0;
  /// Dimension subscripted by the pipelined IV, -1 if none or not pipelined.
  int PipelinedDim = -1;
  /// Pipelined nests, written arrays of two dimensions with a halo above:
  /// how far the reads of the halo above reach past the pipelined loop's
  /// variable j, the largest d (at least 0) of reads `A[i + c][j + d]`
  /// (c > 0). Known only when every such read is inside the pipelined loop
  /// with that shape and every write is `A[i][j + w]` with w >= 0 there, so
  /// that once block [jb, je) of j has run, elements below je of the first
  /// rows keep their values until the next execution, and block [jb, je)
  /// of the next execution reads none at or past je + AboveReach: the run-
  /// time may then stream the halo above block by block
  /// (alb_array::stream_above). Otherwise AboveReachRefusal says why.
  std::optional<unsigned> AboveReach;
  std::string AboveReachRefusal;
  /// Pipelined nests, arrays whose rows go downstream (FlowDistance > 0):
  /// why a block's boundary message would not carry exactly what the block
  /// wrote (a write not at the pipelined variable itself); empty when it
  /// would. The nest is then not pipelined.
  std::string BoundaryWriteRefusal;
  /// An array of two dimensions distributed along the second: the rows its
  /// references touch, [RowsFirst, RowsEnd), affine in variables the nest
  /// does not change. Known when every reference's row is the variable of
  /// one loop directly inside the distributed loop plus a constant, the
  /// loop steps by +1 and runs in every iteration of the distributed loop,
  /// and each reference runs in each of its iterations: then row
  /// RowsEnd - 1 is touched whenever the nest runs and RowsEnd > RowsFirst.
  /// The number of rows when the declaration does not give it (`float *T`
  /// read as `T[j*n + i]`).
  std::optional<AffineExpr> RowsFirst, RowsEnd;
};

/// One nest and what to do with it.
struct NestInfo {
  const clang::FunctionDecl *Function = nullptr;
  /// Pre-order; see the file comment.
  std::vector<LoopInfo> Loops;
  /// Leading loops of `Loops` shared with sibling NestInfos (sequential).
  unsigned NumEnclosingLoops = 0;

  bool Distributed = false;
  /// Index into Loops, -1 when not distributed.
  int DistributedLoop = -1;
  /// Index into Loops of the strip-mined loop of a DOACROSS nest, else -1.
  int PipelinedLoop = -1;
  /// Scalar reductions over the distributed loop (combine across ranks).
  std::vector<Reduction> Reductions;
  /// Scalars private to an iteration of the distributed loop.
  std::vector<const clang::VarDecl *> PrivateScalars;
  /// Arrays private to an iteration of the distributed loop.
  std::vector<PrivateArray> PrivateArrays;
  /// Every array the distributed loop touches.
  std::vector<ArraySummary> Arrays;
  /// Iteration `iv` of the distributed loop owns element `iv + OwnedShift`
  /// of the distributed dimension: every write follows the loop at that
  /// offset (`profile[j - 1]` in a loop from 1). The run-time counts slices
  /// in elements, so the generated code shifts the nest's first slice.
  int64_t OwnedShift = 0;
  /// Pointers of the nest read as arrays of several dimensions.
  std::vector<FlatArrayShape> FlatArrays;
  /// Pairs of arrays that may share memory, with a known extent each: the
  /// nest is distributed when they do not overlap at run time and runs
  /// sequentially otherwise (the dependence test took them as disjoint).
  std::vector<std::pair<ArrayExtent, ArrayExtent>> AliasChecks;
  /// The symbols of the other files' summaries its calls rely on: it runs
  /// distributed only where they resolve (OtherFileSummaries.h).
  std::set<std::string> OtherFileSymbols;
  /// Tables of row pointers the distributed loop reads, one entry per
  /// distinct section; with what it writes, which must overlap none of
  /// them: arrays (ranges as for AliasChecks) and scalars declared where
  /// the check runs.
  std::vector<RowTableRead> RowTables;
  std::vector<ArrayExtent> WrittenExtents;
  std::vector<const clang::VarDecl *> WrittenScalars;
  /// Tables of row pointers the distributed loop writes by rows; with what
  /// it reads or writes otherwise, which must overlap none of their rows.
  std::vector<RowTableWrite> WrittenRowTables;
  std::vector<ArrayExtent> AccessedExtents;
  std::vector<const clang::VarDecl *> AccessedScalars;
  /// Why the nest is not distributed (also listed on the loops concerned).
  std::vector<Reason> Reasons;

  /// The outermost loop that is not a shared enclosing loop.
  const LoopInfo &root() const { return Loops[NumEnclosingLoops]; }
  const LoopInfo *distributedLoop() const {
    return DistributedLoop < 0 ? nullptr : &Loops[DistributedLoop];
  }
  /// The shape of V when the nest reads it as a flat array, else null.
  const FlatArrayShape *flatArray(const clang::VarDecl *V) const;
  const LoopInfo *pipelinedLoop() const {
    return PipelinedLoop < 0 ? nullptr : &Loops[PipelinedLoop];
  }
};

llvm::StringRef loopKindName(LoopKind Kind);              // "doall", ...
llvm::StringRef dependenceKindName(DependenceKind Kind);  // "flow", ...
llvm::StringRef reductionOperatorName(ReductionOperator); // "sum", ...
llvm::StringRef comparisonSpelling(LoopComparison);       // "<", ...
llvm::StringRef arrayStorageName(ArrayStorage);           // "array", ...

} // namespace autolb

#endif // AUTOLB_ANALYSIS_LOOPMODEL_H
