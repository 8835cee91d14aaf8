//===- AliasAnalysis.h - may two array bases share memory? -----*- C++ -*-===//
//
// Distinct declared arrays never alias. A pointer (or array parameter, which
// C turns into a pointer) may alias any other pointer or global array unless
// it is `restrict`, it is a local initialised by an allocation call, or the
// function is `static`, its address is never taken, and every call in this
// file passes distinct arrays for the two parameters.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ALIASANALYSIS_H
#define AUTOLB_ANALYSIS_ALIASANALYSIS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace autolb {

class AliasAnalysis {
public:
  explicit AliasAnalysis(clang::ASTContext &Ctx);

  /// False only when A and B provably refer to different memory.
  bool mayAlias(const clang::VarDecl *A, const clang::VarDecl *B) const;

private:
  bool isDistinctObject(const clang::VarDecl *V) const;
  bool distinctAtEveryCall(const clang::ParmVarDecl *A,
                           const clang::ParmVarDecl *B) const;

  /// Calls of each function of the translation unit; a function whose
  /// address is taken maps to an empty list and is never proved distinct.
  llvm::DenseMap<const clang::FunctionDecl *,
                 std::vector<const clang::CallExpr *>>
      Calls;
  llvm::DenseMap<const clang::FunctionDecl *, bool> AddressTaken;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ALIASANALYSIS_H
