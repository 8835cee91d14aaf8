//===- Terms.cpp - Reductions folded in the sequential order --------------===//
//
// Part of autolb. See Terms.h.
//
//===----------------------------------------------------------------------===//

#include "data/Terms.h"

#include "base/Fatal.h"

#include <climits>
#include <cstring>
#include <memory>
#include <type_traits>
#include <vector>

namespace autolb::runtime {

namespace {

/// The log of an alb_terms created with Type and Op.
alb_terms::Log newLog(alb_type Type, alb_op Op) {
  TermOperation Base =
      Op == ALB_OP_SUM ? TermOperation::Add : TermOperation::Multiply;
  if (Type == ALB_TYPE_FLOAT)
    return TermLog<float>(Base);
  return TermLog<double>(Base);
}

bool sameKind(const alb_terms &Terms, alb_type Type, alb_op Op) {
  bool Float = std::holds_alternative<TermLog<float>>(Terms.log);
  TermOperation Base =
      std::visit([](const auto &L) { return L.base(); }, Terms.log);
  return Float == (Type == ALB_TYPE_FLOAT) &&
         (Base == TermOperation::Add) == (Op == ALB_OP_SUM);
}

} // namespace

void TermsDeleter::operator()(alb_terms *T) const { delete T; }

void beginTerms(Context &C, alb_terms **Terms, alb_type Type, alb_op Op) {
  if (Type != ALB_TYPE_DOUBLE && Type != ALB_TYPE_FLOAT)
    fatal("alb_terms_begin: type " + std::to_string(Type) +
          " is not folded term by term (only ALB_TYPE_DOUBLE and "
          "ALB_TYPE_FLOAT)");
  if (Op != ALB_OP_SUM && Op != ALB_OP_PROD)
    fatal("alb_terms_begin: operator " + std::to_string(Op) +
          " is not folded term by term (only ALB_OP_SUM and ALB_OP_PROD)");
  if (!*Terms) {
    std::unique_ptr<alb_terms, TermsDeleter> Created(
        new alb_terms(newLog(Type, Op)));
    *Terms = Created.get();
    C.knownTermLists.insert(Created.get());
    C.termLists.push_back(std::move(Created));
  } else if (!C.knownTermLists.count(*Terms)) {
    fatal("alb_terms_begin: unknown terms handle");
  } else if (!sameKind(**Terms, Type, Op)) {
    fatal("alb_terms_begin: the terms handle was created for another type "
          "or operator");
  }
  alb_terms &T = **Terms;
  if (T.recording)
    fatal("alb_terms_begin: the terms are being recorded already (no "
          "alb_terms_fold since the last alb_terms_begin)");
  std::visit([](auto &L) { L.clear(); }, T.log);
  T.recording = true;
}

void foldTerms(Context &C, alb_terms &Terms, void *Value) {
  if (!Terms.recording)
    fatal("alb_terms_fold without alb_terms_begin");
  Terms.recording = false;
  std::vector<char> &Mine = Terms.mine;
  Mine.clear();
  std::visit([&](const auto &L) { L.serialize(Mine); }, Terms.log);
  if (Mine.size() > static_cast<std::size_t>(INT_MAX))
    fatal("alb_terms_fold: more than 2 GiB of terms on one rank in one "
          "execution of a nest (MPI counts are int)");
  int MySize = static_cast<int>(Mine.size());
  std::vector<int> Sizes(C.ranks), Offsets(C.ranks);
  checkMPI(MPI_Allgather(&MySize, 1, MPI_INT, Sizes.data(), 1, MPI_INT, C.comm),
           "MPI_Allgather");
  long long Total = 0;
  for (int R = 0; R < C.ranks; ++R) {
    if (Total > INT_MAX)
      break;
    Offsets[R] = static_cast<int>(Total);
    Total += Sizes[R];
  }
  if (Total > INT_MAX)
    fatal("alb_terms_fold: more than 2 GiB of terms in one execution of a "
          "nest (MPI counts are int)");
  std::vector<char> &All = Terms.gathered;
  All.resize(static_cast<std::size_t>(Total));
  checkMPI(MPI_Allgatherv(Mine.data(), MySize, MPI_BYTE, All.data(),
                          Sizes.data(), Offsets.data(), MPI_BYTE, C.comm),
           "MPI_Allgatherv");
  std::optional<std::string> Why = std::visit(
      [&](const auto &L) {
        using T = typename std::decay_t<decltype(L)>::ValueType;
        T Result;
        std::memcpy(&Result, Value, sizeof(T));
        std::optional<std::string> Error =
            foldSegments(Result, L.base(), All.data(), All.size());
        std::memcpy(Value, &Result, sizeof(T));
        return Error;
      },
      Terms.log);
  if (Why)
    fatal("alb_terms_fold: the gathered terms hold " + *Why);
  ++C.stats.termFolds;
  C.stats.termBytesGathered += Total;
}

} // namespace autolb::runtime
