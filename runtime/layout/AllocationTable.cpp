//===- AllocationTable.cpp - the heap blocks the program allocated --------===//

#include "layout/AllocationTable.h"

namespace autolb::runtime {

void AllocationTable::allocated(std::uintptr_t Start, std::size_t Bytes) {
  if (Bytes == 0)
    return;
  auto It = Blocks.lower_bound(Start);
  if (It != Blocks.begin() &&
      std::prev(It)->first + std::prev(It)->second > Start)
    --It;
  while (It != Blocks.end() && It->first < Start + Bytes)
    It = Blocks.erase(It);
  Blocks.emplace(Start, Bytes);
}

void AllocationTable::released(std::uintptr_t Start) { Blocks.erase(Start); }

std::optional<Allocation>
AllocationTable::blockOf(std::uintptr_t Address) const {
  auto It = Blocks.upper_bound(Address);
  if (It == Blocks.begin())
    return std::nullopt;
  --It;
  if (Address - It->first >= It->second)
    return std::nullopt;
  return Allocation{It->first, It->second};
}

// Never destroyed: atexit handlers and destructor functions may still free.
AllocationTable &processAllocations() {
  static AllocationTable *Table = new AllocationTable;
  return *Table;
}

} // namespace autolb::runtime
