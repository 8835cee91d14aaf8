//===- PointerValues.cpp - array elements that hold addresses -------------===//

#include "Plan/PointerValues.h"
#include "Analysis/ExprQueries.h"
#include "Plan/DistributionPropagation.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace autolb {
namespace {

/// How a value of some type holds an address: "pointer", "function
/// pointer", or "'intptr_t'", an integer type made to hold one (Maybe).
struct AddressKind {
  std::string Name;
  bool Maybe = false;
};

std::optional<AddressKind> addressKind(QualType T) {
  for (QualType Sugar = T; const auto *Typedef = Sugar->getAs<TypedefType>();
       Sugar = Typedef->desugar()) {
    StringRef Name = Typedef->getDecl()->getName();
    if (Name == "intptr_t" || Name == "uintptr_t")
      return AddressKind{"'" + Name.str() + "'", true};
  }
  QualType Canonical = T.getCanonicalType();
  if (const auto *Atomic = Canonical->getAs<AtomicType>())
    Canonical = Atomic->getValueType().getCanonicalType();
  if (Canonical->isFunctionPointerType())
    return AddressKind{"function pointer"};
  if (Canonical->isPointerType() || Canonical->isBlockPointerType())
    return AddressKind{"pointer"};
  return std::nullopt;
}

QualType withoutArrays(QualType T) {
  while (const ArrayType *Array = T->getAsArrayTypeUnsafe())
    T = Array->getElementType();
  return T;
}

struct AddressMember {
  AddressKind Kind;
  /// As written from the element: `buf`, `in.buf`, `parts[].f`.
  std::string Path;
  const FieldDecl *Field = nullptr;
};

/// The first member of a T, depth first, that holds an address.
std::optional<AddressMember> addressMember(QualType T,
                                           const std::string &Path) {
  T = withoutArrays(T);
  const RecordDecl *Record = T->getAsRecordDecl();
  if (!Record || !(Record = Record->getDefinition()))
    return std::nullopt;
  for (const FieldDecl *Field : Record->fields()) {
    std::string Inner = Path;
    if (!Field->getName().empty())
      Inner += (Inner.empty() ? "" : ".") + Field->getName().str();
    if (Field->getType()->isArrayType())
      Inner += "[]";
    if (std::optional<AddressKind> Kind =
            addressKind(withoutArrays(Field->getType())))
      return AddressMember{*Kind, Inner, Field};
    if (std::optional<AddressMember> Nested =
            addressMember(Field->getType(), Inner))
      return Nested;
  }
  return std::nullopt;
}

/// The first conversion of an address to an integer in E.
const CastExpr *addressToInteger(const Stmt *E) {
  if (!E)
    return nullptr;
  if (const auto *Cast = dyn_cast<CastExpr>(E))
    if (Cast->getCastKind() == CK_PointerToIntegral)
      return Cast;
  for (const Stmt *Child : E->children())
    if (const CastExpr *Found = addressToInteger(Child))
      return Found;
  return nullptr;
}

struct StoreFinder : RecursiveASTVisitor<StoreFinder> {
  AddressStores Stores;
  std::vector<const CallExpr *> Calls;

  void record(const VarDecl *Variable, const Expr *Value) {
    if (!Variable)
      return;
    if (const CastExpr *Cast = addressToInteger(Value))
      Stores.try_emplace(Variable->getCanonicalDecl(), Cast->getBeginLoc());
  }
  bool VisitBinaryOperator(BinaryOperator *Op) {
    if (Op->isAssignmentOp())
      record(storedVariable(Op->getLHS()), Op->getRHS());
    return true;
  }
  bool VisitVarDecl(VarDecl *Variable) {
    record(Variable, Variable->getInit());
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
};

} // namespace

AddressStores findAddressStores(ASTContext &Ctx) {
  StoreFinder Finder;
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  AddressStores &Stores = Finder.Stores;
  // An array and the parameters it is passed to name the same elements.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const CallExpr *Call : Finder.Calls) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || !(Callee = Callee->getDefinition()))
        continue;
      for (unsigned I = 0; I < Call->getNumArgs() && I < Callee->getNumParams();
           ++I) {
        const VarDecl *Argument = passedArray(Call->getArg(I));
        const VarDecl *Param = Callee->getParamDecl(I);
        if (!Argument)
          continue;
        Argument = Argument->getCanonicalDecl();
        auto Known = Stores.find(Argument);
        if (Known != Stores.end())
          Changed |= Stores.try_emplace(Param, Known->second).second;
        else if ((Known = Stores.find(Param)) != Stores.end())
          Changed |= Stores.try_emplace(Argument, Known->second).second;
      }
    }
  }
  return std::move(Stores);
}

QualType copiedElementType(const VarDecl *Array) {
  QualType T = Array->getType();
  if (const auto *Param = dyn_cast<ParmVarDecl>(Array))
    T = Param->getOriginalType();
  if (T->isPointerType())
    T = T->getPointeeType();
  return withoutArrays(T);
}

std::optional<Reason> pointerValuesIn(const ASTContext &Ctx,
                                      const VarDecl *Array, QualType Element,
                                      const AddressStores &Stores) {
  std::string Name = "'" + Array->getNameAsString() + "'";
  const std::string NotShipped = " are not shipped between processes";
  Element = withoutArrays(Element);
  if (std::optional<AddressKind> Kind = addressKind(Element))
    return Reason{
        ReasonKind::PointerValues,
        "the elements of " + Name + " are " + Kind->Name +
            (Kind->Maybe ? " values, which may be addresses" : "s, addresses") +
            " valid only in their own process: they" + NotShipped,
        SourceLocation(),
        {{Array->getLocation(), Name + " declared here"}}};
  if (std::optional<AddressMember> Member = addressMember(Element, ""))
    return Reason{
        ReasonKind::PointerValues,
        "'" +
            Element.getUnqualifiedType().getAsString(Ctx.getPrintingPolicy()) +
            "' holds " + Member->Kind.Name + " member '" + Member->Path +
            "', " +
            (Member->Kind.Maybe ? "which may be an address" : "an address") +
            " valid only in its own process: the elements of " + Name +
            NotShipped,
        SourceLocation(),
        {{Member->Field->getLocation(),
          "'" + Member->Path + "' declared here"}}};
  auto Store = Stores.find(Array->getCanonicalDecl());
  if (Store != Stores.end())
    return Reason{ReasonKind::PointerValues,
                  Name +
                      " is given an address converted to an integer, "
                      "valid only in its own process: its elements" +
                      NotShipped,
                  SourceLocation(),
                  {{Store->second, "address converted here"}}};
  return std::nullopt;
}

} // namespace autolb
