//===- AllocationTable.h - the heap blocks the program allocated ----------===//
//
// Part of autolb. Generated code routes the program's malloc, calloc and
// realloc through the run-time (autolb.h), which records each block here,
// and its free and realloc, which remove it. A run-time alias check of two
// pointers whose accesses the tool cannot bound then compares the blocks
// they point into: C allows a pointer to reach only the object it points
// into, so two different blocks cannot share an element. A pointer into no
// recorded block (the stack, a library's allocation) has no known block,
// and the check must assume an overlap. Blocks under MinRecordedBytes are
// not recorded: a program allocating rows one by one would otherwise get a
// table node between every two rows (measured: back-propagation over
// 262,144 rows of 8 floats ran 1.5x slower), and arrays that small are not
// worth distributing.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_ALLOCATIONTABLE_H
#define AUTOLB_RUNTIME_ALLOCATIONTABLE_H

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>

namespace autolb::runtime {

constexpr std::size_t MinRecordedBytes = 4096;

struct Allocation {
  std::uintptr_t Start = 0;
  std::size_t Bytes = 0;
};

class AllocationTable {
public:
  /// Records the block [Start, Start + Bytes). Records it overlaps are
  /// dropped: their memory was released without the run-time seeing it
  /// (by code the tool did not rewrite) and is now reused.
  void allocated(std::uintptr_t Start, std::size_t Bytes);
  /// Forgets the block that starts at Start, if recorded.
  void released(std::uintptr_t Start);
  /// The recorded block holding the byte at Address.
  std::optional<Allocation> blockOf(std::uintptr_t Address) const;
  std::size_t size() const { return Blocks.size(); }

private:
  /// Start -> bytes; the blocks do not overlap.
  std::map<std::uintptr_t, std::size_t> Blocks;
};

/// The table of this process.
AllocationTable &processAllocations();

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_ALLOCATIONTABLE_H
