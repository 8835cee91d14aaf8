// A clustering loop calls a nearest-centre search once per point, with the
// point's row; the search calls a distance helper whose 8-iteration loop is
// parallel. The loop over points could run in parallel but for its calls:
// it is the parallelism to use, and distributing the distance loop would
// cost a run-time execution, with its messages, per call (1,000 times
// slower than sequential in an application). So the helpers' loops stay
// sequential, with a remark naming the caller loop and a note at the call.
// The same when the caller loop also has pointers that may alias. A time
// loop that calls a stencil with the same arrays every step, a loop
// that calls a helper and prints, and a loop that passes its variable only
// as a value keep their helpers' loops distributed.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>
#define POINTS 512
#define DIMS 8
#define CENTRES 4
#define N 256

static float *rows[POINTS];
static float centre[CENTRES][DIMS];
static int member[POINTS];
static double grid[N], next[N];
static double table[N];

// REMARK: helper-called-per-parallel-iteration.c:[[@LINE+5]]:3: remark: loop 'd' is not distributed: 'nearest' runs it and is called once per iteration of loop 'p' (line [[#CALLER:@LINE+32]]) with data chosen by 'p', which only its calls (or pointers that may alias) keep sequential: that loop is the work to distribute, a distributed execution per call would cost more in messages than it saves [-Ralb-missed=ParallelCallerLoop]
// REMARK: helper-called-per-parallel-iteration.c:[[#CALLER+1]]:17: note: called here
static float distance(const float *restrict a, const float *restrict b) {
  float sum = 0.0f;
  int d;
  for (d = 0; d < DIMS; d++)
    sum += (a[d] - b[d]) * (a[d] - b[d]);
  return sum;
}

static int nearest(const float *point) {
  int best = 0, c;
  float least = 3.0e38f;
  for (c = 0; c < CENTRES; c++) {
    float d = distance(point, centre[c]);
    if (d < least) {
      least = d;
      best = c;
    }
  }
  return best;
}

// REMARK: helper-called-per-parallel-iteration.c:[[@LINE+3]]:3: remark: loop 'i' is DOALL; distributed
static void relax(void) {
  int i;
  for (i = 1; i < N - 1; i++)
    next[i] = 0.5 * (grid[i - 1] + grid[i + 1]);
}

void cluster(void) {
  int p;
  for (p = 0; p < POINTS; p++)
    member[p] = nearest(rows[p]);
}

// REMARK: helper-called-per-parallel-iteration.c:[[@LINE+3]]:3: remark: loop 'i' is DOALL; distributed
static void fill(double v) {
  int i;
  for (i = 0; i < N; i++)
    table[i] = v * i;
}

void steps(int count) {
  int t;
  for (t = 0; t < count; t++)
    relax();
  for (t = 0; t < count; t++) {
    fill(t * 0.5);
    printf("%g\n", table[t % N]);
  }
}

// The caller's pointers may alias: a run-time check settles that, and the
// caller's loop is distributed, so the helper's loop is not.
// REMARK: helper-called-per-parallel-iteration.c:[[@LINE+4]]:3: remark: loop 'd' is not distributed: 'norm2' runs it and is called in distributed loop 'p' (line [[#@LINE+11]]), whose iterations each run on one rank [-Ralb-missed=ParallelCallerLoop]
static float norm2(const float *restrict a) {
  float sum = 0.0f;
  int d;
  for (d = 0; d < DIMS; d++)
    sum += a[d] * a[d];
  return sum;
}

void norms(float *out, float *points, int n) {
  int p;
  for (p = 0; p < n; p++)
    out[p] = norm2(&points[p * DIMS]);
}
