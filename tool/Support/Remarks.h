//===- Remarks.h - clang-style remarks for autolb decisions -----*- C++ -*-===//
//
// Every decision of the tool reaches the user as a diagnostic in clang's
// format, `file:line:col: remark: message [-Rtag]`, followed by `note:`s at
// the evidence, so that editors and FileCheck understand it. With an
// OptimizationRecorder, every remark and its notes are recorded as well.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SUPPORT_REMARKS_H
#define AUTOLB_SUPPORT_REMARKS_H

#include "Support/OptimizationRecord.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

namespace autolb {

/// Emits remarks and notes through a DiagnosticsEngine, so they carry
/// source locations and respect the engine's consumer (stderr by default).
class RemarkEmitter {
public:
  /// Records every remark in `Recorder` too, unless it is null.
  RemarkEmitter(clang::DiagnosticsEngine &Diags,
                OptimizationRecorder *Recorder);

  /// `Loc: remark: Message [-RTag]`, e.g. Tag "alb-analysis" or
  /// "alb-missed=UnknownCall"; `Kind` is what the record calls it.
  void remark(RemarkKind Kind, clang::SourceLocation Loc, llvm::StringRef Tag,
              llvm::StringRef Message);

  /// `Loc: note: Message`; attaches to the preceding remark.
  void note(clang::SourceLocation Loc, llvm::StringRef Message);

  /// `Loc: error: Message`; for input the tool cannot handle at all.
  void error(clang::SourceLocation Loc, llvm::StringRef Message);

private:
  clang::DiagnosticsEngine &Diags;
  OptimizationRecorder *Recorder;
  /// Whether the last diagnostic was a remark, which notes then belong to.
  bool AfterRemark = false;
  unsigned RemarkID;
  unsigned NoteID;
  unsigned ErrorID;
};

} // namespace autolb

#endif // AUTOLB_SUPPORT_REMARKS_H
