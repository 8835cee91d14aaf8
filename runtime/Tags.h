//===- Tags.h - Message tags of the run-time --------------------*- C++ -*-===//
//
// Part of autolb. All run-time messages travel on a duplicate of
// MPI_COMM_WORLD, so they can never match the user's messages; the tags
// only keep the run-time's own message classes apart.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_RUNTIME_TAGS_H
#define AUTOLB_RUNTIME_TAGS_H

namespace autolb::runtime {

enum MessageTag : int {
  TagStartup = 1,
  /// Slices fetched at alb_nest_begin and by alb_array_sync.
  TagFetch = 2,
  /// Pipeline boundary segments.
  TagPipe = 3,
  /// Array reductions: the combination so far, from rank r to rank r + 1.
  TagArrayReduction = 4,
  /// Elements a nest wrote outside its iterations' slices, to their holders.
  TagCrossWrites = 5,
  /// Status of nest N to the balancer: TagStatusBase + N (per nest, so
  /// that statuses of different nests never mix).
  TagStatusBase = 100,
};

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_TAGS_H
