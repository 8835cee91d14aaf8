//===- PipelineEmitter.cpp - a DOACROSS nest as a strip-mined pipeline ----===//

#include "CodeGen/PipelineEmitter.h"
#include "CodeGen/ChunkLoop.h"

using namespace clang;

namespace autolb {

std::string emitPipeline(const GeneratorContext &G, const NestPlan &Plan) {
  const NestNames &N = Plan.Names;
  const LoopInfo &Pipe = *Plan.Pipe;
  std::string J = Pipe.InductionVar->getNameAsString();
  std::string Skew = std::to_string(Plan.Skew);
  std::string Indent = G.Src.indentation(Plan.Loop->getBeginLoc());
  std::string L = Indent + "  ";
  BlockDeclarations Decls(G.Ctx.getLangOpts());
  std::string Out = frameOpening(G, Plan, Indent, Decls);
  Out += Decls.declare(L, "long", {{N.KLo, ""}, {N.KHi, ""}, {N.Block, ""}});
  // Their results go unchecked: the tool distributes only nests that run
  // between alb_init and alb_finalize (refuseNestsRunOutsideMain), where
  // every other error of these calls ends the job.
  Out += L + rt::nestRange(N.Nest, N.KLo, N.KHi) + ";\n";
  Out += L + rt::nestBlockSize(N.Nest, N.Block) +
         "; /* autolb: strip-mined, block size from the run-time */\n";
  std::string End = N.PipeEnd;
  if (Plan.Skew)
    End += " + " + Skew + " * (" + N.Count + " - 1)";
  // Without skew every row of a block covers the same columns: the rows
  // are the sequential loop over the induction variable (ChunkLoop.h)
  // around the pipelined loop, between bounds computed once.
  bool OverVariable = !Plan.Skew && chunkLoopsOverInductionVariable(G, Plan);
  if (OverVariable)
    Out += chunkBounds(Plan, Decls, L);
  std::string BlockEnd = N.BlockStart + " + " + N.Block;
  Out += L + "for (" + Decls.forInit("long", N.BlockStart, N.PipeFirst) + "; " +
         N.BlockStart + " < " + End + "; " + N.BlockStart + " += " + N.Block +
         ") {\n";
  Out += L + "  " + rt::pipeRecv(N.Nest, N.BlockStart, BlockEnd) + ";\n";
  std::string Start = N.BlockStart;
  if (Plan.Skew)
    Start += " - " + N.K + " * " + Skew;
  std::string Columns = Decls.declare(
      "", "long", {{N.JLo, Start}, {N.JHi, N.JLo + " + " + N.Block}});
  auto Clamped = [&](const std::string &M) {
    std::string Text = Columns.empty() ? "" : M + Columns;
    Text += M + "if (" + N.JLo + " < " + N.PipeFirst + ")\n" + M + "  " +
            N.JLo + " = " + N.PipeFirst + ";\n";
    return Text + M + "if (" + N.JHi + " > " + N.PipeEnd + ")\n" + M + "  " +
           N.JHi + " = " + N.PipeEnd + ";\n";
  };
  std::string M = L + "    ";
  bool RowBlock = false;
  if (OverVariable) {
    Out += Clamped(L + "  ");
    Out += L + "  " + headerOverInductionVariable(Plan, Decls) + " {\n";
  } else {
    Out += L + "  for (" + Decls.forInit("long", N.K, N.KLo) + "; " + N.K +
           " < " + N.KHi + "; " + N.K + "++) {\n";
    Out += M + inductionValue(Plan) + "\n";
    // The row's declarations may read the induction variable: in C89, where
    // they cannot follow its assignment, they start a block after it.
    RowBlock = !Decls.c99() && !Plan.DeclaresInductionVar &&
               !Plan.PipePrologue.empty();
    if (RowBlock) {
      Out += M + "{\n";
      M += "  ";
    }
  }
  for (const Stmt *S : Plan.PipePrologue)
    Out += M + G.Src.text(S).str() + "\n";
  if (!OverVariable)
    Out += Clamped(M);
  std::string Cast = "(" + Plan.PipeType + ")";
  Out += M + "for (" + (Plan.DeclaresPipeVar ? Plan.PipeType + " " : "") + J +
         " = " + Cast + N.JLo + "; " + J + " < " + Cast + N.JHi + "; " + J +
         "++)\n";
  Out += M + "  " + reindented(G, Pipe.Loop->getBody(), M.size() + 2) + "\n";
  if (RowBlock)
    Out += L + "    }\n";
  Out += L + "  }\n";
  Out += L + "  " + rt::pipeSend(N.Nest, N.BlockStart, BlockEnd) + ";\n";
  Out += L + "}\n";
  Out += frameClosing(G, Plan, Indent);
  return frameBlock(Plan, Indent, Decls, Out);
}

} // namespace autolb
