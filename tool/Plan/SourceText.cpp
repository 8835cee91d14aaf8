//===- SourceText.cpp - statement extents and text in the main file -------===//

#include "Plan/SourceText.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include <tuple>
#include <vector>

using namespace clang;

namespace autolb {

SourceLocation SourceText::begin(const Stmt *S) const {
  return SM.getExpansionLoc(S->getBeginLoc());
}

SourceLocation SourceText::endOfToken(SourceLocation Loc) const {
  return Lexer::getLocForEndOfToken(SM.getExpansionLoc(Loc), 0, SM, LO);
}

SourceLocation SourceText::exprEnd(const Stmt *E) const {
  return endOfToken(SM.getExpansionRange(E->getEndLoc()).getEnd());
}

/// The statement S ends with: itself, or the body of the loop, branch,
/// switch or label it ends with.
static const Stmt *trailingStatement(const Stmt *S) {
  while (true) {
    if (const auto *For = dyn_cast<ForStmt>(S))
      S = For->getBody();
    else if (const auto *Range = dyn_cast<CXXForRangeStmt>(S))
      S = Range->getBody();
    else if (const auto *While = dyn_cast<WhileStmt>(S))
      S = While->getBody();
    else if (const auto *If = dyn_cast<IfStmt>(S))
      S = If->getElse() ? If->getElse() : If->getThen();
    else if (const auto *Switch = dyn_cast<SwitchStmt>(S))
      S = Switch->getBody();
    else if (const auto *Label = dyn_cast<LabelStmt>(S))
      S = Label->getSubStmt();
    else if (const auto *Case = dyn_cast<SwitchCase>(S))
      S = Case->getSubStmt();
    else if (const auto *Attributed = dyn_cast<AttributedStmt>(S))
      S = Attributed->getSubStmt();
    else
      return S;
  }
}

SourceLocation SourceText::end(const Stmt *S) const {
  SourceLocation Last = SM.getExpansionRange(S->getEndLoc()).getEnd();
  SourceLocation End = Lexer::getLocForEndOfToken(Last, 0, SM, LO);
  Token Tok;
  // A '}' ends a block (or a try's handler), or else an expression
  // statement's initializer list: `p[i] = (struct P){x, y};`, `T{x}`.
  if (!Lexer::getRawToken(Last, Tok, SM, LO, /*IgnoreWhiteSpace=*/true) &&
      (Tok.is(tok::semi) ||
       (Tok.is(tok::r_brace) &&
        isa<CompoundStmt, CXXTryStmt>(trailingStatement(S)))))
    return End;
  std::optional<Token> Next = Lexer::findNextToken(Last, SM, LO);
  if (Next && Next->is(tok::semi))
    return Next->getEndLoc();
  return End;
}

StringRef SourceText::text(SourceLocation Begin, SourceLocation End) const {
  FileID File = SM.getFileID(Begin);
  StringRef Buffer = SM.getBufferData(File);
  unsigned B = SM.getFileOffset(Begin), E = SM.getFileOffset(End);
  if (E < B)
    return {};
  return Buffer.substr(B, E - B);
}

StringRef SourceText::exprText(const Stmt *E) const {
  CharSourceRange Range = CharSourceRange::getTokenRange(
      SM.getExpansionRange(E->getSourceRange()).getAsRange());
  return Lexer::getSourceText(Range, SM, LO);
}

std::string SourceText::textReplacing(
    const Stmt *S,
    llvm::ArrayRef<std::pair<const Expr *, std::string>> Replacements) const {
  unsigned Start = SM.getFileOffset(begin(S));
  std::string Text = text(S).str();
  std::vector<std::tuple<unsigned, unsigned, const std::string *>> Ranges;
  for (const auto &[E, Replacement] : Replacements)
    Ranges.emplace_back(SM.getFileOffset(begin(E)) - Start,
                        SM.getFileOffset(exprEnd(E)) - Start, &Replacement);
  // From the last one, so that earlier offsets stay valid.
  llvm::sort(Ranges, [](const auto &A, const auto &B) {
    return std::get<0>(A) > std::get<0>(B);
  });
  for (const auto &[Begin, End, Replacement] : Ranges)
    Text.replace(Begin, End - Begin, *Replacement);
  return Text;
}

std::string SourceText::indentation(SourceLocation Loc) const {
  return Lexer::getIndentationForLine(SM.getExpansionLoc(Loc), SM).str();
}

bool SourceText::inMainFile(SourceLocation Loc) const {
  return Loc.isValid() && SM.isInMainFile(SM.getExpansionLoc(Loc));
}

bool SourceText::editableAround(const Stmt *S) const {
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(S->getSourceRange()), SM, LO);
  return Range.isValid() && SM.isInMainFile(Range.getBegin());
}

bool SourceText::isMacroStatement(const Stmt *S) const {
  if (!S->getBeginLoc().isMacroID() || !editableAround(S))
    return false;
  return llvm::any_of(S->children(), [&](const Stmt *Child) {
    return Child && !isa<Expr>(Child) && !editableAround(Child);
  });
}

} // namespace autolb
