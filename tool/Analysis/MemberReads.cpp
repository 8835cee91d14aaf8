//===- MemberReads.cpp - reads through struct pointers, by type
//------------===//

#include "Analysis/MemberReads.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {
namespace {

/// May a write of type Written change an object of arithmetic type Read?
bool mayChange(QualType Written, QualType Read, const ASTContext &Ctx) {
  Written = Written.getCanonicalType().getUnqualifiedType();
  Read = Read.getCanonicalType().getUnqualifiedType();
  if (Written->isCharType() || !Written->isScalarType())
    return true;
  if (Ctx.hasSameType(Written, Read))
    return true;
  return Written->isIntegerType() && Read->isIntegerType() &&
         Ctx.getTypeSize(Written) == Ctx.getTypeSize(Read);
}

/// An array that cannot lie in a struct another pointer reaches: a declared
/// array, or one reached through a `restrict` pointer.
bool cannotHoldMembers(const ArrayReference &Ref) {
  const QualType Type = Ref.Array->getType();
  return (Ref.Storage == ArrayStorage::Array && Type->isArrayType()) ||
         Type.isRestrictQualified();
}

/// The first write of the nest that may change Read's member, or null.
const Expr *changingWrite(const MemberAccess &Read,
                          const NestAccesses &Accesses, const ASTContext &Ctx) {
  const QualType Type = Read.Ref->getType();
  for (const ArrayReference &Ref : Accesses.Arrays)
    if (Ref.IsWrite && !cannotHoldMembers(Ref) &&
        mayChange(Ref.Ref->getType(), Type, Ctx))
      return Ref.Ref;
  for (const MemberAccess &Member : Accesses.Members)
    if (Member.IsWrite && mayChange(Member.Ref->getType(), Type, Ctx))
      return Member.Ref;
  return nullptr;
}

/// A write of a struct variable: `s.n = 1` counts as a write of `s`, which a
/// pointer may reach.
const VarDecl *writtenStruct(const NestAccesses &Accesses) {
  for (const ScalarReference &Ref : Accesses.Scalars)
    if (Ref.IsWrite && !Ref.Var->getType()->isScalarType())
      return Ref.Var;
  return nullptr;
}

} // namespace

bool isJudgedByType(const MemberExpr &Member) {
  const QualType Type = Member.getType();
  return Member.isArrow() && !Type.isVolatileQualified() &&
         Type->isArithmeticType();
}

void judgeMemberReads(LoopTree &Tree, const NestAccesses &Accesses,
                      const ASTContext &Ctx) {
  const VarDecl *Struct = writtenStruct(Accesses);
  for (const MemberAccess &Read : Accesses.Members) {
    // `p->x += 1` reads what it writes; the write gives the reason.
    if (Read.IsWrite || !isJudgedByType(*Read.Ref) ||
        llvm::any_of(Accesses.Members, [&](const MemberAccess &M) {
          return M.IsWrite && M.Ref == Read.Ref;
        }))
      continue;
    const std::string Text = compactSourceText(Read.Ref, Ctx);
    Reason Why{ReasonKind::PossibleAliasing,
               "",
               Read.Ref->getExprLoc(),
               {{Read.Ref->getExprLoc(), "read here"}}};
    if (const Expr *Write = changingWrite(Read, Accesses, Ctx)) {
      Why.Message = "'" + Text + "' (" +
                    Read.Ref->getType().getUnqualifiedType().getAsString() +
                    ") is read through a pointer, and the write to '" +
                    compactSourceText(Write, Ctx) + "' (" +
                    Write->getType().getUnqualifiedType().getAsString() +
                    ") may change it";
      Why.Notes.push_back({Write->getExprLoc(), "write here"});
    } else if (Struct) {
      Why.Message = "'" + Text +
                    "' is read through a pointer, and the write to struct '" +
                    Struct->getName().str() + "' may change it";
    } else {
      continue;
    }
    for (int L = Read.Loop; L >= 0; L = Tree.Loops[L].Parent)
      addUniqueReason(Tree.Loops[L].Reasons, Why);
  }
}

} // namespace autolb
