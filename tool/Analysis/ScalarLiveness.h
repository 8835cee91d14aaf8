//===- ScalarLiveness.h - is a scalar read after a loop? -------*- C++ -*-===//
//
// Whether a variable written inside a loop may be read after the loop exits
// before being written again. A distributed loop leaves such a variable with
// a different value on each rank, so the answer decides between restoring
// the sequential final value, refusing the loop, or nothing at all.
//
// Computed on the function's control-flow graph (clang's LiveVariables), so
// every path counts: conditional writes, enclosing `while` loops, `goto`.
// Variables with static storage and variables whose address is taken are
// always live: other functions, or pointers, may read them.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_SCALARLIVENESS_H
#define AUTOLB_ANALYSIS_SCALARLIVENESS_H

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>

namespace clang {
class AnalysisDeclContextManager;
class CFGBlock;
class LiveVariables;
} // namespace clang

namespace autolb {

class ScalarLiveness {
public:
  /// Liveness in the body of F; the control-flow graph is built once.
  ScalarLiveness(const clang::FunctionDecl &F, clang::ASTContext &Ctx);
  ~ScalarLiveness();

  /// True when V may be read after Loop exits (on the next iteration of an
  /// enclosing loop too) before it is written again. True whenever the
  /// answer cannot be computed.
  bool isLiveAfter(const clang::ForStmt *Loop, const clang::VarDecl *V) const;

private:
  std::unique_ptr<clang::AnalysisDeclContextManager> Manager;
  clang::LiveVariables *Live = nullptr;
  /// Each loop's condition block (the block the loop terminates).
  llvm::DenseMap<const clang::Stmt *, const clang::CFGBlock *> ConditionBlocks;
  llvm::DenseSet<const clang::VarDecl *> AddressTaken;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_SCALARLIVENESS_H
