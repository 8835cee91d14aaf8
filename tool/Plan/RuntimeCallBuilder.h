//===- RuntimeCallBuilder.h - the text of libautolb calls -------*- C++ -*-===//
//
// The only place that spells names of the run-time's C API
// (include/autolb/autolb.h): one function per entry point or type, each
// returning C source text. Arguments are C expressions as text.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_RUNTIMECALLBUILDER_H
#define AUTOLB_PLAN_RUNTIMECALLBUILDER_H

#include "Analysis/LoopModel.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace autolb {

/// One `alb_array` initializer; every field is a C expression.
struct ArrayFields {
  std::string Name, Base, ElemSize, Extent, SliceStride, SliceElems, ElemStride;
  unsigned HaloBelow = 0, HaloAbove = 0, PipeRows = 0;
  bool Written = false;
  /// The slices every iteration reads, [SharedFirst, SharedEnd) as long
  /// expressions; empty when none.
  std::string SharedFirst, SharedEnd;
  /// Writes outside the iteration's own slice: iteration i writes element i
  /// of slices [CrossFirstCoef * i + CrossFirst, CrossEndCoef * i +
  /// CrossEnd), each a long expression; empty when none.
  std::string CrossFirstCoef, CrossFirst, CrossEndCoef, CrossEnd;
  /// Pipelined nests: the halo above comes block by block during the
  /// execution, reaching AboveReach elements past the block.
  bool StreamAbove = false;
  unsigned AboveReach = 0;
};

/// One `alb_nest_desc` initializer.
struct NestDescFields {
  std::string File;
  unsigned Line = 0;
  std::string LoopVar;
  bool Pipeline = false;
  bool Independent = false;
  std::string PipeFirst = "0", PipeEnd = "0";
  unsigned PipeSkew = 0;
  std::string HookLevel = "1";
  double OpsPerIteration = 0;
  std::string ArraysName; ///< the alb_array[] variable
  unsigned NumArrays = 0;
  /// Every rank may compute the nest's results alone (alb_nest_desc::
  /// replicable).
  bool Replicable = false;
  /// Its distribution cannot pay (alb_nest_desc::minor, MinorNests.h).
  bool Minor = false;
  /// The alb_row_table[] variable and its length (none: 0).
  std::string RowTablesName;
  unsigned NumRowTables = 0;
};

/// A member of a run-time structure and its value, a C expression.
struct MemberValue {
  std::string Member, Value;
};
using MemberLines = std::vector<std::vector<MemberValue>>;

namespace rt {

/// S as a C string literal.
std::string cString(llvm::StringRef S);
std::string includeLine();
/// The defines that put autolb.h in its mode for preprocessed input
/// (RuntimeInclude.h).
std::string expandedHeadersDefine();
std::string inputDeclaresFileDefine();
/// The macro that routes the program's calls to Name (free, realloc or
/// exit) through the run-time; an exit that first makes every array whole
/// when SyncArrays (RoutedCalls.h).
std::string routeCallDefine(llvm::StringRef Name, bool SyncArrays);
/// True when Name is declared by the run-time's headers.
bool isReservedName(llvm::StringRef Name);
std::string init(llvm::StringRef Argc, llvm::StringRef Argv);
std::string finalize();
std::string isOutputRank();
/// The run-time's variant of output function Name (alb_printf for printf).
std::string outputVariant(llvm::StringRef Name);
/// V as the base argument of alb_array_sync(_slices).
std::string syncBase(const clang::VarDecl *V);
std::string arraySync(llvm::StringRef Base);
/// Makes slices [First, End) of the array at Base whole.
std::string arraySyncSlices(llvm::StringRef Base, llvm::StringRef First,
                            llvm::StringRef End);
/// Makes the slices holding element Index (of ElemSize bytes) of the
/// array at Base whole.
std::string arraySyncElement(llvm::StringRef Base, llvm::StringRef Index,
                             llvm::StringRef ElemSize);
std::string syncAll();
/// Every nest execution ends with every array whole (On), or no longer.
std::string wholeAfterNests(bool On);
/// The size that stands for the heap block a pointer points into.
std::string wholeAllocation();

/// alb_disjoint(A, B) with A and B "start, bytes" argument pairs.
std::string disjoint(llvm::StringRef A, llvm::StringRef B);
/// alb_rows_sync(Rows) with Rows the "table, first row, end row, first
/// byte, end byte" arguments.
std::string rowsSync(llvm::StringRef Rows);
/// The row pointers of Table, a vector of vectors, as a temporary that
/// lasts to the end of the full expression (alb_row_pointers, C++ only).
std::string rowPointers(llvm::StringRef Table);
/// The bytes of the longest row of Table, a vector of vectors, as a long
/// (alb_longest_row_bytes, C++ only).
std::string longestRowBytes(llvm::StringRef Table);
/// The table of one row of a container, and that row's bytes (C++).
std::string containerRow(llvm::StringRef Container);
std::string containerBytes(llvm::StringRef Container);
/// alb_rows_disjoint(Rows, Range) with Range a "start, bytes" pair.
std::string rowsDisjoint(llvm::StringRef Rows, llvm::StringRef Range);
/// alb_rows_distinct(Rows): no two rows, nor a row and the table's
/// entries, share a byte.
std::string rowsDistinct(llvm::StringRef Rows);
/// alb_row_tables_disjoint(Rows, OtherRows): two tables' rows and entries
/// share no byte.
std::string rowTablesDisjoint(llvm::StringRef Rows, llvm::StringRef OtherRows);
/// alb_all_ranks(Condition): Condition holds on every rank (collective).
std::string allRanks(llvm::StringRef Condition);
/// Drops the run-time's record of the array at Base (before it is freed).
std::string arrayForget(llvm::StringRef Base);
/// The declaration of Slot, a `void *` holding Base whose cleanup forgets
/// the array when Slot's scope ends.
std::string forgetAtScopeEndDecl(llvm::StringRef Slot, llvm::StringRef Base);
/// The names of the run-time's fopen and freopen (writes on the output
/// rank only).
std::string fopenName();
std::string freopenName();
/// Gives every rank a copy of rank 0's standard input.
std::string replicateStdin();
/// Makes the run-time keep its static block distribution (--no-hooks).
std::string staticDistributionPrologue();
/// The declaration the prologue needs at file scope.
std::string staticDistributionDeclaration();
/// A constructor that tells the run-time, before main, how many nests the
/// file distributes and how many of them are minor (MinorNests.h,
/// alb_register_file).
std::string registerFileDefinition(size_t DistributedNests, size_t MinorNests);

std::string nestHandleDecl(llvm::StringRef Nest);
std::string arrayTypeName();
/// The alb_row_table type, and the members of one (the name and the
/// table as the source writes them; the offset and bytes as C longs).
std::string rowTableTypeName();
MemberLines rowTableMembers(llvm::StringRef Name, llvm::StringRef Rows,
                            llvm::StringRef RowOffset,
                            llvm::StringRef FirstByte, llvm::StringRef EndByte);
std::string descTypeName();
/// The members an alb_array and an alb_nest_desc are given, in groups of a
/// line each; members left out are zero.
MemberLines arrayMembers(const ArrayFields &A);
MemberLines descMembers(const NestDescFields &D);
/// `{.member = value, ...}` (C99), Lead after the brace and `,` Break
/// between the lines (a newline and an indentation).
std::string designatedInitializer(const MemberLines &Lines,
                                  llvm::StringRef Lead, llvm::StringRef Break);
/// `Object.member = value;` statements, a line each at Indent: C89 has no
/// designated initializers, and an aggregate's initializers must be
/// constants there.
std::string memberAssignments(llvm::StringRef Object, const MemberLines &Lines,
                              llvm::StringRef Indent);

std::string nestReplicates(llvm::StringRef Nest, llvm::StringRef Count);
std::string nestBegin(llvm::StringRef Nest, llvm::StringRef Desc,
                      llvm::StringRef First, int64_t Step,
                      llvm::StringRef Count);
/// True while alb_nest_next hands this rank a chunk [KLo, KHi); false
/// when it has none left (and on an error, which the run-time reports).
std::string nestNext(llvm::StringRef Nest, llvm::StringRef KLo,
                     llvm::StringRef KHi);
/// True when the rank's chunk runs in the variant Polly leaves alone.
std::string nestRunsPlainVariant(llvm::StringRef Nest);
std::string nestRange(llvm::StringRef Nest, llvm::StringRef KLo,
                      llvm::StringRef KHi);
/// Stores the pipeline's block size into Block.
std::string nestBlockSize(llvm::StringRef Nest, llvm::StringRef Block);
std::string pipeRecv(llvm::StringRef Nest, llvm::StringRef Jb,
                     llvm::StringRef Je);
std::string pipeSend(llvm::StringRef Nest, llvm::StringRef Jb,
                     llvm::StringRef Je);
std::string nestEnd(llvm::StringRef Nest);
std::string hook(llvm::StringRef Nest);
/// Ends a run of executions of a nest that streams its halo above.
std::string nestSettle(llvm::StringRef Nest);
/// Iterations of a strip-mined loop between two hooks, from the operations
/// of one of its iterations (a C expression of type double).
std::string hookBlockSize(llvm::StringRef OpsPerIteration);

/// The alb_type constant for T, none when the run-time has no such type.
std::optional<std::string> typeConstant(clang::QualType T);
std::string opConstant(ReductionOperator Op);
std::string reduce(llvm::StringRef Var, llvm::StringRef Type,
                   llvm::StringRef Op);
/// alb_reduce_array_begin / alb_reduce_array over Count elements from
/// Elements.
std::string reduceArrayBegin(llvm::StringRef Elements, llvm::StringRef Count,
                             llvm::StringRef Type, llvm::StringRef Op);
std::string reduceArray(llvm::StringRef Elements, llvm::StringRef Count,
                        llvm::StringRef Type, llvm::StringRef Op);
/// alb_private_copy_out: Count elements of Size bytes from Elements, given
/// by the rank whose Last is set.
std::string copyOut(llvm::StringRef Elements, llvm::StringRef Count,
                    llvm::StringRef Size, llvm::StringRef Last);

/// Reductions folded in the sequential order: the file-scope handle, the
/// start of the recording, a term of iteration K (Float: the reduction is
/// a float; Subtracts: `s - term` rather than `s op term`), the fold.
std::string termsHandleDecl(llvm::StringRef Terms);
std::string termsBegin(llvm::StringRef Terms, llvm::StringRef Type,
                       llvm::StringRef Op);
std::string termsRecord(llvm::StringRef Terms, llvm::StringRef K,
                        llvm::StringRef Term, bool Float, bool Subtracts);
std::string termsFold(llvm::StringRef Terms, llvm::StringRef Var);

} // namespace rt
} // namespace autolb

#endif // AUTOLB_PLAN_RUNTIMECALLBUILDER_H
