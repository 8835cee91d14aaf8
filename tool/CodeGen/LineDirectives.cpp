//===- LineDirectives.cpp - #line around copied source code ---------------===//

#include "CodeGen/LineDirectives.h"
#include "Plan/RuntimeCallBuilder.h"

using namespace clang;

namespace autolb {

/// Stands for the output's own #line until its line number is known: the
/// edits are applied in one go, so no emitter knows where its text lands.
static constexpr llvm::StringLiteral OutputLine = "#line __autolb_output__";

std::string sourceLineDirective(const GeneratorContext &G, SourceLocation Loc) {
  if (G.Options.LineDirectivesOutput.empty())
    return "";
  PresumedLoc Where = G.Ctx.getSourceManager().getPresumedLoc(
      G.Ctx.getSourceManager().getExpansionLoc(Loc));
  return "#line " + std::to_string(Where.getLine()) + " " +
         rt::cString(Where.getFilename()) + "\n";
}

std::string outputLineDirective(const GeneratorContext &G) {
  if (G.Options.LineDirectivesOutput.empty())
    return "";
  return OutputLine.str() + "\n";
}

std::string resolveOutputLineDirectives(const GeneratorContext &G,
                                        llvm::StringRef Output) {
  if (G.Options.LineDirectivesOutput.empty())
    return Output.str();
  std::string Name = rt::cString(G.Options.LineDirectivesOutput);
  std::string Out;
  unsigned Line = 1;
  while (!Output.empty()) {
    auto [Text, Rest] = Output.split('\n');
    if (Text == OutputLine)
      Out += "#line " + std::to_string(Line + 1) + " " + Name;
    else
      Out += Text;
    if (Output.size() > Text.size())
      Out += '\n';
    Output = Rest;
    ++Line;
  }
  return Out;
}

} // namespace autolb
