//===- EditSet.cpp - source edits collected, then applied once ------------===//

#include "CodeGen/EditSet.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include <algorithm>
#include <tuple>

using namespace clang;

namespace autolb {

unsigned EditSet::offset(SourceLocation Loc) const {
  return SM.getFileOffset(SM.getFileLoc(Loc));
}

void EditSet::insert(SourceLocation Loc, std::string Text, EditOrder Order) {
  unsigned At = offset(Loc);
  Edits.push_back(
      {At, At, std::move(Text), Order, static_cast<unsigned>(Edits.size())});
}

void EditSet::replace(SourceLocation Begin, SourceLocation End,
                      std::string Text) {
  Edits.push_back({offset(Begin), offset(End), std::move(Text), EditOrder::Open,
                   static_cast<unsigned>(Edits.size())});
}

bool EditSet::changes(SourceLocation Begin, SourceLocation End) const {
  unsigned From = offset(Begin), To = offset(End);
  return llvm::any_of(
      Edits, [&](const Edit &E) { return E.Begin <= To && E.End >= From; });
}

bool EditSet::isConsistent() const {
  for (const Edit &A : Edits) {
    if (A.Begin == A.End)
      continue;
    for (const Edit &B : Edits) {
      if (&A == &B)
        continue;
      bool Inside = B.Begin == B.End ? (B.Begin > A.Begin && B.Begin < A.End)
                                     : (B.Begin < A.End && A.Begin < B.End);
      if (Inside)
        return false;
    }
  }
  return true;
}

std::string EditSet::apply() const {
  std::vector<const Edit *> Sorted;
  for (const Edit &E : Edits)
    Sorted.push_back(&E);
  // Sequence, unique per edit, makes the order total: no stable sort needed.
  std::sort(Sorted.begin(), Sorted.end(), [](const Edit *A, const Edit *B) {
    return std::make_tuple(A->Begin, A->Order, A->Sequence) <
           std::make_tuple(B->Begin, B->Order, B->Sequence);
  });
  Rewriter R(SM, LangOpts);
  FileID Main = SM.getMainFileID();
  SourceLocation Start = SM.getLocForStartOfFile(Main);
  for (const Edit *E : Sorted) {
    SourceLocation Loc = Start.getLocWithOffset(E->Begin);
    if (E->Begin == E->End)
      R.InsertText(Loc, E->Text, /*InsertAfter=*/true,
                   /*indentNewLines=*/false);
    else
      R.ReplaceText(Loc, E->End - E->Begin, E->Text);
  }
  const RewriteBuffer *Buffer = R.getRewriteBufferFor(Main);
  if (!Buffer)
    return SM.getBufferData(Main).str();
  return std::string(Buffer->begin(), Buffer->end());
}

} // namespace autolb
