//===- BlockDeclarations.cpp - declarations C89 or C99 allows -------------===//

#include "CodeGen/BlockDeclarations.h"

namespace autolb {

/// `Type Names`, a pointer type's `*` next to the first name.
static std::string declaration(llvm::StringRef Type, llvm::StringRef Names) {
  return (Type + (Type.ends_with("*") ? "" : " ") + Names).str();
}

bool atLeastC99(const clang::LangOptions &LangOpts) { return LangOpts.C99; }

std::string BlockDeclarations::declare(llvm::StringRef Indent,
                                       llvm::StringRef Type,
                                       llvm::ArrayRef<Declarator> Declarators,
                                       llvm::StringRef Comment) {
  std::string Names, Written, Assignments;
  for (const Declarator &D : Declarators) {
    std::string Sep = Names.empty() ? "" : ", ";
    Names += Sep + D.Name;
    Written += Sep + D.Name + (D.Init.empty() ? "" : " = " + D.Init);
    if (!D.Init.empty())
      Assignments +=
          (Assignments.empty() ? "" : " ") + D.Name + " = " + D.Init + ";";
  }
  std::string After = Comment.empty() ? "" : " " + Comment.str();
  if (C99)
    return Indent.str() + declaration(Type, Written) + ";" + After + "\n";
  Start.push_back(declaration(Type, Names) + ";");
  return Assignments.empty() ? "" : Indent.str() + Assignments + After + "\n";
}

std::string BlockDeclarations::forInit(llvm::StringRef Type,
                                       llvm::StringRef Name,
                                       llvm::StringRef Init) {
  if (C99)
    return declaration(Type, Name) + " = " + Init.str();
  Start.push_back(declaration(Type, Name) + ";");
  return (Name + " = " + Init).str();
}

void BlockDeclarations::atStart(llvm::StringRef Declaration) {
  Start.push_back(Declaration.str());
}

std::string BlockDeclarations::start(llvm::StringRef Indent) const {
  std::string Out;
  for (const std::string &D : Start)
    Out += Indent.str() + D + "\n";
  return Out;
}

} // namespace autolb
