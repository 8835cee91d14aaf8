//===- StableVectors.cpp - std::vector read as an array -------------------===//

#include "Analysis/StableVectors.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/CallSummaries.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace autolb {

bool isStdTemplate(QualType T, llvm::StringRef Name) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  return Spec && Spec->isInStdNamespace() && Spec->getName() == Name;
}

bool isArrayLikeVectorType(QualType T) {
  if (T->isRValueReferenceType())
    return false;
  T = T.getNonReferenceType();
  bool Array = isStdTemplate(T, "array");
  if (!Array && !isStdTemplate(T, "vector"))
    return false;
  const TemplateArgumentList &Args =
      cast<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl())
          ->getTemplateArgs();
  if (Args.size() != 2 || Args[0].getKind() != TemplateArgument::Type)
    return false;
  QualType Element = Args[0].getAsType();
  const CXXRecordDecl *Record = Element->getAsCXXRecordDecl();
  bool PlainRecord = Record && Record->hasDefinition() &&
                     Record->isTriviallyCopyable() && isPlainRecord(Element);
  if (!PlainRecord &&
      (!Element->isArithmeticType() || Element->isBooleanType()))
    return false;
  if (Array)
    return Args[1].getKind() == TemplateArgument::Integral;
  return Args[1].getKind() == TemplateArgument::Type &&
         isStdTemplate(Args[1].getAsType(), "allocator");
}

llvm::StringRef containerName(QualType T) {
  return isStdTemplate(T.getNonReferenceType(), "array") ? "std::array"
                                                         : "std::vector";
}

bool isNumericVectorTableType(QualType T) {
  if (T->isRValueReferenceType() ||
      !isStdTemplate(T.getNonReferenceType(), "vector"))
    return false;
  const TemplateArgumentList &Args =
      cast<ClassTemplateSpecializationDecl>(
          T.getNonReferenceType()->getAsCXXRecordDecl())
          ->getTemplateArgs();
  return Args.size() == 2 && Args[0].getKind() == TemplateArgument::Type &&
         Args[1].getKind() == TemplateArgument::Type &&
         isArrayLikeVectorType(Args[0].getAsType()) &&
         vectorElementType(Args[0].getAsType())->isArithmeticType() &&
         isStdTemplate(Args[1].getAsType(), "allocator");
}

QualType vectorElementType(QualType T) {
  return cast<ClassTemplateSpecializationDecl>(
             T.getNonReferenceType()->getAsCXXRecordDecl())
      ->getTemplateArgs()[0]
      .getAsType();
}

/// The variable Object names when its type is one IsContainer accepts.
static const VarDecl *containerVariable(const Expr *Object,
                                        bool (*IsContainer)(QualType)) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Object->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && IsContainer(Var->getType()) ? Var : nullptr;
}

static const VarDecl *vectorVariable(const Expr *Object) {
  return containerVariable(Object, isArrayLikeVectorType);
}

static const VarDecl *vectorTableVariable(const Expr *Object) {
  return containerVariable(Object, isNumericVectorTableType);
}

/// `x[k]`, an operator call of a std::vector.
static const CXXOperatorCallExpr *vectorSubscript(const Expr *E) {
  const auto *Call = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParens());
  if (!Call || Call->getOperator() != OO_Subscript || Call->getNumArgs() != 2 ||
      !(isStdTemplate(Call->getArg(0)->getType(), "vector") ||
        isStdTemplate(Call->getArg(0)->getType(), "array")))
    return nullptr;
  return Call;
}

const VarDecl *subscriptedVector(const Expr *E) {
  const CXXOperatorCallExpr *Call = vectorSubscript(E);
  return Call ? vectorVariable(Call->getArg(0)) : nullptr;
}

/// Object when it is a member that is a vector or std::array, or null.
static const MemberExpr *containerMember(const Expr *Object) {
  const auto *Member =
      Object ? dyn_cast<MemberExpr>(Object->IgnoreParenImpCasts()) : nullptr;
  return Member && isArrayLikeVectorType(Member->getType()) ? Member : nullptr;
}

const MemberExpr *subscriptedMemberContainer(const Expr *E) {
  const CXXOperatorCallExpr *Call = vectorSubscript(E);
  return containerMember(Call ? Call->getArg(0) : nullptr);
}

const VarDecl *subscriptedVectorTable(const Expr *E) {
  const CXXOperatorCallExpr *Element = vectorSubscript(E);
  const CXXOperatorCallExpr *Row =
      Element ? vectorSubscript(Element->getArg(0)->IgnoreParenImpCasts())
              : nullptr;
  return Row ? vectorTableVariable(Row->getArg(0)) : nullptr;
}

const Expr *vectorTableRow(const Expr *E) {
  return vectorIndex(cast<CXXOperatorCallExpr>(E->IgnoreParens())
                         ->getArg(0)
                         ->IgnoreParenImpCasts());
}

// An element inside the vector has an index below its size, so the
// conversion of a signed index to size_type does not change its value.
const Expr *vectorIndex(const Expr *E) {
  const Expr *Index = cast<CXXOperatorCallExpr>(E->IgnoreParens())->getArg(1);
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Index);
      Cast && Cast->getCastKind() == CK_IntegralCast)
    return Cast->getSubExpr();
  return Index;
}

/// The object of `x.size()` or `x.empty()`, or null.
static const Expr *sizeQueryObject(const Expr *E) {
  const auto *Call = dyn_cast<CXXMemberCallExpr>(E->IgnoreParens());
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  if (!Method || !Method->getIdentifier() ||
      (Method->getName() != "size" && Method->getName() != "empty"))
    return nullptr;
  return Call->getImplicitObjectArgument();
}

const VarDecl *vectorSizeQuery(const Expr *E) {
  const Expr *Object = sizeQueryObject(E);
  return Object ? vectorVariable(Object) : nullptr;
}

const MemberExpr *memberContainerSizeQuery(const Expr *E) {
  return containerMember(sizeQueryObject(E));
}

const VarDecl *bufferOfVector(const Expr *E) {
  const auto *Call = dyn_cast<CXXMemberCallExpr>(E->IgnoreParens());
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  if (!Method || !Method->getIdentifier() || Method->getName() != "data")
    return nullptr;
  return vectorVariable(Call->getImplicitObjectArgument());
}

const VarDecl *vectorTableSizeQuery(const Expr *E) {
  const Expr *Object = sizeQueryObject(E);
  if (!Object)
    return nullptr;
  if (const CXXOperatorCallExpr *Row =
          vectorSubscript(Object->IgnoreParenImpCasts()))
    Object = Row->getArg(0);
  return vectorTableVariable(Object);
}

bool isVectorElementOrSize(const Expr *E) {
  return subscriptedVector(E) || vectorSizeQuery(E);
}

bool readsElementsOnly(const CXXForRangeStmt *Range, ASTContext &Ctx) {
  const VarDecl *Element = Range->getLoopVariable();
  QualType Type = Element->getType();
  if (!Type->isReferenceType())
    return true;
  if (!Type.getNonReferenceType().isConstQualified())
    return false;
  return !containsAny(Range->getBody(), [&](const Stmt *S) {
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    if (!Ref || Ref->getDecl() != Element)
      return false;
    const auto *Read =
        dyn_cast_or_null<ImplicitCastExpr>(operandUser(Ref, Ctx));
    return !Read || Read->getCastKind() != CK_LValueToRValue;
  });
}

bool isPlainVectorElementUse(const Expr *Subscript, ASTContext &Ctx) {
  const Stmt *User = operandUser(Subscript, Ctx);
  // A field `v[i].x` of a record element, used plainly in turn.
  if (const auto *Field = dyn_cast_or_null<MemberExpr>(User);
      Field && !Field->isArrow() && isa<FieldDecl>(Field->getMemberDecl()))
    return isPlainVectorElementUse(Field, Ctx);
  // `v[i].f()` of a member function whose summary is known: it reads or
  // writes the element and lets no address of it out (CallSummaries.h).
  if (const auto *Method = dyn_cast_or_null<MemberExpr>(User);
      Method && !Method->isArrow() &&
      isa<CXXMethodDecl>(Method->getMemberDecl()) &&
      isa_and_nonnull<CXXMemberCallExpr>(operandUser(Method, Ctx)))
    return CallSummaries(Ctx)
        .effectsOf(cast<CXXMethodDecl>(Method->getMemberDecl()))
        .known();
  // std::max(x, v[i]) copied out reads the element.
  if (const auto *Call = dyn_cast_or_null<CallExpr>(User);
      Call && Call->getDirectCallee() &&
      isStdMinMax(*Call->getDirectCallee())) {
    const auto *Cast =
        dyn_cast_or_null<ImplicitCastExpr>(operandUser(Call, Ctx));
    return Cast && Cast->getCastKind() == CK_LValueToRValue;
  }
  // `c ? v[i] : v[j]` read as a value reads one of them.
  if (const auto *Choice = dyn_cast_or_null<AbstractConditionalOperator>(User);
      Choice &&
      Choice->getCond()->IgnoreParens() != Subscript->IgnoreParens()) {
    const auto *Cast =
        dyn_cast_or_null<ImplicitCastExpr>(operandUser(Choice, Ctx));
    return Cast && Cast->getCastKind() == CK_LValueToRValue;
  }
  if (const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(User))
    return Cast->getCastKind() == CK_LValueToRValue;
  if (const auto *Binary = dyn_cast_or_null<BinaryOperator>(User))
    return Binary->isAssignmentOp() &&
           Binary->getLHS()->IgnoreParens() == Subscript->IgnoreParens();
  if (const auto *Unary = dyn_cast_or_null<UnaryOperator>(User))
    return Unary->isIncrementDecrementOp();
  return isa_and_nonnull<UnaryExprOrTypeTraitExpr>(User);
}

/// Whether Ref, a use of a pointer to an element, stands for the element:
/// `p->f` or `*p`, itself used plainly (isPlainVectorElementUse).
static bool isPlainElementPointerUse(const DeclRefExpr *Ref, ASTContext &Ctx) {
  const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(operandUser(Ref, Ctx));
  if (!Read || Read->getCastKind() != CK_LValueToRValue)
    return false;
  const Stmt *User = operandUser(Read, Ctx);
  if (const auto *Field = dyn_cast_or_null<MemberExpr>(User);
      Field && Field->isArrow() && isa<FieldDecl>(Field->getMemberDecl()))
    return isPlainVectorElementUse(Field, Ctx);
  if (const auto *Deref = dyn_cast_or_null<UnaryOperator>(User);
      Deref && Deref->getOpcode() == UO_Deref)
    return isPlainVectorElementUse(Deref, Ctx);
  return false;
}

namespace {

/// Whether the references to R, or to a variable of Fixed, are plain:
/// R's as an element (isPlainVectorElementUse), Fixed's as values read
/// (checked in the statements traversed with CheckUses); and whether no
/// address of them is taken (checked everywhere).
class BoundElementUses : public RecursiveASTVisitor<BoundElementUses> {
public:
  BoundElementUses(const VarDecl *R,
                   const llvm::SmallPtrSetImpl<const VarDecl *> &Fixed,
                   ASTContext &Ctx)
      : R(R), Fixed(Fixed), Ctx(Ctx) {}

  bool Plain = true;
  bool CheckUses = false;
  /// The array or vector R's element is in: no declaration in R's scope may
  /// hide it or a variable of Fixed, since the generated code names the
  /// element again where R is used.
  const VarDecl *Array = nullptr;

  bool VisitVarDecl(VarDecl *D) {
    if (CheckUses) {
      auto Hides = [&](const VarDecl *V) {
        return V != D && V->getDeclName() == D->getDeclName();
      };
      if ((Array && Hides(Array)) || llvm::any_of(Fixed, Hides))
        Plain = false;
    } else if (D != R && D->getType()->isReferenceType() && D->getInit() &&
               Fixed.contains(referencedVariable(D->getInit()))) {
      Plain = false; // another name that may change it
    }
    return Plain;
  }

  bool VisitLambdaExpr(LambdaExpr *Lambda) {
    for (const LambdaCapture &Capture : Lambda->captures())
      if (Capture.capturesVariable() && Capture.getCaptureKind() == LCK_ByRef &&
          Fixed.contains(dyn_cast<VarDecl>(Capture.getCapturedVar())))
        Plain = false;
    return Plain;
  }

  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->getOpcode() == UO_AddrOf)
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Op->getSubExpr()->IgnoreParenImpCasts()))
        if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
            V && (Fixed.contains(V) || V == R))
          Plain = false;
    return Plain;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (V && !CheckUses && Fixed.contains(V) && boundToModifiableParameter(Ref))
      Plain = false;
    if (!V || !CheckUses)
      return Plain;
    if (V == R) {
      Plain = R->getType()->isPointerType() ? isPlainElementPointerUse(Ref, Ctx)
                                            : isPlainVectorElementUse(Ref, Ctx);
    } else if (Fixed.contains(V)) {
      const auto *Cast =
          dyn_cast_or_null<ImplicitCastExpr>(operandUser(Ref, Ctx));
      Plain = Cast && Cast->getCastKind() == CK_LValueToRValue;
    }
    return Plain;
  }

private:
  /// Ref passed to a call as an lvalue, other than to a parameter that is
  /// a reference to const (std::max(i, j)).
  bool boundToModifiableParameter(const DeclRefExpr *Ref) const {
    const auto *Call = dyn_cast_or_null<CallExpr>(operandUser(Ref, Ctx));
    if (!Call)
      return false;
    const FunctionDecl *Callee = Call->getDirectCallee();
    const unsigned Skipped =
        isa<CXXOperatorCallExpr>(Call) && Callee && isa<CXXMethodDecl>(Callee)
            ? 1
            : 0;
    for (unsigned I = Skipped; I < Call->getNumArgs(); ++I) {
      if (Call->getArg(I)->IgnoreParenNoopCasts(Ctx) != Ref)
        continue;
      if (!Callee || I - Skipped >= Callee->getNumParams())
        return true;
      QualType Type = Callee->getParamDecl(I - Skipped)->getType();
      return !(Type->isReferenceType() &&
               Type.getNonReferenceType().isConstQualified());
    }
    return true; // the object of a member call
  }

  const VarDecl *R;
  const llvm::SmallPtrSetImpl<const VarDecl *> &Fixed;
  ASTContext &Ctx;
};

/// The variables an expression reads; false when it reads anything but
/// local numbers (a global, a call, memory through a pointer).
bool localNumbersRead(const Expr *E,
                      llvm::SmallPtrSetImpl<const VarDecl *> &Vars) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
    if (!V)
      return isa<EnumConstantDecl>(Ref->getDecl());
    if (!V->hasLocalStorage() || V->getType()->isReferenceType() ||
        !V->getType()->isIntegerType())
      return false;
    Vars.insert(V);
    return true;
  }
  if (isa<IntegerLiteral>(E))
    return true;
  if (const auto *Binary = dyn_cast<BinaryOperator>(E))
    return !Binary->isAssignmentOp() && Binary->getOpcode() != BO_Comma &&
           localNumbersRead(Binary->getLHS(), Vars) &&
           localNumbersRead(Binary->getRHS(), Vars);
  if (const auto *Unary = dyn_cast<UnaryOperator>(E))
    return (Unary->getOpcode() == UO_Minus || Unary->getOpcode() == UO_Plus) &&
           localNumbersRead(Unary->getSubExpr(), Vars);
  return false;
}

/// Whether E is a number `a[e]` or `a[e][f]` (or, with Records, a record)
/// of a declared array or of a local pointer variable (not a row reached
/// through a table of row pointers), with indices that read local numbers
/// only; those numbers and the pointer join Fixed: nothing may change them
/// while a reference to the element exists.
bool isFixedArrayElement(const Expr *E,
                         llvm::SmallPtrSetImpl<const VarDecl *> &Fixed,
                         const VarDecl *&Array, bool Records) {
  const auto *Element = dyn_cast<ArraySubscriptExpr>(E);
  if (!Element || !(Element->getType()->isArithmeticType() ||
                    (Records && Element->getType()->isRecordType())))
    return false;
  const Expr *Base = Element;
  while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base)) {
    if ((Sub != Element && !Sub->getType()->isArrayType()) ||
        !localNumbersRead(Sub->getIdx(), Fixed))
      return false;
    Base = Sub->getBase()->IgnoreParenImpCasts();
  }
  Array = referencedVariable(Base);
  if (!Array)
    return false;
  if (Array->getType()->isArrayType())
    return true;
  if (!Array->getType()->isPointerType() || !Array->hasLocalStorage())
    return false;
  Fixed.insert(Array);
  return true;
}

} // namespace

/// The element `a[e]` whose address Init takes (`&a[e]`), or null.
static const Expr *addressedElement(const Expr *Init) {
  Init = Init->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Init);
      Cast && Cast->getCastKind() == CK_NoOp)
    Init = Cast->getSubExpr()->IgnoreParens();
  const auto *AddrOf = dyn_cast<UnaryOperator>(Init);
  if (!AddrOf || AddrOf->getOpcode() != UO_AddrOf)
    return nullptr;
  return AddrOf->getSubExpr()->IgnoreParens();
}

const Expr *boundElement(const VarDecl *R, ASTContext &Ctx) {
  const bool Pointer = R->getType()->isPointerType();
  if (!(Pointer || R->getType()->isLValueReferenceType()) ||
      !R->isLocalVarDecl() || R->isStaticLocal() || !R->getInit())
    return nullptr;
  const Expr *Element = R->getInit()->IgnoreParens();
  if (Pointer)
    Element = addressedElement(Element);
  else if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Element);
           Cast && Cast->getCastKind() == CK_NoOp)
    Element = Cast->getSubExpr()->IgnoreParens();
  const auto *F = dyn_cast<FunctionDecl>(R->getDeclContext());
  if (!Element || !F || !F->getBody())
    return nullptr;
  llvm::SmallPtrSet<const VarDecl *, 4> Fixed;
  const VarDecl *Array = subscriptedVector(Element);
  if (Array ? !localNumbersRead(vectorIndex(Element), Fixed)
            : !isFixedArrayElement(Element, Fixed, Array,
                                   /*Records=*/Pointer))
    return nullptr;
  // The statement declaring R alone (a later declarator could change an
  // index), and the block it lives in.
  DynTypedNodeList Parents = Ctx.getParents(*R);
  const auto *Declaration =
      Parents.empty() ? nullptr : Parents[0].get<DeclStmt>();
  if (!Declaration || !Declaration->isSingleDecl())
    return nullptr;
  Parents = Ctx.getParents(*Declaration);
  const auto *Scope =
      Parents.empty() ? nullptr : Parents[0].get<CompoundStmt>();
  if (!Scope)
    return nullptr;
  BoundElementUses Uses(R, Fixed, Ctx);
  Uses.Array = Array;
  Uses.TraverseStmt(F->getBody());
  // R exists from its declaration to the end of its block.
  Uses.CheckUses = true;
  bool After = false;
  for (const Stmt *S : Scope->body()) {
    if (After && Uses.Plain)
      Uses.TraverseStmt(const_cast<Stmt *>(S));
    After = After || S == Declaration;
  }
  return Uses.Plain ? Element : nullptr;
}

const VarDecl *elementPointer(const Expr *E, ASTContext &Ctx) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *P = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!P || !P->getType()->isPointerType() || !boundElement(P, Ctx))
    return nullptr;
  return P;
}

namespace {

/// Finds the first use of a vector that is not `v[k]` used plainly,
/// `v.size()` or `v.empty()`.
class VectorUses : public RecursiveASTVisitor<VectorUses> {
public:
  VectorUses(const VarDecl *Vector, ASTContext &Ctx)
      : Vector(Vector), Ctx(Ctx) {}

  std::optional<std::string> Why;

  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    ++LambdaDepth;
    bool Continue = RecursiveASTVisitor::TraverseLambdaExpr(Lambda);
    --LambdaDepth;
    return Continue;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (Ref->getDecl() != Vector || ReadByRangeFor.contains(Ref))
      return true;
    Why = whyNotStable(Ref);
    return !Why;
  }

  /// `for (double x : v)` and `for (const double &x : v)` read the elements
  /// (seen before the reference to v inside) when the element is only read
  /// and the body does not name v: nothing in it can then change v (a
  /// distributed nest there would leave the later elements stale).
  bool VisitCXXForRangeStmt(CXXForRangeStmt *Range) {
    if (readsElementsOnly(Range, Ctx) &&
        !mentionsVariable(Range->getBody(), Vector))
      ReadByRangeFor.insert(Range->getRangeInit()->IgnoreParenImpCasts());
    return true;
  }

private:
  std::optional<std::string> whyNotStable(const DeclRefExpr *Ref) {
    std::string Name = "'" + Vector->getNameAsString() + "'";
    unsigned Line =
        Ctx.getSourceManager().getPresumedLineNumber(Ref->getLocation());
    std::string At = " at line " + std::to_string(Line);
    if (LambdaDepth > 0)
      return Name + " is used in a lambda" + At;
    const Stmt *User = operandUser(Ref, Ctx);
    if (const auto *Subscript = dyn_cast_or_null<CXXOperatorCallExpr>(User);
        Subscript && subscriptedVector(Subscript) == Vector) {
      if (isPlainVectorElementUse(Subscript, Ctx) ||
          boundToElementReference(Subscript))
        return std::nullopt;
      const Stmt *ElementUser = operandUser(Subscript, Ctx);
      while (const auto *Field = dyn_cast_or_null<MemberExpr>(ElementUser)) {
        if (isa<CXXMethodDecl>(Field->getMemberDecl()))
          return "member function '" +
                 Field->getMemberNameInfo().getAsString() +
                 "' is called on an element of " + Name + At;
        ElementUser = operandUser(Field, Ctx);
      }
      return "an element of " + Name +
             " is bound to a reference or its address is taken" + At;
    }
    if (const auto *Call = dyn_cast_or_null<CallExpr>(User))
      if (std::optional<std::string> Why = passedToStableParameter(Call, Ref))
        return Why->empty() ? std::nullopt : Why;
    if (const auto *Member = dyn_cast_or_null<MemberExpr>(User)) {
      const auto *Call =
          dyn_cast_or_null<CXXMemberCallExpr>(operandUser(Member, Ctx));
      if (Call && (vectorSizeQuery(Call) == Vector ||
                   isBufferPassedToSubscriptedPointer(Call)))
        return std::nullopt;
      return "member '" + Member->getMemberNameInfo().getAsString() + "' of " +
             Name + " is used" + At;
    }
    return Name + " is used as a whole (copied, passed or assigned)" + At;
  }

  /// Whether Data is `v.data()` passed to a pointer parameter of a function
  /// of the program that only subscripts it (`smooth(b.data(), a.data(),
  /// n)`, the C interface of a kernel): the callee can neither move the
  /// buffer nor keep its address, so v stays the buffer's only other name.
  bool isBufferPassedToSubscriptedPointer(const CXXMemberCallExpr *Data) {
    if (bufferOfVector(Data) != Vector)
      return false;
    const auto *Call = dyn_cast_or_null<CallExpr>(operandUser(Data, Ctx));
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    const FunctionDecl *Definition = Callee ? Callee->getDefinition() : nullptr;
    if (!Definition || isa<CXXOperatorCallExpr>(Call) ||
        !isProgramCode(*Definition, Ctx.getSourceManager()))
      return false;
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      if (Call->getArg(I)->IgnoreParenImpCasts() != Data)
        continue;
      if (I >= Definition->getNumParams())
        return false;
      const ParmVarDecl *Param = Definition->getParamDecl(I);
      return Param->getType()->isPointerType() &&
             onlySubscripted(Param, Definition->getBody());
    }
    return false;
  }

  /// Whether every use of Param in Body is the base of a subscript `p[k]`.
  bool onlySubscripted(const ParmVarDecl *Param, const Stmt *Body) {
    return !containsAny(Body, [&](const Stmt *S) {
      const auto *Ref = dyn_cast<DeclRefExpr>(S);
      if (!Ref || Ref->getDecl() != Param)
        return false;
      const Stmt *Use = operandUser(Ref, Ctx);
      const auto *Read = dyn_cast_or_null<ImplicitCastExpr>(Use);
      const auto *Subscript =
          Read && Read->getCastKind() == CK_LValueToRValue
              ? dyn_cast_or_null<ArraySubscriptExpr>(operandUser(Read, Ctx))
              : nullptr;
      return !Subscript || Subscript->getBase()->IgnoreParenImpCasts() != Ref;
    });
  }

  /// Whether Subscript initializes a reference that stands for it
  /// (boundElement).
  bool boundToElementReference(const Expr *Subscript) {
    const Expr *E = Subscript;
    while (true) {
      DynTypedNodeList Parents = Ctx.getParents(*E);
      if (Parents.empty())
        return false;
      if (const auto *R = Parents[0].get<VarDecl>())
        return boundElement(R, Ctx) != nullptr;
      const auto *Cast = Parents[0].get<ImplicitCastExpr>();
      const auto *Paren = Parents[0].get<ParenExpr>();
      if (!Paren && !(Cast && Cast->getCastKind() == CK_NoOp))
        return false;
      E = Paren ? static_cast<const Expr *>(Paren) : Cast;
    }
  }

  /// For an argument Ref of Call: empty when it binds a vector reference
  /// parameter of a function of the main file that uses it only as
  /// `v[k]`, `v.size()` and `v.empty()`; why not otherwise; nullopt for
  /// no argument of a direct call.
  std::optional<std::string> passedToStableParameter(const CallExpr *Call,
                                                     const DeclRefExpr *Ref) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || isa<CXXOperatorCallExpr>(Call))
      return std::nullopt;
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      if (Call->getArg(I)->IgnoreParenImpCasts() != Ref)
        continue;
      std::string Name = "'" + Vector->getNameAsString() + "'";
      const FunctionDecl *Definition = Callee->getDefinition();
      if (!AllowPassing || !Definition || I >= Definition->getNumParams() ||
          !isProgramCode(*Definition, Ctx.getSourceManager()))
        return Name + " is passed to '" + Callee->getNameAsString() + "'";
      const ParmVarDecl *Param = Definition->getParamDecl(I);
      if (std::optional<std::string> Why =
              vectorInstability(Param, Ctx, /*AllowPassing=*/false))
        return Name + " is passed to '" + Callee->getNameAsString() +
               "', where " + *Why;
      return std::string();
    }
    return std::nullopt;
  }

  const VarDecl *Vector;
  ASTContext &Ctx;
  unsigned LambdaDepth = 0;
  llvm::SmallPtrSet<const Expr *, 4> ReadByRangeFor;

public:
  /// Whether the vector may be passed to a stable reference parameter.
  bool AllowPassing = true;
};

} // namespace

std::optional<std::string> vectorInstability(const VarDecl *V, ASTContext &Ctx,
                                             bool AllowPassing) {
  std::string Name = "'" + V->getNameAsString() + "'";
  if (!isArrayLikeVectorType(V->getType()))
    return Name + " is not a std::vector or std::array of numbers";
  const auto *F = dyn_cast<FunctionDecl>(V->getDeclContext());
  bool Parameter = isa<ParmVarDecl>(V);
  if (!V->hasLocalStorage() || !F || !F->hasBody() ||
      (Parameter && !V->getType()->isLValueReferenceType()) ||
      (!Parameter && V->getType()->isReferenceType()))
    return Name + " is neither a local variable of the function nor a "
                  "reference parameter (its buffer may be reached from "
                  "elsewhere)";
  VectorUses Uses(V, Ctx);
  Uses.AllowPassing = AllowPassing && !Parameter;
  Uses.TraverseStmt(F->getBody());
  return Uses.Why;
}

} // namespace autolb
