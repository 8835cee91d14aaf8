//===- DoallEmitter.cpp - a DOALL nest as run-time chunks -----------------===//

#include "CodeGen/DoallEmitter.h"
#include "CodeGen/ChunkLoop.h"

namespace autolb {

std::string emitDoall(const GeneratorContext &G, const NestPlan &Plan) {
  const NestNames &N = Plan.Names;
  std::string Indent = G.Src.indentation(Plan.Loop->getBeginLoc());
  std::string L = Indent + "  ";
  BlockDeclarations Decls(G.Ctx.getLangOpts());
  std::string Out = frameOpening(G, Plan, Indent, Decls);
  Out += Decls.declare(L, "long", {{N.KLo, ""}, {N.KHi, ""}});
  Out += L + "while (" + rt::nestNext(N.Nest, N.KLo, N.KHi) + ") {\n";
  const std::string Body = bodyText(G, Plan);
  if (G.Options.PollyVariants) {
    // Each variant declares the chunk's bounds in its own block; in C89,
    // where they go to the start of the frame, once.
    BlockDeclarations Again = Decls;
    Out += L + "  if (" + rt::nestRunsPlainVariant(N.Nest) + ") {\n";
    Out += chunkLoop(G, Plan, Decls, L + "    ", Body, /*OutsidePolly=*/true);
    Out += L + "  } else {\n";
    Out += chunkLoop(G, Plan, Again, L + "    ", Body);
    Out += L + "  }\n";
  } else {
    Out += chunkLoop(G, Plan, Decls, L + "  ", Body);
  }
  // A rank's chunks come in increasing order: the one that ends the loop
  // is the last this rank runs.
  if (!Plan.PrivateArrays.empty())
    Out += L + "  " + N.RanLast + " |= " + N.KHi + " == " + N.Count + ";\n";
  Out += L + "}\n";
  Out += frameClosing(G, Plan, Indent);
  return frameBlock(Plan, Indent, Decls, Out);
}

} // namespace autolb
