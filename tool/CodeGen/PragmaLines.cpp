//===- PragmaLines.cpp - pragma lines in the output -----------------------===//

#include "CodeGen/PragmaLines.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace autolb {
namespace {

enum class PragmaKind { Autolb, Threads, Loop, Other };

/// A `#pragma` line with the lines it continues: [Hash, End) of the text.
struct PragmaLine {
  size_t Hash = 0, End = 0;
  PragmaKind Kind = PragmaKind::Other;
};

StringRef nextWord(StringRef &Rest) {
  Rest = Rest.ltrim(" \t");
  StringRef Word =
      Rest.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
  Rest = Rest.drop_front(Word.size());
  return Word;
}

/// Directive is the text after `pragma`.
PragmaKind kindOf(StringRef Directive) {
  StringRef First = nextWord(Directive);
  if (First == "autolb")
    return PragmaKind::Autolb;
  if (First == "omp" || First == "acc")
    return PragmaKind::Threads;
  StringRef Second = nextWord(Directive);
  if (First == "GCC")
    return Second == "ivdep" || Second == "unroll" || Second == "novector"
               ? PragmaKind::Loop
               : PragmaKind::Other;
  if (First == "clang")
    return Second == "loop" ? PragmaKind::Loop : PragmaKind::Other;
  static constexpr StringRef LoopPragmas[] = {
      "unroll", "nounroll", "unroll_and_jam", "nounroll_and_jam", "ivdep",
      "simd",   "vector",   "novector",       "loop_count"};
  return llvm::is_contained(LoopPragmas, First) ? PragmaKind::Loop
                                                : PragmaKind::Other;
}

/// Lexed from an invalid location, a token's location is its offset.
size_t offsetOf(const Token &Tok) { return Tok.getLocation().getRawEncoding(); }

/// Where the directive whose `#` is at Hash ends: the line break after its
/// last token or comment (which may span lines).
size_t directiveEnd(StringRef Text, size_t Hash, const LangOptions &Lang) {
  Lexer Raw(SourceLocation(), Lang, Text.begin(), Text.begin() + Hash,
            Text.end());
  Raw.SetCommentRetentionState(true);
  Token Tok;
  Raw.LexFromRawLexer(Tok);
  size_t Last = Hash + 1;
  for (Raw.LexFromRawLexer(Tok); Tok.isNot(tok::eof) && !Tok.isAtStartOfLine();
       Raw.LexFromRawLexer(Tok))
    Last = offsetOf(Tok) + Tok.getLength();
  const size_t End = Text.find('\n', Last);
  return End == StringRef::npos ? Text.size() : End;
}

/// Every pragma directive of Text (C or C++ source, or a piece of one): a
/// `#` first on its line, then `pragma`, as the lexer sees them (not in a
/// comment or a string), to the line break that ends it.
std::vector<PragmaLine> pragmaLines(StringRef Text, const LangOptions &Lang) {
  std::vector<PragmaLine> Found;
  Lexer Raw(SourceLocation(), Lang, Text.begin(), Text.begin(), Text.end());
  Token Tok;
  bool AfterHash = false;
  size_t Hash = 0;
  for (Raw.LexFromRawLexer(Tok); Tok.isNot(tok::eof);
       Raw.LexFromRawLexer(Tok)) {
    const size_t Offset = offsetOf(Tok);
    if (AfterHash && Tok.is(tok::raw_identifier) &&
        Tok.getRawIdentifier() == "pragma" && !Tok.isAtStartOfLine()) {
      const size_t End = directiveEnd(Text, Hash, Lang);
      const size_t Directive = std::min(Offset + Tok.getLength(), End);
      Found.push_back({Hash, End, kindOf(Text.slice(Directive, End))});
    }
    AfterHash = Tok.is(tok::hash) && Tok.isAtStartOfLine();
    Hash = Offset;
  }
  return Found;
}

/// The pragma's text as a comment of as many lines.
std::string asComment(StringRef Pragma, PragmaKind Kind) {
  std::string Text = Pragma.rtrim(" \t\r").str();
  for (size_t At = 0; (At = Text.find("*/", At)) != std::string::npos;)
    Text.replace(At, 2, "* /");
  for (size_t At = 0; (At = Text.find("/*", At)) != std::string::npos;)
    Text.replace(At, 2, "/ *");
  switch (Kind) {
  case PragmaKind::Autolb:
    return "/* autolb: applied '" + Text + "' */";
  case PragmaKind::Threads:
    return "/* autolb: not applied in the MPI program: '" + Text + "' */";
  default:
    return "/* autolb: not applied, autolb's code follows it: '" + Text +
           "' */";
  }
}

/// Where the statement after the pragma ending at End begins: past blanks
/// and the pragma lines that follow.
size_t statementAfter(StringRef Text, size_t End,
                      llvm::ArrayRef<PragmaLine> Following) {
  for (const PragmaLine &Next : Following) {
    size_t Code = Text.find_first_not_of(" \t\r\n", End);
    if (Code != Next.Hash)
      break;
    End = Next.End;
  }
  size_t Code = Text.find_first_not_of(" \t\r\n", End);
  return Code == StringRef::npos ? Text.size() : Code;
}

} // namespace

void commentOutPragmaLines(GeneratorContext &G) {
  const SourceManager &SM = G.Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  StringRef Buffer = SM.getBufferData(Main);
  SourceLocation Start = SM.getLocForStartOfFile(Main);
  std::vector<PragmaLine> Lines = pragmaLines(Buffer, G.Ctx.getLangOpts());
  for (size_t I = 0; I < Lines.size(); ++I) {
    const PragmaLine &P = Lines[I];
    SourceLocation Hash = Start.getLocWithOffset(P.Hash);
    StringRef Text = Buffer.slice(P.Hash, P.End);
    if (P.Kind == PragmaKind::Threads)
      G.Remarks.remark(
          RemarkKind::Analysis, Hash, "alb-codegen",
          "'" +
              Text.take_until([](char C) { return C == '\n'; })
                  .rtrim(" \\\r")
                  .str() +
              "' not applied: the output is an MPI program without OpenMP, "
              "which runs the code as its sequential build does (the "
              "directive is a comment)");
    if (P.Kind == PragmaKind::Other)
      continue;
    if (P.Kind == PragmaKind::Loop) {
      SourceLocation Loop = Start.getLocWithOffset(statementAfter(
          Buffer, P.End, llvm::ArrayRef(Lines).drop_front(I + 1)));
      if (!G.Edits.changes(Loop, Loop))
        continue;
    }
    // A pragma inside a distributed loop is copied with it: the copies'
    // text comments it (withPragmaLinesAsComments).
    if (G.Edits.changes(Hash, Start.getLocWithOffset(P.End - 1)))
      continue;
    G.Edits.replace(Hash, Start.getLocWithOffset(P.End),
                    asComment(Text, P.Kind));
  }
}

std::string withPragmaLinesAsComments(StringRef Text, const LangOptions &Lang) {
  std::string Result;
  size_t Copied = 0;
  for (const PragmaLine &P : pragmaLines(Text, Lang)) {
    if (P.Kind != PragmaKind::Autolb && P.Kind != PragmaKind::Threads)
      continue;
    Result += Text.slice(Copied, P.Hash);
    Result += asComment(Text.slice(P.Hash, P.End), P.Kind);
    Copied = P.End;
  }
  Result += Text.drop_front(Copied);
  return Result;
}

} // namespace autolb
