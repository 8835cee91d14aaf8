//===- ReservedNames.cpp - input names that the run-time's header declares ===//

#include "CodeGen/ReservedNames.h"
#include "Plan/RuntimeCallBuilder.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringMap.h"

using namespace clang;

namespace autolb {

void renameReservedNames(GeneratorContext &G) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  StringRef Buffer = SM.getBufferData(Main);
  Lexer Lex(SM.getLocForStartOfFile(Main), G.Ctx.getLangOpts(), Buffer.begin(),
            Buffer.begin(), Buffer.end());
  llvm::StringMap<std::string> &NewNames = G.Renames;
  std::vector<std::pair<unsigned, unsigned>> Skipped;
  for (const Stmt *Loop : G.DistributedLoops)
    Skipped.push_back({SM.getFileOffset(G.Src.begin(Loop)),
                       SM.getFileOffset(G.Src.end(Loop))});
  for (const ForStmt *Loop : G.StripMinedLoops)
    Skipped.push_back(
        {SM.getFileOffset(G.Src.begin(Loop)),
         SM.getFileOffset(G.Src.endOfToken(Loop->getRParenLoc()))});
  Token Tok;
  for (bool More = true; More;) {
    More = !Lex.LexFromRawLexer(Tok);
    if (!Tok.is(tok::raw_identifier) ||
        !rt::isReservedName(Tok.getRawIdentifier()))
      continue;
    StringRef Name = Tok.getRawIdentifier();
    auto [It, Inserted] = NewNames.try_emplace(Name);
    if (Inserted) {
      It->second = G.Names.renamed(Name);
      G.Remarks.remark(RemarkKind::Analysis, Tok.getLocation(), "alb-codegen",
                       "'" + Name.str() +
                           "' is a name of the run-time's "
                           "API: renamed '" +
                           It->second + "'");
    }
    unsigned Offset = SM.getFileOffset(Tok.getLocation());
    if (llvm::none_of(Skipped, [&](const std::pair<unsigned, unsigned> &R) {
          return Offset >= R.first && Offset < R.second;
        }))
      G.Edits.replace(Tok.getLocation(), Tok.getEndLoc(), It->second);
  }
}

std::string applyRenames(const GeneratorContext &G, StringRef Text) {
  if (G.Renames.empty())
    return Text.str();
  std::string Out;
  size_t I = 0;
  while (I < Text.size()) {
    char C = Text[I];
    if (!(isAsciiIdentifierStart(C))) {
      Out += C;
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && isAsciiIdentifierContinue(Text[J]))
      ++J;
    StringRef Word = Text.slice(I, J);
    auto It = G.Renames.find(Word);
    Out += It == G.Renames.end() ? Word.str() : It->second;
    I = J;
  }
  return Out;
}

} // namespace autolb
