//===- Network.h - Message costs of the simulated machine -------*- C++ -*-===//
//
// Part of autolb's simulator. A message of B bytes between ranks a and b
// costs its sender t_fixed + t_incr B (the run-time's start-up model, as
// policy/balance/Profitability.h uses it) and arrives latency x hops later.
// Hops follow a binary fat tree over rank numbers: up to the common ancestor
// and down again, 2 x bitlength(a xor b), so ring neighbours are close and
// rank 0 is log2 P levels from most ranks.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_SIM_NETWORK_H
#define AUTOLB_SIM_NETWORK_H

#include <cstdint>

namespace autolb::sim {

struct Network {
  /// t_fixed [s per message].
  double fixedSeconds = 50e-6;
  /// t_incr [s per byte].
  double perByteSeconds = 1e-9;
  /// Latency of one hop [s].
  double hopSeconds = 1e-6;

  static int hops(int A, int B) {
    int Bits = 0;
    for (unsigned X = static_cast<unsigned>(A ^ B); X != 0; X >>= 1)
      ++Bits;
    return 2 * Bits;
  }
  /// Sender's time for one message of `bytes`.
  double sendSeconds(double Bytes) const {
    return fixedSeconds + perByteSeconds * Bytes;
  }
  /// From the start of sending to arrival.
  double deliverySeconds(int From, int To, double Bytes) const {
    return sendSeconds(Bytes) + hopSeconds * hops(From, To);
  }
};

} // namespace autolb::sim

#endif // AUTOLB_SIM_NETWORK_H
