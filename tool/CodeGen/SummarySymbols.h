//===- SummarySymbols.h - the symbols of other files' summaries -*- C++ -*-===//
//
// The two ends of the link-time check of OtherFileSummaries.h: the file
// that defines a function other files may summarize defines the summary's
// symbol when its output runs the function as written; a file whose
// distributed loop relies on the summary declares the symbol weak and
// tests its address.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_SUMMARYSYMBOLS_H
#define AUTOLB_CODEGEN_SUMMARYSYMBOLS_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/NestPlan.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>

namespace autolb {

/// Weak declarations of the symbols the nest checks, one per line.
std::string weakSummaryDeclarations(const GeneratorContext &G,
                                    const NestPlan &Plan);

/// Defines, at the end of the output, the symbol of each function of
/// Functions that another file may summarize, unless an edit of the output
/// falls inside it or inside a function of this file it calls: call it
/// after every other edit.
void defineSummarySymbols(
    GeneratorContext &G, llvm::ArrayRef<const clang::FunctionDecl *> Functions);

} // namespace autolb

#endif // AUTOLB_CODEGEN_SUMMARYSYMBOLS_H
