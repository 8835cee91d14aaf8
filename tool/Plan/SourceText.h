//===- SourceText.h - statement extents and text in the main file ---------===//
//
// Helpers that turn AST nodes into character ranges of the main file: where
// a statement begins and ends (its trailing semicolon included), its text as
// written, and the indentation of its line.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_SOURCETEXT_H
#define AUTOLB_PLAN_SOURCETEXT_H

#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace autolb {

class SourceText {
public:
  SourceText(const clang::SourceManager &SM, const clang::LangOptions &LO)
      : SM(SM), LO(LO) {}

  /// The first character of S, in the main file.
  clang::SourceLocation begin(const clang::Stmt *S) const;
  /// Just past the last character of S, including a trailing ';'.
  clang::SourceLocation end(const clang::Stmt *S) const;
  /// Just past the last token of expression E (no trailing ';').
  clang::SourceLocation exprEnd(const clang::Stmt *E) const;
  /// Just past the token that starts at Loc.
  clang::SourceLocation endOfToken(clang::SourceLocation Loc) const;
  /// The text of [Begin, End) as written.
  llvm::StringRef text(clang::SourceLocation Begin,
                       clang::SourceLocation End) const;
  /// The text of S as written, trailing ';' included.
  llvm::StringRef text(const clang::Stmt *S) const {
    return text(begin(S), end(S));
  }
  /// The text of an expression as written (no trailing ';').
  llvm::StringRef exprText(const clang::Stmt *E) const;
  /// The text of S as written, trailing ';' included, with each expression
  /// of Replacements (disjoint expressions inside S, in the main file)
  /// replaced by its text.
  std::string
  textReplacing(const clang::Stmt *S,
                llvm::ArrayRef<std::pair<const clang::Expr *, std::string>>
                    Replacements) const;
  /// The blanks that start the line of Loc.
  std::string indentation(clang::SourceLocation Loc) const;
  /// True when Loc lies in the main file (not in a header or macro body).
  bool inMainFile(clang::SourceLocation Loc) const;
  /// True when edits can go around S: its tokens are one range of the main
  /// file, written there or one whole macro expansion there (S is not part
  /// of a macro's body).
  bool editableAround(const clang::Stmt *S) const;
  /// True when one macro expansion spells S and statements inside it (the
  /// `do { ... } while (0)` of an error-check macro): edits can go around
  /// all of S, never between its parts.
  bool isMacroStatement(const clang::Stmt *S) const;

  const clang::SourceManager &sourceManager() const { return SM; }

private:
  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
};

} // namespace autolb

#endif // AUTOLB_PLAN_SOURCETEXT_H
