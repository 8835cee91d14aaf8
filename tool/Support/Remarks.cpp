//===- Remarks.cpp - clang-style remarks for autolb decisions -------------===//

#include "Support/Remarks.h"

using namespace clang;

namespace autolb {

RemarkEmitter::RemarkEmitter(DiagnosticsEngine &Diags,
                             OptimizationRecorder *Recorder)
    : Diags(Diags), Recorder(Recorder),
      RemarkID(Diags.getCustomDiagID(DiagnosticsEngine::Remark, "%0 [-R%1]")),
      NoteID(Diags.getCustomDiagID(DiagnosticsEngine::Note, "%0")),
      ErrorID(Diags.getCustomDiagID(DiagnosticsEngine::Error, "%0")) {}

void RemarkEmitter::remark(RemarkKind Kind, SourceLocation Loc,
                           llvm::StringRef Tag, llvm::StringRef Message) {
  Diags.Report(Loc, RemarkID) << Message << Tag;
  if (Recorder)
    Recorder->remark(Kind, Loc, Tag, Message);
  AfterRemark = true;
}

void RemarkEmitter::note(SourceLocation Loc, llvm::StringRef Message) {
  Diags.Report(Loc, NoteID) << Message;
  if (Recorder && AfterRemark)
    Recorder->note(Loc, Message);
}

void RemarkEmitter::error(SourceLocation Loc, llvm::StringRef Message) {
  Diags.Report(Loc, ErrorID) << Message;
  AfterRemark = false;
}

} // namespace autolb
