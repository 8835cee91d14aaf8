//===- RoutedCalls.cpp - the program's free, realloc and exit -------------===//
//
// Part of autolb. Generated code routes the program's calls to free,
// realloc and exit here (autolb.h), so that memory the program releases
// leaves the run-time's tables before the allocator can reuse it, however
// the program spells the release (directly, through its macros, in helper
// functions), and so that the run-time stops before the process exits.
//
//===----------------------------------------------------------------------===//

#include "Context.h"
#include "Export.h"
#include "Fatal.h"
#include "SliceExchange.h"
#include "autolb/autolb.h"

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

} // namespace

ALB_EXPORT void alb_free(void *Block) {
  forgetArraysInBlock("alb_free", Block, [](Context &, ArrayRecord &) {});
  std::free(Block);
}

ALB_EXPORT void *alb_realloc(void *Block, size_t Size) {
  forgetArraysInBlock(
      "alb_realloc", Block,
      [](Context &C, ArrayRecord &Record) { syncArray(C, Record); });
  return std::realloc(Block, Size);
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
