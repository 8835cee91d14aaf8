//===- DeclarationBlocks.h - statements among C89 declarations -*- C++ -*-===//
//
// Generated statements put into a sequence of the input (a sync, a hook, the
// run-time's start in main) must not precede a declaration of the same
// block in C89, C90 and gnu89, which declare only at the start of a block.
// There the statements open a block around the rest of the sequence, whose
// declarations start it again.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_DECLARATIONBLOCKS_H
#define AUTOLB_CODEGEN_DECLARATIONBLOCKS_H

#include "CodeGen/GeneratorContext.h"
#include "clang/AST/Stmt.h"
#include <string>

namespace autolb {

/// The compound statement S is an item of (directly, or as the statement of
/// labels in it) and that item's index; null when S is in none.
struct SequenceItem {
  const clang::CompoundStmt *Body = nullptr;
  size_t Index = 0;
};
SequenceItem sequenceItem(GeneratorContext &G, const clang::Stmt *S);

/// The text to put after statements inserted before item Index of Body,
/// whose items are indented by Indent: empty, or in C89, when an item from
/// Index on declares, a line opening a block around the rest of Body, which
/// this closes before Body's brace.
std::string blockBeforeDeclarations(GeneratorContext &G,
                                    const clang::CompoundStmt *Body,
                                    size_t Index, llvm::StringRef Indent);

} // namespace autolb

#endif // AUTOLB_CODEGEN_DECLARATIONBLOCKS_H
