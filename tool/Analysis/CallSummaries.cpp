//===- CallSummaries.cpp - what a call of a function does -----------------===//

#include "Analysis/CallSummaries.h"
#include "Analysis/AccessCollector.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace autolb {
namespace {

bool isNumber(QualType Type) {
  Type = Type.getCanonicalType();
  return Type->isArithmeticType() || Type->isEnumeralType();
}

/// Walks a definition for the first thing a pure function may not do.
class ImpurityFinder : public RecursiveASTVisitor<ImpurityFinder> {
public:
  ImpurityFinder(const FunctionDecl *F, const CallSummaries &Calls)
      : F(F), Calls(Calls) {}

  std::string Found;

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var)
      return true;
    const std::string Name = "'" + Var->getNameAsString() + "'";
    if (Var->getType().isVolatileQualified())
      return found("it accesses volatile " + Name);
    if (Var->getType()->isPointerType())
      return found("it goes through pointer " + Name);
    if (!Var->hasLocalStorage()) {
      if (Var->isStaticLocal())
        return found("it keeps state in static " + Name);
      if (!Var->getType().isConstant(F->getASTContext()))
        return found("it uses global " + Name);
    }
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->getOpcode() == UO_AddrOf || Op->getOpcode() == UO_Deref)
      return found("it takes or follows an address");
    return true;
  }

  bool VisitMemberExpr(MemberExpr *Member) {
    if (Member->isArrow())
      return found("it goes through a pointer");
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return found("it calls through a pointer");
    std::string Effect = Calls.effectOf(Callee);
    if (!Effect.empty())
      return found("it calls '" + Callee->getNameAsString() + "'");
    return true;
  }

  bool VisitAsmStmt(AsmStmt *) { return found("it contains asm"); }

private:
  bool found(std::string Why) {
    Found = std::move(Why);
    return false;
  }

  const FunctionDecl *F;
  const CallSummaries &Calls;
};

} // namespace

std::string CallSummaries::effectOf(const FunctionDecl *F) const {
  const FunctionDecl *Definition = nullptr;
  if (F->hasBody(Definition) && Definition &&
      Ctx.getSourceManager().isInMainFile(
          Ctx.getSourceManager().getExpansionLoc(Definition->getLocation()))) {
    auto Known = Effects.find(Definition);
    if (Known != Effects.end())
      return Known->second;
    Effects[Definition] = "";
    std::string Effect = impurityOf(Definition);
    Effects[Definition] = Effect;
    return Effect;
  }
  if (isPureMathFunction(F->getName()))
    return "";
  return UnknownEffects;
}

std::string CallSummaries::impurityOf(const FunctionDecl *F) const {
  if (F->isVariadic())
    return "it takes variable arguments";
  for (const ParmVarDecl *P : F->parameters())
    if (!isNumber(P->getType()) || P->getType().isVolatileQualified())
      return "its parameter '" + P->getNameAsString() + "' is not a number";
  if (!F->getReturnType()->isVoidType() && !isNumber(F->getReturnType()))
    return "it returns something other than a number";
  ImpurityFinder Finder(F, *this);
  Finder.TraverseStmt(F->getBody());
  return Finder.Found;
}

} // namespace autolb
