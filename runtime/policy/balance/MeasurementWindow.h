//===- MeasurementWindow.h - Periods long enough for the noise --*- C++ -*-===//
//
// Part of autolb. The scheduling bound of the period (Period.h) spans
// quantumscale OS quanta, so that a loaded rank's CPU share is sampled over
// several time slices. A CPU quota is enforced over its own period (100 ms
// by default), much longer than a quantum: over a 30 ms report a quota'd
// rank either ran or was frozen, and its measured rate jumps by 100 % and
// more from one report to the next (SOR 2000^2 under a 50 % quota: noise
// band 169 %, moves whose realized benefit was -1.9 and -2.4, balanced 26 %
// slower than static). The filters measure that noise (RateFilter.h's
// band), so the window follows it: while a rank's band is above
// `noisyBand` the scheduling bound doubles (up to `maxScale`), and once
// every band is below `quietBand` it halves back towards 1. Dedicated ranks
// (bands 2-30 % here) keep the quantum's period.
//
//===----------------------------------------------------------------------===//

#ifndef AUTOLB_POLICY_MEASUREMENTWINDOW_H
#define AUTOLB_POLICY_MEASUREMENTWINDOW_H

#include <vector>

namespace autolb::policy {

struct MeasurementWindowSettings {
  /// A band above this (relative) lengthens the window.
  double noisyBand = 0.5;
  /// Every band below this shortens it.
  double quietBand = 0.2;
  /// Largest factor on the scheduling bound.
  double maxScale = 32.0;
};

class MeasurementWindow {
public:
  explicit MeasurementWindow(MeasurementWindowSettings settings = {})
      : Settings(settings) {}

  /// Updates the scale from the ranks' current noise bands (ranks without a
  /// measurement pass 0). Returns the new scale.
  double update(const std::vector<double> &bands);
  /// The factor on the scheduling bound (1 = the quantum's period).
  double scale() const { return Scale; }

private:
  MeasurementWindowSettings Settings;
  double Scale = 1.0;
};

} // namespace autolb::policy

#endif // AUTOLB_POLICY_MEASUREMENTWINDOW_H
