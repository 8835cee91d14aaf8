//===- RuntimeInclude.h - where the run-time's header goes ------*- C++ -*-===//
//
// Normally `#include "autolb/autolb.h"` is the first line of the generated
// file. Preprocessed input (`cc -E` output, with line markers) already holds
// the text of the system headers it included, without their include
// guards: a second <stdio.h> from autolb.h would redeclare their types. There
// the include goes before the program's first own declaration, after the
// expanded headers, with ALB_INCLUDED_AFTER_EXPANDED_HEADERS defined so that
// autolb.h includes no system header (and ALB_INPUT_DECLARES_FILE when the
// input declares FILE, for alb_fopen and alb_freopen). After the include,
// the macros that route the program's free, realloc and exit through the
// run-time (RoutedCalls.h), and a constructor that registers the file with
// the run-time, with the number of nests it distributes and how many of
// them are minor: a program all of whose distributed nests are minor runs
// on one rank (MinorNests.h, autolb.h, alb_init).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_RUNTIMEINCLUDE_H
#define AUTOLB_CODEGEN_RUNTIMEINCLUDE_H

#include "CodeGen/GeneratorContext.h"
#include "Plan/NestPlan.h"
#include "Plan/RoutedCalls.h"

namespace autolb {

/// Inserts the run-time's #include (and, with --no-hooks, <stdlib.h> for
/// setenv) where the file needs it, then the macros of the Routed calls and
/// the file's registration: how many Nests it distributes, and how many of
/// them are minor (GeneratorContext::MinorNests).
void includeRuntimeHeader(GeneratorContext &G, const RoutedCalls &Routed,
                          llvm::ArrayRef<NestPlan> Nests);

} // namespace autolb

#endif // AUTOLB_CODEGEN_RUNTIMEINCLUDE_H
