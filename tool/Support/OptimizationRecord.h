//===- OptimizationRecord.h - remarks as an optimization record -*- C++ -*-===//
//
// With --save-optimization-record, every remark the tool prints is also
// kept as an LLVM optimization record and written as the YAML document
// stream that clang's -fsave-optimization-record writes, so that LLVM's
// opt-viewer shows autolb's decisions beside the compiler's:
//
//   --- !Missed
//   Pass:     autolb
//   Name:     UnknownCall
//   DebugLoc: { File: apply.c, Line: 5, Column: 3 }
//   Function: apply
//   Args:
//     - String: 'loop ''i'' is not distributed: call to ''update'' has ...'
//     - String: "\n"
//     - Note:   'call to ''update'' here'
//       DebugLoc: { File: apply.c, Line: 6, Column: 15 }
//
// The remark's name is its reason (the part of its -R tag after '='), or
// else its whole tag; its notes follow its message, one line each, with
// their own locations. RemarkEmitter feeds the recorder, so the record and
// the remarks on stderr never disagree.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SUPPORT_OPTIMIZATIONRECORD_H
#define AUTOLB_SUPPORT_OPTIMIZATIONRECORD_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Remarks/Remark.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/StringSaver.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace autolb {

/// What a remark reports, as clang's -Rpass, -Rpass-missed and
/// -Rpass-analysis tell them apart.
enum class RemarkKind {
  /// A loop was transformed (distributed, pipelined).
  Passed,
  /// A loop was left as written, and why.
  Missed,
  /// A fact behind a decision, or a detail of the generated code.
  Analysis
};

/// The remarks of one run, in the order they were emitted. Owns its
/// strings, so it outlives the AST the remarks came from.
class OptimizationRecord {
public:
  OptimizationRecord() : Strings(Allocator) {}
  OptimizationRecord(const OptimizationRecord &) = delete;
  OptimizationRecord &operator=(const OptimizationRecord &) = delete;

  /// Adds a remark; `Loc` and `Function` may be empty.
  void addRemark(RemarkKind Kind, llvm::StringRef Tag,
                 std::optional<llvm::remarks::RemarkLocation> Loc,
                 llvm::StringRef Function, llvm::StringRef Message);

  /// Adds a note to the last remark; nothing when there is none.
  void addNote(std::optional<llvm::remarks::RemarkLocation> Loc,
               llvm::StringRef Message);

  /// The record in LLVM's YAML remark format.
  llvm::Expected<std::string> toYAML() const;

private:
  llvm::BumpPtrAllocator Allocator;
  llvm::UniqueStringSaver Strings;
  std::vector<llvm::remarks::Remark> Remarks;
};

/// Feeds remarks given at clang source locations to an OptimizationRecord:
/// resolves each location as diagnostics print it and finds the function
/// it lies in. Lives as long as the AST.
class OptimizationRecorder {
public:
  OptimizationRecorder(clang::ASTContext &Ctx, OptimizationRecord &Record);

  void remark(RemarkKind Kind, clang::SourceLocation Loc, llvm::StringRef Tag,
              llvm::StringRef Message);
  void note(clang::SourceLocation Loc, llvm::StringRef Message);

private:
  std::optional<llvm::remarks::RemarkLocation>
  location(clang::SourceLocation Loc) const;
  llvm::StringRef functionAt(clang::SourceLocation Loc) const;

  const clang::SourceManager &SM;
  OptimizationRecord &Record;
  /// The translation unit's function definitions, in source order.
  std::vector<const clang::FunctionDecl *> Functions;
};

} // namespace autolb

#endif // AUTOLB_SUPPORT_OPTIMIZATIONRECORD_H
