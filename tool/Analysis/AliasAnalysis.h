//===- AliasAnalysis.h - may two array bases share memory? -----*- C++ -*-===//
//
// Distinct declared arrays never alias, and neither do arrays of numbers
// that C's aliasing rules keep apart (`int` and `float`; a program built
// with -fno-strict-aliasing gives up these rules, autolb follows the
// language). A pointer (or array parameter, which C turns into a pointer)
// may alias any other pointer or global array unless it is `restrict`, it is a local (not static) that only ever holds fresh
// memory or null (FreshMemory.h; its address not taken), or the
// function is `static`, its address is never taken, and every call in this
// file passes distinct arrays for the two parameters.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_ALIASANALYSIS_H
#define AUTOLB_ANALYSIS_ALIASANALYSIS_H

#include "Analysis/FreshMemory.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace autolb {

/// Whether C's aliasing rules (C11 6.5p7) let objects of types A and B
/// share memory: characters, records and `void` are taken to reach
/// anything, a pointer any pointer (compilers do not tell pointer types
/// apart either), a number only a number of the same type or an integer of
/// the same size (a signed or unsigned variant). (A program built with
/// -fno-strict-aliasing gives up these rules; autolb follows the
/// language.)
bool typesMayShareMemory(clang::QualType A, clang::QualType B,
                         const clang::ASTContext &Ctx);

class CallSummaries;

class AliasAnalysis {
public:
  /// Summaries: what the program's functions do, when known (a call of a
  /// function with known effects keeps no pointer it is passed).
  explicit AliasAnalysis(clang::ASTContext &Ctx,
                         const CallSummaries *Summaries = nullptr);

  /// False only when A and B provably refer to different memory.
  bool mayAlias(const clang::VarDecl *A, const clang::VarDecl *B) const;

  /// True when V is an array, or a local pointer (not static) that only
  /// ever holds fresh memory or null.
  bool isDistinctObject(const clang::VarDecl *V) const;

  /// True when V is a pointer variable (not a parameter) that only ever
  /// holds null or the result of an allocation call: no other array is
  /// reachable through it.
  bool pointsOnlyToFreshMemory(const clang::VarDecl *V) const;

  /// True when every value V holds is null, an allocation's result, or the
  /// value of a local pointer of which the same holds (buffers swapped by
  /// `tmp = p; p = q; q = tmp;`), or, for a parameter of a function only
  /// this file calls, of every variable its calls pass: V points to the
  /// start of a whole heap block, which other such pointers may name too.
  bool pointsOnlyToWholeAllocations(const clang::VarDecl *V) const;

  /// True when V's value, or a pointer into its memory (`V + k`,
  /// `&V[k]`), is stored in memory (`rows[i] = V + i*m`, `s->data = V`,
  /// an initializer list `{V}`):
  /// then its memory is also reached through pointers loaded from there.
  bool pointerValueMayBeStored(const clang::VarDecl *V) const {
    return StoredInMemory.contains(V);
  }

  /// True when V is a local pointer variable (not a parameter, not static)
  /// that only ever holds null, fresh memory or a pointer loaded from
  /// memory (`p->weights`, `*pp`, `rows[i]`): it can point into a declared
  /// array only if that array's address was stored somewhere
  /// (declaredArrayAddressMayBeStored).
  bool holdsOnlyLoadedPointers(const clang::VarDecl *V) const;

  /// True when a declared array may have its address stored where a
  /// pointer could be loaded from: one this file defines without `static`
  /// or declares `extern` (other files may store its address), or one
  /// whose address this file uses other than to subscript it, in `sizeof`,
  /// or as an argument of a C library function that keeps no pointer.
  bool declaredArrayAddressMayBeStored() const {
    return DeclaredArrayAddressStored;
  }

  /// The same, for code that runs only where the other files' functions
  /// whose summaries' symbols Checked lists are the code linked
  /// (OtherFileSummaries.h): those keep no pointer they are passed.
  bool
  declaredArrayAddressMayBeStored(const std::set<std::string> &Checked) const {
    return DeclaredArrayAddressStored &&
           (DeclaredArrayAddressStoredDespiteSymbols ||
            !std::includes(Checked.begin(), Checked.end(),
                           DeclaredArrayAddressSymbols.begin(),
                           DeclaredArrayAddressSymbols.end()));
  }

  /// True when F's address is taken (F is not only called by name): a
  /// call through a pointer may run it, with any arguments.
  bool isAddressTaken(const clang::FunctionDecl *F) const;

private:
  bool distinctAtEveryCall(const clang::ParmVarDecl *A,
                           const clang::ParmVarDecl *B) const;
  /// The variable every call passes for Param, one per call, when the
  /// function's calls are all in this file and each passes a variable
  /// (`f(p)`, `f(*A)`); std::nullopt otherwise.
  std::optional<std::vector<const clang::VarDecl *>>
  passedAtEveryCall(const clang::ParmVarDecl *Param) const;

  /// Calls of each function of the translation unit; a function whose
  /// address is taken maps to an empty list and is never proved distinct.
  llvm::DenseMap<const clang::FunctionDecl *,
                 std::vector<const clang::CallExpr *>>
      Calls;
  llvm::DenseMap<const clang::FunctionDecl *, bool> AddressTaken;
  /// Variables assigned anything but an allocation call, incremented, or
  /// whose address is taken.
  llvm::DenseSet<const clang::VarDecl *> StoredOtherwise;
  /// Of those, the ones also assigned something but a loaded pointer.
  llvm::DenseSet<const clang::VarDecl *> StoredNonLoad;
  /// Pointer variables whose value is stored in memory.
  llvm::DenseSet<const clang::VarDecl *> StoredInMemory;
  /// Pointer variables given a value other than null, an allocation or
  /// another pointer variable's, and the copies (`p = q`: q is in p's list).
  llvm::DenseSet<const clang::VarDecl *> StoredNonCopy;
  llvm::DenseMap<const clang::VarDecl *, std::vector<const clang::VarDecl *>>
      Copies;
  bool DeclaredArrayAddressStored = false,
       DeclaredArrayAddressStoredDespiteSymbols = false;
  /// The symbols of the other files' functions passed a declared array's
  /// address.
  std::set<std::string> DeclaredArrayAddressSymbols;
  /// Caches verdicts on the file's functions, hence mutable.
  mutable FreshMemory Fresh;
};

} // namespace autolb

#endif // AUTOLB_ANALYSIS_ALIASANALYSIS_H
