//===- InterposedNames.h - definitions replacing library calls --*- C++ -*-===//
//
// An executable exports its functions that share a name with a function
// of a shared library it links, and the dynamic linker then binds every
// library's calls of that name to the program's function. A sequential
// program may define `void write(char *name, double *v, int n)` and work,
// since the C library calls its own `write` internally; linked with MPI,
// Open MPI's calls of `write` run the program's function and the program
// hangs. autolb refuses such definitions with an error, for the names in
// InterposedNames.def (scripts/interposed-names.sh), unless the executable
// does not export the function: `static`, hidden visibility.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_INTERPOSEDNAMES_H
#define AUTOLB_CODEGEN_INTERPOSEDNAMES_H

#include "CodeGen/GeneratorContext.h"

namespace autolb {

/// Reports an error at each such definition; true when there is one.
bool refuseInterposingDefinitions(GeneratorContext &G);

} // namespace autolb

#endif // AUTOLB_CODEGEN_INTERPOSEDNAMES_H
