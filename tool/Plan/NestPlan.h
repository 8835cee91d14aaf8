//===- NestPlan.h - whether and how a distributed nest is generated -------===//
//
// Before any text is generated, a distributed nest is *planned*: every
// restriction the generated code relies on is checked (canonical loops whose
// trip count can be computed at run time, describable arrays, supported
// reductions, a pipelined loop directly inside the distributed one), the
// hook level is chosen and the generated names are fixed. A nest that fails
// a check stays sequential with a typed reason (ProgramPlanner.h).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_NESTPLAN_H
#define AUTOLB_PLAN_NESTPLAN_H

#include "Analysis/LoopModel.h"
#include "Plan/HookPlacement.h"
#include "Plan/PlanContext.h"
#include "Plan/ReproducibleReductions.h"
#include "Plan/RuntimeCallBuilder.h"
#include <optional>
#include <string>
#include <vector>

namespace autolb {

/// Elements of an array handled by run-time calls around a nest: from
/// &ArrayText[Min...] to &ArrayText[Max...] (row-major, inclusive), none
/// when a range is empty; Elements and Count name their first element and
/// number, of type TypeName.
struct ArraySectionPlan {
  std::string ArrayText;
  std::vector<std::string> Min, Max;
  /// A flat array's row lengths (`a[i*m + j]` read as `a[i][j]`): its
  /// elements are named by one subscript.
  std::vector<std::string> RowLengths;
  std::string TypeName;
  std::string Elements, Count;
};

struct ReductionPlan {
  const clang::VarDecl *Variable = nullptr;
  ReductionOperator Operator = ReductionOperator::Sum;
  std::string TypeConstant;
  std::string TypeName;
  bool Reassociates = false;
  /// Combined in the order of the iterations (Reduction's flag): the nest
  /// runs one contiguous block per rank, in rank order.
  bool CombinesInIterationOrder = false;
  std::string Saved; ///< the variable holding the value before the nest
  /// --reproducible-reductions: the updates record their terms, which are
  /// folded in the sequential order after the nest (instead of Saved).
  bool FoldedInOrder = false;
  std::vector<TermUpdate> TermUpdates;
  std::string Terms; ///< the file-scope alb_terms handle
  /// Array reductions: every rank updates its own copy of the section,
  /// combined after the nest.
  bool IsArray = false;
  ArraySectionPlan Section;
};

/// An array private to each iteration: every rank uses its own copy, and
/// after the nest the rank that ran the last iteration gives the section the
/// loop writes to every rank.
struct PrivateArrayPlan {
  const clang::VarDecl *Variable = nullptr;
  ArraySectionPlan Section;
};

/// The generated names of one nest.
struct NestNames {
  std::string Nest, Arrays, RowTables, Desc, First, Bound, Count, Touched, KLo,
      KHi, K, Level, Block, BlockStart, JLo, JHi, PipeFirst, PipeEnd;
  /// A chunk's bounds in the induction variable's type (ChunkLoop.h).
  std::string Lo, Hi;
  /// Private arrays: set on the rank that ran the last iteration.
  std::string RanLast;
  /// Strip-mined loop around the nest: iterations left, block, this block.
  std::string StripLeft, StripBlock, StripRun;
};

struct NestPlan {
  const NestInfo *Nest = nullptr;
  const LoopInfo *Dist = nullptr;
  const clang::ForStmt *Loop = nullptr;
  bool Pipeline = false;
  bool Independent = false;
  /// `for (int i = ...)` rather than `for (i = ...)`.
  bool DeclaresInductionVar = true;
  std::string InductionType;
  std::vector<ArrayFields> Arrays;
  bool NeedsTouchedSlices = false;
  /// Distributed arrays read other than along the distributed dimension.
  std::vector<const clang::VarDecl *> ReadWhole;
  /// The slices the run-time makes whole instead, as the remark names them
  /// ("slice 'k' of 'A'"; ArrayFields::SharedFirst).
  std::vector<std::string> SharedSlices;
  /// Arrays whose writes outside the iterations' own slices the run-time
  /// sends to their owners after the nest (ArrayFields::CrossFirst): the
  /// first such write and what the remark says about it.
  struct SentToOwners {
    const clang::VarDecl *Array = nullptr;
    clang::SourceLocation Loc;
    std::string Message;
  };
  std::vector<SentToOwners> WritesSentToOwners;
  std::vector<ReductionPlan> Reductions;
  std::vector<PrivateArrayPlan> PrivateArrays;
  HookChoice Hook;
  NestNames Names;
  /// The condition under which the nest runs distributed: its arrays that
  /// may share memory do not overlap, and the code of other files it
  /// relies on is the code linked (empty: always).
  std::string AliasCheck;
  /// AliasCheck also checks that the nest's lowest slice is at least 0 (a
  /// pointer into an array may reach below its first element).
  bool ChecksLowestSlice = false;
  /// AliasCheck also checks the row lengths of flat arrays that the loop
  /// bounds do not prove (FlatArrayShape::Checks), as remarks write them.
  std::vector<std::string> CheckedRowLengths;
  /// The nest reads tables of row pointers: AliasCheck makes their rows
  /// whole first, and fails when the nest writes some of them.
  bool ReadsRowTables = false;
  /// Tables of row pointers the nest writes by rows (alb_row_table): the
  /// name, the table, the row offset and the bytes written, as C text.
  struct RowTableFields {
    std::string Name, Rows, RowOffset, FirstByte, EndByte;
  };
  std::vector<RowTableFields> RowTables;

  // Pipelined nests.
  const LoopInfo *Pipe = nullptr;
  bool DeclaresPipeVar = true;
  std::string PipeType;
  unsigned Skew = 0;
  /// Declarations of scalars before the pipelined loop in the distributed
  /// loop's body, repeated for every block.
  std::vector<const clang::Stmt *> PipePrologue;
  /// Some array's halo above is streamed (HaloStreaming.h): the loop after
  /// which alb_nest_settle ends the run of executions, else null.
  const LoopInfo *SettleAfter = nullptr;
  /// Per array with a halo above: whether it is streamed, or why not.
  struct HaloAbove {
    const clang::VarDecl *Array = nullptr;
    bool Streamed = false;
    /// alb_array::above_reach when streamed.
    unsigned Reach = 0;
    /// The remark's text.
    std::string Message;
  };
  std::vector<HaloAbove> HalosAbove;
};

/// Plans Nest (which the analysis distributed); returns why it cannot be
/// generated (at the distributed loop, or at the evidence), or nothing and
/// a complete Plan.
std::optional<Reason> planNest(PlanContext &G, const NestInfo &Nest,
                               NestPlan &Plan);

} // namespace autolb

#endif // AUTOLB_PLAN_NESTPLAN_H
