//===- Remarks.cpp - clang-style remarks for autolb decisions -------------===//

#include "Support/Remarks.h"

using namespace clang;

namespace autolb {

RemarkEmitter::RemarkEmitter(DiagnosticsEngine &Diags)
    : Diags(Diags),
      RemarkID(Diags.getCustomDiagID(DiagnosticsEngine::Remark, "%0 [-R%1]")),
      NoteID(Diags.getCustomDiagID(DiagnosticsEngine::Note, "%0")),
      ErrorID(Diags.getCustomDiagID(DiagnosticsEngine::Error, "%0")) {}

void RemarkEmitter::remark(SourceLocation Loc, llvm::StringRef Tag,
                           llvm::StringRef Message) {
  Diags.Report(Loc, RemarkID) << Message << Tag;
}

void RemarkEmitter::note(SourceLocation Loc, llvm::StringRef Message) {
  Diags.Report(Loc, NoteID) << Message;
}

void RemarkEmitter::error(SourceLocation Loc, llvm::StringRef Message) {
  Diags.Report(Loc, ErrorID) << Message;
}

} // namespace autolb
