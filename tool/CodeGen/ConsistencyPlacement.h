//===- ConsistencyPlacement.h - make arrays whole where replicated code reads
// them -*- C++ -*-===//
//
// After a distributed nest, the slices of the arrays it wrote are valid only
// on the ranks that computed them. Replicated code that reads such an array
// is preceded by a sync of that array, placed before the outermost statement
// of the enclosing statement sequence that contains the read (so a read
// inside a replicated loop is synchronized once, before the loop), and only
// where a distributed nest may have run before. Calls to functions that are
// neither defined in this file nor known not to read memory are preceded by
// a sync of every array. When every element the statement reads of an
// array has an index in the distributed dimension known before the
// statement, only those slices are synced. The run-time makes syncs of
// whole data no-ops.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_CONSISTENCYPLACEMENT_H
#define AUTOLB_CODEGEN_CONSISTENCYPLACEMENT_H

#include "CodeGen/GeneratorContext.h"
#include "clang/AST/Decl.h"

namespace autolb {

/// Inserts the syncs F's replicated code needs.
void placeSyncs(GeneratorContext &G, const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_CODEGEN_CONSISTENCYPLACEMENT_H
