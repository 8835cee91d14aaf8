//===- Errors.cpp - result code descriptions
//-------------------------------===//

#include "autolb/errors.h"
#include "base/Export.h"
#include <iterator>

namespace {
// Indexed by code - ALB_ERR_LOWER_BOUND - 1, in the enum's order; the
// static_assert keeps it in step with the enum.
const char *const Descriptions[] = {
    "MPI_Init or MPI_Finalize failed",
    "alb_init called a second time",
    "autolb is not initialized (call alb_init first)",
    "success",
    "no iterations left",
};
static_assert(std::size(Descriptions) ==
                  ALB_RESULT_UPPER_BOUND - ALB_ERR_LOWER_BOUND - 1,
              "one description per result code");
} // namespace

ALB_EXPORT const char *alb_strerror(int Code) {
  if (Code <= ALB_ERR_LOWER_BOUND || Code >= ALB_RESULT_UPPER_BOUND)
    return "unknown result code";
  return Descriptions[Code - ALB_ERR_LOWER_BOUND - 1];
}
