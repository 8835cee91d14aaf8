//===- TermLog.h - Terms of a reduction, folded in sequential order -------===//
//
// Part of autolb. A floating-point sum or product folded in the sequential
// program's order (alb_terms_*): while a nest runs, each rank records, for
// every iteration it executes, the terms the sequential program would add,
// subtract or multiply into the variable, in execution order. At the nest's
// end every rank receives every rank's records and folds
// value = ((value op t0) op t1) ... in iteration order: the sequential left
// fold, hence the sequential program's bits, whatever rank ran which
// iteration.
//
// A *segment* is a run of terms from consecutive iterations [first, last]
// that one rank executed with no other rank's iteration in between; it
// continues while the next term's iteration is the current one or the one
// after it. Segments of different ranks cover disjoint iteration ranges, so
// sorting them by their first iteration gives the sequential order. The
// ranks exchange only where their segments lie (SegmentPlace), and the
// running value travels from the owner of each segment to the owner of the
// next, which folds its own terms into it: no rank receives another's terms.
//
// MPI-free; the collective part is in Terms.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_TERMLOG_H
#define AUTOLB_RUNTIME_TERMLOG_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace autolb::runtime {

/// How a term enters the fold: value = value + t, value - t or value * t.
/// Subtraction is kept as such rather than as the sum of -t: both give the
/// same number, but not the same NaN when t is a NaN.
enum class TermOperation : std::uint8_t { Add = 0, Subtract = 1, Multiply = 2 };

/// Where a segment lies: its iterations, the rank that recorded it and its
/// position in that rank's log.
struct SegmentPlace {
  std::int64_t First = 0, Last = 0;
  std::int64_t Index = 0;
  int Rank = 0;
};

/// The bytes of a block of terms: one huge page of x86-64 Linux.
constexpr std::size_t TermBlockBytes = std::size_t(2) << 20;

/// A block of TermBlockBytes, aligned to them and advised to the kernel as
/// huge pages where it takes the advice (madvise MADV_HUGEPAGE): one page
/// fault per block instead of 512. Throws std::bad_alloc when memory runs
/// out (the entry points report it).
void *allocateTermBlock();

struct TermBlockDeleter {
  void operator()(void *Block) const;
};

/// Sorts the places of every rank's segments into iteration order, the
/// order of the fold. Returns why they cannot be folded (two ranks recorded
/// the same iteration).
std::optional<std::string> orderSegments(std::vector<SegmentPlace> &Places);

/// One rank's terms of one reduction during one execution of a nest.
template <typename T> class TermLog {
public:
  using ValueType = T;

  /// Base is Add for sums (which may also subtract) and Multiply for
  /// products.
  explicit TermLog(TermOperation Base) : Base(Base) {}

  TermOperation base() const { return Base; }

  /// Forgets every term (a new execution starts); keeps the memory.
  void clear();

  /// Appends a term of iteration Iteration, which the sequential program
  /// would combine with Op after every earlier term of that iteration.
  /// Inline: it runs once per term.
  void record(std::int64_t Iteration, TermOperation Op, T Value) {
    if (Segments.empty() || Iteration < Segments.back().Last ||
        Iteration > Segments.back().Last + 1)
      Segments.push_back({Iteration, Iteration, Values.size()});
    else
      Segments.back().Last = Iteration;
    if (!Operations.empty() || Op != Base) {
      // From the first term that needs one, every term keeps its operation.
      Operations.resize(Values.size(), Base);
      Operations.push_back(Op);
    }
    Values.push_back(Value);
  }

  /// Appends a term of the base operation when that needs no new segment,
  /// no operation kept per term and no growth of the storage; false, doing
  /// nothing, otherwise. The per-term entry points' fast path: a term costs
  /// a comparison and a store, as the sequential program's update costs an
  /// add.
  bool appendInPlace(std::int64_t Iteration, T Value) {
    if (Segments.empty() || !Operations.empty() || !Values.hasRoom())
      return false;
    Segment &Last = Segments.back();
    if (Iteration != Last.Last && Iteration != Last.Last + 1)
      return false;
    Last.Last = Iteration;
    Values.push_back(Value);
    return true;
  }

  std::size_t terms() const { return Values.size(); }
  std::size_t segments() const { return Segments.size(); }

  /// The places of this log's segments, recorded by rank Rank.
  std::vector<SegmentPlace> places(int Rank) const;

  /// Value with the terms of segment Index folded into it in recording
  /// order, each with its operation.
  T foldSegment(std::int64_t Index, T Value) const;

private:
  struct Segment {
    std::int64_t First, Last;
    std::size_t Begin; ///< index of its first term in Values
  };

  /// The terms, in blocks allocated as they fill and kept across
  /// executions: appending never copies the terms stored, and memory is
  /// touched once, as terms arrive, in huge pages where the system gives
  /// them (allocateTermBlock). A doubling vector of small pages copied and
  /// touched twice the bytes: on a virtual machine, where a first touch of
  /// a small page cost 12 us, the first execution of a checksum over 6.7
  /// million terms took 230 ms against 8 ms sequentially.
  class Blocks {
  public:
    static constexpr std::size_t BlockTerms = TermBlockBytes / sizeof(T);

    std::size_t size() const { return Size; }
    bool hasRoom() const { return Size < Stored.size() * BlockTerms; }
    void clear() { Size = 0; }
    void push_back(T Value) {
      if (!hasRoom())
        Stored.emplace_back(static_cast<T *>(allocateTermBlock()));
      Stored[Size / BlockTerms][Size % BlockTerms] = Value;
      ++Size;
    }
    T operator[](std::size_t Index) const {
      return Stored[Index / BlockTerms][Index % BlockTerms];
    }

  private:
    std::vector<std::unique_ptr<T[], TermBlockDeleter>> Stored;
    std::size_t Size = 0;
  };

  TermOperation Base;
  std::vector<Segment> Segments;
  Blocks Values;
  /// One per term once a term used another operation than Base; empty
  /// before (the common case costs no byte per term).
  std::vector<TermOperation> Operations;
};

extern template class TermLog<float>;
extern template class TermLog<double>;

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_TERMLOG_H
