//===- FreshMemory.h - does an expression yield newly allocated memory? ---===//
//
// Part of autolb. Provenance of pointers for the alias analysis: the value
// of `malloc(...)`, `calloc(...)`, `aligned_alloc(...)` and of the
// allocation functions of libraries (recognised by name when their code is
// not in this file: `xmalloc`, `polybench_alloc_data`) is memory no other
// pointer reaches. So is the value of a function of this file all of whose
// returns yield fresh memory or null, directly or through a local pointer
// that only ever holds such values: the small allocation helpers that
// numerical codes wrap around malloc (with a null check and an exit). A
// function of this file is judged by its code, never by its name, so
// `double *alloc_view(int k) { return &pool[k]; }` is not an allocator.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_FRESHMEMORY_H
#define AUTOLB_ANALYSIS_FRESHMEMORY_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"

namespace autolb {

class FreshMemory {
public:
  explicit FreshMemory(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  /// True when E (through casts) is a call whose result is fresh memory, or
  /// a statement expression (an allocation macro) whose value is such a
  /// variable of its own: `({ void *t; if (!(t = malloc(n))) exit(1); t; })`.
  bool isAllocation(const clang::Expr *E);
  /// isAllocation, or a null pointer constant.
  bool isFreshOrNull(const clang::Expr *E);
  /// True when Call is `posix_memalign(&p, ...)`, which stores fresh memory
  /// into p; P receives p.
  static bool storesFreshMemory(const clang::CallExpr *Call,
                                const clang::VarDecl *&P);

private:
  bool yieldsFreshVariable(const clang::StmtExpr *Block);
  bool returnsFreshMemory(const clang::FunctionDecl *F);
  bool holdsOnlyFreshMemory(const clang::VarDecl *V,
                            const clang::FunctionDecl *F);

  clang::ASTContext &Ctx;
  /// Verdicts per function definition; false while one is being judged,
  /// so that recursion does not make a function its own allocator.
  llvm::DenseMap<const clang::FunctionDecl *, bool> Judged;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_FRESHMEMORY_H
