//===- MemberReads.h - reads through struct pointers, by type --*- C++ -*-===//
//
// Part of autolb. Real code keeps sizes and coefficients in structs and
// reads them in its loops: `for (i = 0; i < g->n; i++) x[i] += g->dt * v[i]`.
// Such a read goes through a pointer, but C's aliasing rules (C11 6.5p7)
// say what can change the member: only a write of a compatible type (the
// same type, or its signed or unsigned variant), of a character type, or
// of a struct or union (a whole-struct assignment). A write of `double`
// cannot change `int n`, and neither can one to a declared array or
// through a `restrict` pointer, which cannot lie in the struct or reach
// what another pointer reads. So an arithmetic member read through a
// pointer keeps the loops around it sequential only when the nest has a
// write that may change it; otherwise it is a value that the nest does not
// change, the same on every rank, like any data the sequential part wrote:
// unless the program also keeps that struct type in arrays (an array of
// particles), which a distributed nest may leave up to date only on the
// rank that owns each element. When only writes of arrays may change it,
// the generated code may instead compare the struct's bytes with those
// arrays before the nest (RuntimeAliasChecks.h): they rarely overlap.
// In C++ a reference to a struct is read the same way (the same rules,
// [basic.lval]). A vector member of a const struct (`A.val[k]` with
// `const CsrMatrix &A`) cannot change while a nest runs at all: it is read
// whole, like a table of one row (RowTables.h).
// (A program built with -fno-strict-aliasing gives up these rules; autolb
// follows the language.)
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_ANALYSIS_MEMBERREADS_H
#define AUTOLB_ANALYSIS_MEMBERREADS_H

#include "Analysis/AccessCollector.h"
#include "Analysis/LoopModel.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>

namespace autolb {

/// The record types of the objects the translation unit keeps in arrays,
/// with the records nested in them: an array of them may be distributed,
/// and then a rank holds only its own elements up to date, which a read
/// through a pointer would not see. One per translation unit; the unit is
/// walked at the first question, so only when some nest has a member read
/// left to judge.
class RecordsInArrays {
public:
  explicit RecordsInArrays(const clang::ASTContext &Ctx) : Ctx(Ctx) {}
  bool contains(clang::QualType Record);

private:
  const clang::ASTContext &Ctx;
  std::optional<llvm::DenseSet<const clang::Type *>> Records;
};

/// True for `r.m` where r is a reference to a record declared as one (not
/// bound to a vector element, which stands for that element): like `p->m`,
/// the member of an object that other names may reach.
bool isReachedThroughReference(const clang::MemberExpr &Member);

/// The member of Member's chain of `.` members that leaves a pointer or a
/// reference: `p->a` of `p->a.m`, `r.a` of `r.a.m`, Member itself for
/// `p->m` and `r.m`; null when the chain reaches none (a struct
/// variable's member, a reference member, a qualified name).
const clang::MemberExpr *memberThroughObject(const clang::MemberExpr &Member);

/// True for a read that the type rules may clear: a non-volatile member of
/// arithmetic or object pointer type reached through a pointer or a
/// reference, directly or through members of the object (`p->a.m`).
bool isJudgedByType(const clang::MemberExpr &Member);

/// The record variable or reference r of `r.v` or `r.a.v` when that
/// container is const there (the record is const, or the member is): no
/// code of the loops can change its elements or its buffer. Null when a
/// member on the way is reached through a pointer, is a reference or is
/// named with a qualifier.
const clang::VarDecl *
constMemberContainerRecord(const clang::MemberExpr &Container);

/// `r.a.v`, spelled from the declarations' names, for a Container that
/// constMemberContainerRecord accepts.
std::string memberPath(const clang::MemberExpr &Container);

/// Adds a PossibleAliasing reason to the loops around each such read that
/// a write of the nest may change, or whose struct type the translation
/// unit keeps in arrays; a read that only writes of arrays may change, of
/// an object a check before the tree can name, is left to a run-time check
/// instead (NestAccesses::ObjectChecks, RuntimeAliasChecks.h).
void judgeMemberReads(LoopTree &Tree, NestAccesses &Accesses,
                      const clang::ASTContext &Ctx, RecordsInArrays &InArrays);

} // namespace autolb

#endif // AUTOLB_ANALYSIS_MEMBERREADS_H
