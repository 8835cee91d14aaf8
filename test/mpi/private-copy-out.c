/* alb_private_copy_out without a nest: every rank fills its own copy of a
 * scratch array with values of its own; the rank passing last = 1 must
 * give its section to every rank, bit for bit (a struct element with a
 * NaN payload), and the elements outside the section keep each rank's own
 * values. When no rank passes 1, nothing changes; an empty section is
 * accepted. Each rank in turn is the one that ran the last iteration. */
#include "common.h"
#include <math.h>

enum { N = 300, LO = 17, HI = 250 };

struct cell {
  double x;
  int tag;
};

static struct cell scratch[N];

static struct cell value(int rank, long i) {
  struct cell c = {(double)rank * 1000.0 + (double)i * 0.5, rank * 7 + (int)i};
  if (i == 40)
    c.x = nan("7");
  return c;
}

static void fill(int rank) {
  for (long i = 0; i < N; ++i)
    scratch[i] = value(rank, i);
}

static int check(int me, int from, const char *what) {
  int failures = 0;
  for (long i = 0; i < N; ++i) {
    int owner = i >= LO && i <= HI ? from : me;
    struct cell want = value(owner, i);
    if (memcmp(&scratch[i].x, &want.x, sizeof want.x) != 0 ||
        scratch[i].tag != want.tag) {
      if (failures < 3)
        fprintf(stderr, "rank %d: %s: element %ld holds rank %d's value\n",
                me, what, i, scratch[i].tag - (int)i);
      ++failures;
    }
  }
  return failures;
}

int main(int argc, char **argv) {
  if (alb_init(&argc, &argv) != ALB_OK)
    return 1;
  int failures = 0;
  const int me = queried(alb_rank), ranks = queried(alb_nranks);
  for (int last = 0; last < ranks; ++last) {
    fill(me);
    if (alb_private_copy_out(&scratch[LO], HI - LO + 1, sizeof scratch[0],
                             me == last) != ALB_OK)
      ++failures;
    failures += check(me, last, "copy-out");
  }
  /* No iteration ran: every rank keeps its own copy. */
  fill(me);
  if (alb_private_copy_out(&scratch[LO], HI - LO + 1, sizeof scratch[0], 0) !=
      ALB_OK)
    ++failures;
  failures += check(me, me, "no last rank");
  if (alb_private_copy_out(NULL, 0, sizeof scratch[0], me == 0) != ALB_OK)
    ++failures;
  return finish("private-copy-out", failures);
}
