//===- SliceExchange.h - Moving slices between ranks ------------*- C++ -*-===//
//
// Part of autolb. The one data-movement mechanism of the run-time: given
// the slices every rank needs and the holder maps, each rank sends the
// slices it holds that others need and receives those it needs from their
// holders. Every rank computes the same plan from global knowledge, so
// there is no negotiation: one message per (sender, receiver) pair carries
// all arrays' slices, packed in array order then slice order, and both
// sides know its length. This serves halo exchange, the old-value halo of
// pipelines, the data movement that follows moved work, and making arrays
// whole (every rank needs every slice).
//
// Packing follows the description: element e of slice s is at
// base + s*slice_stride + e*elem_stride, elem_size bytes; contiguous slices
// and runs of contiguous slices are copied with one memcpy. A message that
// is one run of contiguous slices of one array (a sync of a row-distributed
// array, a one-array halo) is not packed: MPI reads and writes the array in
// place.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_SLICEEXCHANGE_H
#define AUTOLB_RUNTIME_SLICEEXCHANGE_H

#include "core/Context.h"
#include "layout/HolderMap.h"

#include <cstdint>
#include <vector>

namespace autolb::runtime {

/// One array's part of an exchange.
struct ArrayFetch {
  ArrayRecord *array = nullptr;
  FetchPlan plan;
};

/// What an exchange moved on this rank.
struct ExchangeResult {
  std::int64_t bytesSent = 0;
  std::int64_t bytesReceived = 0;
  std::int64_t messages = 0;
  double seconds = 0.0;
};

/// Executes the plans (collective in the sense that every rank must call
/// it with plans computed from the same global state). Returns once this
/// rank's receives are in; with carrySends, without waiting for its sends
/// to be received (Context::carriedSends; a pipeline that runs ahead of its
/// downstream rank, HaloStream.h). Sends carried by an earlier exchange are
/// completed first.
ExchangeResult exchangeSlices(Context &context,
                              const std::vector<ArrayFetch> &fetches,
                              bool carrySends = false);

/// Waits for the sends of exchanges that carried them (alb_finalize).
void completeCarriedSends(Context &context);

/// Makes one array whole on every rank (no-op when it is). Collective.
ExchangeResult syncArray(Context &context, ArrayRecord &array);

/// Makes every tracked array whole on every rank (alb_sync_all); no halo is
/// streamed across it. Collective.
void syncEveryArray(Context &context);

/// Makes slices [slices.begin, slices.end) of one array, clipped to its
/// extent, whole on every rank (no-op when they are). Collective: every rank
/// passes the same range.
ExchangeResult syncSlices(Context &context, ArrayRecord &array,
                          SliceRange slices);

/// Copies elements [elements.begin, elements.end) of slice s to out and
/// advances out.
void packElements(const ArrayRecord &array, std::int64_t s, SliceRange elements,
                  char *&out);
/// The reverse of packElements.
void unpackElements(const ArrayRecord &array, std::int64_t s,
                    SliceRange elements, const char *&in);

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_SLICEEXCHANGE_H
