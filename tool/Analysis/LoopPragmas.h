//===- LoopPragmas.h - `#pragma autolb` on loops ---------------*- C++ -*-===//
//
// Clang drops unknown pragmas in the preprocessor (with -Wunknown-pragmas),
// so they never reach the AST, and a PPCallbacks would have to be installed
// by the frontend action. The analysis reads them from the source buffer
// instead: a line `#pragma autolb distribute` or `#pragma autolb sequential`
// applies to the loop that starts on the next line that is not blank or a
// comment. This works on any translation unit the analysis receives and
// needs nothing from the driver.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_LOOPPRAGMAS_H
#define AUTOLB_ANALYSIS_LOOPPRAGMAS_H

#include "Analysis/LoopModel.h"
#include "clang/Basic/SourceManager.h"

namespace autolb {

/// The autolb pragma directly above the `for` at Loc, if any.
LoopPragma pragmaBefore(clang::SourceLocation Loc,
                        const clang::SourceManager &SM);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_LOOPPRAGMAS_H
