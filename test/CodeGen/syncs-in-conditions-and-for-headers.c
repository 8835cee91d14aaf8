// After distributed code, an 'if' or 'switch' condition and a 'for'
// initialization or increment that read distributed arrays get their syncs
// inside the expression, evaluated right where the read is: `(sync, E)`.
// (Every rank must take the same branch and run the same iterations.)
// RUN: %autolb %s -o %t.c 2>/dev/null
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#define N 64
static long A[N];

static void fill(long base) {
  for (int i = 0; i < N; i++)
    A[i] = base + i % 7;
}

long run(void) {
  long total = 0;
  fill(1);
  // CHECK: if ((alb_array_sync_slices(A, 3, 4) /* autolb: the condition reads distributed data */, A[3] > 2))
  if (A[3] > 2)
    fill(2);
  // CHECK: switch ((alb_array_sync_slices(A, 5, 6) /* autolb: the condition reads distributed data */, A[5] % 3))
  switch (A[5] % 3) {
  case 0:
    fill(3);
    break;
  default:
    total += 1;
  }
  // CHECK: for (long k = (alb_array_sync_slices(A, 1, 2) /* autolb: the loop initialization reads distributed data */, A[1]); k < 40; (alb_array_sync_slices(A, 2, 3) /* autolb: the loop increment reads distributed data */, k += A[2]))
  for (long k = A[1]; k < 40; k += A[2])
    fill(k);
  return total;
}
