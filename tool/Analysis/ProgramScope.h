//===- ProgramScope.h - the declarations the whole-unit walks see -*- C++
//-*-===//
//
// A C++ file that includes <vector> or <cmath> is mostly system-header
// declarations: walking them all in every whole-unit pass, and building
// clang's parent map over them, cost the tool as much as parsing. System
// headers do not name the program's functions and variables (their code
// is written without the program, and the names they declare are
// reserved), so a walk
// that looks for uses of the program's own declarations (its calls, its
// pointers, its arrays by name) finds nothing there. The tool sets clang's
// traversal scope to the program's declarations; the few walks that learn
// something about library code itself (an `extern` array a library may
// store, addresses a header function turns into integers) walk the whole
// unit.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_PROGRAMSCOPE_H
#define AUTOLB_ANALYSIS_PROGRAMSCOPE_H

#include "clang/AST/ASTContext.h"
#include <vector>

namespace autolb {

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
