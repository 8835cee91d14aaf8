//===- DoallEmitter.cpp - a DOALL nest as run-time chunks -----------------===//

#include "CodeGen/DoallEmitter.h"

namespace autolb {

std::string emitDoall(const GeneratorContext &G, const NestPlan &Plan) {
  const NestNames &N = Plan.Names;
  std::string Indent = G.Src.indentation(Plan.Loop->getBeginLoc());
  std::string L = Indent + "  ";
  BlockDeclarations Decls(G.Ctx.getLangOpts());
  std::string Out = frameOpening(G, Plan, Indent, Decls);
  Out += Decls.declare(L, "long", {{N.KLo, ""}, {N.KHi, ""}});
  bool Private = !Plan.PrivateArrays.empty();
  Out += L + "while (" + rt::nestNext(N.Nest, N.KLo, N.KHi) + ")" +
         (Private ? " {" : "") + "\n";
  Out += L + "  for (" + Decls.forInit("long", N.K, N.KLo) + "; " + N.K +
         " < " + N.KHi + "; " + N.K + "++) {\n";
  Out += L + "    " + inductionValue(Plan) + "\n";
  Out += L + "    " +
         reindented(G, Plan.Loop->getBody(), bodyText(G, Plan), L.size() + 4) +
         "\n";
  Out += L + "  }\n";
  // A rank's chunks come in increasing order: the one that ends the loop
  // is the last this rank runs.
  if (Private)
    Out += L + "  " + N.RanLast + " |= " + N.KHi + " == " + N.Count + ";\n" +
           L + "}\n";
  Out += frameClosing(G, Plan, Indent);
  return frameBlock(Plan, Indent, Decls, Out);
}

} // namespace autolb
