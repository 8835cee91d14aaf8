//===- MeasurementWindow.cpp - Periods long enough for the noise ----------===//

#include "policy/balance/MeasurementWindow.h"

#include <algorithm>
#include <cmath>

namespace autolb::policy {

double MeasurementWindow::update(const std::vector<double> &Bands) {
  double Noisiest = 0.0;
  for (double Band : Bands)
    if (std::isfinite(Band))
      Noisiest = std::max(Noisiest, Band);
  if (Noisiest > Settings.noisyBand)
    Scale = std::min(Scale * 2.0, std::max(Settings.maxScale, 1.0));
  else if (Noisiest < Settings.quietBand)
    Scale = std::max(Scale / 2.0, 1.0);
  return Scale;
}

} // namespace autolb::policy
