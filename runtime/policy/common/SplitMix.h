//===- SplitMix.h - The policy's one pseudo-random generator ----*- C++ -*-===//
//
// Part of autolb. splitmix64: tiny, fast, and unlike the standard
// distributions it gives the same sequence with every standard library, so
// that every rank (and the simulator) draws the same numbers from the same
// state: stress-mode moves and chunks, small-world overlays.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_SPLITMIX_H
#define AUTOLB_POLICY_SPLITMIX_H

#include <cstdint>

namespace autolb::policy {

/// The next number; the state advances in place.
inline std::uint64_t splitMix64(std::uint64_t &State) {
  std::uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
  return Z ^ (Z >> 31);
}

/// Uniform in [0, 1) from the top 53 bits of the next number.
inline double splitMixUnit(std::uint64_t &State) {
  return static_cast<double>(splitMix64(State) >> 11) * 0x1.0p-53;
}

} // namespace autolb::policy

#endif // AUTOLB_POLICY_SPLITMIX_H
