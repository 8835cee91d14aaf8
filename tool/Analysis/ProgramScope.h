//===- ProgramScope.h - what the whole-unit walks see -----------*- C++ -*-===//
//
// A C++ file that includes <vector> or <cmath> is mostly system-header
// code. The tool treats that code as it treats a library's compiled code:
// by its declarations only.
// - Clang skips the bodies of system-header functions (other than
//   constexpr ones and those with a deduced return type, which clang
//   itself needs); templates instantiated from them get no body either.
//   The analysis reads no library function's body: a call of one is pure
//   or an allocation by the function's name (sqrt, std::min, malloc) or
//   has unknown effects.
// - The whole-unit walks see the program's top-level declarations only
//   (clang's traversal scope, which clang's parent map follows too):
//   system headers do not name the program's functions and variables
//   (their code is written without the program, and the names they declare
//   are reserved), so a walk for uses of the program's own declarations
//   (its calls, its pointers, its arrays by name) finds nothing there.
//   The walks that learn about the library's declarations themselves (an
//   `extern` array the library may store, records the library keeps in
//   arrays) walk the whole unit.
// Before, a 3,000-line C++ file spent as many instructions in these walks
// and in library bodies as in the rest of parsing.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_PROGRAMSCOPE_H
#define AUTOLB_ANALYSIS_PROGRAMSCOPE_H

#include "clang/AST/ASTContext.h"
#include <vector>

namespace autolb {

/// True when D is written by the program's authors: in the main file or in
/// a header of theirs, not in a system header. Functions and classes of the
/// program's headers are summarized by their code like the main file's;
/// only the main file's loops are rewritten.
bool isProgramCode(const clang::Decl &D, const clang::SourceManager &SM);

/// The top-level declarations not written in a system header (by their
/// expansion location): the traversal scope of the whole-unit walks.
std::vector<clang::Decl *> programDeclarations(const clang::ASTContext &Ctx);

/// Walks every top-level declaration, those of system headers too,
/// whatever the traversal scope.
template <typename Visitor>
void traverseWholeUnit(Visitor &V, const clang::ASTContext &Ctx) {
  for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (!V.canIgnoreChildDeclWhileTraversingDeclContext(D))
      V.TraverseDecl(D);
}

} // namespace autolb

#endif // AUTOLB_ANALYSIS_PROGRAMSCOPE_H
