//===- ConsistencyPlacement.cpp - make arrays whole where replicated code reads
// them -===//

#include "CodeGen/ConsistencyPlacement.h"
#include "CodeGen/RuntimeCallBuilder.h"
#include "CodeGen/StatementSlots.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace clang;

namespace autolb {

static const VarDecl *referencedVariable(const Expr *E) {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts()))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

static const FunctionDecl *definedCallee(const CallExpr *Call,
                                         const GeneratorContext &G) {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee)
    return nullptr;
  const FunctionDecl *Definition = nullptr;
  if (!Callee->hasBody(Definition) ||
      !G.Src.inMainFile(Definition->getLocation()))
    return nullptr;
  return Definition;
}

namespace {
/// Calls, and pointers set from an expression (`p = A`, `double *p =
/// &A[i][0]`): such a pointer may reach a distributed array's data.
struct FlowCollector : RecursiveASTVisitor<FlowCollector> {
  std::vector<const CallExpr *> Calls;
  std::vector<std::pair<const VarDecl *, const Expr *>> PointerSets;

  bool VisitCallExpr(CallExpr *Call) {
    Calls.push_back(Call);
    return true;
  }
  bool VisitVarDecl(VarDecl *V) {
    if (V->getType()->isPointerType() && V->getInit())
      PointerSets.push_back({V, V->getInit()});
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (!B->isAssignmentOp())
      return true;
    if (const VarDecl *V = referencedVariable(B->getLHS()))
      if (V->getType()->isPointerType())
        PointerSets.push_back({V, B->getRHS()});
    return true;
  }
};

/// True when E mentions one of the distributed arrays or aliases.
bool mentionsDistributed(const GeneratorContext &G, const Stmt *E) {
  return containsAny(E, [&](const Stmt *S) {
    const auto *Ref = dyn_cast<DeclRefExpr>(S);
    const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return V && (G.DistributedArrays.contains(V) ||
                 G.DistributedAliases.contains(V));
  });
}

bool isArrayLike(const VarDecl *V) {
  return V->getType()->isArrayType() || V->getType()->isPointerType();
}

/// The arrays and pointers an expression mentions.
std::vector<const VarDecl *> arraysIn(const Stmt *E) {
  std::vector<const VarDecl *> Found;
  containsAny(E, [&](const Stmt *S) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl()))
        if (isArrayLike(V))
          Found.push_back(V);
    return false;
  });
  return Found;
}
} // namespace

void propagateDistribution(GeneratorContext &G,
                           llvm::ArrayRef<const FunctionDecl *> Functions) {
  std::vector<std::pair<const FunctionDecl *, const CallExpr *>> Calls;
  std::vector<std::pair<const VarDecl *, const Expr *>> PointerSets;
  FlowCollector Globals;
  Globals.TraverseDecl(G.Ctx.getTranslationUnitDecl());
  PointerSets = Globals.PointerSets;
  for (const FunctionDecl *F : Functions) {
    FlowCollector Collector;
    Collector.TraverseStmt(F->getBody());
    for (const CallExpr *Call : Collector.Calls)
      Calls.push_back({F, Call});
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Pointer, Value] : PointerSets)
      if (mentionsDistributed(G, Value))
        Changed |= G.DistributedAliases.insert(Pointer).second;
    for (const auto &[Caller, Call] : Calls) {
      const FunctionDecl *Callee = definedCallee(Call, G);
      if (!Callee)
        continue;
      if (G.DistributingFunctions.contains(Callee))
        Changed |= G.DistributingFunctions.insert(Caller).second;
      unsigned N = std::min(Call->getNumArgs(), Callee->getNumParams());
      for (unsigned I = 0; I < N; ++I) {
        const ParmVarDecl *Param = Callee->getParamDecl(I);
        const VarDecl *Arg = referencedVariable(Call->getArg(I));
        if (!Arg || !isArrayLike(Arg)) {
          // `f(&A[k][0])`, `f(A + k)`: the parameter points into the array,
          // and the array's data is partly distributed under another base.
          if (isArrayLike(Param) && mentionsDistributed(G, Call->getArg(I)))
            Changed |= G.DistributedAliases.insert(Param).second;
          if (G.DistributedArrays.contains(Param) ||
              G.DistributedAliases.contains(Param))
            for (const VarDecl *V : arraysIn(Call->getArg(I)))
              Changed |= G.DistributedAliases.insert(V).second;
          continue;
        }
        // Same base on both sides of the call.
        for (auto *Set : {&G.DistributedArrays, &G.DistributedAliases}) {
          if (Set->contains(Arg))
            Changed |= Set->insert(Param).second;
          if (Set->contains(Param))
            Changed |= Set->insert(Arg).second;
        }
      }
    }
  }
}

bool isKnownLibraryFunction(StringRef Name) {
  static const llvm::StringSet<> Known = {
      // stdio output (array arguments are reads the sync pass sees)
      "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc",
      "fwrite", "fflush", "perror", "vprintf", "vfprintf",
      // allocation and process
      "malloc", "calloc", "free", "exit", "abort", "atexit",
      // conversions, strings of the program's own
      "atoi", "atol", "atof", "strtol", "strtoul", "strtod", "strcmp",
      "strncmp", "strlen",
      // time and random numbers
      "clock", "time", "rand", "srand",
      // math
      "sqrt", "sqrtf", "fabs", "fabsf", "abs", "labs", "exp", "expf", "log",
      "logf", "log10", "log2", "pow", "powf", "sin", "sinf", "cos", "cosf",
      "tan", "atan", "atan2", "floor", "floorf", "ceil", "ceilf", "fmod",
      "fmin", "fmax", "fminf", "fmaxf", "round", "trunc", "hypot"};
  return Name.starts_with("alb_") || Known.contains(Name);
}

namespace {

/// The distributed arrays a statement reads (a plain assignment to an
/// element is a write, not a read), and whether it calls unknown code.
class ReadCollector : public RecursiveASTVisitor<ReadCollector> {
public:
  explicit ReadCollector(const GeneratorContext &G) : G(G) {}

  llvm::SetVector<const VarDecl *> Reads;
  bool CallsUnknown = false;
  /// Reads through a pointer into a distributed array (base unknown).
  bool ReadsAlias = false;

  bool TraverseUnaryExprOrTypeTraitExpr(UnaryExprOrTypeTraitExpr *) {
    return true; // sizeof/alignof operands are not evaluated
  }
  bool TraverseBinaryOperator(BinaryOperator *Assign) {
    if (Assign->getOpcode() != BO_Assign)
      return RecursiveASTVisitor::TraverseBinaryOperator(Assign);
    const Expr *Target = Assign->getLHS()->IgnoreParenImpCasts();
    while (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Target)) {
      TraverseStmt(const_cast<Expr *>(Sub->getIdx()));
      Target = Sub->getBase()->IgnoreParenImpCasts();
    }
    if (!isa<DeclRefExpr>(Target))
      TraverseStmt(const_cast<Expr *>(Target));
    return TraverseStmt(Assign->getRHS());
  }
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    if (const auto *V = dyn_cast<VarDecl>(Ref->getDecl())) {
      if (G.DistributedArrays.contains(V))
        Reads.insert(V);
      if (G.DistributedAliases.contains(V))
        ReadsAlias = true;
    }
    return true;
  }
  bool TraverseCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && Callee->getIdentifier() && Callee->getName() == "free")
      return true; // releases the memory, reads nothing
    if (!definedCallee(Call, G))
      return RecursiveASTVisitor::TraverseCallExpr(Call);
    // The callee synchronizes what it reads itself: arrays passed to it are
    // not read here.
    for (Expr *Arg : Call->arguments())
      if (!isa<DeclRefExpr>(Arg->IgnoreParenImpCasts()))
        TraverseStmt(Arg);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier() ||
        !isKnownLibraryFunction(Callee->getName()))
      CallsUnknown = true;
    return true;
  }

private:
  const GeneratorContext &G;
};

class SyncPlacer {
public:
  explicit SyncPlacer(GeneratorContext &G) : G(G) {}

  /// Walks the slots of Parent; After says whether distributed code may
  /// have run before; returns whether it may have run after.
  bool walk(const Stmt *Parent, bool After) {
    forEachSlot(Parent,
                [&](const StmtSlot &Slot) { After = visit(Slot, After); });
    return After;
  }

private:
  bool runsDistributedCode(const Stmt *S) const {
    return containsAny(S, [&](const Stmt *Sub) {
      if (G.DistributedLoops.contains(Sub))
        return true;
      const auto *Call = dyn_cast<CallExpr>(Sub);
      const FunctionDecl *Callee = Call ? definedCallee(Call, G) : nullptr;
      return Callee && G.DistributingFunctions.contains(Callee);
    });
  }

  bool visit(const StmtSlot &Slot, bool After) {
    const Stmt *S = Slot.S;
    if (G.DistributedLoops.contains(S))
      return true;
    // A sync goes after a label, where a goto to it arrives too.
    if (isa<LabelStmt, SwitchCase>(S))
      return walk(S, After);
    if (!runsDistributedCode(S)) {
      if (After)
        insertSyncs(Slot);
      return After;
    }
    if (isa<ForStmt, WhileStmt, DoStmt>(S)) {
      syncCondition(Slot);
      walk(S, true); // the next iteration follows this one
      return true;
    }
    if (isa<CompoundStmt, IfStmt, SwitchStmt>(S)) {
      walk(S, After);
      return true;
    }
    if (After)
      insertSyncs(Slot);
    return true;
  }

  /// A loop around distributed code whose condition reads distributed
  /// arrays: the syncs go into the condition itself, `while ((sync, cond))`,
  /// so that every evaluation (the first one, after the body, after a
  /// `continue`) sees whole data on every rank.
  void syncCondition(const StmtSlot &Slot) {
    const Stmt *Loop = Slot.S;
    const Expr *Condition = nullptr;
    if (const auto *For = dyn_cast<ForStmt>(Loop))
      Condition = For->getCond();
    else if (const auto *While = dyn_cast<WhileStmt>(Loop))
      Condition = While->getCond();
    else if (const auto *Do = dyn_cast<DoStmt>(Loop))
      Condition = Do->getCond();
    if (!Condition || !G.Src.inMainFile(Loop->getBeginLoc()))
      return;
    std::vector<std::string> Calls = syncCalls(Condition);
    if (Calls.empty())
      return;
    G.Edits.insert(G.Src.begin(Condition),
                   "(" + llvm::join(Calls, ", ") +
                       " /* autolb: the loop condition reads distributed "
                       "data */, ",
                   EditOrder::Sync);
    G.Edits.insert(G.Src.end(Condition), ")", EditOrder::Close);
  }

  /// The run-time calls that make the distributed arrays S reads whole.
  std::vector<std::string> syncCalls(const Stmt *S) {
    ReadCollector Reads(G);
    Reads.TraverseStmt(const_cast<Stmt *>(S));
    if (Reads.CallsUnknown || Reads.ReadsAlias)
      return {rt::syncAll()};
    std::vector<std::string> Calls;
    for (const VarDecl *V : Reads.Reads)
      Calls.push_back(rt::arraySync(V->getName()));
    return Calls;
  }

  void insertSyncs(const StmtSlot &Slot) {
    if (!G.Src.inMainFile(Slot.S->getBeginLoc()))
      return;
    std::vector<std::string> Calls = syncCalls(Slot.S);
    if (Calls.empty())
      return;
    std::string Text =
        llvm::join(Calls, "; ") + "; /* autolb: make distributed data whole */";
    std::string Indent = G.Src.indentation(Slot.S->getBeginLoc());
    if (Slot.InSequence) {
      G.Edits.insert(G.Src.begin(Slot.S), Text + "\n" + Indent,
                     EditOrder::Sync);
      return;
    }
    G.Edits.insert(G.Src.begin(Slot.S), "{ " + Text + " ", EditOrder::Sync);
    G.Edits.insert(G.Src.end(Slot.S), " }", EditOrder::Close);
  }

  GeneratorContext &G;
};

} // namespace

void placeSyncs(GeneratorContext &G, const FunctionDecl *F) {
  if (!G.hasDistributedCode() || !F->hasBody())
    return;
  bool IsMain = F->isMain();
  SyncPlacer(G).walk(F->getBody(), !IsMain);
}

} // namespace autolb
