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
  /// A reduction folded in the sequential order: its running value, from
  /// the rank that folded the last terms to the rank that folds the next.
  TagTermRelay = 6,
  /// Rank 0 ran its stretch of the trial of rank 0 alone (Api.cpp).
  TagAloneTrial = 7,
  /// Per-nest tags start here (statusTag, haloStreamTag), so that messages
  /// of different nests never mix.
  TagNestBase = 100,
};

/// Status of nest `nest` to the balancer.
inline int statusTag(int nest) { return TagNestBase + 2 * nest; }
/// The halo nest `nest` streams upstream (HaloStream.h).
inline int haloStreamTag(int nest) { return TagNestBase + 2 * nest + 1; }

} // namespace autolb::runtime

#endif // AUTOLB_RUNTIME_TAGS_H
