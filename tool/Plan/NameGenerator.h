//===- NameGenerator.h - collision-free names for generated code ----------===//
//
// Generated identifiers are `alb_`-prefixed and never equal an identifier of
// the input file (every token of it is collected, macros and comments aside)
// nor one generated before.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_PLAN_NAMEGENERATOR_H
#define AUTOLB_PLAN_NAMEGENERATOR_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include <string>

namespace autolb {

class NameGenerator {
public:
  NameGenerator(const clang::SourceManager &SM, const clang::LangOptions &LO);

  /// "alb_" + Base, or with a numeric suffix when that is taken.
  std::string fresh(llvm::StringRef Base);
  /// A new name for the input's identifier Original: Original + "_user",
  /// with a numeric suffix when that is taken.
  std::string renamed(llvm::StringRef Original);

private:
  llvm::StringSet<> Taken;
};

} // namespace autolb

#endif // AUTOLB_PLAN_NAMEGENERATOR_H
