//===- PragmaLines.cpp - '#pragma autolb' lines in the output -------------===//

#include "CodeGen/PragmaLines.h"
#include "llvm/Support/Regex.h"

using namespace clang;

namespace autolb {

void commentOutPragmaLines(GeneratorContext &G) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  StringRef Buffer = SM.getBufferData(Main);
  SourceLocation Start = SM.getLocForStartOfFile(Main);
  llvm::Regex Pragma("^[ \t]*#[ \t]*pragma[ \t]+autolb([^\n]*)");
  size_t Offset = 0;
  while (Offset < Buffer.size()) {
    size_t End = Buffer.find('\n', Offset);
    if (End == StringRef::npos)
      End = Buffer.size();
    StringRef Line = Buffer.slice(Offset, End);
    llvm::SmallVector<StringRef, 2> Match;
    if (Pragma.match(Line, &Match) && !Line.contains("*/") &&
        !Line.ends_with("\\")) {
      size_t Hash = Line.find('#');
      G.Edits.replace(Start.getLocWithOffset(Offset + Hash),
                      Start.getLocWithOffset(End),
                      "/* autolb: applied '#pragma autolb" +
                          Match[1].rtrim().str() + "' */");
    }
    Offset = End + 1;
  }
}

} // namespace autolb
