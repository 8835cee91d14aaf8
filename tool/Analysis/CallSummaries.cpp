//===- CallSummaries.cpp - what a call of a function does -----------------===//

#include "Analysis/CallSummaries.h"
#include "Analysis/AccessCollector.h"
#include "Analysis/CountedIndices.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/ExprQueries.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StableVectors.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;

namespace autolb {
namespace {

bool isNumber(QualType Type);
bool holdsNumbers(QualType Type);

} // namespace

bool isPlainRecord(QualType Type) {
  const auto *Record = Type.getCanonicalType()->getAsStructureType();
  if (!Record || Type.isVolatileQualified())
    return false;
  // A C++ record holds its bases' members too.
  if (const auto *Class = dyn_cast<CXXRecordDecl>(Record->getDecl());
      Class && Class->hasDefinition() &&
      !llvm::all_of(Class->bases(), [](const CXXBaseSpecifier &Base) {
        return !Base.isVirtual() && isPlainRecord(Base.getType());
      }))
    return false;
  return llvm::all_of(Record->getDecl()->fields(), [](const FieldDecl *F) {
    return !F->getType().isVolatileQualified() &&
           (holdsNumbers(F->getType()) || isPlainRecord(F->getType()));
  });
}

namespace {

/// A `mutable` member anywhere in the record: a `const &` does not keep
/// the function from writing it.
bool hasMutableField(QualType Type) {
  const auto *Record = Type.getCanonicalType()->getAsStructureType();
  if (!Record)
    return false;
  if (const auto *Class = dyn_cast<CXXRecordDecl>(Record->getDecl());
      Class && Class->hasDefinition() &&
      llvm::any_of(Class->bases(), [](const CXXBaseSpecifier &Base) {
        return hasMutableField(Base.getType());
      }))
    return true;
  return llvm::any_of(Record->getDecl()->fields(), [](const FieldDecl *F) {
    QualType Element = F->getType();
    while (const auto *Array = Element->getAsArrayTypeUnsafe())
      Element = Array->getElementType();
    return F->isMutable() || hasMutableField(Element);
  });
}

bool isNumber(QualType Type) {
  Type = Type.getCanonicalType();
  return Type->isArithmeticType() || Type->isEnumeralType();
}

/// A number, or an array of numbers of any rank.
bool holdsNumbers(QualType Type) {
  while (const auto *Array = Type->getAsArrayTypeUnsafe())
    Type = Array->getElementType();
  return isNumber(Type);
}

/// A pointer to numbers or to arrays of numbers.
bool pointsToNumbers(QualType Type) {
  return Type->isPointerType() && holdsNumbers(Type->getPointeeType());
}

/// A pointer to row pointers to numbers (`float **rows`), read by
/// subscript: the caller's dependence test sees its rows only through C's
/// aliasing rules (AliasAnalysis.h).
bool pointsToRowPointers(QualType Type) {
  return Type->isPointerType() && pointsToNumbers(Type->getPointeeType());
}

/// A reference to a std::vector (or std::array) of numbers or to a vector
/// of such: read by subscript and size only, it is a pointer parameter's
/// array or row table that cannot move (StableVectors.h).
bool isContainerReference(QualType Type) {
  return Type->isLValueReferenceType() &&
         (isArrayLikeVectorType(Type) || isNumericVectorTableType(Type));
}

/// A pointer to plain records (isPlainRecord).
bool pointsToPlainRecords(QualType Type) {
  return Type->isPointerType() && isPlainRecord(Type->getPointeeType());
}

/// Whether the lvalue Target lies inside the variable it names: subscripts
/// of arrays and `.` members only. A subscript of a pointer on the way
/// reaches other memory: `buf[1][i]` of a local table of pointers,
/// `v.dst[i]` of a local record holding one.
bool insideNamedVariable(const Expr *Target) {
  const Expr *E = Target->IgnoreParenImpCasts();
  while (true) {
    if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E)) {
      E = Subscript->getBase()->IgnoreParenImpCasts();
      if (E->getType()->isPointerType())
        return false;
    } else if (const auto *Member = dyn_cast<MemberExpr>(E);
               Member && !Member->isArrow()) {
      E = Member->getBase()->IgnoreParenImpCasts();
    } else {
      return isa<DeclRefExpr>(E);
    }
  }
}

/// The integer parameter Argument names, through parentheses and
/// conversions that keep every value it may hold (`(long)i`, not
/// `(unsigned char)i`, whose element is another).
const ParmVarDecl *integerParameterUnchanged(const Expr *Argument,
                                             const ASTContext &Ctx) {
  const Expr *E = Argument->IgnoreParens();
  while (const auto *Cast = dyn_cast<CastExpr>(E)) {
    if (Cast->getCastKind() == CK_IntegralCast) {
      if (!integerConversionKeepsValues(Cast->getSubExpr()->getType(),
                                        Cast->getType(), Ctx))
        return nullptr;
    } else if (Cast->getCastKind() != CK_LValueToRValue &&
               Cast->getCastKind() != CK_NoOp) {
      return nullptr;
    }
    E = Cast->getSubExpr()->IgnoreParens();
  }
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Param = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
  return Param && Param->getType()->isIntegerType() ? Param : nullptr;
}

bool isAutomatic(const VarDecl *V) {
  return V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
         !V->getType()->isReferenceType();
}

/// A record of numbers passed by value or by `const &`: the function reads
/// the caller's record, as it reads a number it is passed.
bool isRecordReadOnly(QualType Type) {
  if (const auto *Reference = Type->getAs<LValueReferenceType>()) {
    QualType Record = Reference->getPointeeType();
    return Record.isConstQualified() && isPlainRecord(Record) &&
           !hasMutableField(Record);
  }
  return isPlainRecord(Type);
}

/// The object a member function's field access or call starts from, when
/// it is the function's own: `this` itself (`x`, `this->x`, `g()`), or a
/// member of it (`inner.x`, `v[k]`).
const CXXThisExpr *ownObject(const Expr *Object) {
  while (true) {
    Object = accessedObject(Object);
    const auto *Member = dyn_cast<MemberExpr>(Object);
    if (!Member || !isa<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()))
      return dyn_cast<CXXThisExpr>(Object);
    Object = Member->getBase();
  }
}

/// Walks a definition: what it reads beyond its numbers, or the first thing
/// that keeps its effects unknown. Parents are visited before their
/// children, so a pointer parameter met as the base of a subscript or as an
/// argument is marked before its DeclRefExpr is visited.
class EffectFinder : public RecursiveASTVisitor<EffectFinder> {
public:
  EffectFinder(const FunctionDecl *F, const CallSummaries &Calls)
      : F(F), Calls(Calls) {}

  CallEffects Found;

  bool VisitStmt(Stmt *S) {
    if (const auto *This = dyn_cast<CXXThisExpr>(S);
        This && OwnObjects.contains(This))
      return true;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S);
        Ref && isRecordReference(Ref))
      return true;
    if (const auto *E = dyn_cast<Expr>(S))
      if (std::optional<bool> Read = containerParameterRead(E))
        return *Read;
    // The container parameter of such a read (VisitDeclRefExpr).
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S);
        Ref && ReadThrough.contains(Ref) &&
        isContainerReference(Ref->getDecl()->getType()))
      return true;
    if (std::optional<std::string> Construct =
            unanalysedCxxConstruct(S, F->getASTContext()))
      return unknown("it uses " + *Construct);
    return true;
  }

  bool TraverseForStmt(ForStmt *For) {
    Around.push_back(For);
    bool Continue = RecursiveASTVisitor::TraverseForStmt(For);
    Around.pop_back();
    return Continue;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *Sub) {
    const Expr *Base = Sub->getBase()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Base)) {
      ReadThrough.insert(Ref);
      if (const ParmVarDecl *P = elementPointer(Ref))
        noteElement(P, Sub->getIdx());
      if (const ParmVarDecl *P = pointerParameter(Ref))
        noteExtent(P,
                   countedIndexEnd(Sub->getIdx(), Around, F->getASTContext()));
    }
    return true;
  }

  /// Decides, once the body is walked, which pointer parameters it writes
  /// at one element only, which within their first elements, and whether it
  /// writes any other way. A parameter it only reads stays a read of its
  /// array, even at one element: taken for a write, it would make the
  /// calling loop carry a dependence.
  void finish() {
    if (!Found.known())
      return;
    for (const ParmVarDecl *P : F->parameters()) {
      const unsigned Position = P->getFunctionScopeIndex();
      auto Extent = Extents.find(P);
      const std::optional<uint64_t> End =
          Extent == Extents.end() ? std::nullopt : Extent->second;
      auto Uses = ElementUses.find(P);
      bool OneElement = WrittenPointers.contains(P) &&
                        Uses != ElementUses.end() && Uses->second.size() == 1 &&
                        !WholeUses.contains(P) &&
                        !WrittenNumbers.contains(*Uses->second.begin());
      if (OneElement) {
        Found.ElementParams[Position] =
            (*Uses->second.begin())->getFunctionScopeIndex();
        Found.ReadParams.remove(Position);
      } else if (WrittenPointers.contains(P)) {
        if (!End) {
          unknown("it writes '" + P->getNameAsString() +
                  "' at indices that no constants bound");
          return;
        }
        Found.WrittenParams.insert(Position);
        Found.ParamExtents[Position] = *End;
        Found.ReadParams.remove(Position);
      } else if (End && Found.ReadParams.contains(Position)) {
        Found.ParamExtents[Position] = *End;
      }
    }
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var)
      return true;
    const std::string Name = "'" + Var->getNameAsString() + "'";
    if (Var->getType().isVolatileQualified())
      return unknown("it accesses volatile " + Name);
    if (const auto *Param = dyn_cast<ParmVarDecl>(Var);
        Param && Param->getType()->isPointerType()) {
      if (!ReadThrough.contains(Ref))
        return unknown("it uses pointer " + Name + " other than by subscript");
      Found.ReadParams.insert(Param->getFunctionScopeIndex());
      return true;
    }
    if (const auto *Param = dyn_cast<ParmVarDecl>(Var);
        Param && isContainerReference(Param->getType())) {
      if (!ReadThrough.contains(Ref))
        return unknown("it uses " + Name +
                       " other than by reading an element or its size");
      Found.ReadParams.insert(Param->getFunctionScopeIndex());
      return true;
    }
    if (Var->getType()->isPointerType())
      return unknown("it goes through pointer " + Name);
    if (Var->isStaticLocal())
      return unknown("it keeps state in static " + Name);
    if (Var->hasLocalStorage())
      return true;
    // A constant of numbers never changes; one holding pointers (a const
    // struct with a pointer member, `double *const rows[]`) leads to
    // memory that does.
    const bool HoldsValues =
        holdsNumbers(Var->getType()) || isPlainRecord(Var->getType());
    if (Var->getType().isConstant(F->getASTContext()) && HoldsValues)
      return true;
    if (!holdsNumbers(Var->getType()))
      return unknown("it uses global " + Name);
    Found.ReadGlobals.insert(Var);
    return true;
  }

  bool VisitCastExpr(CastExpr *Cast) {
    if (Cast->getCastKind() == CK_IntegralToPointer)
      return unknown("it makes a pointer from an integer");
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *Op) {
    return !Op->isAssignmentOp() || writes(Op->getLHS());
  }

  bool VisitUnaryOperator(UnaryOperator *Op) {
    if (Op->getOpcode() == UO_AddrOf || Op->getOpcode() == UO_Deref)
      return unknown("it takes or follows an address");
    return !Op->isIncrementDecrementOp() || writes(Op->getSubExpr());
  }

  bool VisitMemberExpr(MemberExpr *Member) {
    if (const auto *This =
            dyn_cast<CXXThisExpr>(Member->getBase()->IgnoreParenImpCasts()))
      return ownMember(Member, This);
    if (!Member->isArrow())
      return true;
    // `r->lat` of a parameter pointing to plain records: a read of the
    // record the caller passes.
    const auto *Ref =
        dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts());
    const auto *Param = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
    if (!Param || !pointsToPlainRecords(Param->getType()))
      return unknown("it goes through a pointer");
    ReadThrough.insert(Ref);
    noteExtent(Param, 1);
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    if (ContainerReads.contains(Call))
      return true;
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return unknown("it calls through a pointer");
    const CallEffects &Effects = Calls.effectsOf(Callee);
    const std::string Name = "'" + Callee->getQualifiedNameAsString() + "'";
    if (!Effects.known())
      return unknown("it calls " + Name +
                     (isPureMathFunction(Callee->getName())
                          ? ": " + Effects.Unknown
                          : std::string()));
    if (const auto *MemberCall = dyn_cast<CXXMemberCallExpr>(Call))
      if (!objectOfCall(MemberCall, Effects, Name))
        return false;
    for (const auto &[Position, IndexPosition] : Effects.ElementParams) {
      if (std::max(Position, IndexPosition) >= Call->getNumArgs())
        return unknown("it calls " + Name);
      const auto *Ref =
          dyn_cast<DeclRefExpr>(Call->getArg(Position)->IgnoreParenImpCasts());
      const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
      if (!Var || !(isAutomatic(Var) || elementPointer(Ref)))
        return unknown("it passes an array that " + Name + " writes");
      ReadThrough.insert(Ref);
      if (const ParmVarDecl *P = elementPointer(Ref)) {
        noteElement(P, Call->getArg(IndexPosition));
        noteExtent(P, std::nullopt);
        WrittenPointers.insert(P);
      }
    }
    for (unsigned Position : Effects.WrittenParams) {
      if (Position >= Call->getNumArgs())
        return unknown("it calls " + Name);
      // Its own pointer parameter, or a local array.
      const auto *Ref =
          dyn_cast<DeclRefExpr>(Call->getArg(Position)->IgnoreParenImpCasts());
      const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
      const ParmVarDecl *P = Ref ? pointerParameter(Ref) : nullptr;
      if (!P && !(Var && isAutomatic(Var) && Var->getType()->isArrayType()))
        return unknown("it passes an array that " + Name + " writes");
      ReadThrough.insert(Ref);
      if (!P)
        continue;
      noteExtent(P, Effects.ParamExtents.lookup(Position));
      WrittenPointers.insert(P);
      if (elementPointer(Ref))
        WholeUses.insert(P);
    }
    Found.ReadGlobals.insert(Effects.ReadGlobals.begin(),
                             Effects.ReadGlobals.end());
    Found.OtherFileSymbols.insert(Effects.OtherFileSymbols.begin(),
                                  Effects.OtherFileSymbols.end());
    for (unsigned Position : Effects.ReadParams) {
      if (Position >= Call->getNumArgs())
        return unknown("it calls " + Name);
      // Its own parameter, a global or a local array, maybe one row of it.
      const Expr *Arg = Call->getArg(Position)->IgnoreParenImpCasts();
      const Expr *Base = Arg;
      while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Base))
        Base = Sub->getBase()->IgnoreParenImpCasts();
      // A row `t[i]` of a vector of vectors it was passed.
      if (subscriptedVector(Base) == nullptr)
        if (const auto *Row = dyn_cast<CXXOperatorCallExpr>(Base);
            Row && Row->getOperator() == OO_Subscript &&
            isNumericVectorTableType(Row->getArg(0)->getType())) {
          ContainerReads.insert(Row);
          Base = Row->getArg(0)->IgnoreParenImpCasts();
        }
      const auto *Ref = dyn_cast<DeclRefExpr>(Base);
      if (!Ref || !isa<VarDecl>(Ref->getDecl()))
        return unknown("it passes an address " + Name + " reads through");
      ReadThrough.insert(Ref);
      // The callee reads elements of it this function cannot name.
      if (const ParmVarDecl *P = elementPointer(Ref))
        WholeUses.insert(P);
      if (const ParmVarDecl *P = pointerParameter(Ref)) {
        auto Extent = Effects.ParamExtents.find(Position);
        noteExtent(P, Base == Arg && Extent != Effects.ParamExtents.end()
                          ? std::optional<uint64_t>(Extent->second)
                          : std::nullopt);
      }
    }
    return true;
  }

  bool VisitAsmStmt(AsmStmt *) { return unknown("it contains asm"); }

private:
  bool unknown(std::string Why) {
    Found.Unknown = std::move(Why);
    return false;
  }

  /// For `v[k]`, `t[i][j]`, their sizes and the row `t[i]` of those, of a
  /// vector (or vector of vectors) reference parameter: true when they
  /// only read what the caller passes, false (unknown) when an element is
  /// bound to a reference or its address taken; nullopt for any other
  /// expression. A write of an element is judged as a write (writes()).
  std::optional<bool> containerParameterRead(const Expr *E) {
    if (ContainerReads.contains(E))
      return true;
    const VarDecl *Container = nullptr;
    const Expr *Row = nullptr;
    bool Element = false;
    if ((Container = subscriptedVector(E))) {
      Element = true;
    } else if ((Container = subscriptedVectorTable(E))) {
      Element = true;
      Row = cast<CXXOperatorCallExpr>(E->IgnoreParens())->getArg(0);
    } else if ((Container = vectorSizeQuery(E))) {
    } else if ((Container = vectorTableSizeQuery(E))) {
      Row = cast<CXXMemberCallExpr>(E->IgnoreParens())
                ->getImplicitObjectArgument();
    } else {
      return std::nullopt;
    }
    const auto *Param = dyn_cast<ParmVarDecl>(Container);
    if (!Param || !isContainerReference(Param->getType()))
      return std::nullopt;
    if (Element && !isPlainVectorElementUse(E, F->getASTContext()))
      return unknown("an element of '" + Param->getNameAsString() +
                     "' is bound to a reference or its address is taken");
    if (Row && isa<CXXOperatorCallExpr>(Row->IgnoreParenImpCasts()))
      ContainerReads.insert(Row->IgnoreParenImpCasts());
    ContainerReads.insert(E);
    ReadThrough.insert(containerBase(E));
    return true;
  }

  /// The variable reference under the subscripts, rows and size queries
  /// of a container use.
  static const DeclRefExpr *containerBase(const Expr *E) {
    while (true) {
      E = E->IgnoreParenImpCasts();
      if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
        E = Op->getArg(0);
      else if (const auto *Member = dyn_cast<CXXMemberCallExpr>(E))
        E = Member->getImplicitObjectArgument();
      else
        return dyn_cast<DeclRefExpr>(E);
    }
  }

  /// `x`, `this->x`, or the callee of `g()`: a member of the function's own
  /// object. Fields that hold numbers or records of numbers are all it may
  /// use; the call of a member function judges its object itself.
  bool ownMember(const MemberExpr *Member, const CXXThisExpr *This) {
    const ValueDecl *Decl = Member->getMemberDecl();
    if (isa<CXXMethodDecl>(Decl))
      return true;
    const auto *Field = dyn_cast<FieldDecl>(Decl);
    const std::string Name = "'" + Decl->getNameAsString() + "'";
    if (!Field)
      return unknown("it uses static member " + Name);
    if (Field->getType().isVolatileQualified() ||
        !(holdsNumbers(Field->getType()) || isPlainRecord(Field->getType())))
      return unknown("it uses member " + Name +
                     ", which holds neither numbers nor records of numbers");
    OwnObjects.insert(This);
    Found.ReadsObject = true;
    return true;
  }

  /// The object of a member function call: the effects of the callee on
  /// it become this function's effects on its own object, or on a local
  /// record; a record parameter it may only read.
  bool objectOfCall(const CXXMemberCallExpr *Call, const CallEffects &Effects,
                    const std::string &Name) {
    const Expr *Object = Call->getImplicitObjectArgument();
    if (const CXXThisExpr *This = ownObject(Object)) {
      OwnObjects.insert(This);
      Found.ReadsObject |= Effects.ReadsObject;
      Found.WritesObject |= Effects.WritesObject;
      return true;
    }
    if (!Effects.ReadsObject && !Effects.WritesObject)
      return true;
    const auto *Member =
        dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts());
    const VarDecl *Var = storedVariable(Object);
    if (Member && !Member->isArrow() && Var &&
        (isAutomatic(Var) || (!Effects.WritesObject && isa<ParmVarDecl>(Var) &&
                              isRecordReadOnly(Var->getType()))))
      return true;
    return unknown("it calls " + Name + " on an object that is not its own");
  }

  /// A parameter naming a record of numbers the function only reads.
  bool isRecordReference(const DeclRefExpr *Ref) const {
    const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl());
    return P && P->getDeclContext() == F && P->getType()->isReferenceType() &&
           isRecordReadOnly(P->getType());
  }

  // A pointer parameter to numbers: one of its elements may be all the
  // function touches.
  static const ParmVarDecl *elementPointer(const DeclRefExpr *Ref) {
    const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl());
    return P && P->getType()->isPointerType() &&
                   isNumber(P->getType()->getPointeeType())
               ? P
               : nullptr;
  }

  // A pointer parameter to numbers or to plain records: the first elements
  // of its array may be all the function touches.
  static const ParmVarDecl *pointerParameter(const DeclRefExpr *Ref) {
    const auto *P = dyn_cast<ParmVarDecl>(Ref->getDecl());
    return P && (elementPointer(Ref) || pointsToPlainRecords(P->getType()))
               ? P
               : nullptr;
  }

  // P's elements reach End (exclusive), or cannot be bounded (nullopt).
  void noteExtent(const ParmVarDecl *P, std::optional<uint64_t> End) {
    auto [Known, Inserted] = Extents.try_emplace(P, End);
    if (!Inserted && Known->second)
      Known->second =
          End ? std::optional<uint64_t>(std::max(*Known->second, *End))
              : std::nullopt;
  }

  // The pointer parameter to plain records whose member Target is,
  // `s->f`, `s->v[k]`, `s->in.f`: one record the function writes.
  static const ParmVarDecl *writtenRecordParameter(const Expr *Target) {
    const Expr *E = Target->IgnoreParenImpCasts();
    while (true) {
      if (const auto *Member = dyn_cast<MemberExpr>(E)) {
        E = Member->getBase()->IgnoreParenImpCasts();
        if (!Member->isArrow())
          continue;
        const auto *Ref = dyn_cast<DeclRefExpr>(E);
        const auto *P = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
        return P && pointsToPlainRecords(P->getType()) ? P : nullptr;
      }
      const auto *Sub = dyn_cast<ArraySubscriptExpr>(E);
      if (!Sub ||
          !Sub->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        return nullptr;
      E = Sub->getBase()->IgnoreParenImpCasts();
    }
  }

  // P[Index]: one element when Index is an integer parameter (an index
  // argument of a call: converted to the callee's parameter, which must
  // keep its value).
  void noteElement(const ParmVarDecl *P, const Expr *Index) {
    if (const ParmVarDecl *Param =
            integerParameterUnchanged(Index, F->getASTContext()))
      ElementUses[P].insert(Param);
    else
      WholeUses.insert(P);
  }

  // A write of Target: the function's own automatic variables, and
  // elements of the arrays behind its pointer parameters (finish judges
  // those).
  bool writes(const Expr *Target) {
    if (ownObject(Target)) {
      Found.WritesObject = true;
      return true;
    }
    if (const auto *Sub =
            dyn_cast<ArraySubscriptExpr>(Target->IgnoreParenImpCasts()))
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Sub->getBase()->IgnoreParenImpCasts()))
        if (const ParmVarDecl *P = elementPointer(Ref)) {
          WrittenPointers.insert(P);
          return true;
        }
    if (const ParmVarDecl *P = writtenRecordParameter(Target)) {
      WrittenPointers.insert(P);
      return true;
    }
    const VarDecl *Var = storedVariable(Target);
    if (Var && isAutomatic(Var) && !insideNamedVariable(Target))
      return unknown("it writes through a pointer held in '" +
                     Var->getNameAsString() + "'");
    if (Var && isAutomatic(Var))
      return true;
    if (Var && isa<ParmVarDecl>(Var) && !Var->getType()->isPointerType() &&
        !Var->getType()->isReferenceType()) {
      WrittenNumbers.insert(cast<ParmVarDecl>(Var));
      return true; // its own copy of a number
    }
    return unknown(Var ? "it writes '" + Var->getNameAsString() + "'"
                       : "it writes through an address");
  }

  const FunctionDecl *F;
  const CallSummaries &Calls;
  llvm::SmallPtrSet<const DeclRefExpr *, 8> ReadThrough;
  /// Per pointer parameter, the integer parameters it is subscripted with.
  llvm::DenseMap<const ParmVarDecl *,
                 llvm::SmallSetVector<const ParmVarDecl *, 2>>
      ElementUses;
  /// Pointer parameters subscripted otherwise, and those written.
  llvm::SmallPtrSet<const ParmVarDecl *, 4> WholeUses, WrittenPointers;
  /// Per pointer parameter used, one past the last element it reaches;
  /// nullopt where no constants bound an index.
  llvm::DenseMap<const ParmVarDecl *, std::optional<uint64_t>> Extents;
  /// The `for` statements around the node visited, outermost first.
  llvm::SmallVector<const ForStmt *, 4> Around;
  /// Number parameters the function changes.
  llvm::SmallPtrSet<const ParmVarDecl *, 4> WrittenNumbers;
  /// Element reads and size queries of container parameters, and the rows
  /// `t[i]` they or an argument go through: reads, not calls.
  llvm::SmallPtrSet<const Expr *, 8> ContainerReads;
  /// The uses of `this` that name its fields or call its member functions.
  llvm::SmallPtrSet<const CXXThisExpr *, 8> OwnObjects;
};

} // namespace

/// C's math functions and their C++ overloads: a free function at file
/// scope or in namespace std, not a member that shares a name.
static bool isLibraryScope(const FunctionDecl &F) {
  const DeclContext *Scope = F.getDeclContext()->getRedeclContext();
  return Scope->isTranslationUnit() || Scope->isStdNamespace();
}

bool isStdMinMax(const FunctionDecl &F) {
  return F.getDeclContext()->getRedeclContext()->isStdNamespace() &&
         F.getIdentifier() && (F.getName() == "min" || F.getName() == "max") &&
         F.getNumParams() == 2 &&
         isNumber(F.getReturnType().getNonReferenceType());
}

/// Why a call of member function Method cannot be judged by its body.
static std::optional<std::string>
unsummarizedMethod(const CXXMethodDecl &Method, const SourceManager &SM) {
  if (Method.isVirtual())
    return std::string("it is virtual: the object chooses the function");
  if (!isProgramMethod(Method, SM))
    return std::string(CallSummaries::UnknownEffects);
  const FunctionDecl *Definition = nullptr;
  if (!Method.hasBody(Definition) || !isProgramCode(*Definition, SM))
    return std::string("its definition is not in this file or its headers");
  return std::nullopt;
}

const CallEffects &CallSummaries::effectsOf(const FunctionDecl *F) const {
  const FunctionDecl *Definition = nullptr;
  const SourceManager &SM = Ctx.getSourceManager();
  if (const auto *Method = dyn_cast<CXXMethodDecl>(F);
      Method && Method->isInstance())
    if (std::optional<std::string> Why = unsummarizedMethod(*Method, SM)) {
      CallEffects &Refused = Effects[Method->getCanonicalDecl()];
      Refused.Unknown = std::move(*Why);
      return Refused;
    }
  if (F->hasBody(Definition) && Definition && isProgramCode(*Definition, SM)) {
    auto Known = Effects.find(Definition);
    // Reached again through another function while its summary is made:
    // that function's summary would miss what the rest of this one adds.
    if (llvm::is_contained(Summarizing, Definition) &&
        Summarizing.back() != Definition)
      return MutuallyRecursive;
    if (Known != Effects.end())
      return Known->second;
    Effects[Definition] = Pure;
    Summarizing.push_back(Definition);
    CallEffects Summary = summarize(Definition);
    Summarizing.pop_back();
    return Effects[Definition] = std::move(Summary);
  }
  if (isPureMathFunction(F->getName()) && isLibraryScope(*F))
    return mathFunctionEffects(*F);
  if (isStdMinMax(*F))
    return Pure;
  if (OtherFiles && !Definition && F->isExternC() && F->getIdentifier() &&
      !F->isImplicit())
    if (auto Summary = OtherFiles->find(F->getName().str());
        Summary != OtherFiles->end() &&
        Summary->second.Arity == F->getNumParams())
      return Summary->second.Effects;
  return Unknown;
}

const LibraryStateReads &CallSummaries::stateReads() const {
  if (!StateReads) {
    StateReads = libraryStateReads(Ctx);
    *StateReads |= ReadElsewhere;
  }
  return *StateReads;
}

const CallEffects &
CallSummaries::mathFunctionEffects(const FunctionDecl &F) const {
  if (stateReads().Signgam && mathFunctionSetsSigngam(F.getName()))
    return SetsSigngam;
  if (stateReads().Errno && mathFunctionMaySetErrno(F.getName()))
    return SetsErrno;
  return Pure;
}

namespace {

/// The reads in the program's code: a system header's inline functions
/// that test errno are not the program reading it.
/// The <fenv.h> functions that tell the program which floating-point
/// exceptions were raised.
bool readsExceptionFlags(StringRef Name) {
  return Name == "fetestexcept" || Name == "fegetexceptflag" ||
         Name == "fegetenv" || Name == "feholdexcept" || Name == "feupdateenv";
}

class LibraryStateFinder : public RecursiveASTVisitor<LibraryStateFinder> {
public:
  explicit LibraryStateFinder(const SourceManager &SM) : SM(SM) {}

  LibraryStateReads Found;

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() || !inProgram(Call))
      return true;
    // glibc's errno is `(*__errno_location ())`.
    Found.Errno |= Callee->getName() == "__errno_location";
    Found.ExceptionFlags |= readsExceptionFlags(Callee->getName());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Var && Var->getIdentifier() && inProgram(Ref)) {
      Found.Errno |= Var->getName() == "errno";
      Found.Signgam |= Var->getName() == "signgam";
    }
    return true;
  }

private:
  bool inProgram(const Expr *E) const {
    return !SM.isInSystemHeader(SM.getExpansionLoc(E->getBeginLoc()));
  }

  const SourceManager &SM;
};

} // namespace

LibraryStateReads libraryStateReads(const ASTContext &Ctx) {
  LibraryStateFinder Finder(Ctx.getSourceManager());
  Finder.TraverseAST(const_cast<ASTContext &>(Ctx));
  return Finder.Found;
}

LibraryStateReads libraryStateReadsInText(llvm::ArrayRef<std::string> Files) {
  LibraryStateReads Found;
  for (const std::string &File : Files) {
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text =
        llvm::MemoryBuffer::getFile(File);
    if (!Text) {
      // Unreadable: it may read any.
      Found.Errno = Found.Signgam = Found.ExceptionFlags = true;
      continue;
    }
    StringRef Rest = (*Text)->getBuffer();
    while (!Rest.empty()) {
      Rest = Rest.drop_until([](char C) { return isAsciiIdentifierStart(C); });
      StringRef Word =
          Rest.take_while([](char C) { return isAsciiIdentifierContinue(C); });
      Rest = Rest.drop_front(Word.size());
      Found.Errno |= Word == "errno";
      Found.Signgam |= Word == "signgam";
      Found.ExceptionFlags |= readsExceptionFlags(Word);
    }
  }
  return Found;
}

CallEffects CallSummaries::summarize(const FunctionDecl *F) const {
  CallEffects Out;
  if (F->isVariadic()) {
    Out.Unknown = "it takes variable arguments";
    return Out;
  }
  for (const ParmVarDecl *P : F->parameters())
    if (!(isNumber(P->getType()) || pointsToNumbers(P->getType()) ||
          pointsToRowPointers(P->getType()) ||
          pointsToPlainRecords(P->getType()) ||
          isContainerReference(P->getType()) ||
          isRecordReadOnly(P->getType())) ||
        P->getType().isVolatileQualified() ||
        (P->getType()->isPointerType() &&
         P->getType()->getPointeeType().isVolatileQualified())) {
      Out.Unknown = "its parameter '" + P->getNameAsString() +
                    "' is neither a number, a record of numbers nor a "
                    "pointer to numbers or to records of numbers" +
                    (Ctx.getLangOpts().CPlusPlus
                         ? " nor a reference to a std::vector of them"
                         : "");
      return Out;
    }
  if (!F->getReturnType()->isVoidType() && !isNumber(F->getReturnType())) {
    Out.Unknown = "it returns something other than a number";
    return Out;
  }
  EffectFinder Finder(F, *this);
  Finder.TraverseStmt(F->getBody());
  Finder.finish();
  return Finder.Found;
}

} // namespace autolb
