// Found by scripts/fuzz.sh --long 200 --seed 5100 --generator loops as
// loops-5155 (wrong-output at np=2 with ALB_STEAL_RANKS=1: the hash of S
// differed; every other mode and rank count passed, and 9 re-runs of the
// same binary did not show it again: it depends on who steals what).
// Reduced by hand to the privatized nest; this reduction did not fail in
// 3 runs, so it documents the pattern rather than reproducing on demand.
//
// Sequentially prints "S 22935130" and then 24 25 26 27 28 (the values the
// last iteration i = 8 wrote). Reproduce: ALB_STEAL_RANKS=1 scripts/e2e.sh
// FILE 2 (repeatedly).
//
// Diagnosis: the rewritten nest sets alb_ranlast |= (khi == count) for each
// chunk a rank runs and, after alb_nest_end, copies that rank's private S
// out to all (alb_private_copy_out). That is right only if the chunk
// holding the last iteration is the last chunk its rank runs. With work
// stealing it need not be: a rank can finish its own block (which ends at
// the last iteration) and then steal and run an earlier chunk, which
// overwrites its copy of S with an earlier iteration's values, and that
// copy is the one given to all ranks. runtime/StealingSchedule.cpp: at
// np=2 rank 1's block ends at the last iteration, and a rank whose range is
// empty steals the back half of a partner's range: if rank 1 finishes
// first, it then runs some of rank 0's (earlier) iterations.
#include <stdio.h>
#define N 10
static int S[5];
static double G[N][5];
int main(void) {
  for (int i = 1; i < N - 1; i++) {
    for (int p = 0; p < 5; p++)
      S[p] = 3 * i + p;
    for (int q = 0; q < 5; q++)
      G[i][q] = 0.5 * G[i][q] + 0.25 * (0.001 * S[q]) + 0.125;
  }
  unsigned h = 0;
  for (int p = 0; p < 5; p++)
    h = h * 31u + (unsigned)S[p];
  printf("S %u\n", h);
  for (int p = 0; p < 5; p++)
    printf("%d\n", S[p]);
  return 0;
}
