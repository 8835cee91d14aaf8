//===- MemberReads.cpp - reads through struct pointers, by type ----------===//

#include "Analysis/MemberReads.h"
#include "Analysis/AliasAnalysis.h"
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

/// A write as a remark names it.
struct WriteSite {
  std::string Text;
  QualType Type;
  SourceLocation Loc;
};

/// The first write of the nest that may change Read's member.
std::optional<WriteSite> changingWrite(const MemberAccess &Read,
                                       const NestAccesses &Accesses,
                                       const ASTContext &Ctx) {
  const QualType Type = Read.Ref->getType();
  for (const ArrayReference &Ref : Accesses.Arrays)
    if (Ref.IsWrite && !cannotHoldMembers(Ref) &&
        typesMayShareMemory(Ref.ElementType, Type, Ctx))
      return WriteSite{Ref.Ref ? compactSourceText(Ref.Ref, Ctx) : Ref.Text,
                       Ref.ElementType, Ref.Loc};
  for (const MemberAccess &Member : Accesses.Members)
    if (Member.IsWrite && typesMayShareMemory(Member.Ref->getType(), Type, Ctx))
      return WriteSite{compactSourceText(Member.Ref, Ctx),
                       Member.Ref->getType(), Member.Ref->getExprLoc()};
  return std::nullopt;
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

bool isJudgedByType(const MemberExpr &Member) {
  const QualType Type = Member.getType();
  return (Member.isArrow() || isReachedThroughReference(Member)) &&
         !Type.isVolatileQualified() &&
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

void judgeMemberReads(LoopTree &Tree, const NestAccesses &Accesses,
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
  for (const MemberAccess *Read : Reads) {
    const std::string Text = compactSourceText(Read->Ref, Ctx);
    Reason Why{ReasonKind::PossibleAliasing,
               "",
               Read->Ref->getExprLoc(),
               {{Read->Ref->getExprLoc(), "read here"}}};
    const std::string Through =
        Read->Ref->isArrow() ? "a pointer" : "a reference";
    const QualType Base = Read->Ref->getBase()->getType();
    const QualType Record =
        (Read->Ref->isArrow() ? Base->getPointeeType() : Base)
            .getUnqualifiedType();
    if (InArrays.contains(Record)) {
      Why.Message = "'" + Text + "' is read through " + Through + " to '" +
                    Record.getAsString() +
                    "', which the program also keeps in arrays: a rank may "
                    "hold a distributed array's other elements out of date";
    } else if (std::optional<WriteSite> Write =
                   changingWrite(*Read, Accesses, Ctx)) {
      Why.Message = "'" + Text + "' (" +
                    Read->Ref->getType().getUnqualifiedType().getAsString() +
                    ") is read through " + Through + ", and the write to '" +
                    Write->Text + "' (" +
                    Write->Type.getUnqualifiedType().getAsString() +
                    ") may change it";
      Why.Notes.push_back({Write->Loc, "write here"});
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
