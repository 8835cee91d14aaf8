//===- OtherFileSummaries.cpp - calls into the program's other files ------===//

#include "Analysis/OtherFileSummaries.h"
#include "Analysis/CxxConstructs.h"
#include "Analysis/ProgramScope.h"
#include "Analysis/StmtSearch.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/ASTUnit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <algorithm>
#include <set>
#include <vector>

using namespace clang;

namespace autolb {
namespace {

/// The functions of C linkage that the program code of a unit calls
/// without a definition in it, declared by the program (a library's
/// functions, printf or malloc, are declared in system headers).
class UndefinedCallees : public RecursiveASTVisitor<UndefinedCallees> {
public:
  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && !Callee->hasBody() && Callee->isExternC() &&
        Callee->getIdentifier() &&
        isProgramCode(*Callee, Callee->getASTContext().getSourceManager()))
      Names.insert(Callee->getName());
    return true;
  }
  llvm::StringSet<> Names;
};

/// Whether Text spells one of Names as an identifier; with Defined, only
/// where it may be a definition: the name, its parenthesized parameters,
/// then `{`, K&R parameter declarations or a comment (a call is followed
/// by an operator or `;`). A file skipped so gives no summary, which only
/// leaves a call unknown.
bool mentionsAny(llvm::StringRef Text, const llvm::StringSet<> &Names,
                 bool Defined) {
  auto IsIdentifierChar = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  auto SkipSpace = [&](size_t At) {
    while (At < Text.size() && llvm::isSpace(Text[At]))
      ++At;
    return At;
  };
  size_t I = 0;
  while (I < Text.size()) {
    if (!IsIdentifierChar(Text[I]) || llvm::isDigit(Text[I])) {
      ++I;
      continue;
    }
    size_t End = I;
    while (End < Text.size() && IsIdentifierChar(Text[End]))
      ++End;
    if (Names.contains(Text.slice(I, End))) {
      if (!Defined)
        return true;
      size_t At = SkipSpace(End);
      if (At < Text.size() && Text[At] == '(') {
        int Depth = 0;
        for (; At < Text.size(); ++At)
          if (Text[At] == '(')
            ++Depth;
          else if (Text[At] == ')' && --Depth == 0)
            break;
        At = SkipSpace(At + 1);
        if (At < Text.size() && (Text[At] == '{' || Text[At] == '/' ||
                                 llvm::isAlpha(Text[At]) || Text[At] == '_'))
          return true;
      }
    }
    I = End;
  }
  return false;
}

/// Items (positions, or pairs of them) in increasing order.
template <typename Item, typename Range>
std::vector<Item> sortedItems(const Range &Items) {
  std::vector<Item> Sorted(Items.begin(), Items.end());
  llvm::sort(Sorted);
  return Sorted;
}

/// The effects as one line, the same whatever order the walk found them
/// in: what the symbol's hash covers, with the number of parameters.
std::string canonicalEffects(unsigned Arity, const CallEffects &Effects) {
  std::string Line =
      "autolb-summary-2 params " + std::to_string(Arity) + " reads";
  for (unsigned Position : sortedItems<unsigned>(Effects.ReadParams))
    Line += " " + std::to_string(Position);
  Line += " elements";
  for (auto [Position, Index] :
       sortedItems<std::pair<unsigned, unsigned>>(Effects.ElementParams))
    Line += " " + std::to_string(Position) + "@" + std::to_string(Index);
  Line += " writes";
  for (unsigned Position : sortedItems<unsigned>(Effects.WrittenParams))
    Line += " " + std::to_string(Position);
  Line += " extents";
  for (auto [Position, End] :
       sortedItems<std::pair<unsigned, uint64_t>>(Effects.ParamExtents))
    Line += " " + std::to_string(Position) + "<" + std::to_string(End);
  return Line;
}

/// Calls F on the AST of each of Files (but the main file of Ctx) that
/// spells one of Names (where it may define it, with Defined), parsed with
/// its command; files that do not parse are skipped.
void forEachFileNaming(
    const ASTContext &Ctx, const llvm::StringSet<> &Names, bool Defined,
    llvm::ArrayRef<std::string> Files,
    const tooling::CompilationDatabase &Compilations,
    const tooling::ArgumentsAdjuster &Adjust,
    llvm::function_ref<void(ASTContext &, llvm::StringRef File)> F) {
  if (Names.empty())
    return;
  const SourceManager &MainSM = Ctx.getSourceManager();
  OptionalFileEntryRef Main =
      MainSM.getFileEntryRefForID(MainSM.getMainFileID());
  for (const std::string &File : Files) {
    if (Main && llvm::sys::fs::equivalent(File, Main->getName()))
      continue;
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Text =
        llvm::MemoryBuffer::getFile(File);
    if (!Text || !mentionsAny((*Text)->getBuffer(), Names, Defined))
      continue;
    tooling::ClangTool Tool(Compilations, {File});
    if (Adjust)
      Tool.appendArgumentsAdjuster(Adjust);
    IgnoringDiagConsumer Quiet;
    Tool.setDiagnosticConsumer(&Quiet);
    std::vector<std::unique_ptr<ASTUnit>> Units;
    if (Tool.buildASTs(Units) != 0 || Units.size() != 1 ||
        Units.front()->getDiagnostics().hasErrorOccurred())
      continue;
    F(Units.front()->getASTContext(), File);
  }
}

/// The calls of Names inside `for` loops that pass data the variable a loop
/// assigns in its header chooses.
class CallsPerIteration : public RecursiveASTVisitor<CallsPerIteration> {
public:
  CallsPerIteration(const llvm::StringSet<> &Names, llvm::StringRef File,
                    std::map<std::string, std::string> &Found)
      : Names(Names), File(llvm::sys::path::filename(File)), Found(Found) {}

  bool TraverseForStmt(ForStmt *For) {
    const VarDecl *Var = assignedInInit(For->getInit());
    if (Var)
      LoopVars.push_back(Var);
    bool Go = RecursiveASTVisitor::TraverseForStmt(For);
    if (Var)
      LoopVars.pop_back();
    return Go;
  }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->isExternC() || !Callee->getIdentifier() ||
        !Names.contains(Callee->getName()) || LoopVars.empty() ||
        Found.count(Callee->getName().str()))
      return true;
    for (const Expr *Arg : Call->arguments())
      if (chosenByLoopVariable(Arg)) {
        const SourceManager &SM = Callee->getASTContext().getSourceManager();
        Found[Callee->getName().str()] =
            (File + ":" +
             llvm::Twine(SM.getExpansionLineNumber(Call->getBeginLoc())))
                .str();
        break;
      }
    return true;
  }

private:
  static const VarDecl *assignedInInit(const Stmt *Init) {
    if (const auto *Decl = dyn_cast_or_null<DeclStmt>(Init))
      return Decl->isSingleDecl() ? dyn_cast<VarDecl>(Decl->getSingleDecl())
                                  : nullptr;
    if (const auto *Assign = dyn_cast_or_null<BinaryOperator>(Init);
        Assign && Assign->isAssignmentOp())
      if (const auto *Ref =
              dyn_cast<DeclRefExpr>(Assign->getLHS()->IgnoreParenImpCasts()))
        return dyn_cast<VarDecl>(Ref->getDecl());
    return nullptr;
  }

  /// The loop's variable itself, or an element, row or address the
  /// variable picks (`pts[i]`, `&a[i * d]`, `a + i * d`): data of the
  /// iteration, unlike a count such as `n - k`.
  bool chosenByLoopVariable(const Expr *Arg) const {
    Arg = Arg->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Arg))
      return llvm::is_contained(LoopVars, Ref->getDecl());
    if (const auto *AddrOf = dyn_cast<UnaryOperator>(Arg);
        AddrOf && AddrOf->getOpcode() == UO_AddrOf)
      return chosenByLoopVariable(AddrOf->getSubExpr());
    if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(Arg))
      return usesLoopVariable(Sub->getIdx()) ||
             chosenByLoopVariable(Sub->getBase());
    if (const auto *Offset = dyn_cast<BinaryOperator>(Arg))
      return Offset->isAdditiveOp() && Offset->getType()->isPointerType() &&
             usesLoopVariable(Offset);
    return false;
  }

  bool usesLoopVariable(const Stmt *S) const {
    return containsAny(S, [&](const Stmt *Part) {
      const auto *Ref = dyn_cast<DeclRefExpr>(Part);
      return Ref && llvm::is_contained(LoopVars, Ref->getDecl());
    });
  }

  const llvm::StringSet<> &Names;
  std::string File;
  std::map<std::string, std::string> &Found;
  llvm::SmallVector<const VarDecl *, 4> LoopVars;
};

/// A summary's symbol: the prefix, the function's name, '_' and the hash.
constexpr llvm::StringLiteral SymbolPrefix = "alb_summary_";
constexpr unsigned HashDigits = 16;

} // namespace

std::optional<OtherFileFunction>
summaryForOtherFiles(const FunctionDecl &Definition,
                     const CallSummaries &Calls) {
  // An inline definition need not be the one linked (C99 links the file's
  // that declares it extern), nor a weak one.
  if (!Definition.isExternC() || !Definition.getIdentifier() ||
      isa<CXXMethodDecl>(Definition) || Definition.isInlineSpecified() ||
      Definition.isWeak())
    return std::nullopt;
  // The check names the function (`__typeof__(f)`, `&f`): one function of
  // the name, no C++ overload beside it.
  for (const NamedDecl *Other :
       Definition.getASTContext().getTranslationUnitDecl()->lookup(
           Definition.getDeclName()))
    if (const auto *Function =
            dyn_cast<FunctionDecl>(Other->getUnderlyingDecl());
        !Function ||
        Function->getCanonicalDecl() != Definition.getCanonicalDecl())
      return std::nullopt;
  OtherFileFunction Summary;
  Summary.Effects = Calls.effectsOf(&Definition);
  const CallEffects &E = Summary.Effects;
  if (!E.known() || !E.ReadGlobals.empty() || E.ReadsObject || E.WritesObject ||
      !E.OtherFileSymbols.empty())
    return std::nullopt;
  Summary.Arity = Definition.getNumParams();
  uint64_t Hash = llvm::xxh3_64bits(canonicalEffects(Summary.Arity, E));
  Summary.Effects.OtherFileSymbols.insert(
      SymbolPrefix.str() + Definition.getName().str() + "_" +
      llvm::utohexstr(Hash, /*LowerCase=*/true, /*Width=*/HashDigits));
  return Summary;
}

llvm::StringRef summarizedFunctionName(llvm::StringRef Symbol) {
  return Symbol.drop_front(SymbolPrefix.size()).drop_back(HashDigits + 1);
}

OtherFileSummaries
summarizeOtherFiles(const ASTContext &Ctx, llvm::ArrayRef<std::string> Files,
                    const tooling::CompilationDatabase &Compilations,
                    const tooling::ArgumentsAdjuster &Adjust) {
  UndefinedCallees Needed;
  Needed.TraverseAST(const_cast<ASTContext &>(Ctx));
  OtherFileSummaries Found;
  std::set<std::string> Conflicting;
  // Their math calls set errno where the calling file may read it.
  LibraryStateReads ReadByProgram = libraryStateReads(Ctx);
  ReadByProgram |= libraryStateReadsInText(Files);
  forEachFileNaming(
      Ctx, Needed.Names, /*Defined=*/true, Files, Compilations, Adjust,
      [&](ASTContext &Other, llvm::StringRef) {
        CallSummaries Calls(Other, nullptr, ReadByProgram);
        for (const FunctionDecl *F : analysedFunctions(Other)) {
          // A C++ function of the name is another symbol.
          if (!F->isExternC() || !F->getIdentifier() ||
              !Needed.Names.contains(F->getName()))
            continue;
          std::optional<OtherFileFunction> Summary =
              summaryForOtherFiles(*F, Calls);
          std::string Name = F->getName().str();
          auto Known = Found.find(Name);
          if (!Summary ||
              (Known != Found.end() && Known->second.Effects.OtherFileSymbols !=
                                           Summary->Effects.OtherFileSymbols))
            Conflicting.insert(Name);
          else
            Found[Name] = std::move(*Summary);
        }
      });
  for (const std::string &Name : Conflicting)
    Found.erase(Name);
  return Found;
}

std::map<std::string, std::string>
callsPerIterationInOtherFiles(const ASTContext &Ctx,
                              llvm::ArrayRef<std::string> Files,
                              const tooling::CompilationDatabase &Compilations,
                              const tooling::ArgumentsAdjuster &Adjust) {
  llvm::StringSet<> Exported;
  CallSummaries Calls(Ctx);
  for (const FunctionDecl *F : analysedFunctions(Ctx))
    if (summaryForOtherFiles(*F, Calls))
      Exported.insert(F->getName());
  std::map<std::string, std::string> Found;
  forEachFileNaming(
      Ctx, Exported, /*Defined=*/false, Files, Compilations, Adjust,
      [&](ASTContext &Other, llvm::StringRef File) {
        CallsPerIteration(Exported, File, Found).TraverseAST(Other);
      });
  return Found;
}

} // namespace autolb
