//===- NameGenerator.cpp - collision-free names for generated code --------===//

#include "Plan/NameGenerator.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace autolb {

NameGenerator::NameGenerator(const SourceManager &SM, const LangOptions &LO) {
  FileID Main = SM.getMainFileID();
  llvm::StringRef Buffer = SM.getBufferData(Main);
  Lexer Lex(SM.getLocForStartOfFile(Main), LO, Buffer.begin(), Buffer.begin(),
            Buffer.end());
  Token Tok;
  while (!Lex.LexFromRawLexer(Tok))
    if (Tok.is(tok::raw_identifier))
      Taken.insert(Tok.getRawIdentifier());
  if (Tok.is(tok::raw_identifier))
    Taken.insert(Tok.getRawIdentifier());
}

std::string NameGenerator::fresh(llvm::StringRef Base) {
  std::string Name = ("alb_" + Base).str();
  for (unsigned Suffix = 1; Taken.contains(Name); ++Suffix)
    Name = ("alb_" + Base + "_" + llvm::Twine(Suffix)).str();
  Taken.insert(Name);
  return Name;
}

std::string NameGenerator::renamed(llvm::StringRef Original) {
  std::string Name = (Original + "_user").str();
  for (unsigned Suffix = 1; Taken.contains(Name); ++Suffix)
    Name = (Original + "_user" + llvm::Twine(Suffix)).str();
  Taken.insert(Name);
  return Name;
}

} // namespace autolb
