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
  if (Read.Conditional)
    return "read '" + Read.Text + "' under a condition";
  for (int L = Read.Loop; L >= 0; L = Tree.Loops[L].Parent) {
    const LoopInfo &Loop = Tree.Loops[L];
    if (Accesses.ConditionalLoops.contains(L) ||
        Accesses.ContinuedLoops.contains(L))
      return "read '" + Read.Text + "' in loop '" + Loop.name() +
             "', which may skip it";
    const std::optional<AffineExpr> &Lower = Tree.LowerAffine[L];
    const std::optional<AffineExpr> &Upper = Tree.UpperAffine[L];
    if (!Loop.IsCanonical || Loop.Step != 1 || !Lower || !Upper ||
        (Loop.Comparison != LoopComparison::Less &&
         Loop.Comparison != LoopComparison::LessEqual))
      return "read '" + Read.Text + "' in loop '" + Loop.name() +
             "', which does not count up by 1 between affine bounds";
    for (const AffineExpr *Bound : {&*Lower, &*Upper})
      for (const auto &Term : Bound->Terms)
        if (changesWhileLoopRuns(Tree, Accesses, TreeRoot, Term.first))
          return "read '" + Read.Text + "' in loop '" + Loop.name() +
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
  if (const auto *Why = std::get_if<std::string>(&Section))
    return Refusal{"the rows or columns read are not known before the "
                   "loops run: " +
                       *Why,
                   Read.Loc, "access here"};
  std::vector<AffineExpr> Spans;
  if (std::optional<std::string> Why = loopSpans(Tree, Accesses, Read, Spans))
    return Refusal{"the loops " + *Why +
                       ": the rows read are not known "
                       "before they run",
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

} // namespace

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
    for (const ArrayReference &Other : Accesses.RowTableReads)
      if (Other.Array == Read.Array)
        for (int L = Other.Loop; L >= 0; L = Tree.Loops[L].Parent)
          addUniqueReason(Tree.Loops[L].Reasons, {ReasonKind::UnsupportedAccess,
                                                  Message,
                                                  Why->Loc,
                                                  {{Why->Loc, Why->Note}}});
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
    ArraySection Section =
        std::get<ArraySection>(accessSection(Tree, Accesses, TreeRoot, Read));
    RowTableRead Table{Read.Array, Section[0], Section[1],
                       {},         Read.Text,  Read.Loc};
    loopSpans(Tree, Accesses, Read, Table.LoopSpans);
    if (llvm::none_of(Tables, [&](const RowTableRead &Known) {
          return Known.Table == Table.Table &&
                 Known.Rows.Min == Table.Rows.Min &&
                 Known.Rows.Max == Table.Rows.Max &&
                 Known.Columns.Min == Table.Columns.Min &&
                 Known.Columns.Max == Table.Columns.Max &&
                 Known.LoopSpans == Table.LoopSpans;
        }))
      Tables.push_back(std::move(Table));
  }
  return Tables;
}

std::string rowTableName(const RowTableRead &Table) {
  return Table.Container ? memberPath(*Table.Container)
                         : Table.Table->getNameAsString();
}

void writtenInLoop(const LoopTree &Tree, const NestAccesses &Accesses,
                   unsigned D, std::vector<ArrayExtent> &Arrays,
                   std::vector<const VarDecl *> &Scalars) {
  for (const ArrayReference &Ref : Accesses.Arrays)
    if (Ref.IsWrite && isInsideLoop(Ref, Tree, D)) {
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
    if (Ref.IsWrite && Ref.Loop >= 0 && Tree.encloses(D, Ref.Loop))
      Add(Ref.Var);
  for (unsigned L = 0; L < Tree.Loops.size(); ++L)
    if (Tree.encloses(D, L))
      Add(Tree.Loops[L].InductionVar);
}

} // namespace autolb
