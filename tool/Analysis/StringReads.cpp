//===- StringReads.cpp - std::string elements read in a nest -------------===//

#include "Analysis/StringReads.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StableVectors.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace autolb {

bool isCharStringType(QualType T) {
  if (T->isRValueReferenceType())
    return false;
  T = T.getNonReferenceType();
  if (!isStdTemplate(T, "basic_string"))
    return false;
  const TemplateArgumentList &Args =
      cast<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl())
          ->getTemplateArgs();
  // Plain char: a string of signed, unsigned or wide characters is a
  // different type, which no code here models.
  return Args.size() == 3 && Args[0].getKind() == TemplateArgument::Type &&
         Args[0].getAsType().getCanonicalType()->isCharType() &&
         Args[1].getKind() == TemplateArgument::Type &&
         isStdTemplate(Args[1].getAsType(), "char_traits") &&
         Args[2].getKind() == TemplateArgument::Type &&
         isStdTemplate(Args[2].getAsType(), "allocator");
}

/// The string variable Object names, or null.
static const VarDecl *stringVariable(const Expr *Object) {
  const auto *Ref = dyn_cast<DeclRefExpr>(Object->IgnoreParenImpCasts());
  const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  return Var && isCharStringType(Var->getType()) ? Var : nullptr;
}

const VarDecl *subscriptedString(const Expr *E) {
  const auto *Call = dyn_cast<CXXOperatorCallExpr>(E->IgnoreParens());
  if (!Call || Call->getOperator() != OO_Subscript || Call->getNumArgs() != 2)
    return nullptr;
  return stringVariable(Call->getArg(0));
}

const VarDecl *stringSizeQuery(const Expr *E) {
  const auto *Call = dyn_cast<CXXMemberCallExpr>(E->IgnoreParens());
  const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
  if (!Method || !Method->getIdentifier() || Call->getNumArgs() != 0 ||
      !(Method->getName() == "size" || Method->getName() == "length" ||
        Method->getName() == "empty"))
    return nullptr;
  return stringVariable(Call->getImplicitObjectArgument());
}

/// Whether a parameter of type T lets the callee change the object an
/// argument names: a reference or pointer to non-const.
static bool bindsModifiable(QualType T) {
  if (T->isReferenceType() || T->isPointerType())
    return !T->getPointeeType().isConstQualified();
  return false;
}

/// The argument of Call that passes string S to a parameter that may
/// change it (by non-const reference, or `&s` to a pointer), or null.
static const Expr *modifiableStringArgument(const CallExpr *Call,
                                            const VarDecl *&S) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  // The object of a member operator is its first argument.
  const unsigned Skipped =
      isa<CXXOperatorCallExpr>(Call) && isa_and_nonnull<CXXMethodDecl>(Callee)
          ? 1
          : 0;
  for (unsigned I = Skipped; I < Call->getNumArgs(); ++I) {
    const Expr *Arg = Call->getArg(I)->IgnoreParenImpCasts();
    bool Address = false;
    if (const auto *AddrOf = dyn_cast<UnaryOperator>(Arg);
        AddrOf && AddrOf->getOpcode() == UO_AddrOf) {
      Arg = AddrOf->getSubExpr();
      Address = true;
    }
    const VarDecl *Var = stringVariable(Arg);
    if (!Var)
      continue;
    const unsigned Param = I - Skipped;
    if (Address || !Callee || Param >= Callee->getNumParams() ||
        bindsModifiable(Callee->getParamDecl(Param)->getType())) {
      S = Var;
      return Arg;
    }
  }
  return nullptr;
}

std::optional<std::string> stringChange(const Expr *E, const VarDecl *&S) {
  E = E->IgnoreParens();
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(E)) {
    const CXXMethodDecl *Method = Member->getMethodDecl();
    const VarDecl *Var = stringVariable(Member->getImplicitObjectArgument());
    if (Var && Method && !Method->isConst()) {
      S = Var;
      return "member '" + Method->getNameAsString() + "' is called";
    }
  }
  if (const auto *Operator = dyn_cast<CXXOperatorCallExpr>(E);
      Operator && Operator->getOperator() != OO_Subscript &&
      Operator->getNumArgs() > 0) {
    const auto *Method =
        dyn_cast_or_null<CXXMethodDecl>(Operator->getDirectCallee());
    const VarDecl *Var = stringVariable(Operator->getArg(0));
    if (Var && Method && !Method->isConst()) {
      S = Var;
      return std::string("operator '") +
             getOperatorSpelling(Operator->getOperator()) + "' changes it";
    }
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (modifiableStringArgument(Call, S)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      return "it is passed by non-const reference or pointer to '" +
             (Callee ? Callee->getNameAsString() : std::string("a call")) + "'";
    }
  }
  if (const auto *AddrOf = dyn_cast<UnaryOperator>(E);
      AddrOf && AddrOf->getOpcode() == UO_AddrOf)
    if (const VarDecl *Var = stringVariable(AddrOf->getSubExpr())) {
      S = Var;
      return std::string("its address is taken");
    }
  return std::nullopt;
}

bool isStringVariableUse(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  const VarDecl *Changed = nullptr;
  return E && (subscriptedString(E) || stringSizeQuery(E) ||
               stringChange(E, Changed));
}

bool mayWriteCharacters(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (const auto *Enum = T->getAs<EnumType>())
    T = Enum->getDecl()->getIntegerType().getCanonicalType();
  if (T.isNull())
    return true;
  if (T->isPointerType() || T->isMemberPointerType())
    return false;
  if (T->isArithmeticType())
    return T->isCharType() || T->isSpecificBuiltinType(BuiltinType::SChar) ||
           T->isSpecificBuiltinType(BuiltinType::UChar);
  return true; // a record (a whole-struct copy), void, or unknown
}

namespace {

/// The declaration E initializes, past parentheses and the casts that keep
/// its object, or null.
const VarDecl *initializedVariable(const Expr *E, ASTContext &Ctx) {
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*E);
    if (Parents.empty())
      return nullptr;
    if (const auto *Var = Parents[0].get<VarDecl>())
      return Var;
    const auto *Cast = Parents[0].get<ImplicitCastExpr>();
    const auto *Paren = Parents[0].get<ParenExpr>();
    if (!Paren && !(Cast && Cast->getCastKind() == CK_NoOp))
      return nullptr;
    E = Paren ? static_cast<const Expr *>(Paren) : Cast;
  }
}

/// Whether a value of type T returned by a member function of the string
/// can reach its characters: a pointer or reference to non-const (data(),
/// front(), at()), or an iterator (any record other than a string).
bool exposesCharacters(QualType T) {
  if (T->isPointerType() || T->isReferenceType()) {
    QualType Pointee = T->getPointeeType();
    return !Pointee.isConstQualified() && !isCharStringType(Pointee);
  }
  return T->isRecordType() && !isCharStringType(T);
}

/// Whether the handout E (`s.begin()`, `&s[0]`) is an argument of a call
/// of a library function that returns nothing that could carry it on
/// (`std::reverse(s.begin(), s.end())`): the library's code never runs in
/// a distributed nest, so no program name reaches the characters through it.
bool consumedByLibraryCall(const Expr *E, ASTContext &Ctx) {
  const Stmt *User = operandUser(E, Ctx);
  while (isa_and_nonnull<ImplicitCastExpr>(User) ||
         isa_and_nonnull<MaterializeTemporaryExpr>(User) ||
         isa_and_nonnull<CXXBindTemporaryExpr>(User) ||
         isa_and_nonnull<CXXConstructExpr>(User))
    User = operandUser(cast<Expr>(User), Ctx);
  const auto *Call = dyn_cast_or_null<CallExpr>(User);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || isProgramCode(*Callee, Ctx.getSourceManager()))
    return false;
  QualType Result = Callee->getReturnType();
  return Result->isVoidType() || Result->isArithmeticType();
}

/// Finds the first use of a string that lets another name reach its
/// characters.
class StringUses : public RecursiveASTVisitor<StringUses> {
public:
  StringUses(const VarDecl *S, ASTContext &Ctx) : S(S), Ctx(Ctx) {}

  std::optional<std::string> Why;

  bool TraverseLambdaExpr(LambdaExpr *Lambda) {
    ++LambdaDepth;
    bool Continue = RecursiveASTVisitor::TraverseLambdaExpr(Lambda);
    --LambdaDepth;
    return Continue;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (Ref->getDecl() != S)
      return true;
    if (std::optional<std::string> Exposure = exposure(Ref)) {
      unsigned Line =
          Ctx.getSourceManager().getPresumedLineNumber(Ref->getLocation());
      Why = *Exposure + " at line " + std::to_string(Line);
    }
    return !Why;
  }

private:
  std::optional<std::string> exposure(const DeclRefExpr *Ref) {
    const std::string Name = "'" + S->getNameAsString() + "'";
    if (LambdaDepth > 0)
      return Name + " is used in a lambda";
    const Stmt *User = operandUser(Ref, Ctx);
    if (const auto *Subscript = dyn_cast_or_null<CXXOperatorCallExpr>(User);
        Subscript && subscriptedString(Subscript) == S) {
      if (isPlainVectorElementUse(Subscript, Ctx))
        return std::nullopt;
      return "a reference to an element of " + Name +
             " is bound or its address taken";
    }
    if (const auto *Member = dyn_cast_or_null<MemberExpr>(User)) {
      const auto *Call =
          dyn_cast_or_null<CXXMemberCallExpr>(operandUser(Member, Ctx));
      const CXXMethodDecl *Method = Call ? Call->getMethodDecl() : nullptr;
      if (Method && (!exposesCharacters(Method->getReturnType()) ||
                     consumedByLibraryCall(Call, Ctx)))
        return std::nullopt;
      return "member '" + Member->getMemberNameInfo().getAsString() + "' of " +
             Name + " may hand out its characters";
    }
    if (const auto *Operator = dyn_cast_or_null<CXXOperatorCallExpr>(User);
        Operator && Operator->getNumArgs() > 0 &&
        Operator->getArg(0)->IgnoreParenImpCasts() == Ref &&
        isa_and_nonnull<CXXMethodDecl>(Operator->getDirectCallee()))
      return std::nullopt; // `s = t`, `s += c`: the string changes, whole
    if (const auto *Call = dyn_cast_or_null<CallExpr>(User)) {
      const VarDecl *Passed = nullptr;
      if (modifiableStringArgument(Call, Passed) && Passed == S)
        return Name + " is passed by non-const reference to '" +
               (Call->getDirectCallee()
                    ? Call->getDirectCallee()->getNameAsString()
                    : std::string("a call")) +
               "'";
      return std::nullopt;
    }
    if (const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(User)) {
      // A copy reads it; a move may take its buffer.
      for (unsigned I = 0; I < Construct->getNumArgs(); ++I)
        if (Construct->getArg(I)->IgnoreParenImpCasts() == Ref &&
            I < Construct->getConstructor()->getNumParams() &&
            bindsModifiable(
                Construct->getConstructor()->getParamDecl(I)->getType()))
          return Name + " is moved from";
      return std::nullopt;
    }
    if (const VarDecl *Bound = initializedVariable(Ref, Ctx);
        Bound && Bound != S) {
      if (Bound->getType()->isReferenceType() &&
          !Bound->getType().getNonReferenceType().isConstQualified())
        return Name + " is bound to the non-const reference '" +
               Bound->getNameAsString() + "'";
      return std::nullopt;
    }
    return Name + " is used other than by its elements, members and calls "
                  "that read it";
  }

  const VarDecl *S;
  ASTContext &Ctx;
  unsigned LambdaDepth = 0;
};

/// Finds the first handout of a string's characters (StringHandouts).
class HandoutFinder : public RecursiveASTVisitor<HandoutFinder> {
public:
  explicit HandoutFinder(ASTContext &Ctx) : Ctx(Ctx) {}

  std::optional<std::string> Found;

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (E->getOperator() == OO_Subscript && E->getNumArgs() == 2 &&
        isCharStringType(E->getArg(0)->getType()) &&
        !isPlainVectorElementUse(E, Ctx))
      found(E, "a reference to ");
    return !Found;
  }

  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *E) {
    const Expr *Object = E->getImplicitObjectArgument();
    const CXXMethodDecl *Method = E->getMethodDecl();
    if (Object && Method && isCharStringType(Object->getType()) &&
        exposesCharacters(Method->getReturnType()) &&
        !consumedByLibraryCall(E, Ctx))
      found(E, "");
    return !Found;
  }

private:
  void found(const Expr *E, StringRef What) {
    const Stmt *User = operandUser(E, Ctx);
    const auto *AddrOf = dyn_cast_or_null<UnaryOperator>(User);
    const Expr *Shown = AddrOf && AddrOf->getOpcode() == UO_AddrOf
                            ? static_cast<const Expr *>(AddrOf)
                            : E;
    Found = (Shown == E ? What.str() : std::string()) + "'" +
            compactSourceText(Shown, Ctx) + "' at line " +
            std::to_string(
                Ctx.getSourceManager().getPresumedLineNumber(E->getExprLoc()));
  }

  ASTContext &Ctx;
};

} // namespace

const std::optional<std::string> &StringHandouts::first() {
  if (!First) {
    HandoutFinder Finder(Ctx);
    Finder.TraverseAST(Ctx);
    First = Finder.Found;
  }
  return *First;
}

std::optional<std::string> stringExposure(const VarDecl *S, ASTContext &Ctx) {
  const std::string Name = "'" + S->getNameAsString() + "'";
  const auto *F = dyn_cast<FunctionDecl>(S->getDeclContext());
  const bool Parameter = isa<ParmVarDecl>(S);
  if (!S->hasLocalStorage() || !F || !F->hasBody() ||
      (!Parameter && S->getType()->isReferenceType()))
    return Name + " is neither a local variable nor a parameter of the "
                  "function (other code may change it)";
  StringUses Uses(S, Ctx);
  Uses.TraverseStmt(F->getBody());
  return Uses.Why;
}

void judgeStringReads(LoopTree &Tree, const NestAccesses &Accesses,
                      const ASTContext &Ctx, StringHandouts &Handouts) {
  for (const StringRead &Read : Accesses.StringReads) {
    const std::string Text = compactSourceText(Read.Ref, Ctx);
    // A parameter taken by value is a copy of its own, like a local.
    if (isa<ParmVarDecl>(Read.String) &&
        Read.String->getType()->isReferenceType() && Handouts.first()) {
      Reason Handout{ReasonKind::CxxConstruct,
                     "C++ construct not analysed: std::string '" +
                         Read.String->getNameAsString() +
                         "' is a parameter, and the program hands out the "
                         "characters of a std::string (" +
                         *Handouts.first() +
                         "): a distributed nest may write them through "
                         "that name, and the string would differ from rank "
                         "to rank",
                     Read.Ref->getExprLoc(),
                     {{Read.Ref->getExprLoc(), "read here"}}};
      for (int L = Read.Loop; L >= 0; L = Tree.Loops[L].Parent)
        addUniqueReason(Tree.Loops[L].Reasons, Handout);
      continue;
    }
    Reason Why{ReasonKind::PossibleAliasing,
               "",
               Read.Ref->getExprLoc(),
               {{Read.Ref->getExprLoc(), "read here"}}};
    auto Changes = [&](const std::string &Write, QualType Type,
                       SourceLocation Loc) {
      Why.Message = "'" + Text + "' reads a character of std::string '" +
                    Read.String->getNameAsString() + "', and the write to '" +
                    Write + "' (" + Type.getUnqualifiedType().getAsString() +
                    ") may change it";
      Why.Notes.push_back({Loc, "write here"});
    };
    for (const ArrayReference &Ref : Accesses.Arrays) {
      // A declared array and a vector's buffer are objects of their own.
      const bool OwnObject = (Ref.Storage == ArrayStorage::Array &&
                              Ref.Array->getType()->isArrayType()) ||
                             Ref.Storage == ArrayStorage::Vector;
      if (Ref.IsWrite && !OwnObject && mayWriteCharacters(Ref.ElementType)) {
        Changes(Ref.Ref ? compactSourceText(Ref.Ref, Ctx) : Ref.Text,
                Ref.ElementType, Ref.Loc);
        break;
      }
    }
    if (Why.Message.empty())
      for (const MemberAccess &Member : Accesses.Members)
        if (Member.IsWrite && mayWriteCharacters(Member.Ref->getType())) {
          Changes(compactSourceText(Member.Ref, Ctx), Member.Ref->getType(),
                  Member.Ref->getExprLoc());
          break;
        }
    if (Why.Message.empty())
      continue;
    for (int L = Read.Loop; L >= 0; L = Tree.Loops[L].Parent)
      addUniqueReason(Tree.Loops[L].Reasons, Why);
  }
}

} // namespace autolb
