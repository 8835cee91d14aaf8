// Block-tied nests where no hook location keeps the hook under 1% and the
// outermost loop cannot be strip-mined exactly: the hook stays at the
// outermost candidate and the remark says why. Each case would change the
// iterations the loop runs, or the values of its variable, if its trip
// count were computed once before it.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s --check-prefix=CODE
// RUN: %mpicc -Werror -c %t.c -o %t.o
// CODE-NOT: alb_hook_block_size
#define N 6
static double A[N][N], B[N][N];
int steps;

void global_bound(void) {
  for (int t = 0; t < steps; t++)
    // CHECK: hooks-stripmine-refused.c:[[@LINE+1]]:5: remark: no hook location keeps the hook under 1% of the work between two executions, and strip-mining a loop to create one is not possible (the bound of 't' reads 'steps', which is not a local variable): load-balancing hook after loop 'i' (level 1, the nest's end): 10 operations per 36 (27.78%) [-Ralb-hooks]
    for (int i = 1; i < N - 1; i++)
      A[i][0] = B[i - 1][0] + B[i + 1][0];
}

void address_taken(void) {
  int t;
  int *p = &t;
  for (t = 0; t < 100; t++)
    // CHECK: hooks-stripmine-refused.c:[[@LINE+1]]:5: remark: {{.*}} not possible (the address of 't' is taken): load-balancing hook after loop 'i' (level 1, the nest's end)
    for (int i = 1; i < N - 1; i++)
      A[i][0] = B[i - 1][0] + B[i + 1][0];
  B[0][0] = *p;
}

void outermost(void) {
  // CHECK: hooks-stripmine-refused.c:[[@LINE+1]]:3: remark: {{.*}} not possible (no loop encloses loop 'i'): load-balancing hook after loop 'i' (level 1, the nest's end)
  for (int i = 1; i < N - 1; i++)
    A[i][0] = B[i - 1][0] + B[i + 1][0];
}

void unsigned_loop(void) {
  for (unsigned t = 0; t < 100; t++)
    // CHECK: hooks-stripmine-refused.c:[[@LINE+1]]:5: remark: {{.*}} not possible ('t' is not a signed integer of at most 64 bits): load-balancing hook after loop 'i' (level 1, the nest's end)
    for (int i = 1; i < N - 1; i++)
      A[i][0] = B[i - 1][0] + B[i + 1][0];
}

void skips(void) {
  for (int t = 0; t < 100; t++) {
    if (t % 7 == 3)
      continue;
    // CHECK: hooks-stripmine-refused.c:[[@LINE+1]]:5: remark: {{.*}} not possible (a 'continue' skips to the next iteration of loop 't'): load-balancing hook after loop 'i' (level 1, the nest's end)
    for (int i = 1; i < N - 1; i++)
      A[i][0] = B[i - 1][0] + B[i + 1][0];
  }
}

void siblings(void) {
  for (int t = 0; t < 100; t++) {
    // CHECK: hooks-stripmine-refused.c:[[@LINE+1]]:5: remark: {{.*}} not possible (loop 't' also encloses other nests): load-balancing hook after loop 'i' (level 1, the nest's end)
    for (int i = 1; i < N - 1; i++)
      A[i][0] = B[i - 1][0] + B[i + 1][0];
    // CHECK: hooks-stripmine-refused.c:[[@LINE+1]]:5: remark: {{.*}} not possible (loop 't' also encloses other nests): load-balancing hook after loop 'i' (level 1, the nest's end)
    for (int i = 1; i < N - 1; i++)
      B[i][1] = A[i - 1][1] + A[i + 1][1];
  }
}
