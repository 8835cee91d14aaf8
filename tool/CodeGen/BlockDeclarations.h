//===- BlockDeclarations.h - declarations C89 or C99 allows -----*- C++ -*-===//
//
// C99 and later (and their GNU variants) declare a variable anywhere in a
// block, a loop's in its `for`; C89, C90 and gnu89 only at the start of a
// block (and gcc refuses a declaration in a `for` even in gnu89). Generated
// code follows the input's standard: each declaration of a block of
// generated code is written where it stands in the first case; in the
// second it goes to the start of the block and leaves an assignment of its
// initial value in its place.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_BLOCKDECLARATIONS_H
#define AUTOLB_CODEGEN_BLOCKDECLARATIONS_H

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace autolb {

/// True when the input's standard is C99 or later (or a GNU variant of
/// one): declarations may follow statements, aggregates take designated
/// and run-time initializers, and long long exists.
bool atLeastC99(const clang::LangOptions &LangOpts);

/// One declarator: a name and its initial value (none when empty).
struct Declarator {
  std::string Name;
  std::string Init;
};

class BlockDeclarations {
public:
  explicit BlockDeclarations(const clang::LangOptions &LangOpts)
      : C99(atLeastC99(LangOpts)), CPlusPlus(LangOpts.CPlusPlus) {}

  /// True from C99 on (atLeastC99).
  bool c99() const { return C99; }

  /// The initializer that zeroes a structure (or an array of them) without
  /// designators: `{0}` (`{{0}}`) in C, `{}` in C++, where the C form
  /// draws -Wmissing-field-initializers.
  llvm::StringRef zeroInitializer(bool OfArray) const {
    return CPlusPlus ? "{}" : OfArray ? "{{0}}" : "{0}";
  }

  /// `Type A = a, B;` as a line at Indent (with Comment after it, if any),
  /// or in C89 the assignments `A = a;` (nothing when no declarator has an
  /// initial value).
  std::string declare(llvm::StringRef Indent, llvm::StringRef Type,
                      llvm::ArrayRef<Declarator> Declarators,
                      llvm::StringRef Comment = "");
  std::string declare(llvm::StringRef Indent, llvm::StringRef Type,
                      llvm::StringRef Name, llvm::StringRef Init,
                      llvm::StringRef Comment = "") {
    return declare(Indent, Type, {Declarator{Name.str(), Init.str()}}, Comment);
  }
  /// The first clause of a `for` over Name: `Type Name = Init`, or
  /// `Name = Init` in C89.
  std::string forInit(llvm::StringRef Type, llvm::StringRef Name,
                      llvm::StringRef Init);
  /// Declaration (a whole declaration, with a constant initializer if
  /// any) at the start of the block, whatever the standard.
  void atStart(llvm::StringRef Declaration);
  /// The declarations at the start of the block, a line each at Indent.
  std::string start(llvm::StringRef Indent) const;

private:
  bool C99;
  bool CPlusPlus;
  std::vector<std::string> Start;
};

} // namespace autolb

#endif // AUTOLB_CODEGEN_BLOCKDECLARATIONS_H
