//===- CxxConstructs.h - the C++ the analysis understands -------*- C++ -*-===//
//
// autolb analyses C++ loop code that is C in C++ syntax: numbers, arrays
// and pointers (from new[] as from malloc), bool and nullptr, static and
// functional casts, records copied and built trivially, free functions in
// namespaces, and calls of the member functions of the file's own classes
// (judged by their summaries, CallSummaries.h). Any other C++ construct in a
// nest, or in a function a nest calls, may read or write memory the access walk
// does not see (a constructor, an overloaded operator, a reference standing for
// an element, an exception leaving the loop), so it keeps the nest sequential
// with the construct named as the reason. Loops in member functions, lambdas
// and templates are not analysed at all: their code would be rewritten for
// every object or instantiation at once.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_CXXCONSTRUCTS_H
#define AUTOLB_ANALYSIS_CXXCONSTRUCTS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include <optional>
#include <string>
#include <vector>

namespace autolb {

/// The C++ construct S is, worded for a remark ("call of member function
/// 'push_back'"), when the analysis does not model it; nullopt for C and
/// for the C++ it understands. Only S itself is judged, not its children.
std::optional<std::string> unanalysedCxxConstruct(const clang::Stmt *S,
                                                  const clang::ASTContext &Ctx);

/// A member function of a class the program defines (isProgramCode),
/// neither of a template nor of a lambda: a call of it is judged by its
/// summary (CallSummaries.h), as a call of a free function of the program is.
bool isProgramMethod(const clang::CXXMethodDecl &Method,
                     const clang::SourceManager &SM);

/// `a = b` of records whose assignment operator is trivial (copies the
/// bytes): C's record assignment, which C++ spells as an operator call.
bool isTrivialAssignment(const clang::Stmt *S);

/// The functions whose loops autolb analyses: the main file's definitions
/// of free functions that are not templates, at file scope, in namespaces
/// or in `extern "C"` blocks, in source order.
std::vector<const clang::FunctionDecl *>
analysedFunctions(const clang::ASTContext &Ctx);

/// For a RecursiveASTVisitor that walks code where it runs: a lambda's body
/// runs where the lambda is called, so only its captures are evaluated
/// where it is written. Use as `bool TraverseLambdaExpr(LambdaExpr *L) {
/// return traverseLambdaCaptures(*this, L); }`.
template <typename Visitor>
bool traverseLambdaCaptures(Visitor &V, clang::LambdaExpr *Lambda) {
  for (clang::Expr *Init : Lambda->capture_inits())
    if (Init && !V.TraverseStmt(Init))
      return false;
  return true;
}

/// An outermost loop of a function whose loops are not analysed, or an
/// outermost range-based for of an analysed function.
struct UnanalysedLoop {
  const clang::Stmt *Loop;
  /// "member function 'Grid::step'", "function template 'axpy'", "a
  /// range-based 'for'", ...
  std::string Where;
  /// The remark: "loop is not distributed: ...".
  std::string Message;
};

/// The outermost loops of the main file's member functions, lambdas and
/// templates, and the outermost range-based for loops of the functions
/// whose loops are analysed (only counted `for` loops are distributed), in
/// source order.
std::vector<UnanalysedLoop> findUnanalysedLoops(clang::ASTContext &Ctx);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_CXXCONSTRUCTS_H
