// Helpers that read arrays through their pointer parameters, or read
// globals, and write only their own variables: a call is the reads of the
// arrays its arguments pass (a whole array, the row `point[i]`, `&a[k]`,
// `a + k`: elements past what the argument names are unknown) and of the
// globals the helper reads, also through the helpers it calls. The loop
// around the call is parallel when nothing it writes may be read that way.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#define N 4000
#define K 8
#define D 4
double cdf[N], u[N], centre[K][D], point[N][D];
int pick[N], member[N];
double gain = 2.0;
double **rows;

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

double first(const double *v) { return v[0] + v[1]; }

void resample(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < N; i++)
    pick[i] = find_index(cdf, N, u[i]);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < N; i++)
    member[i] = nearest(point[i]);
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < N - 1; i++)
    u[i] = first(&cdf[i]) + first(cdf + i);
}

void rejected(void) {
  // The loop writes what the call reads, at elements nobody knows.
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}}cdf{{.*}} [-Ralb-missed=
  for (int i = 1; i < N; i++)
    cdf[i] = cdf[i - 1] + find_index(cdf, i, u[i]);
  // A row of a table of row pointers, whose rows may lie in a float array
  // another distributed nest writes (see row-pointer-table-read-by-helper.c).
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: the rows of 'rows' may lie in 'u', which another distributed nest writes: they would not be made whole before this one [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < N; i++)
    member[i] = nearest(rows[i]);
  // The loop writes a global a helper reads.
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{.*}}gain{{.*}}
  for (int i = 0; i < N; i++) {
    member[i] = nearest(point[i]);
    gain = gain * 0.5;
  }
}
