//===- RoutedCalls.cpp - the program's free, realloc and exit -------------===//
//
// Part of autolb. Generated code routes the program's calls to malloc,
// calloc, free, realloc and exit here (autolb.h), so that memory the
// program releases leaves the run-time's tables before the allocator can
// reuse it, however the program spells the release (directly, through its
// macros, in helper functions), so that the blocks it allocates are known
// to alias checks (AllocationTable.h), and so that the run-time stops
// before the process exits.
//
//===----------------------------------------------------------------------===//

#include "autolb/autolb.h"
#include "base/Export.h"
#include "base/Fatal.h"
#include "core/Context.h"
#include "data/SliceExchange.h"
#include "layout/AllocationTable.h"

#include <cstdlib>
#include <exception>
#include <malloc.h>
#include <new>
#include <string>

using namespace autolb::runtime;

namespace {

// The arrays the run-time tracks in the heap block at Block, forgotten
// after Before(record) ran for each.
template <typename Function>
void forgetArraysInBlock(const char *Entry, void *Block, Function Before) {
  Context *C = currentContext();
  if (!Block || !C)
    return;
  try {
    std::vector<ArrayRecord *> Records =
        C->arraysIn(Block, malloc_usable_size(Block));
    if (Records.empty())
      return;
    ++C->dataEpoch; // HaloStream.h: no stream across a released array
    for (ArrayRecord *Record : Records) {
      Before(*C, *Record);
      C->forgetArray(Record->base);
    }
  } catch (const std::bad_alloc &) {
    fatal(std::string(Entry) + ": out of memory");
  } catch (const std::exception &E) {
    fatal(std::string(Entry) + ": " + E.what());
  }
}

// Records a block the program allocated, and returns it.
void *recorded(void *Block, std::size_t Bytes) {
  if (Block && Bytes >= MinRecordedBytes)
    processAllocations().allocated(reinterpret_cast<std::uintptr_t>(Block),
                                   Bytes);
  return Block;
}

} // namespace

ALB_EXPORT void *alb_malloc(size_t Size) {
  return recorded(std::malloc(Size), Size);
}

ALB_EXPORT void *alb_calloc(size_t Count, size_t Size) {
  void *Block = std::calloc(Count, Size);
  // calloc succeeded, so Count * Size did not overflow.
  return recorded(Block, Count * Size);
}

ALB_EXPORT void alb_free(void *Block) {
  forgetArraysInBlock("alb_free", Block, [](Context &, ArrayRecord &) {});
  processAllocations().released(reinterpret_cast<std::uintptr_t>(Block));
  std::free(Block);
}

ALB_EXPORT void *alb_realloc(void *Block, size_t Size) {
  forgetArraysInBlock(
      "alb_realloc", Block,
      [](Context &C, ArrayRecord &Record) { syncArray(C, Record); });
  void *Moved = std::realloc(Block, Size);
  if (Moved || Size == 0)
    processAllocations().released(reinterpret_cast<std::uintptr_t>(Block));
  return recorded(Moved, Size);
}

ALB_EXPORT void alb_exit(int Status) {
  if (currentContext())
    alb_finalize();
  std::exit(Status);
}

ALB_EXPORT void alb_exit_syncing(int Status) {
  if (currentContext()) {
    alb_sync_all();
    alb_finalize();
  }
  std::exit(Status);
}
