//===- ReservedNames.h - input names that the run-time's header declares --===//
//
// A valid sequential program may use a name that autolb/autolb.h declares
// (`int alb_rank;`); the generated program includes that header, so every
// such identifier of the main file is renamed (`alb_rank_user`) with a
// remark.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_RESERVEDNAMES_H
#define AUTOLB_CODEGEN_RESERVEDNAMES_H

#include "CodeGen/GeneratorContext.h"

namespace autolb {

/// Renames them outside the distributed loops (whose text the nest emitters
/// copy) and records the new names in G.Renames.
void renameReservedNames(GeneratorContext &G);

/// Text with the renamed identifiers of G.Renames replaced.
std::string applyRenames(const GeneratorContext &G, llvm::StringRef Text);

} // namespace autolb

#endif // AUTOLB_CODEGEN_RESERVEDNAMES_H
