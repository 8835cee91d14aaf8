//===- VariantTrial.cpp - Which compiled variant of a chunk loop runs -----===//
//
// Part of autolb. See VariantTrial.h.
//
//===----------------------------------------------------------------------===//

#include "policy/schedules/VariantTrial.h"
#include "policy/common/Measured.h"

namespace autolb::policy {

int VariantTrial::variant() const {
  if (decided())
    return Chosen;
  // 0: untimed; then plain, as written, plain, as written.
  return Seen % 2 == 1 ? Plain : AsWritten;
}

void VariantTrial::record(int Variant, double SecondsPerIteration) {
  if (decided() || (Variant != AsWritten && Variant != Plain) ||
      !isUsable(SecondsPerIteration))
    return;
  if (Seen++ == 0)
    return;
  Sum[Variant] += SecondsPerIteration;
  ++Count[Variant];
  const double PlainMean = meanSeconds(Plain);
  const double AsWrittenMean = meanSeconds(AsWritten);
  const bool Clear = Count[Plain] == 1 && Count[AsWritten] == 1 &&
                     (PlainMean > ClearRatio * AsWrittenMean ||
                      AsWrittenMean > ClearRatio * PlainMean);
  if (!Clear && Seen <= 2 * Samples)
    return;
  Decided = true;
  Chosen = PlainMean < AsWrittenMean ? Plain : AsWritten;
}

double VariantTrial::meanSeconds(int Variant) const {
  return Count[Variant] > 0 ? Sum[Variant] / Count[Variant] : 0.0;
}

const char *variantName(int Variant) {
  return Variant == VariantTrial::Plain ? "plain" : "as written";
}

} // namespace autolb::policy
