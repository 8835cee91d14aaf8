//===- CallSummaries.h - what a call of a function does ---*- C++ -*-===//
//
// A call in a loop body is judged like the statements it stands for. A
// function defined in the main file is *pure* when its result depends only
// on its arguments and it changes nothing a caller could see: every
// parameter is a number, its body reads and writes only its own automatic
// variables (arrays included) and constant globals, takes no address and
// goes through no pointer, touches nothing volatile, has no asm, and calls
// only pure math functions and other pure functions of the file (recursion
// included). A call to a pure function is then no more than the reads of
// its arguments, like a call to sqrt. Every other function keeps the
// caller's loop sequential, with the first effect found as the reason.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_CALLSUMMARIES_H
#define AUTOLB_ANALYSIS_CALLSUMMARIES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include <string>

namespace autolb {

class CallSummaries {
public:
  explicit CallSummaries(const clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// The effect of a function the file does not define (and of calls
  /// through pointers).
  static constexpr const char *UnknownEffects = "it has unknown side effects";

  /// Empty when a call of F has no effect beyond its result (F pure, or a
  /// pure math function without a definition in the file); otherwise the
  /// effect that keeps a loop around the call sequential, for a remark
  /// ("it writes global 'count'", "it has unknown side effects").
  std::string effectOf(const clang::FunctionDecl *F) const;

private:
  /// The first impure thing F's definition does, empty when none.
  std::string impurityOf(const clang::FunctionDecl *F) const;

  const clang::ASTContext &Ctx;
  /// Per definition: its effect; a function being judged counts as pure
  /// (recursion adds no effect of its own).
  mutable llvm::DenseMap<const clang::FunctionDecl *, std::string> Effects;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_CALLSUMMARIES_H
