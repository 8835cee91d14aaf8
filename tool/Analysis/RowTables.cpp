//===- RowTables.cpp - tables of row pointers a nest only reads -----------===//

#include "Analysis/RowTables.h"
#include "Analysis/AccessSection.h"
#include "Analysis/MemberReads.h"
#include "Analysis/RuntimeAliasChecks.h"
#include "Analysis/StableVectors.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace autolb {
namespace {

struct Refusal {
  std::string Why;
  SourceLocation Loc;
  std::string Note;
};

// A use of Table in the tree other than reading Table[e1][e2]: calls it is
// passed to, rows taken, copies, writes.
std::optional<Refusal> otherUse(const NestAccesses &Accesses,
                                const VarDecl *Table) {
  const std::string Name = Table->getNameAsString();
  for (const ArrayReference &Ref : Accesses.Arrays)
    if (Ref.Array == Table)
      return Refusal{"the loops " +
                         std::string(Ref.IsWrite ? "write" : "read") + " '" +
                         Ref.Text + "', not an element '" + Name + "[i][j]'",
                     Ref.Loc, "used here"};
  for (const ScalarReference &Ref : Accesses.Scalars)
    if (Ref.Var == Table)
      return Refusal{Ref.IsWrite ? "the loops change '" + Name + "'"
                                 : "the loops use '" + Name +
                                       "' other than by reading an element '" +
                                       Name + "[i][j]'",
                     Ref.Loc, "used here"};
  return std::nullopt;
}

// Per loop around Read, its last value minus its first; or why Read may
// not run in each of their iterations, or they do not count up by 1 from
// bounds fixed before the tree.
std::optional<std::string> loopSpans(const LoopTree &Tree,
                                     const NestAccesses &Accesses,
                                     const ArrayReference &Read,
                                     std::vector<AffineExpr> &Spans) {
  const std::string Use =
      std::string(Read.IsWrite ? "write '" : "read '") + Read.Text + "'";
  if (Read.Conditional)
    return Use + " under a condition";
  for (int L = Read.Loop; L >= 0; L = Tree.Loops[L].Parent) {
    const LoopInfo &Loop = Tree.Loops[L];
    if (Accesses.ConditionalLoops.contains(L) ||
        Accesses.ContinuedLoops.contains(L))
      return Use + " in loop '" + Loop.name() + "', which may skip it";
    const std::optional<AffineExpr> &Lower = Tree.LowerAffine[L];
    const std::optional<AffineExpr> &Upper = Tree.UpperAffine[L];
    if (!Loop.IsCanonical || Loop.Step != 1 || !Lower || !Upper ||
        (Loop.Comparison != LoopComparison::Less &&
         Loop.Comparison != LoopComparison::LessEqual))
      return Use + " in loop '" + Loop.name() +
             "', which does not count up by 1 between affine bounds";
    for (const AffineExpr *Bound : {&*Lower, &*Upper})
      for (const auto &Term : Bound->Terms)
        if (changesWhileLoopRuns(Tree, Accesses, TreeRoot, Term.first))
          return Use + " in loop '" + Loop.name() +
                 "', whose bounds change while the loops run";
    AffineExpr Span = *Upper;
    Span.Constant -=
        Lower->Constant + (Loop.Comparison == LoopComparison::Less ? 1 : 0);
    for (const auto &[Var, Coeff] : Lower->Terms)
      if ((Span.Terms[Var] -= Coeff) == 0)
        Span.Terms.erase(Var);
    Spans.push_back(std::move(Span));
  }
  return std::nullopt;
}

std::optional<Refusal> refusal(const LoopTree &Tree,
                               const NestAccesses &Accesses,
                               const ArrayReference &Read) {
  if (std::optional<Refusal> Use = otherUse(Accesses, Read.Array))
    return Use;
  if (changesWhileLoopRuns(Tree, Accesses, TreeRoot, Read.Array))
    return Refusal{"the loops change '" + Read.Array->getNameAsString() + "'",
                   Read.Loc, "access here"};
  if (isNumericVectorTableType(Read.Array->getType()))
    return std::nullopt; // read whole: no section needed
  auto Section = accessSection(Tree, Accesses, TreeRoot, Read);
  const char *Verb = Read.IsWrite ? "written" : "read";
  if (const auto *Why = std::get_if<std::string>(&Section))
    return Refusal{std::string("the rows or columns ") + Verb +
                       " are not known before the loops run: " + *Why,
                   Read.Loc, "access here"};
  std::vector<AffineExpr> Spans;
  if (std::optional<std::string> Why = loopSpans(Tree, Accesses, Read, Spans))
    return Refusal{"the loops " + *Why + ": the rows " + Verb +
                       " are not known before they run",
                   Read.Loc, "access here"};
  return std::nullopt;
}

// True when a loop of the tree declares V in its header: V exists only
// while that loop runs.
bool declaredInLoopHeader(const LoopTree &Tree, const VarDecl *V) {
  return llvm::any_of(Tree.Loops, [&](const LoopInfo &Loop) {
    const auto *Init = dyn_cast_or_null<DeclStmt>(Loop.Loop->getInit());
    return Init && llvm::is_contained(Init->decls(), V);
  });
}

// The bound of A and B that lies further out (the lesser for a minimum),
// when they differ by a constant; nothing otherwise.
std::optional<AffineExpr> outerBound(const AffineExpr &A, const AffineExpr &B,
                                     bool Minimum) {
  if (A.Terms != B.Terms)
    return std::nullopt;
  return (A.Constant < B.Constant) == Minimum ? A : B;
}

// Widens Into to hold Range too; false when their bounds differ by more
// than a constant.
bool widen(SectionRange &Into, const SectionRange &Range) {
  std::optional<AffineExpr> Min = outerBound(Into.Min, Range.Min, true),
                            Max = outerBound(Into.Max, Range.Max, false);
  if (!Min || !Max)
    return false;
  Into = {*Min, *Max};
  return true;
}

// The rows and columns Ref reaches over the tree, with the spans of the
// loops around it; Ref passed refusal().
RowTableRead sectionOf(const LoopTree &Tree, const NestAccesses &Accesses,
                       const ArrayReference &Ref) {
  ArraySection Section =
      std::get<ArraySection>(accessSection(Tree, Accesses, TreeRoot, Ref));
  RowTableRead Table{Ref.Array, Section[0], Section[1], {}, Ref.Text, Ref.Loc};
  loopSpans(Tree, Accesses, Ref, Table.LoopSpans);
  return Table;
}

// The rows and columns that References reach over the tree, with the spans
// of the loops around each; nothing when they cannot be bounded together.
// Each reference passed refusal().
std::optional<RowTableRead>
reachedTogether(const LoopTree &Tree, const NestAccesses &Accesses,
                llvm::ArrayRef<const ArrayReference *> References) {
  std::optional<RowTableRead> Reached;
  for (const ArrayReference *Ref : References) {
    RowTableRead Section = sectionOf(Tree, Accesses, *Ref);
    if (!Reached) {
      Reached = std::move(Section);
      continue;
    }
    if (!widen(Reached->Rows, Section.Rows) ||
        !widen(Reached->Columns, Section.Columns))
      return std::nullopt;
    for (AffineExpr &Span : Section.LoopSpans)
      if (!llvm::is_contained(Reached->LoopSpans, Span))
        Reached->LoopSpans.push_back(std::move(Span));
  }
  return Reached;
}

// Appends the section of Read, a table of row pointers, unless Tables
// has it.
void addReadSection(std::vector<RowTableRead> &Tables, const LoopTree &Tree,
                    const NestAccesses &Accesses, const ArrayReference &Read) {
  RowTableRead Table = sectionOf(Tree, Accesses, Read);
  if (llvm::none_of(Tables, [&](const RowTableRead &Known) {
        return Known.Table == Table.Table && Known.Rows.Min == Table.Rows.Min &&
               Known.Rows.Max == Table.Rows.Max &&
               Known.Columns.Min == Table.Columns.Min &&
               Known.Columns.Max == Table.Columns.Max &&
               Known.LoopSpans == Table.LoopSpans;
      }))
    Tables.push_back(std::move(Table));
}

// What keeps loop D from writing the table of Writes by rows (row i + c in
// the iteration of value i, columns that do not depend on i); Entry gets
// the row offset and the columns written otherwise.
std::optional<Refusal>
rowWriteRefusal(const LoopTree &Tree, const NestAccesses &Accesses, unsigned D,
                llvm::ArrayRef<const ArrayReference *> Writes,
                RowTableWrite &Entry) {
  const LoopInfo &Loop = Tree.Loops[D];
  const VarDecl *Var = Loop.InductionVar;
  if (Loop.Kind != LoopKind::DoAll)
    return Refusal{"loop '" + Loop.name() +
                       "' would run as a pipeline, whose ranks read rows "
                       "before the nest ends",
                   Writes.front()->Loc, "written here"};
  for (const ArrayReference *Write : Writes) {
    const std::optional<AffineExpr> &Row = Write->Subscripts[0];
    const std::optional<AffineExpr> &Column = Write->Subscripts[1];
    const std::string Text = "'" + Write->Text + "'";
    if (!Row || Row->coefficient(Var) != 1 ||
        llvm::any_of(Row->Terms, [&](const auto &Term) {
          return Term.first != Var &&
                 changesWhileLoopRuns(Tree, Accesses, D, Term.first);
        }))
      return Refusal{Text + " writes a row other than '" +
                         Var->getName().str() +
                         "' plus a number fixed while the loop runs",
                     Write->Loc, "written here"};
    if (Column ? Column->coefficient(Var) != 0 : !Write->CallColumns)
      return Refusal{Text + " writes columns that depend on '" +
                         Var->getName().str() + "'",
                     Write->Loc, "written here"};
    AffineExpr Offset = *Row;
    Offset.Terms.erase(Var);
    auto Section = accessSection(Tree, Accesses, D, *Write);
    if (const auto *Why = std::get_if<std::string>(&Section))
      return Refusal{"the columns of " + Text +
                         " are not known before the loop runs: " + *Why,
                     Write->Loc, "written here"};
    const SectionRange &Columns = std::get<ArraySection>(Section)[1];
    if (Write == Writes.front()) {
      Entry.RowOffset = std::move(Offset);
      Entry.WrittenColumns = Columns;
    } else if (!(Offset == Entry.RowOffset)) {
      return Refusal{Text + " and '" + Writes.front()->Text +
                         "' write different rows in one iteration",
                     Write->Loc, "written here"};
    } else if (!widen(Entry.WrittenColumns, Columns)) {
      return Refusal{"the columns of " + Text + " and '" +
                         Writes.front()->Text + "' cannot be bounded together",
                     Write->Loc, "written here"};
    }
  }
  return std::nullopt;
}

// The remark of a table that loops cannot write by rows.
std::string rowWriteMessage(const VarDecl *Table, const std::string &Why) {
  return "'" + Table->getNameAsString() +
         "' is an array of row pointers, whose rows may alias one another, "
         "written by a distributed loop only by rows (row i + c in the "
         "iteration of value i), in every iteration of the loops around, "
         "when the loops do nothing else with it and leave it unchanged; "
         "but " +
         Why;
}

// Gives the loops around each of References that uses Table the reason.
void refuseAround(LoopTree &Tree, const std::vector<ArrayReference> &References,
                  const VarDecl *Table, const std::string &Message,
                  const Refusal &Why) {
  for (const ArrayReference &Ref : References)
    if (Ref.Array == Table)
      for (int L = Ref.Loop; L >= 0; L = Tree.Loops[L].Parent)
        addUniqueReason(Tree.Loops[L].Reasons, {ReasonKind::UnsupportedAccess,
                                                Message,
                                                Why.Loc,
                                                {{Why.Loc, Why.Note}}});
}
} // namespace

void judgeRowTableWrites(LoopTree &Tree, NestAccesses &Accesses) {
  llvm::SmallPtrSet<const VarDecl *, 4> Written;
  for (const ArrayReference &Write : Accesses.RowTableWrites)
    Written.insert(Write.Array);
  // A written table's reads are compared with its writes.
  for (ArrayReference &Read : Accesses.RowTableReads)
    if (Written.contains(Read.Array))
      Accesses.RowTableWrites.push_back(std::move(Read));
  llvm::erase_if(Accesses.RowTableReads, [&](const ArrayReference &Read) {
    return Written.contains(Read.Array);
  });
  llvm::SmallPtrSet<const VarDecl *, 4> Judged, Refused;
  for (const ArrayReference &First : Accesses.RowTableWrites) {
    if (!Judged.insert(First.Array).second)
      continue;
    std::vector<const ArrayReference *> Same;
    std::optional<Refusal> Why;
    for (const ArrayReference &Ref : Accesses.RowTableWrites)
      if (Ref.Array == First.Array && !Why) {
        Same.push_back(&Ref);
        Why = refusal(Tree, Accesses, Ref);
      }
    if (!Why && reachedTogether(Tree, Accesses, Same))
      continue;
    if (!Why)
      Why = Refusal{"the rows and columns its references reach cannot be "
                    "bounded together",
                    First.Loc, "access here"};
    Refused.insert(First.Array);
    const std::string Message = rowWriteMessage(First.Array, Why->Why);
    refuseAround(Tree, Accesses.RowTableWrites, First.Array, Message, *Why);
  }
  llvm::erase_if(Accesses.RowTableWrites, [&](const ArrayReference &Ref) {
    return Refused.contains(Ref.Array);
  });
}

void judgeRowTableReads(LoopTree &Tree, NestAccesses &Accesses) {
  llvm::SmallPtrSet<const VarDecl *, 4> Refused;
  for (const ArrayReference &Read : Accesses.RowTableReads) {
    // Const, and declared outside the loops (the access walk checked).
    if (subscriptedMemberContainer(Read.Ref) || Refused.contains(Read.Array))
      continue;
    std::optional<Refusal> Why = refusal(Tree, Accesses, Read);
    if (!Why)
      continue;
    Refused.insert(Read.Array);
    const std::string Name = "'" + Read.Array->getNameAsString() + "'";
    const std::string Message =
        isNumericVectorTableType(Read.Array->getType())
            ? Name +
                  " is a vector of vectors, read whole only when the loops "
                  "do nothing else with it and leave it unchanged; but " +
                  Why->Why
            : Name +
                  " is an array of row pointers, whose rows may alias one "
                  "another, read whole only when the loops do nothing else "
                  "with it and leave it unchanged, at rows and columns "
                  "known before they run; but " +
                  Why->Why;
    refuseAround(Tree, Accesses.RowTableReads, Read.Array, Message, *Why);
  }
  llvm::erase_if(Accesses.RowTableReads, [&](const ArrayReference &Read) {
    return !subscriptedMemberContainer(Read.Ref) &&
           Refused.contains(Read.Array);
  });
}

std::vector<RowTableRead> rowTablesReadIn(const LoopTree &Tree,
                                          const NestAccesses &Accesses,
                                          unsigned D) {
  std::vector<RowTableRead> Tables;
  for (const ArrayReference &Read : Accesses.RowTableReads) {
    if (!isInsideLoop(Read, Tree, D))
      continue;
    if (const MemberExpr *Container = subscriptedMemberContainer(Read.Ref)) {
      if (llvm::none_of(Tables, [&](const RowTableRead &Known) {
            return Known.Container &&
                   sameExpression(Known.Container, Container);
          })) {
        RowTableRead Table{Read.Array, {}, {}, {}, Read.Text, Read.Loc};
        Table.Container = Container;
        Tables.push_back(std::move(Table));
      }
      continue;
    }
    if (isNumericVectorTableType(Read.Array->getType())) {
      if (llvm::none_of(Tables, [&](const RowTableRead &Known) {
            return Known.Table == Read.Array;
          }))
        Tables.push_back(RowTableRead{
            Read.Array, {}, {}, {}, Read.Text, Read.Loc, /*WholeRows=*/true});
      continue;
    }
    addReadSection(Tables, Tree, Accesses, Read);
  }
  return Tables;
}

std::vector<RowTableWrite> rowTablesWrittenIn(const LoopTree &Tree,
                                              const NestAccesses &Accesses,
                                              unsigned D,
                                              std::vector<RowTableRead> &Read,
                                              std::vector<Reason> &Why) {
  std::vector<RowTableWrite> Tables;
  llvm::SmallVector<const VarDecl *, 4> InLoop;
  for (const ArrayReference &Ref : Accesses.RowTableWrites)
    if (isInsideLoop(Ref, Tree, D) && !llvm::is_contained(InLoop, Ref.Array))
      InLoop.push_back(Ref.Array);
  for (const VarDecl *Table : InLoop) {
    std::vector<const ArrayReference *> References, Writes;
    for (const ArrayReference &Ref : Accesses.RowTableWrites)
      if (Ref.Array == Table && isInsideLoop(Ref, Tree, D)) {
        References.push_back(&Ref);
        if (Ref.IsWrite)
          Writes.push_back(&Ref);
      }
    // Written elsewhere in the tree, only read here.
    if (Writes.empty()) {
      for (const ArrayReference *Ref : References)
        addReadSection(Read, Tree, Accesses, *Ref);
      continue;
    }
    RowTableWrite Entry;
    std::optional<Refusal> Refused =
        rowWriteRefusal(Tree, Accesses, D, Writes, Entry);
    std::optional<RowTableRead> Reached =
        Refused ? std::nullopt : reachedTogether(Tree, Accesses, References);
    if (!Refused && !Reached)
      Refused = Refusal{"the rows and columns the loop reaches cannot be "
                        "bounded together",
                        Writes.front()->Loc, "written here"};
    // Not structural: loops around D may run on every rank.
    if (Refused) {
      Why.push_back({ReasonKind::UnsupportedArrayShape,
                     rowWriteMessage(Table, Refused->Why),
                     Refused->Loc,
                     {{Refused->Loc, Refused->Note}}});
      continue;
    }
    Entry.Reached = std::move(*Reached);
    Tables.push_back(std::move(Entry));
  }
  return Tables;
}

std::string rowTableName(const RowTableRead &Table) {
  return Table.Container ? memberPath(*Table.Container)
                         : Table.Table->getNameAsString();
}

void writtenInLoop(const LoopTree &Tree, const NestAccesses &Accesses,
                   unsigned D, std::vector<ArrayExtent> &Arrays,
                   std::vector<const VarDecl *> &Scalars, bool ReadsToo) {
  // An array declared inside D does not exist when the table is read.
  for (const ArrayReference &Ref : Accesses.Arrays)
    if ((Ref.IsWrite || ReadsToo) && isInsideLoop(Ref, Tree, D) &&
        visibleAt(Tree, Accesses, Ref.Array, D)) {
      ArrayExtent Extent = checkedExtent(Tree, Accesses, Ref, D);
      if (llvm::find(Arrays, Extent) == Arrays.end())
        Arrays.push_back(std::move(Extent));
    }
  // A row may point to a scalar only when its address is taken, which a
  // register variable's never is; one declared inside D does not exist
  // when the table is read, nor does one a loop header declares.
  auto Add = [&](const VarDecl *V) {
    if (V && V->getStorageClass() != SC_Register &&
        visibleAt(Tree, Accesses, V, D) && !declaredInLoopHeader(Tree, V) &&
        !llvm::is_contained(Scalars, V))
      Scalars.push_back(V);
  };
  for (const ScalarReference &Ref : Accesses.Scalars)
    if ((Ref.IsWrite || ReadsToo) && Ref.Loop >= 0 &&
        Tree.encloses(D, Ref.Loop))
      Add(Ref.Var);
  for (unsigned L = 0; L < Tree.Loops.size(); ++L)
    if (Tree.encloses(D, L))
      Add(Tree.Loops[L].InductionVar);
}

} // namespace autolb
