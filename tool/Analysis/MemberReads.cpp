//===- MemberReads.cpp - reads through struct pointers, by type ----------===//

#include "Analysis/MemberReads.h"
#include "Analysis/AliasAnalysis.h"
#include "Analysis/NamesBeforeTree.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StableVectors.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace autolb {
namespace {

/// An array that cannot lie in a struct another pointer reaches: a declared
/// array, one reached through a `restrict` pointer, or a std::vector of
/// numbers (its buffer holds those numbers only, no struct).
bool cannotHoldMembers(const ArrayReference &Ref) {
  const QualType Type = Ref.Array->getType();
  return (Ref.Storage == ArrayStorage::Array && Type->isArrayType()) ||
         (Ref.Storage == ArrayStorage::Vector &&
          Ref.ElementType->isArithmeticType()) ||
         Type.isRestrictQualified();
}

/// The writes of arrays in the nest that may change Read's member.
std::vector<const ArrayReference *>
changingArrayWrites(const MemberAccess &Read, const NestAccesses &Accesses,
                    const ASTContext &Ctx) {
  const QualType Type = Read.Ref->getType();
  std::vector<const ArrayReference *> Writes;
  for (const ArrayReference &Ref : Accesses.Arrays)
    if (Ref.IsWrite && !cannotHoldMembers(Ref) &&
        typesMayShareMemory(Ref.ElementType, Type, Ctx))
      Writes.push_back(&Ref);
  return Writes;
}

/// The first write of a member reached through a pointer or reference that
/// may change Read's member.
const MemberAccess *changingMemberWrite(const MemberAccess &Read,
                                        const NestAccesses &Accesses,
                                        const ASTContext &Ctx) {
  for (const MemberAccess &Member : Accesses.Members)
    if (Member.IsWrite &&
        typesMayShareMemory(Member.Ref->getType(), Read.Ref->getType(), Ctx))
      return &Member;
  return nullptr;
}

/// The reference or pointer variable r of `r.m`, or p of `p->m` and
/// `p->a.m`: what a check before the nest names the object by. Null for a
/// member reached otherwise.
const VarDecl *readObject(const MemberExpr &Read) {
  const MemberExpr &Entry = *memberThroughObject(Read);
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Entry.getBase()->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || Ref->hasQualifier())
    return nullptr;
  return Entry.isArrow() ? (Var->getType()->isPointerType() ? Var : nullptr)
                         : Var;
}

/// A write of a struct variable: `s.n = 1` counts as a write of `s`, which a
/// pointer may reach.
const VarDecl *writtenStruct(const NestAccesses &Accesses) {
  for (const ScalarReference &Ref : Accesses.Scalars)
    if (Ref.IsWrite && !Ref.Var->getType()->isScalarType())
      return Ref.Var;
  return nullptr;
}

/// Collects RecordsInArrays' types in one walk of the translation unit.
class RecordCollector : public RecursiveASTVisitor<RecordCollector> {
public:
  RecordCollector(const ASTContext &Ctx, llvm::DenseSet<const Type *> &Records)
      : Ctx(Ctx), Records(Records) {}

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    add(E->getType());
    return true;
  }
  // An element of a std::vector of records: a vector may be distributed by
  // element too.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (E->getOperator() == OO_Subscript)
      add(E->getType().getNonReferenceType());
    return true;
  }
  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    addArrayElements(D->getType());
    return true;
  }
  // `q + 1`, `q++` on a pointer to records: q walks an array of them.
  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->isAdditiveOp() || E->getOpcode() == BO_AddAssign ||
        E->getOpcode() == BO_SubAssign) {
      addPointee(E->getLHS()->getType());
      addPointee(E->getRHS()->getType());
    }
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->isIncrementDecrementOp())
      addPointee(E->getSubExpr()->getType());
    return true;
  }

private:
  void addPointee(QualType T) {
    if (const auto *Pointer = T->getAs<PointerType>())
      add(Pointer->getPointeeType());
  }
  void addArrayElements(QualType T) {
    while (const ArrayType *Array = Ctx.getAsArrayType(T)) {
      T = Array->getElementType();
      add(T);
    }
  }
  void add(QualType T) {
    const auto *Record = T->getAsRecordDecl();
    if (!Record ||
        !Records
             .insert(Ctx.getCanonicalType(T.getUnqualifiedType()).getTypePtr())
             .second)
      return;
    for (const FieldDecl *Field : Record->fields()) {
      add(Field->getType());
      addArrayElements(Field->getType());
    }
    // `p.x` of a base class reads the base part of an element.
    if (const auto *Class = dyn_cast<CXXRecordDecl>(Record);
        Class && Class->hasDefinition())
      for (const CXXBaseSpecifier &Base : Class->bases())
        add(Base.getType());
  }

  const ASTContext &Ctx;
  llvm::DenseSet<const Type *> &Records;
};

} // namespace

bool RecordsInArrays::contains(QualType Record) {
  if (!Records) {
    Records.emplace();
    // The library's declarations may keep its records in arrays.
    RecordCollector Collector(Ctx, *Records);
    traverseWholeUnit(Collector, Ctx);
  }
  return Records->count(Ctx.getCanonicalType(Record).getTypePtr());
}

/// Whether Var is an lvalue reference to a record, other than one bound to
/// a vector's element (read as that element).
static bool isRecordReference(const VarDecl &Var) {
  return Var.getType()->isLValueReferenceType() &&
         Var.getType().getNonReferenceType()->isRecordType() &&
         !boundElement(&Var, Var.getASTContext());
}

bool isReachedThroughReference(const MemberExpr &Member) {
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Member.getBase()->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return !Member.isArrow() && Var && isRecordReference(*Var);
}

const MemberExpr *memberThroughObject(const MemberExpr &Member) {
  const MemberExpr *Entry = &Member;
  while (!Entry->isArrow() && !isReachedThroughReference(*Entry)) {
    // `p->a.m` reads a member of the object p points to; `s.a.m` of a
    // struct variable, `p->r.m` of the object a reference member names, or
    // `x.Base::m` do not lead there.
    const auto *Base =
        dyn_cast<MemberExpr>(Entry->getBase()->IgnoreParenImpCasts());
    const auto *BaseField =
        Base ? dyn_cast<FieldDecl>(Base->getMemberDecl()) : nullptr;
    if (!isa<FieldDecl>(Entry->getMemberDecl()) || Entry->hasQualifier() ||
        !BaseField || BaseField->getType()->isReferenceType())
      return nullptr;
    Entry = Base;
  }
  return Entry;
}

bool isJudgedByType(const MemberExpr &Member) {
  const QualType Type = Member.getType();
  return memberThroughObject(Member) && !Type.isVolatileQualified() &&
         (Type->isArithmeticType() || Type->isObjectPointerType());
}

const VarDecl *constMemberContainerRecord(const MemberExpr &Container) {
  if (!Container.getType().isConstQualified())
    return nullptr;
  const Expr *Object = &Container;
  while (const auto *Member = dyn_cast<MemberExpr>(Object)) {
    const auto *Field = dyn_cast<FieldDecl>(Member->getMemberDecl());
    // `A.Base::val` names a member that `A.val` (memberPath) may hide.
    if (Member->isArrow() || Member->hasQualifier() || !Field ||
        Field->getType()->isReferenceType())
      return nullptr;
    Object = Member->getBase()->IgnoreParenImpCasts();
  }
  // Named unqualified, as the generated code spells it (memberPath).
  const auto *Ref = dyn_cast<DeclRefExpr>(Object);
  const auto *Var =
      Ref && !Ref->hasQualifier() ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!Var || !Var->getType().getNonReferenceType()->isRecordType() ||
      (Var->getType()->isReferenceType() && !isRecordReference(*Var)))
    return nullptr;
  return Var;
}

std::string memberPath(const MemberExpr &Container) {
  const Expr *Base = Container.getBase()->IgnoreParenImpCasts();
  const std::string Object =
      isa<MemberExpr>(Base)
          ? memberPath(*cast<MemberExpr>(Base))
          : cast<DeclRefExpr>(Base)->getDecl()->getNameAsString();
  // An anonymous struct or union has no name: its members are named
  // through the record around it.
  const auto *Field = dyn_cast<FieldDecl>(Container.getMemberDecl());
  if (Field && Field->isAnonymousStructOrUnion())
    return Object;
  return Object + "." + Container.getMemberDecl()->getNameAsString();
}

/// The run-time check that may stand for Why, the reason of Read, which
/// ArrayWrites alone may change: none when the check could not name the
/// object, or one of the arrays, before the tree.
static std::optional<ObjectReadCheck>
objectCheck(const MemberAccess &Read,
            llvm::ArrayRef<const ArrayReference *> ArrayWrites,
            const NamesBeforeTree &Names, const Reason &Why) {
  // A static member, or a reference member's object, lies elsewhere.
  const auto *Field = dyn_cast<FieldDecl>(Read.Ref->getMemberDecl());
  ObjectReadCheck Check{readObject(*Read.Ref), Read.Loop, {}, Why};
  if (!Field || Field->getType()->isReferenceType() || !Check.Object ||
      !Names.checkable(Check.Object))
    return std::nullopt;
  for (const ArrayReference *Write : ArrayWrites) {
    if (!Write->Array)
      return std::nullopt;
    if (!llvm::is_contained(Check.WrittenArrays, Write->Array))
      Check.WrittenArrays.push_back(Write->Array);
  }
  return Check;
}

void judgeMemberReads(LoopTree &Tree, NestAccesses &Accesses,
                      const ASTContext &Ctx, RecordsInArrays &InArrays) {
  // `p->x += 1` reads what it writes; the write gives the reason.
  std::vector<const MemberAccess *> Reads;
  for (const MemberAccess &Read : Accesses.Members)
    if (!Read.IsWrite && isJudgedByType(*Read.Ref) &&
        llvm::none_of(Accesses.Members, [&](const MemberAccess &M) {
          return M.IsWrite && M.Ref == Read.Ref;
        }))
      Reads.push_back(&Read);
  if (Reads.empty())
    return;
  const VarDecl *Struct = writtenStruct(Accesses);
  std::optional<NamesBeforeTree> Names;
  for (const MemberAccess *Read : Reads) {
    const std::string Text = compactSourceText(Read->Ref, Ctx);
    Reason Why{ReasonKind::PossibleAliasing,
               "",
               Read->Ref->getExprLoc(),
               {{Read->Ref->getExprLoc(), "read here"}}};
    // The object the pointer or reference names, whose record may be kept
    // in arrays: that of p in `p->a.m`.
    const MemberExpr &Entry = *memberThroughObject(*Read->Ref);
    const std::string Through = Entry.isArrow() ? "a pointer" : "a reference";
    const QualType Base = Entry.getBase()->getType();
    const QualType Record =
        (Entry.isArrow() ? Base->getPointeeType() : Base).getUnqualifiedType();
    const std::string ReadType =
        Read->Ref->getType().getUnqualifiedType().getAsString();
    const std::vector<const ArrayReference *> ArrayWrites =
        changingArrayWrites(*Read, Accesses, Ctx);
    const MemberAccess *MemberWrite = changingMemberWrite(*Read, Accesses, Ctx);
    if (InArrays.contains(Record)) {
      Why.Message = "'" + Text + "' is read through " + Through + " to '" +
                    Record.getAsString() +
                    "', which the program also keeps in arrays: a rank may "
                    "hold a distributed array's other elements out of date";
    } else if (!ArrayWrites.empty()) {
      const ArrayReference &Write = *ArrayWrites.front();
      Why.Message =
          "'" + Text + "' (" + ReadType + ") is read through " + Through +
          ", and the write to '" +
          (Write.Ref ? compactSourceText(Write.Ref, Ctx) : Write.Text) + "' (" +
          Write.ElementType.getUnqualifiedType().getAsString() +
          ") may change it";
      Why.Notes.push_back({Write.Loc, "write here"});
      // Only the arrays' bytes may hold the member: comparing them with the
      // object's before the nest settles it (RuntimeAliasChecks.h).
      if (!MemberWrite && !Struct) {
        if (!Names)
          Names.emplace(Tree, Accesses);
        if (std::optional<ObjectReadCheck> Check =
                objectCheck(*Read, ArrayWrites, *Names, Why)) {
          Accesses.ObjectChecks.push_back(std::move(*Check));
          continue;
        }
      }
    } else if (MemberWrite) {
      Why.Message =
          "'" + Text + "' (" + ReadType + ") is read through " + Through +
          ", and the write to '" + compactSourceText(MemberWrite->Ref, Ctx) +
          "' (" +
          MemberWrite->Ref->getType().getUnqualifiedType().getAsString() +
          ") may change it";
      Why.Notes.push_back({MemberWrite->Ref->getExprLoc(), "write here"});
    } else if (Struct) {
      Why.Message = "'" + Text + "' is read through " + Through +
                    ", and the write to struct '" + Struct->getName().str() +
                    "' may change it";
    } else {
      continue;
    }
    for (int L = Read->Loop; L >= 0; L = Tree.Loops[L].Parent)
      addUniqueReason(Tree.Loops[L].Reasons, Why);
  }
}

} // namespace autolb
