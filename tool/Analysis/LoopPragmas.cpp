//===- LoopPragmas.cpp - `#pragma autolb` on loops ------------------------===//

#include "Analysis/LoopPragmas.h"

using namespace clang;

namespace autolb {

LoopPragma pragmaBefore(SourceLocation Loc, const SourceManager &SM) {
  Loc = SM.getExpansionLoc(Loc);
  auto [File, Offset] = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return LoopPragma::None;
  size_t LineStart = Buffer.rfind('\n', Offset == 0 ? 0 : Offset - 1);
  // Only blanks may precede the loop on its own line.
  if (!Buffer.slice(LineStart == StringRef::npos ? 0 : LineStart + 1, Offset)
           .trim()
           .empty())
    return LoopPragma::None;
  while (LineStart != StringRef::npos && LineStart > 0) {
    size_t PrevStart = Buffer.rfind('\n', LineStart - 1);
    size_t Begin = PrevStart == StringRef::npos ? 0 : PrevStart + 1;
    StringRef Line = Buffer.slice(Begin, LineStart).trim();
    LineStart = PrevStart;
    if (Line.empty() || Line.starts_with("//") || Line.starts_with("/*") ||
        Line.starts_with("*"))
      continue;
    if (!Line.consume_front("#"))
      return LoopPragma::None;
    Line = Line.ltrim();
    if (!Line.consume_front("pragma"))
      return LoopPragma::None;
    Line = Line.ltrim();
    if (!Line.consume_front("autolb"))
      return LoopPragma::None;
    Line = Line.ltrim();
    if (Line.starts_with("distribute"))
      return LoopPragma::Distribute;
    if (Line.starts_with("sequential"))
      return LoopPragma::Sequential;
    return LoopPragma::None;
  }
  return LoopPragma::None;
}

} // namespace autolb
