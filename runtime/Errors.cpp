//===- Errors.cpp - result code descriptions
//-------------------------------===//

#include "autolb/errors.h"
#include "Export.h"
#include <iterator>

namespace {
// Indexed by -code; the static_assert keeps it in step with the enum.
const char *const Descriptions[] = {
    "success",
    "autolb is not initialized (call alb_init first)",
    "alb_init called a second time",
    "MPI_Init or MPI_Finalize failed",
};
static_assert(std::size(Descriptions) == -ALB_ERR_LOWER_BOUND,
              "one description per result code");
} // namespace

ALB_EXPORT const char *alb_strerror(int Code) {
  if (Code <= ALB_ERR_LOWER_BOUND || Code >= ALB_RESULT_UPPER_BOUND)
    return "unknown result code";
  return Descriptions[-Code];
}
