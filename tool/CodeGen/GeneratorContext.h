//===- GeneratorContext.h - state shared by the code generator --*- C++ -*-===//
//
// What every part of the code generator needs: the plan's context (the AST,
// the source text, the names, the remarks, the options and the plan's
// program-wide facts), plus the edit set all edits go to and what the
// emitters hand each other.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_GENERATORCONTEXT_H
#define AUTOLB_CODEGEN_GENERATORCONTEXT_H

#include "CodeGen/EditSet.h"
#include "Plan/PlanContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

namespace autolb {

struct GeneratorContext : PlanContext {
  GeneratorContext(clang::ASTContext &Ctx, const PlanOptions &Options,
                   RemarkEmitter &Remarks)
      : PlanContext(Ctx, Options, Remarks),
        Edits(Ctx.getSourceManager(), Ctx.getLangOpts()) {}

  EditSet Edits;

  /// Identifiers of the input renamed because the run-time declares them.
  llvm::StringMap<std::string> Renames;
  /// The program's first read of standard input, null when it reads none:
  /// main then replicates rank 0's stdin to every rank at start-up.
  const clang::CallExpr *StdinRead = nullptr;
  /// The distributed loops of the file's minor nests (MinorNests.h).
  llvm::SmallPtrSet<const clang::ForStmt *, 4> MinorNests;
};

} // namespace autolb

#endif // AUTOLB_CODEGEN_GENERATORCONTEXT_H
