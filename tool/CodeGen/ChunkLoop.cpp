//===- ChunkLoop.cpp - the loop over one chunk of a distributed loop ------===//

#include "CodeGen/ChunkLoop.h"
#include "CodeGen/DistributedNest.h"
#include "CodeGen/LineDirectives.h"

using namespace clang;

namespace autolb {

bool chunkLoopsOverInductionVariable(const GeneratorContext &G,
                                     const NestPlan &Plan) {
  if (llvm::any_of(Plan.Reductions,
                   [](const ReductionPlan &R) { return R.FoldedInOrder; }))
    return false;
  // C89 would declare the variable at the start of the nest's block, where
  // it could hide a variable of the same name that the frame reads.
  if (Plan.DeclaresInductionVar && !atLeastC99(G.Ctx.getLangOpts()))
    return false;
  QualType Type = Plan.Dist->InductionVar->getType();
  if (!Type->isIntegerType() || Type->isBooleanType())
    return false;
  uint64_t Size = G.Ctx.getTypeSize(Type);
  uint64_t Long = G.Ctx.getTypeSize(G.Ctx.LongTy);
  return Type->isSignedIntegerOrEnumerationType() ? Size <= Long : Size < Long;
}

/// `i++`, `i--`, `i += s` or `i -= s`.
static std::string increment(const std::string &Name, int64_t Step) {
  if (Step == 1 || Step == -1)
    return Name + (Step > 0 ? "++" : "--");
  return Name + (Step > 0 ? " += " : " -= ") +
         std::to_string(Step > 0 ? Step : -Step);
}

std::string chunkBounds(const NestPlan &Plan, BlockDeclarations &Decls,
                        const std::string &Indent) {
  const NestNames &N = Plan.Names;
  // Separate statements: each declares at the block's start as it runs (C89
  // output), and the operands of one `+` run in no fixed order.
  std::string Out =
      Decls.declare(Indent, Plan.InductionType, N.Lo, valueAt(Plan, N.KLo));
  Out += Decls.declare(Indent, Plan.InductionType, N.Hi, valueAt(Plan, N.KHi));
  return Out;
}

std::string headerOverInductionVariable(const NestPlan &Plan,
                                        BlockDeclarations &Decls) {
  const NestNames &N = Plan.Names;
  const LoopInfo &D = *Plan.Dist;
  std::string Name = D.InductionVar->getNameAsString();
  std::string Init = Plan.DeclaresInductionVar
                         ? Decls.forInit(Plan.InductionType, Name, N.Lo)
                         : Name + " = " + N.Lo;
  return "for (" + Init + "; " + Name + (D.Step > 0 ? " < " : " > ") + N.Hi +
         "; " + increment(Name, D.Step) + ")";
}

std::string chunkLoop(const GeneratorContext &G, const NestPlan &Plan,
                      BlockDeclarations &Decls, const std::string &Indent,
                      const std::string &Body, bool OutsidePolly) {
  const NestNames &N = Plan.Names;
  bool OverVariable = chunkLoopsOverInductionVariable(G, Plan);
  std::string Bounds, Header, Close;
  if (OverVariable) {
    Bounds = chunkBounds(Plan, Decls, Indent);
    Header = headerOverInductionVariable(Plan, Decls);
  } else {
    Header = "for (" + Decls.forInit("long", N.K, N.KLo) + "; " + N.K + " < " +
             N.KHi + "; " + N.K + "++) {\n" + Indent + "  " +
             inductionValue(Plan);
    Close = Indent + "}\n";
  }
  // The body on the header's line, or on a line of its own, as written.
  const Stmt *BodyStmt = Plan.Loop->getBody();
  const SourceManager &SM = G.Ctx.getSourceManager();
  bool OwnLine = !OverVariable ||
                 SM.getPresumedLineNumber(BodyStmt->getBeginLoc()) !=
                     SM.getPresumedLineNumber(Plan.Loop->getRParenLoc());
  std::string BodyIndent(Indent.size() + (OwnLine ? 2 : 0), ' ');
  std::string Statement = reindented(G, BodyStmt, Body, BodyIndent.size());
  if (OutsidePolly)
    Statement = "{ ALB_OUTSIDE_POLLY; " + Statement + " }";
  std::string AtHeader = sourceLineDirective(G, Plan.Loop->getBeginLoc());
  if (AtHeader.empty())
    return Bounds + Indent + Header + (OwnLine ? "\n" + BodyIndent : " ") +
           Statement + "\n" + Close;
  return Bounds + AtHeader + Indent + Header + "\n" +
         sourceLineDirective(G, BodyStmt->getBeginLoc()) + BodyIndent +
         Statement + "\n" + outputLineDirective(G) + Close;
}

} // namespace autolb
