//===- TermLog.cpp - Terms of a reduction, folded in sequential order -----===//
//
// Part of autolb. See TermLog.h.
//
//===----------------------------------------------------------------------===//

#include "data/TermLog.h"

#include <algorithm>
#include <cstring>

namespace autolb::runtime {

namespace {

template <typename V> void append(std::vector<char> &Out, const V &Value) {
  const char *Bytes = reinterpret_cast<const char *>(&Value);
  Out.insert(Out.end(), Bytes, Bytes + sizeof(V));
}

/// A parsed segment: its iterations and where its terms lie in the data.
struct SegmentView {
  std::int64_t First, Last, Count;
  const char *Values;
  const char *Operations; ///< null: every term uses the base operation
};

bool validOperation(std::uint8_t Op) {
  return Op <= static_cast<std::uint8_t>(TermOperation::Multiply);
}

template <typename T>
std::optional<std::string> parse(const char *Data, std::size_t Size,
                                 std::vector<SegmentView> &Segments) {
  std::size_t At = 0;
  while (At < Size) {
    if (Size - At < SegmentHeaderBytes)
      return std::string("a truncated segment header");
    SegmentView S;
    std::uint8_t HasOperations;
    std::memcpy(&S.First, Data + At, sizeof(std::int64_t));
    std::memcpy(&S.Last, Data + At + 8, sizeof(std::int64_t));
    std::memcpy(&S.Count, Data + At + 16, sizeof(std::int64_t));
    std::memcpy(&HasOperations, Data + At + 24, 1);
    At += SegmentHeaderBytes;
    if (S.Count <= 0 || S.First > S.Last || HasOperations > 1)
      return "a malformed segment header (iterations " +
             std::to_string(S.First) + " to " + std::to_string(S.Last) + ", " +
             std::to_string(S.Count) + " terms)";
    const std::size_t PerTerm = sizeof(T) + HasOperations;
    const auto Count = static_cast<std::uint64_t>(S.Count);
    if (Count > (Size - At) / PerTerm)
      return std::string("a truncated segment");
    S.Values = Data + At;
    At += Count * sizeof(T);
    S.Operations = HasOperations ? Data + At : nullptr;
    if (HasOperations) {
      for (std::uint64_t I = 0; I < Count; ++I)
        if (!validOperation(static_cast<std::uint8_t>(S.Operations[I])))
          return std::string("an unknown term operation");
      At += Count;
    }
    Segments.push_back(S);
  }
  return std::nullopt;
}

template <typename T> T apply(T Value, TermOperation Op, T Term) {
  switch (Op) {
  case TermOperation::Add:
    return Value + Term;
  case TermOperation::Subtract:
    return Value - Term;
  case TermOperation::Multiply:
    return Value * Term;
  }
  return Value;
}

} // namespace

template <typename T> void TermLog<T>::clear() {
  Segments.clear();
  Values.clear();
  Operations.clear();
}

template <typename T> void TermLog<T>::serialize(std::vector<char> &Out) const {
  for (std::size_t I = 0; I < Segments.size(); ++I) {
    const Segment &S = Segments[I];
    const std::size_t End =
        I + 1 < Segments.size() ? Segments[I + 1].Begin : Values.size();
    const auto Count = static_cast<std::int64_t>(End - S.Begin);
    append(Out, S.First);
    append(Out, S.Last);
    append(Out, Count);
    append(Out, static_cast<std::uint8_t>(!Operations.empty()));
    const char *Bytes = reinterpret_cast<const char *>(Values.data() + S.Begin);
    Out.insert(Out.end(), Bytes, Bytes + Count * sizeof(T));
    if (!Operations.empty()) {
      const char *Ops =
          reinterpret_cast<const char *>(Operations.data() + S.Begin);
      Out.insert(Out.end(), Ops, Ops + Count);
    }
  }
}

template <typename T>
std::optional<std::string> foldSegments(T &Value, TermOperation Base,
                                        const char *Data, std::size_t Size) {
  std::vector<SegmentView> Segments;
  if (std::optional<std::string> Why = parse<T>(Data, Size, Segments))
    return Why;
  std::sort(Segments.begin(), Segments.end(),
            [](const SegmentView &A, const SegmentView &B) {
              return A.First < B.First;
            });
  for (std::size_t I = 1; I < Segments.size(); ++I)
    if (Segments[I].First <= Segments[I - 1].Last)
      return "iterations " + std::to_string(Segments[I].First) + " to " +
             std::to_string(std::min(Segments[I].Last, Segments[I - 1].Last)) +
             " recorded twice";
  T Result = Value;
  for (const SegmentView &S : Segments)
    for (std::int64_t I = 0; I < S.Count; ++I) {
      T Term;
      std::memcpy(&Term, S.Values + I * sizeof(T), sizeof(T));
      TermOperation Op =
          S.Operations ? static_cast<TermOperation>(S.Operations[I]) : Base;
      Result = apply(Result, Op, Term);
    }
  Value = Result;
  return std::nullopt;
}

template class TermLog<float>;
template class TermLog<double>;
template std::optional<std::string>
foldSegments<float>(float &, TermOperation, const char *, std::size_t);
template std::optional<std::string>
foldSegments<double>(double &, TermOperation, const char *, std::size_t);

} // namespace autolb::runtime
