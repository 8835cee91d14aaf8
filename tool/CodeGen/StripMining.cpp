//===- StripMining.cpp - a hook location made by strip-mining a loop ------===//

#include "CodeGen/StripMining.h"
#include "CodeGen/DistributedNest.h"
#include "CodeGen/ReservedNames.h"

using namespace clang;

namespace autolb {

void emitStripMinedLoop(GeneratorContext &G, const NestPlan &Plan) {
  const LoopInfo &L = *Plan.Hook.StripMined;
  const ForStmt *F = L.Loop;
  const NestNames &N = Plan.Names;
  std::string IV = applyRenames(G, L.InductionVar->getName());
  std::string Indent = G.Src.indentation(F->getBeginLoc());
  std::string In = Indent + "  ";
  std::string Init = applyRenames(G, G.Src.text(F->getInit()).rtrim(" \t\n;"));
  std::string Cond = applyRenames(G, G.Src.exprText(F->getCond()));
  std::string Bound = applyRenames(G, G.Src.exprText(L.UpperBound));
  std::string Inc = applyRenames(G, G.Src.exprText(F->getInc()));
  // Iterations left, from the first value and the bound compared as the
  // loop compares them; unsigned arithmetic keeps the difference exact.
  bool Upward = L.Step > 0;
  std::string Difference =
      Upward ? "(unsigned long long)(" + Bound + ") - (unsigned long long)" + IV
             : "(unsigned long long)" + IV + " - (unsigned long long)(" +
                   Bound + ")";
  bool Strict = L.Comparison == LoopComparison::Less ||
                L.Comparison == LoopComparison::Greater;
  int64_t Step = Upward ? L.Step : -L.Step;
  std::string Iterations = Step == 1
                               ? Difference + (Strict ? "" : " + 1")
                               : "(" + Difference + (Strict ? " - 1" : "") +
                                     ") / " + std::to_string(Step) + " + 1";
  std::string Count = "(" + Cond + ") ? " + Iterations + " : 0";
  std::string Level = std::to_string(Plan.Hook.Level);
  std::string Open =
      "{ /* autolb: loop '" + IV +
      "' strip-mined, a load-balancing hook after each block (level " + Level +
      ") */\n" + In + Init + ";\n" + In + "unsigned long long " + N.StripLeft +
      " = " + Count + ";\n" + In + "unsigned long long " + N.StripBlock +
      " = (unsigned long long)" + rt::hookBlockSize(Plan.Hook.StripOperations) +
      ";\n" + In + "while (" + N.StripLeft + " > 0) {\n" + In +
      "  unsigned long long " + N.StripRun + " = " + N.StripLeft + " < " +
      N.StripBlock + " ? " + N.StripLeft + " : " + N.StripBlock + ";\n" + In +
      "  " + N.StripLeft + " -= " + N.StripRun + ";\n" + In + "  for (; " +
      N.StripRun + " > 0; " + N.StripRun + "--, " + Inc + ")";
  G.Edits.replace(G.Src.begin(F), G.Src.endOfToken(F->getRParenLoc()), Open);
  std::string Close = "\n" + In + "  if (" + N.Nest + ") " + rt::hook(N.Nest) +
                      "; /* autolb: load-balancing hook (level " + Level +
                      ") */\n" + In + "}\n" + Indent + "}";
  G.Edits.insert(G.Src.end(F), Close, EditOrder::Close);
}

} // namespace autolb
