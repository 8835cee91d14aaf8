// Found by scripts/fuzz.sh (gen-loops.py seed 109), minimized by hand (a
// cvise run without MSan in its check drifted to an uninitialized read).
// A distributed nest writes the array through a pointer alias 'p = G'; the
// later replicated read of G is not synced, so the output rank prints its
// stale copy:
//   sequential, np=1:        1 10
//   np=2 ALB_BALANCE=0:      1 0
//   np=2 default:            0 0
// Reproduce: scripts/e2e.sh test/fuzz-found/write-through-pointer-alias.c 2
#include <stdio.h>
static int G[10];
int main(void) {
  int *p = G;
  for (int i = 0; i < 10; i++)
    p[i] = i + 1;
  printf("%d %d\n", G[0], G[9]);
  return 0;
}
