//===- LineDirectives.h - #line around copied source code --------*- C++ -*-===//
//
// With --line-directives, the original code copied into a distributed
// loop's chunk (its header, spelled anew, and its body) is preceded by
// `#line` directives naming its line in the input, and followed by one
// naming the output file again: compiler diagnostics, optimization remarks
// and debuggers then point at the user's source for that code, and at the
// generated file for the rest. Only the chunk loop gets them, so a remark
// at a source line comes from the code each rank runs for its share, not
// from a copy the nest falls back to (test/Vectorization relies on it).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_LINEDIRECTIVES_H
#define AUTOLB_CODEGEN_LINEDIRECTIVES_H

#include "CodeGen/GeneratorContext.h"
#include <string>

namespace autolb {

/// A line `#line N "file"` naming Loc's line in the input, or nothing
/// without --line-directives; it must start a line.
std::string sourceLineDirective(const GeneratorContext &G,
                                clang::SourceLocation Loc);

/// A line telling the compiler the following code is the output file's
/// again (resolved by resolveOutputLineDirectives), or nothing without
/// --line-directives; it must start a line.
std::string outputLineDirective(const GeneratorContext &G);

/// Output with each line from outputLineDirective replaced by
/// `#line N "output"`, N the number of the line after it.
std::string resolveOutputLineDirectives(const GeneratorContext &G,
                                        llvm::StringRef Output);

} // namespace autolb

#endif // AUTOLB_CODEGEN_LINEDIRECTIVES_H
