//===- NestWork.cpp - nests too small to distribute -----------------------===//

#include "Plan/NestWork.h"
#include "llvm/Support/FormatVariadic.h"

namespace autolb {

std::optional<std::string> tooLittleWork(const LoopInfo &D,
                                         double MinOperations) {
  if (!D.TripCount.IsConstant || !D.BodyOperations.IsConstant)
    return std::nullopt;
  double Operations = D.TripCount.Value * D.BodyOperations.Value;
  if (Operations >= MinOperations)
    return std::nullopt;
  return llvm::formatv("its work is known at compile time, {0:F0} iterations "
                       "of about {1:F0} operations ({2:F0} in all), less than "
                       "one exchange between ranks costs (about {3:F0} "
                       "operations)",
                       D.TripCount.Value, D.BodyOperations.Value, Operations,
                       MinOperations)
      .str();
}

} // namespace autolb
