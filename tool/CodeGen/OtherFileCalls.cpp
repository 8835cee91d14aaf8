//===- OtherFileCalls.cpp - whole arrays after calls into other files -----===//

#include "CodeGen/OtherFileCalls.h"
#include "CodeGen/DeclarationBlocks.h"
#include "Plan/RuntimeCallBuilder.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace autolb {

namespace {

class CallWrapper {
public:
  CallWrapper(GeneratorContext &G, const FunctionDecl *F) : G(G), F(F) {}

  /// Makes every tracked array whole after the statement.
  void syncAfterStatement(const StmtSlot &Slot) {
    const Stmt *S = Slot.S;
    G.Remarks.remark(RemarkKind::Analysis, G.Src.begin(S), "alb-codegen",
                     "every distributed array made whole after a call to "
                     "a function of another file, whose nests may leave "
                     "arrays distributed");
    std::string Sync = rt::syncAll() + "; /* autolb: another file's code may "
                                       "have left arrays distributed */";
    if (Slot.InSequence) {
      SequenceItem Item = sequenceItem(G, S);
      std::string Indent = G.Src.indentation(S->getBeginLoc());
      G.Edits.insert(
          G.Src.end(S),
          "\n" + Indent + Sync +
              blockBeforeDeclarations(G, Item.Body, Item.Index + 1, Indent),
          EditOrder::Close);
      return;
    }
    G.Edits.insert(G.Src.begin(S), "{ ", EditOrder::Open);
    G.Edits.insert(G.Src.end(S), " " + Sync + " }", EditOrder::Close);
  }

  /// Makes every tracked array whole right after Call returns, inside the
  /// expression: `(f(A), sync)` for a void call, `(t = f(A), sync, t)`
  /// otherwise.
  void syncAfterCall(const CallToAnotherFile &Wrapped) {
    using Wrap = CallToAnotherFile::Wrap;
    const CallExpr *Call = Wrapped.Call;
    std::string Callee = Call->getDirectCallee()->getNameAsString();
    if (Wrapped.How == Wrap::SpelledByMacro) {
      G.Remarks.error(G.Src.begin(Call),
                      "cannot make arrays whole right after this call to '" +
                          Callee +
                          "', a function of another file whose nests may "
                          "leave them distributed: a macro spells part of the "
                          "call; make the call a statement of its own");
      return;
    }
    if (Wrapped.How == Wrap::UndeclarableValue) {
      G.Remarks.error(G.Src.begin(Call),
                      "cannot make arrays whole right after this call to '" +
                          Callee +
                          "', a function of another file whose nests may "
                          "leave them distributed: its value's type cannot be "
                          "held at the start of the function; assign the "
                          "call to a variable in a statement of its own");
      return;
    }
    G.Remarks.remark(RemarkKind::Analysis, G.Src.begin(Call), "alb-codegen",
                     "every distributed array made whole right after this "
                     "call to '" +
                         Callee +
                         "', a function of another file whose nests may "
                         "leave arrays distributed, before the rest of the "
                         "statement reads memory");
    const SourceManager &SM = G.Ctx.getSourceManager();
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Call->getSourceRange()), SM,
        G.Ctx.getLangOpts());
    if (Wrapped.How == Wrap::Void) {
      G.Edits.insert(Range.getBegin(), "(", EditOrder::Open);
      G.Edits.insert(Range.getEnd(), ", " + rt::syncAll() + ")",
                     EditOrder::Sync);
      return;
    }
    std::string Value = G.Names.fresh("call_value");
    declareAtFunctionStart(Call->getType().getUnqualifiedType(), Value);
    G.Edits.insert(Range.getBegin(), "(" + Value + " = ", EditOrder::Open);
    G.Edits.insert(Range.getEnd(), ", " + rt::syncAll() + ", " + Value + ")",
                   EditOrder::Sync);
  }

private:
  void declareAtFunctionStart(QualType T, StringRef Name) {
    const auto *Body = cast<CompoundStmt>(F->getBody());
    std::string Declaration;
    llvm::raw_string_ostream OS(Declaration);
    T.print(OS, G.Ctx.getPrintingPolicy(), Name);
    std::string Indent =
        Body->body_empty()
            ? "  "
            : G.Src.indentation(Body->body_front()->getBeginLoc());
    G.Edits.insert(G.Src.endOfToken(Body->getLBracLoc()),
                   "\n" + Indent + Declaration +
                       "; /* autolb: a call's value, held while arrays are "
                       "made whole */",
                   EditOrder::Open);
  }

  GeneratorContext &G;
  const FunctionDecl *F;
};

} // namespace

void syncAfterOtherFileCalls(GeneratorContext &G, const FunctionDecl *F,
                             const StmtSlot &Slot,
                             const OtherFileCallSyncs &Syncs) {
  CallWrapper Wrapper(G, F);
  if (Syncs.AfterStatement) {
    Wrapper.syncAfterStatement(Slot);
    return;
  }
  for (const CallToAnotherFile &Call : Syncs.Calls)
    Wrapper.syncAfterCall(Call);
}

} // namespace autolb
