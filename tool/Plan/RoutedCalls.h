//===- RoutedCalls.h - free, realloc and exit through the run-time --------===//
//
// The generated file defines malloc, calloc, free, realloc and exit as
// function-like macros that call the run-time's alb_malloc, ..., alb_exit
// (autolb.h), so every call the translation unit makes -- spelled directly,
// inside the program's macros or its headers' macros, in helper functions
// -- lets the run-time record the blocks the program allocates (for alias
// checks), forget memory it releases and stop before the process exits. A macro
// cannot tell the C library's function from another entity of the same name: a
// name the program also gives to a member, a variable, its own function or a
// declaration the macro cannot expand keeps its calls as written, and the code
// generator then falls back to editing the direct calls it can see.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_ROUTEDCALLS_H
#define AUTOLB_PLAN_ROUTEDCALLS_H

#include "Plan/PlanContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/StringRef.h"
#include <array>

namespace autolb {

struct RoutedCall {
  llvm::StringRef Name;
  /// The program's declaration that keeps the macro out, or null when the
  /// calls are routed.
  const clang::NamedDecl *Blocker = nullptr;

  bool routed() const { return !Blocker; }
};

struct RoutedCalls {
  RoutedCall Malloc{"malloc"};
  RoutedCall Calloc{"calloc"};
  RoutedCall Free{"free"};
  RoutedCall Realloc{"realloc"};
  RoutedCall Exit{"exit"};

  std::array<RoutedCall *, 5> all() {
    return {&Malloc, &Calloc, &Free, &Realloc, &Exit};
  }
  std::array<const RoutedCall *, 5> all() const {
    return {&Malloc, &Calloc, &Free, &Realloc, &Exit};
  }
};

/// Which of malloc, calloc, free, realloc and exit the generated file
/// routes.
RoutedCalls planRoutedCalls(const PlanContext &G);

} // namespace autolb

#endif // AUTOLB_PLAN_ROUTEDCALLS_H
