//===- GeneratorContext.h - state shared by the code generator ---*- C++
//-*-===//
//
// What every part of the code generator needs: the AST, the source text, the
// edit set all edits go to, the name generator, the remark emitter and the
// options, plus the facts the parts hand each other (which loops were
// distributed, which arrays distributed nests write).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_GENERATORCONTEXT_H
#define AUTOLB_CODEGEN_GENERATORCONTEXT_H

#include "CodeGen/EditSet.h"
#include "CodeGen/MPIProgramGenerator.h"
#include "CodeGen/NameGenerator.h"
#include "CodeGen/SourceText.h"
#include "Support/Remarks.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

namespace autolb {

struct GeneratorContext {
  GeneratorContext(clang::ASTContext &Ctx, const CodeGenOptions &Options,
                   RemarkEmitter &Remarks)
      : Ctx(Ctx), Src(Ctx.getSourceManager(), Ctx.getLangOpts()),
        Edits(Ctx.getSourceManager(), Ctx.getLangOpts()),
        Names(Ctx.getSourceManager(), Ctx.getLangOpts()), Remarks(Remarks),
        Options(Options) {}

  clang::ASTContext &Ctx;
  SourceText Src;
  EditSet Edits;
  NameGenerator Names;
  RemarkEmitter &Remarks;
  const CodeGenOptions &Options;

  /// The `for` statements rewritten into distributed code: replicated-code
  /// passes do not look inside them.
  llvm::SmallPtrSet<const clang::Stmt *, 8> DistributedLoops;
  /// Loops strip-mined to place a hook: their headers are rewritten whole.
  llvm::SmallPtrSet<const clang::ForStmt *, 4> StripMinedLoops;
  /// Definitions in the main file whose address is taken: a call through a
  /// pointer may run any of them.
  llvm::SmallPtrSet<const clang::FunctionDecl *, 4> IndirectlyCallable;
  /// Functions that contain a distributed loop.
  llvm::SmallPtrSet<const clang::FunctionDecl *, 8> DistributingFunctions;
  /// Arrays (and the parameters and arguments bound to them) that a
  /// distributed nest writes: replicated code reading them needs a sync.
  llvm::SmallPtrSet<const clang::VarDecl *, 16> DistributedArrays;
  /// The subscript position the nests that describe an array distribute,
  /// -1 when they disagree or the array is bound to a parameter of a
  /// function of the file (reached under another name, it may be sliced
  /// another way): which slices a replicated element read needs.
  llvm::DenseMap<const clang::VarDecl *, int> DistributedDims;
  /// Pointers that may point anywhere into such arrays (set from an
  /// expression mentioning one): reading through them syncs every array.
  llvm::SmallPtrSet<const clang::VarDecl *, 16> DistributedAliases;

  /// Identifiers of the input renamed because the run-time declares them.
  llvm::StringMap<std::string> Renames;
  /// Output calls handled as statements by the output guard.
  llvm::SmallPtrSet<const clang::Stmt *, 16> GuardedStatements;
  /// The program's first read of standard input, null when it reads none:
  /// main then replicates rank 0's stdin to every rank at start-up.
  const clang::CallExpr *StdinRead = nullptr;
  /// Numbers the distributed nests in generated names.
  unsigned NextNestId = 0;

  bool hasDistributedCode() const { return !DistributedLoops.empty(); }
};

} // namespace autolb

#endif // AUTOLB_CODEGEN_GENERATORCONTEXT_H
