/* Misuse must end the job with "autolb: rank R: error: <cause>" instead of
 * hanging; the mode comes from argv[1]. ctest checks the message. */
#include "common.h"
#include <stdio.h>
#include <string.h>

static double x[8];

/* Begins desc's nest as a pipeline over `array` alone. */
static void begin_as_pipeline(alb_nest **nest, alb_nest_desc desc,
                              alb_array *array) {
  desc.kind = ALB_NEST_PIPELINE;
  desc.arrays = array;
  alb_nest_begin(nest, &desc, 0, 1, 8);
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  const char *mode = argc > 1 ? argv[1] : "";
  alb_array arr = array_rows("x", x, sizeof(double), 8, 1);
  arr.written = 1;
  alb_nest_desc desc = {__FILE__, __LINE__, "i", ALB_NEST_DOALL, 0, 0, 0, 0,
                        1,        1.0,      1,   &arr,           0, 0, 0, NULL};
  static alb_nest *nest;
  if (!strcmp(mode, "null-desc"))
    alb_nest_begin(&nest, NULL, 0, 1, 8);
  if (!strcmp(mode, "negative-count"))
    alb_nest_begin(&nest, &desc, 0, 1, -3);
  if (!strcmp(mode, "unknown-nest")) {
    alb_nest *bogus = (alb_nest *)x;
    long lo, hi;
    alb_nest_next(bogus, &lo, &hi);
  }
  if (!strcmp(mode, "pipe-on-doall")) {
    alb_nest_begin(&nest, &desc, 0, 1, 8);
    alb_pipe_recv(nest, 0, 1);
  }
  if (!strcmp(mode, "shared-in-pipeline")) {
    alb_array shared = arr;
    shared.shared_first = 2;
    shared.shared_end = 3;
    begin_as_pipeline(&nest, desc, &shared);
  }
  if (!strcmp(mode, "cross-in-pipeline")) {
    alb_array cross = arr;
    cross.cross_first_coef = 1;
    cross.cross_end = 8;
    begin_as_pipeline(&nest, desc, &cross);
  }
  if (!strcmp(mode, "settle-inside-execution")) {
    alb_nest_begin(&nest, &desc, 0, 1, 8);
    alb_nest_settle(nest);
  }
  /* Reaching this point is the failure the test detects. */
  printf("no error raised\n");
  alb_finalize();
  return 0;
}
