//===- RowTableChecks.cpp - run-time calls for a nest's row tables -------===//

#include "Plan/RowTableChecks.h"
#include "Analysis/RowTables.h"
#include "Plan/ArrayDescriptor.h"
#include "Plan/RuntimeCallBuilder.h"
#include "llvm/ADT/StringExtras.h"

namespace autolb {
namespace {

std::string longText(const AffineExpr &E) {
  return "(long)(" + affineText(E) + ")";
}

/// "table, first row, end row, first byte, end byte" for Table; nothing
/// when a loop around its reads never runs (a constant negative span). A
/// vector of vectors passes a table of its rows built for the call.
std::optional<std::string> rowArguments(const RowTableRead &Table) {
  if (Table.Container) {
    const std::string Container = rowTableName(Table);
    return "(void *const *)" + rt::containerRow(Container) + ", 0L, 1L, 0L, " +
           rt::containerBytes(Container);
  }
  const std::string Name = Table.Table->getNameAsString();
  if (Table.WholeRows)
    return "(void *const *)" + rt::rowPointers(Name) + ", 0L, (long)" + Name +
           ".size(), 0L, " + rt::longestRowBytes(Name);
  std::vector<std::string> Runs;
  for (const AffineExpr &Span : Table.LoopSpans) {
    if (Span.isConstant() && Span.Constant < 0)
      return std::nullopt;
    if (!Span.isConstant())
      Runs.push_back(longText(Span) + " >= 0");
  }
  const std::string First = longText(Table.Rows.Min);
  std::string End = longText(Table.Rows.Max) + " + 1";
  if (!Runs.empty())
    End = "(" + llvm::join(Runs, " && ") + " ? " + End + " : " + First + ")";
  const std::string Element = "(long)sizeof(" + Name + "[0][0])";
  return "(void *const *)" + Name + ", " + First + ", " + End + ", " +
         longText(Table.Columns.Min) + " * " + Element + ", (" +
         longText(Table.Columns.Max) + " + 1) * " + Element;
}

/// Appends to Checks the tests that the rows of Rows (a table named Table,
/// read or written from Loc) share no byte with the arrays Extents nor the
/// scalars Scalars; or why an array has no range to compare.
std::optional<Reason>
planClearOfRows(const PlanContext &G, const NestInfo &Nest,
                const std::string &Rows, const std::string &Table,
                clang::SourceLocation Loc,
                const std::vector<ArrayExtent> &Extents,
                const std::vector<const clang::VarDecl *> &Scalars,
                std::vector<std::string> &Checks) {
  for (const ArrayExtent &Other : Extents) {
    std::vector<std::vector<std::string>> Alternatives =
        addressRanges(G, Nest, Other);
    if (Alternatives.empty())
      return Reason{ReasonKind::UnsupportedAccess,
                    "'" + Other.Array->getNameAsString() +
                        "', which the loop uses, may lie in the rows of '" +
                        Table +
                        "', and its size is not known where the loop runs",
                    Loc,
                    {{Loc, "rows used here"}}};
    // Clear of the rows when every range of some alternative is.
    std::vector<std::string> Passing;
    for (const std::vector<std::string> &Ranges : Alternatives) {
      std::vector<std::string> Clear;
      for (const std::string &Range : Ranges)
        Clear.push_back(rt::rowsDisjoint(Rows, Range));
      Passing.push_back(llvm::join(Clear, " && "));
    }
    Checks.push_back(Passing.size() == 1
                         ? Passing.front()
                         : "((" + llvm::join(Passing, ") || (") + "))");
  }
  for (const clang::VarDecl *Scalar : Scalars) {
    const std::string Name = Scalar->getNameAsString();
    Checks.push_back(rt::rowsDisjoint(Rows, "(const void *)&" + Name +
                                                ", sizeof(" + Name + ")"));
  }
  return std::nullopt;
}

/// The loops around a written table's references all run: its rows are
/// checked, and written, only then; "" when that is known.
std::string loopsRun(const RowTableRead &Table) {
  std::vector<std::string> Runs;
  for (const AffineExpr &Span : Table.LoopSpans)
    if (!Span.isConstant())
      Runs.push_back(longText(Span) + " >= 0");
  return llvm::join(Runs, " && ");
}

} // namespace

std::optional<Reason> planRowTables(const PlanContext &G, const NestInfo &Nest,
                                    NestPlan &Plan,
                                    std::vector<std::string> &Syncs,
                                    std::vector<std::string> &Checks) {
  for (const RowTableRead &Table : Nest.RowTables) {
    std::optional<std::string> Rows = rowArguments(Table);
    if (!Rows)
      continue;
    Plan.ReadsRowTables = true;
    Syncs.push_back(rt::rowsSync(*Rows));
    if (std::optional<Reason> Why =
            planClearOfRows(G, Nest, *Rows, rowTableName(Table), Table.Loc,
                            Nest.WrittenExtents, Nest.WrittenScalars, Checks))
      return Why;
  }
  for (size_t W = 0; W < Nest.WrittenRowTables.size(); ++W) {
    const RowTableWrite &Table = Nest.WrittenRowTables[W];
    const std::string Name = rowTableName(Table.Reached);
    std::optional<std::string> Rows = rowArguments(Table.Reached);
    // A loop around its references never runs: neither do the writes.
    if (!Rows)
      continue;
    if (std::string Run = loopsRun(Table.Reached); !Run.empty())
      Checks.push_back("(" + Run + ")");
    Syncs.push_back(rt::rowsSync(*Rows));
    Checks.push_back(rt::rowsDistinct(*Rows));
    if (std::optional<Reason> Why =
            planClearOfRows(G, Nest, *Rows, Name, Table.Reached.Loc,
                            Nest.AccessedExtents, Nest.AccessedScalars, Checks))
      return Why;
    for (const RowTableRead &Read : Nest.RowTables)
      if (std::optional<std::string> Other = rowArguments(Read))
        Checks.push_back(rt::rowTablesDisjoint(*Rows, *Other));
    for (size_t Later = W + 1; Later < Nest.WrittenRowTables.size(); ++Later)
      if (std::optional<std::string> Other =
              rowArguments(Nest.WrittenRowTables[Later].Reached))
        Checks.push_back(rt::rowTablesDisjoint(*Rows, *Other));
    // The run-time counts rows from the slice an iteration owns.
    AffineExpr RowOffset = Table.RowOffset;
    RowOffset.Constant -= Nest.OwnedShift;
    const std::string Element = "(long)sizeof(" + Name + "[0][0])";
    Plan.RowTables.push_back(
        {Name, Name, longText(RowOffset),
         longText(Table.WrittenColumns.Min) + " * " + Element,
         "(" + longText(Table.WrittenColumns.Max) + " + 1) * " + Element});
  }
  return std::nullopt;
}

} // namespace autolb
