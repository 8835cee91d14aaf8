//===- StringReads.h - std::string elements read in a nest ------*- C++ -*-===//
//
// Part of autolb. Sequence comparisons (alignment, edit distance, Hamming
// tables) read the characters of `const std::string &` parameters in their
// loops: `a[i - 1] == b[j - 1]`. `s[k]` is a call of an overloaded
// operator, but of a string that nothing changes while the nest runs it is
// the read of element k of a char array. Such a read is kept out of the
// nest's array references: no dependence can involve it, and the generated
// code has nothing to register, send or synchronize, since every rank runs
// the sequential code around the nest and so holds the same string. That
// holds when
//  - the string is a local variable of the function or one of its
//    parameters (another function cannot reach it while the nest runs);
//  - the loops never change it: no element written, no reference bound to
//    an element, no non-const member call (push_back, +=, resize, data()),
//    the string not passed by non-const reference or pointer;
//  - no other name reaches its characters anywhere in the function (no
//    `&s[k]`, `s.data()`, iterator, non-const reference, lambda capture):
//    a distributed nest writing through such a name would leave each rank
//    with a different string; and for a parameter, whose argument the
//    caller may have handed out so, nowhere in the program
//    (StringHandouts);
//  - no write of the nest may change a character: by [basic.lval] only a
//    write through a char, signed char, unsigned char or std::byte lvalue
//    (or of a record holding one) can, and not one to a declared array or
//    a std::vector, which are objects of their own. A write of int or
//    double cannot.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_STRINGREADS_H
#define AUTOLB_ANALYSIS_STRINGREADS_H

#include "Analysis/AccessCollector.h"
#include "Analysis/LoopModel.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include <optional>
#include <string>

namespace autolb {

/// True for `std::string` (std::basic_string<char> with the standard
/// traits and allocator), or an lvalue reference to one.
bool isCharStringType(clang::QualType T);

/// The variable of `s[k]` when E is that subscript of a std::string
/// variable (a local, a parameter, or any other); null otherwise. Its index
/// is vectorIndex(E).
const clang::VarDecl *subscriptedString(const clang::Expr *E);

/// The string variable of `s.size()`, `s.length()` or `s.empty()`, which
/// read no character; null for any other expression.
const clang::VarDecl *stringSizeQuery(const clang::Expr *E);

/// When E may change a string variable S -- a non-const member call or
/// operator on it (`s.push_back(c)`, `s += t`, `s = t`), S bound to a
/// non-const reference or pointer parameter (`f(s)`, `g(&s)`) -- the
/// change, worded for a remark ("member 'push_back' is called"), with S
/// set; nullopt otherwise. `s[k] = c` is found where it is written.
std::optional<std::string> stringChange(const clang::Expr *E,
                                        const clang::VarDecl *&S);

/// True for the string expressions the access walk models itself: `s[k]`,
/// the size queries and the changes of a string variable (above).
bool isStringVariableUse(const clang::Stmt *S);

/// Why the characters of string S may be reached by another name than
/// `S[k]` or changed by another function, worded for a remark ("'s' is
/// passed by reference to 'fill' at line 12"); nullopt when S is a local
/// variable or a parameter of its function whose every use there keeps its
/// characters to itself (file comment).
std::optional<std::string> stringExposure(const clang::VarDecl *S,
                                          clang::ASTContext &Ctx);

/// The first place where the program hands out the characters of a
/// std::string to another name: `&s[k]`, a reference bound to `s[k]`,
/// `s.data()` of a non-const string, an iterator (`s.begin()`). A
/// distributed nest of any function may write the characters through that
/// name, each rank its own iterations, and the ranks would then hold
/// different strings; a string parameter may be that string. One per
/// translation unit; the program's declarations are walked at the first
/// question (the library's code never runs in a distributed nest).
class StringHandouts {
public:
  explicit StringHandouts(clang::ASTContext &Ctx) : Ctx(Ctx) {}
  /// "'&s[0]' at line 12", or nullopt when the program hands out none.
  const std::optional<std::string> &first();

private:
  clang::ASTContext &Ctx;
  std::optional<std::optional<std::string>> First;
};

/// True for a type whose write may change a character of a string: char,
/// signed char, unsigned char, std::byte (an enumeration over a character
/// type), a record or void; false for other numbers and pointers.
bool mayWriteCharacters(clang::QualType T);

/// Adds a PossibleAliasing reason to the loops around each string read of
/// Accesses that a write of the nest may change (mayWriteCharacters, not a
/// declared array, not a std::vector), and a CxxConstruct reason around
/// each read of a string reference parameter when the program hands out the
/// characters of a string (Handouts): the caller's string may be that one.
void judgeStringReads(LoopTree &Tree, const NestAccesses &Accesses,
                      const clang::ASTContext &Ctx, StringHandouts &Handouts);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_STRINGREADS_H
