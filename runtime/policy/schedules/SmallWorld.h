//===- SmallWorld.h - Whom a rank may steal from ----------------*- C++ -*-===//
//
// Part of autolb. Decentralized work stealing ([TITUS] §4) constrains a thief's
// victims to a Kleinberg small-world overlay on the one-dimensional lattice
// of rank numbers: every rank links to its two ring neighbours and to a few
// shortcuts, each drawn with probability proportional to 1 / D, D the ring
// distance (the lattice's dimension is 1, the exponent that makes greedy
// routes shortest). The graph has O(log P) diameter with O(log P) links per
// rank, so work spreads to every rank in few thefts while each rank talks
// to few partners. Deterministic in (seed, rank): every rank, and the
// simulator, computes the same overlay without communicating.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_SMALLWORLD_H
#define AUTOLB_POLICY_SMALLWORLD_H

#include <cstdint>
#include <vector>

namespace autolb::policy {

/// Distance between ranks A and B on a ring of `Ranks`.
int ringDistance(int A, int B, int Ranks);

/// Shortcuts per rank by default: ceil(log2 Ranks), so that partners stay
/// O(log P).
int defaultShortcuts(int Ranks);

/// The ranks `Rank` may steal from, in the order a thief tries them: its
/// ring neighbours (right, then left), then `Shortcuts` distinct others
/// drawn with probability proportional to 1 / ringDistance (fewer when the
/// ring has fewer ranks). Never `Rank` itself; empty for one rank.
std::vector<int> smallWorldPartners(int Rank, int Ranks, int Shortcuts,
                                    std::uint64_t Seed);

} // namespace autolb::policy

#endif // AUTOLB_POLICY_SMALLWORLD_H
