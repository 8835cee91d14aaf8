// Found by scripts/fuzz.sh (csmith-arrays-1167: func_34's loop over the
// globals g_180, g_178, g_77), minimized by hand. Known bug (a), with global
// induction variables of narrow types: the inner loops' variables keep
// their values from before the nest.
//   sequential, np=1, np=2 ALB_BALANCE=0:  3 16 5
//   np=2 default and ALB_STRESS=1:          3 1 2
// Fixed; kept as a differential test at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c
// RUN: %cc %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#include <stdint.h>
static uint8_t g_180 = 0x7A;
static int8_t g_178 = 1;
static int32_t g_77 = 2;
static uint32_t g_164[3][16][5];
int main(void) {
  for (g_180 = 0; g_180 < 3; g_180 += 1)
    for (g_178 = 0; g_178 < 16; g_178 += 1)
      for (g_77 = 0; g_77 < 5; g_77 += 1)
        g_164[g_180][g_178][g_77] = 7;
  printf("%d %d %d\n", g_180, g_178, g_77);
  return 0;
}
