//===- EditSet.h - source edits collected, then applied once ----*- C++ -*-===//
//
// Every part of the code generator records its edits here instead of touching
// a Rewriter: insertions before or after a location and replacements of a
// source range. They are applied once, in a fixed order, at the end.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_EDITSET_H
#define AUTOLB_CODEGEN_EDITSET_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include <string>
#include <vector>

namespace autolb {

/// Where several insertions at one offset go relative to each other: lower
/// ranks come first in the output.
enum class EditOrder {
  Include = 0,  ///< The run-time's include, before what uses it.
  Prologue = 1, ///< Declarations at file scope.
  Sync = 2,     ///< Consistency calls before a statement.
  Open = 3,     ///< Opening text of a wrapper (guards, return blocks).
  Close = 4     ///< Closing text of a wrapper, hooks after statements.
};

class EditSet {
public:
  EditSet(clang::SourceManager &SM, const clang::LangOptions &LangOpts)
      : SM(SM), LangOpts(LangOpts) {}

  /// Inserts Text at the character offset of Loc.
  void insert(clang::SourceLocation Loc, std::string Text, EditOrder Order);
  /// Replaces the characters [Begin, End) with Text.
  void replace(clang::SourceLocation Begin, clang::SourceLocation End,
               std::string Text);

  /// Whether some edit falls in [Begin, End] (its ends included).
  bool changes(clang::SourceLocation Begin, clang::SourceLocation End) const;
  /// False when two replacements overlap or an insertion falls inside a
  /// replaced range (a bug of the generator, never of the input).
  bool isConsistent() const;

  /// The main file with every edit applied.
  std::string apply() const;

private:
  struct Edit {
    unsigned Begin, End; // offsets in the main file; Begin == End: insertion
    std::string Text;
    EditOrder Order;
    unsigned Sequence;
  };
  unsigned offset(clang::SourceLocation Loc) const;

  clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
  std::vector<Edit> Edits;
};

} // namespace autolb

#endif // AUTOLB_CODEGEN_EDITSET_H
