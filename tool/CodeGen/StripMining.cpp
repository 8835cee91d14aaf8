//===- StripMining.cpp - a hook location made by strip-mining a loop ------===//

#include "CodeGen/StripMining.h"
#include "CodeGen/BlockDeclarations.h"
#include "CodeGen/DistributedNest.h"
#include "CodeGen/ReservedNames.h"

using namespace clang;

namespace autolb {

/// The type the iterations left are counted in: unsigned long long holds
/// the difference of any two signed values of at most 64 bits. C89 has no
/// long long; there unsigned long holds it for the types up to long, and a
/// loop compared in a wider type is the input's own long long.
static std::string countType(const GeneratorContext &G, const ForStmt *F) {
  const auto *Cmp = cast<BinaryOperator>(F->getCond()->IgnoreParens());
  if (atLeastC99(G.Ctx.getLangOpts()) ||
      G.Ctx.getTypeSize(Cmp->getLHS()->getType()) >
          G.Ctx.getTypeSize(G.Ctx.LongTy))
    return "unsigned long long";
  return "unsigned long";
}

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
  std::string Type = countType(G, F);
  std::string Cast = "(" + Type + ")";
  // Iterations left, from the first value and the bound compared as the
  // loop compares them; unsigned arithmetic keeps the difference exact.
  bool Upward = L.Step > 0;
  std::string Difference = Upward
                               ? Cast + "(" + Bound + ") - " + Cast + IV
                               : Cast + IV + " - " + Cast + "(" + Bound + ")";
  bool Strict = L.Comparison == LoopComparison::Less ||
                L.Comparison == LoopComparison::Greater;
  int64_t Step = Upward ? L.Step : -L.Step;
  std::string Iterations = Step == 1
                               ? Difference + (Strict ? "" : " + 1")
                               : "(" + Difference + (Strict ? " - 1" : "") +
                                     ") / " + std::to_string(Step) + " + 1";
  std::string Count = "(" + Cond + ") ? " + Iterations + " : 0";
  std::string Level = std::to_string(Plan.Hook.Level);
  BlockDeclarations Decls(G.Ctx.getLangOpts());
  std::string Body = In + Init + ";\n";
  Body += Decls.declare(In, Type, N.StripLeft, Count);
  Body += Decls.declare(In, Type, N.StripBlock,
                        Cast + rt::hookBlockSize(Plan.Hook.StripOperations));
  Body += In + "while (" + N.StripLeft + " > 0) {\n" + In + "  " + Type + " " +
          N.StripRun + " = " + N.StripLeft + " < " + N.StripBlock + " ? " +
          N.StripLeft + " : " + N.StripBlock + ";\n" + In + "  " + N.StripLeft +
          " -= " + N.StripRun + ";\n" + In + "  for (; " + N.StripRun +
          " > 0; " + N.StripRun + "--, " + Inc + ")";
  std::string Open =
      "{ /* autolb: loop '" + IV +
      "' strip-mined, a load-balancing hook after each block (level " + Level +
      ") */\n" + Decls.start(In) + Body;
  G.Edits.replace(G.Src.begin(F), G.Src.endOfToken(F->getRParenLoc()), Open);
  std::string Close = "\n" + In + "  if (" + N.Nest + ") " + rt::hook(N.Nest) +
                      "; /* autolb: load-balancing hook (level " + Level +
                      ") */\n" + In + "}\n" + Indent + "}";
  G.Edits.insert(G.Src.end(F), Close, EditOrder::Close);
}

} // namespace autolb
