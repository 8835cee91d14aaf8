//===- DistributedNest.h - the frame of a distributed nest ------*- C++ -*-===//
//
// The *frame* is the code every distributed nest shares: the array and nest
// descriptors, the iteration count, reductions started from their identity
// before the nest and combined after it, and alb_nest_begin/alb_nest_end.
// DoallEmitter and PipelineEmitter fill in the middle, from the nest's plan
// (NestPlan.h).
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_CODEGEN_DISTRIBUTEDNEST_H
#define AUTOLB_CODEGEN_DISTRIBUTEDNEST_H

#include "CodeGen/BlockDeclarations.h"
#include "CodeGen/GeneratorContext.h"
#include "Plan/NestPlan.h"
#include <string>

namespace autolb {

/// Emitted, the nest Distributed guarded by Plan.AliasCheck, with the loop
/// as written on every rank (after making every array whole) otherwise.
std::string versioned(const GeneratorContext &G, const NestPlan &Plan,
                      std::string Distributed);

/// Text helpers shared by the emitters; Indent is the statement's own
/// indentation, the generated block is indented two more. The frame's
/// statements before and after the middle the emitter writes, with the
/// declarations C89 moves to the start of the block in Decls.
std::string frameOpening(const GeneratorContext &G, const NestPlan &Plan,
                         llvm::StringRef Indent, BlockDeclarations &Decls);
std::string frameClosing(const GeneratorContext &G, const NestPlan &Plan,
                         llvm::StringRef Indent);
/// The frame's block: its opening line, the declarations at its start,
/// Body (from frameOpening to frameClosing) and its closing brace.
std::string frameBlock(const NestPlan &Plan, llvm::StringRef Indent,
                       const BlockDeclarations &Decls, llvm::StringRef Body);
/// The induction variable's value for the iteration number K, in its type.
std::string valueAt(const NestPlan &Plan, llvm::StringRef K);
/// The induction variable's value for iteration K, as a statement.
std::string inductionValue(const NestPlan &Plan);
/// The distributed loop's body as written, except that the updates of
/// reductions folded in the sequential order record their terms for
/// iteration K instead.
std::string bodyText(const GeneratorContext &G, const NestPlan &Plan);
/// S's text, re-indented to start at column NewIndent.
std::string reindented(const GeneratorContext &G, const clang::Stmt *S,
                       unsigned NewIndent);
/// Text, the text of S as written or S rewritten, re-indented as S would be.
std::string reindented(const GeneratorContext &G, const clang::Stmt *S,
                       llvm::StringRef Text, unsigned NewIndent);
/// Where a hook at level >= 2 goes instead of right after its loop: the
/// first later statement of the same sequence that runs distributed code
/// (and so communicates anyway), or null.
const clang::Stmt *hookShiftTarget(GeneratorContext &G,
                                   const HookCandidate &Candidate);
/// The hooks at levels >= 2, after the enclosing loops they follow -- or,
/// when a later statement at that level communicates anyway, right before
/// it, so that the hook adds no synchronization point ([S97] §5.1.1).
void emitOuterHooks(GeneratorContext &G, const NestPlan &Plan);
/// Statement, right after Loop (in braces with it when Loop is not in a
/// sequence of statements). Several statements after one loop come in the
/// order of the calls.
void insertAfterLoop(GeneratorContext &G, const clang::ForStmt *Loop,
                     llvm::StringRef Statement);
/// alb_nest_settle after the loop around a nest that streams its halo
/// above (NestPlan::SettleAfter), which ends the run of executions before
/// any code after it may write the arrays.
void emitSettle(GeneratorContext &G, const NestPlan &Plan);
/// The file-scope declarations a nest needs before its function.
void emitFileScopeDecls(GeneratorContext &G, const NestPlan &Plan,
                        const clang::FunctionDecl *F);

} // namespace autolb

#endif // AUTOLB_CODEGEN_DISTRIBUTEDNEST_H
