// Loops that call helpers reading arrays through their parameters and
// globals: a binary search into a cumulative distribution per particle,
// and a nearest-centre search per point through a distance helper (which
// reads a global gain). Both loops are distributed; each rank's calls read
// whole copies of the arrays. A helper that reads a global array another
// distributed nest leaves sliced is distributed too: the nest makes the
// array whole first, and the helper syncs nothing itself (a sync inside
// would run in distributed iterations). Called again from replicated code
// after distributed nests slice what they read, through a parameter or a
// global, the caller makes it whole first. Integer results, bitwise equal
// at 1-4 ranks in every mode.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
#include <stdio.h>
#define N 3000
#define K 6
#define D 3
double cdf[N], u[N], centre[K][D], point[N][D], weight[N];
int pick[N], member[N], rank_of[N];
double gain = 2.0;

int find_index(const double *c, int n, double value) {
  int lo = 0, hi = n - 1;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (c[mid] >= value)
      hi = mid;
    else
      lo = mid + 1;
  }
  return lo;
}

double dist2(const double *a, const double *b, int d) {
  double s = 0.0;
  int k;
  for (k = 0; k < d; k++)
    s += (a[k] - b[k]) * (a[k] - b[k]);
  return s * gain;
}

int nearest(const double *p) {
  int c, best = 0;
  double least = 1e300;
  for (c = 0; c < K; c++) {
    double d = dist2(p, centre[c], D);
    if (d < least) {
      least = d;
      best = c;
    }
  }
  return best;
}

int heavier(int i) { return weight[i] > weight[N - 1 - i]; }

int main(void) {
  int i, j;
  unsigned seed = 7;
  double acc = 0.0;
  long s = 0, t = 0, w = 0;
  for (i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    acc += (seed >> 16) % 100 + 1;
    cdf[i] = acc;
  }
  for (i = 0; i < N; i++)
    for (j = 0; j < D; j++) {
      seed = seed * 1103515245u + 12345u;
      point[i][j] = (seed >> 16) % 1000;
    }
  for (i = 0; i < K; i++)
    for (j = 0; j < D; j++) {
      seed = seed * 1103515245u + 12345u;
      centre[i][j] = (seed >> 16) % 1000;
    }
  for (i = 0; i < N; i++)
    u[i] = cdf[N - 1] * ((i * 37) % N) / N;
  // CHECK: read-only-helpers-in-distributed-loop.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < N; i++)
    pick[i] = find_index(cdf, N, u[i]);
  // CHECK: read-only-helpers-in-distributed-loop.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < N; i++)
    member[i] = nearest(point[i]);
  for (i = 0; i < N; i++)
    weight[i] = (double)((i * 7919) % 1013);
  // CHECK: read-only-helpers-in-distributed-loop.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < N; i++)
    rank_of[i] = heavier(i);
  // CHECK: read-only-helpers-in-distributed-loop.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < N; i++) {
    weight[i] = weight[i] * 3 + i % 11;
    cdf[i] = cdf[i] + i % 5;
  }
  // CHECK: read-only-helpers-in-distributed-loop.c:[[@LINE+1]]:{{[0-9]+}}: remark: all of 'weight' made whole before replicated code that reads it: not only by element
  w += heavier(7) + heavier(N / 2);
  // CHECK: read-only-helpers-in-distributed-loop.c:[[@LINE+1]]:{{[0-9]+}}: remark: all of 'cdf' made whole before replicated code that reads it
  s += find_index(cdf, N, u[N / 3]);
  for (i = 0; i < N; i++) {
    s += pick[i] * (i % 7);
    t += member[i] * (i % 5);
    w += rank_of[i] * (i % 3);
  }
  printf("%ld %ld %ld\n", s, t, w);
  return 0;
}
