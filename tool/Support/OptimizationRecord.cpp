//===- OptimizationRecord.cpp - remarks as an LLVM optimization record ----===//
//
// See OptimizationRecord.h.
//
//===----------------------------------------------------------------------===//

#include "Support/OptimizationRecord.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Remarks/RemarkSerializer.h"
#include <algorithm>

using namespace clang;
namespace remarks = llvm::remarks;

namespace autolb {

namespace {

/// The record's pass: every remark comes from the one tool, and its name
/// says which decision it reports.
constexpr llvm::StringLiteral PassName = "autolb";

/// The function of a remark outside any function (a renamed global); the
/// format requires one, and no C function can have this name.
constexpr llvm::StringLiteral FileScope = "(file scope)";

remarks::Type remarkType(RemarkKind Kind) {
  switch (Kind) {
  case RemarkKind::Passed:
    return remarks::Type::Passed;
  case RemarkKind::Missed:
    return remarks::Type::Missed;
  case RemarkKind::Analysis:
    return remarks::Type::Analysis;
  }
  return remarks::Type::Unknown;
}

/// "UnknownCall" for "alb-missed=UnknownCall", else the tag itself.
llvm::StringRef remarkName(llvm::StringRef Tag) {
  auto [Flag, Reason] = Tag.split('=');
  return Reason.empty() ? Flag : Reason;
}

} // namespace

void OptimizationRecord::addRemark(RemarkKind Kind, llvm::StringRef Tag,
                                   std::optional<remarks::RemarkLocation> Loc,
                                   llvm::StringRef Function,
                                   llvm::StringRef Message) {
  remarks::Remark R;
  R.RemarkType = remarkType(Kind);
  R.PassName = PassName;
  R.RemarkName = Strings.save(remarkName(Tag));
  R.FunctionName =
      Strings.save(Function.empty() ? llvm::StringRef(FileScope) : Function);
  if (Loc) {
    Loc->SourceFilePath = Strings.save(Loc->SourceFilePath);
    R.Loc = Loc;
  }
  R.Args.push_back({"String", Strings.save(Message), std::nullopt});
  Remarks.push_back(std::move(R));
}

void OptimizationRecord::addNote(std::optional<remarks::RemarkLocation> Loc,
                                 llvm::StringRef Message) {
  if (Remarks.empty())
    return;
  if (Loc)
    Loc->SourceFilePath = Strings.save(Loc->SourceFilePath);
  // One line per note: opt-viewer shows a remark's first line and unfolds
  // the others, each note linked to its location.
  remarks::Remark &R = Remarks.back();
  R.Args.push_back({"String", "\n", std::nullopt});
  R.Args.push_back({"Note", Strings.save(Message), Loc});
}

llvm::Expected<std::string> OptimizationRecord::toYAML() const {
  std::string YAML;
  llvm::raw_string_ostream OS(YAML);
  llvm::Expected<std::unique_ptr<remarks::RemarkSerializer>> Serializer =
      remarks::createRemarkSerializer(remarks::Format::YAML,
                                      remarks::SerializerMode::Separate, OS);
  if (!Serializer)
    return Serializer.takeError();
  for (const remarks::Remark &R : Remarks)
    (*Serializer)->emit(R);
  return YAML;
}

OptimizationRecorder::OptimizationRecorder(ASTContext &Ctx,
                                           OptimizationRecord &Record)
    : SM(Ctx.getSourceManager()), Record(Record) {
  // Top-level declarations come in source order, so Functions is sorted.
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (const auto *F = dyn_cast<FunctionDecl>(D);
        F && F->doesThisDeclarationHaveABody())
      Functions.push_back(F);
}

void OptimizationRecorder::remark(RemarkKind Kind, SourceLocation Loc,
                                  llvm::StringRef Tag,
                                  llvm::StringRef Message) {
  Record.addRemark(Kind, Tag, location(Loc), functionAt(Loc), Message);
}

void OptimizationRecorder::note(SourceLocation Loc, llvm::StringRef Message) {
  Record.addNote(location(Loc), Message);
}

std::optional<remarks::RemarkLocation>
OptimizationRecorder::location(SourceLocation Loc) const {
  // The presumed location is the one diagnostics print (macro expansions
  // and #line directives included).
  PresumedLoc Presumed = SM.getPresumedLoc(Loc);
  if (Presumed.isInvalid())
    return std::nullopt;
  return remarks::RemarkLocation{Presumed.getFilename(), Presumed.getLine(),
                                 Presumed.getColumn()};
}

llvm::StringRef OptimizationRecorder::functionAt(SourceLocation Loc) const {
  if (Loc.isInvalid())
    return "";
  SourceLocation Point = SM.getExpansionLoc(Loc);
  auto Found = std::partition_point(
      Functions.begin(), Functions.end(), [&](const FunctionDecl *F) {
        return SM.isBeforeInTranslationUnit(
            SM.getExpansionRange(F->getEndLoc()).getEnd(), Point);
      });
  if (Found == Functions.end() ||
      SM.isBeforeInTranslationUnit(
          Point, SM.getExpansionRange((*Found)->getBeginLoc()).getBegin()))
    return "";
  return (*Found)->getName();
}

} // namespace autolb
