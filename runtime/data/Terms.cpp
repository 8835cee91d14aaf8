//===- Terms.cpp - Reductions folded in the sequential order --------------===//
//
// Part of autolb. See Terms.h.
//
//===----------------------------------------------------------------------===//

#include "data/Terms.h"

#include "base/Fatal.h"
#include "base/Tags.h"
#include "core/Nest.h"

#include <algorithm>
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

namespace {

/// Every rank's segment places, in iteration order.
std::vector<SegmentPlace> gatherPlaces(Context &C,
                                       const std::vector<SegmentPlace> &Mine,
                                       std::int64_t &BytesReceived) {
  constexpr int Fields = 3; // First, Last, Index
  std::vector<std::int64_t> Sent;
  Sent.reserve(Mine.size() * Fields);
  for (const SegmentPlace &P : Mine)
    Sent.insert(Sent.end(), {P.First, P.Last, P.Index});
  if (Sent.size() > static_cast<std::size_t>(INT_MAX))
    fatal("alb_terms_fold: too many runs of iterations on one rank in one "
          "execution of a nest (MPI counts are int)");
  int MyCount = static_cast<int>(Sent.size());
  std::vector<int> Counts(C.ranks), Offsets(C.ranks);
  checkMPI(
      MPI_Allgather(&MyCount, 1, MPI_INT, Counts.data(), 1, MPI_INT, C.comm),
      "MPI_Allgather");
  long long Total = 0;
  for (int R = 0; R < C.ranks; ++R) {
    Offsets[R] = static_cast<int>(std::min<long long>(Total, INT_MAX));
    Total += Counts[R];
  }
  if (Total > INT_MAX)
    fatal("alb_terms_fold: too many runs of iterations in one execution of a "
          "nest (MPI counts are int)");
  std::vector<std::int64_t> All(static_cast<std::size_t>(Total));
  checkMPI(MPI_Allgatherv(Sent.data(), MyCount, MPI_INT64_T, All.data(),
                          Counts.data(), Offsets.data(), MPI_INT64_T, C.comm),
           "MPI_Allgatherv");
  BytesReceived += (Total - MyCount) * sizeof(std::int64_t);
  std::vector<SegmentPlace> Places;
  Places.reserve(static_cast<std::size_t>(Total / Fields));
  for (int R = 0; R < C.ranks; ++R)
    for (int I = Offsets[R]; I < Offsets[R] + Counts[R]; I += Fields)
      Places.push_back({All[I], All[I + 1], All[I + 2], R});
  if (std::optional<std::string> Why = orderSegments(Places))
    fatal("alb_terms_fold: the ranks' terms hold " + *Why);
  return Places;
}

/// Folds Log's segments into Value where this rank owns them, in the order
/// of Places; the running value goes from the owner of each segment to the
/// owner of the next, and at the end from the last owner to every rank.
template <typename T>
T relayFold(Context &C, const TermLog<T> &Log,
            const std::vector<SegmentPlace> &Places, T Value,
            std::int64_t &BytesReceived) {
  int Holder = -1;
  for (const SegmentPlace &P : Places) {
    if (Holder >= 0 && P.Rank != Holder) {
      // Raw bytes: the value's bits as the fold left them (a NaN's payload
      // too).
      if (C.rank == Holder)
        checkMPI(
            MPI_Send(&Value, sizeof(T), MPI_BYTE, P.Rank, TagTermRelay, C.comm),
            "MPI_Send");
      else if (C.rank == P.Rank) {
        checkMPI(MPI_Recv(&Value, sizeof(T), MPI_BYTE, Holder, TagTermRelay,
                          C.comm, MPI_STATUS_IGNORE),
                 "MPI_Recv");
        BytesReceived += sizeof(T);
      }
    }
    if (C.rank == P.Rank)
      Value = Log.foldSegment(P.Index, Value);
    Holder = P.Rank;
  }
  if (Holder >= 0) {
    checkMPI(MPI_Bcast(&Value, sizeof(T), MPI_BYTE, Holder, C.comm),
             "MPI_Bcast");
    if (C.rank != Holder)
      BytesReceived += sizeof(T);
  }
  return Value;
}

} // namespace

void foldTerms(Context &C, alb_terms &Terms, void *Value) {
  if (!Terms.recording)
    fatal("alb_terms_fold without alb_terms_begin");
  Terms.recording = false;
  const double Start = MPI_Wtime();
  std::int64_t BytesReceived = 0;
  std::visit(
      [&](const auto &Log) {
        using T = typename std::decay_t<decltype(Log)>::ValueType;
        T Result;
        std::memcpy(&Result, Value, sizeof(T));
        // A replicated execution recorded every term on every rank: each
        // folds its own, in iteration order, without a message.
        if (C.replicatedResults) {
          std::vector<SegmentPlace> Places = Log.places(C.rank);
          if (std::optional<std::string> Why = orderSegments(Places))
            fatal("alb_terms_fold: the terms hold " + *Why);
          for (const SegmentPlace &P : Places)
            Result = Log.foldSegment(P.Index, Result);
        } else {
          Result = relayFold(C, Log,
                             gatherPlaces(C, Log.places(C.rank), BytesReceived),
                             Result, BytesReceived);
        }
        std::memcpy(Value, &Result, sizeof(T));
        C.stats.termsRecorded += static_cast<std::int64_t>(Log.terms());
      },
      Terms.log);
  ++C.stats.termFolds;
  C.stats.termBytesReceived += BytesReceived;
  C.stats.termFoldSeconds += MPI_Wtime() - Start;
  // As a scalar reduction's combining: the fold is the nest's cost, which
  // its replication threshold weighs (a sum of cheap terms folded in order
  // costs more than it saves).
  chargeToLastNest(C, Start);
}

} // namespace autolb::runtime
