//===- OutputGuard.h - program output on one rank only ----------*- C++ -*-===//
//
// Replicated code runs on every rank; its output to stdout or stderr must
// appear once. Each statement that is a call to printf, puts, putchar,
// fprintf/fputs/fputc/putc/fwrite to stdout or stderr, or perror, is kept
// verbatim inside `if (<output rank>) { ... }`; when its arguments have side
// effects or its value is used, printf, fprintf and putchar are renamed to
// the run-time's variants instead, which evaluate them on every rank.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_OUTPUTGUARD_H
#define AUTOLB_CODEGEN_OUTPUTGUARD_H

#include "CodeGen/GeneratorContext.h"
#include "clang/AST/Decl.h"

namespace autolb {

/// True when S (a statement) writes to stdout or stderr.
bool isOutputStatement(const clang::Stmt *S);

/// Guards the output statements of F's body (distributed loops excepted).
void guardOutput(GeneratorContext &G, const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_CODEGEN_OUTPUTGUARD_H
