//===- RowTableChecks.cpp - run-time calls for row tables a nest reads ----===//

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

} // namespace

std::optional<Reason> planRowTables(const PlanContext &G, const NestInfo &Nest,
                                    std::vector<std::string> &Syncs,
                                    std::vector<std::string> &Checks) {
  for (const RowTableRead &Table : Nest.RowTables) {
    std::optional<std::string> Rows = rowArguments(Table);
    if (!Rows)
      continue;
    Syncs.push_back(rt::rowsSync(*Rows));
    for (const ArrayExtent &Written : Nest.WrittenExtents) {
      std::vector<std::vector<std::string>> Alternatives =
          addressRanges(G, Nest, Written);
      if (Alternatives.empty())
        return Reason{ReasonKind::UnsupportedAccess,
                      "'" + Written.Array->getNameAsString() +
                          "', which the loop writes, may lie in the rows of "
                          "'" +
                          rowTableName(Table) +
                          "', and its size is not known where the loop runs",
                      Table.Loc,
                      {{Table.Loc, "rows read here"}}};
      // Clear of the rows when every range of some alternative is.
      std::vector<std::string> Passing;
      for (const std::vector<std::string> &Ranges : Alternatives) {
        std::vector<std::string> Clear;
        for (const std::string &Range : Ranges)
          Clear.push_back(rt::rowsDisjoint(*Rows, Range));
        Passing.push_back(llvm::join(Clear, " && "));
      }
      Checks.push_back(Passing.size() == 1
                           ? Passing.front()
                           : "((" + llvm::join(Passing, ") || (") + "))");
    }
    for (const clang::VarDecl *Scalar : Nest.WrittenScalars) {
      const std::string Name = Scalar->getNameAsString();
      Checks.push_back(rt::rowsDisjoint(*Rows, "(const void *)&" + Name +
                                                   ", sizeof(" + Name + ")"));
    }
  }
  return std::nullopt;
}

} // namespace autolb
