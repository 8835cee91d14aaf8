//===- PragmaLines.h - '#pragma autolb' lines in the output ------*- C++
//-*-===//
//
// The analysis reads `#pragma autolb distribute|sequential` from the source;
// a C compiler does not know them and warns under -Wall. In the generated
// program each such line becomes a comment that keeps its text.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_PRAGMALINES_H
#define AUTOLB_CODEGEN_PRAGMALINES_H

#include "CodeGen/GeneratorContext.h"

namespace autolb {

void commentOutPragmaLines(GeneratorContext &G);

} // namespace autolb

#endif // AUTOLB_CODEGEN_PRAGMALINES_H
