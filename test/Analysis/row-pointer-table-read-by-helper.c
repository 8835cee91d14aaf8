// A table of row pointers (`float **feature`, rows allocated one by one)
// read by helpers in a loop over points: its rows may alias one another
// and any float array, but C's aliasing rules keep them apart from an int
// array, so the loop that writes only ints is distributed; the rows are
// whole on every rank, since no distributed nest writes a table of row
// pointers. A loop that also writes floats keeps the possible overlap, and
// a nest reading rows that another distributed nest's float array may
// hold is kept sequential: nothing would make those rows whole first.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze %s -- -DWRITES_FLOATS 2>&1 | FileCheck %s --check-prefix=FLOATS

static float dist2(const float *a, const float *b, int d) {
  float s = 0;
  for (int k = 0; k < d; k++)
    s += (a[k] - b[k]) * (a[k] - b[k]);
  return s;
}

static int nearest(const float *p, float **centres, int k, int d) {
  int best = 0;
  for (int c = 1; c < k; c++)
    if (dist2(p, centres[c], d) < dist2(p, centres[best], d))
      best = c;
  return best;
}

void assign(int n, int k, int d, float **feature, float **centres,
            int *member, float *score) {
  // CHECK: row-pointer-table-read-by-helper.c:[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed
  // FLOATS: row-pointer-table-read-by-helper.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: the rows of '{{feature|centres}}' may lie in 'score', which another distributed nest writes: they would not be made whole before this one [-Ralb-missed=UnsupportedArrayShape]
  for (int i = 0; i < n; i++)
    member[i] = nearest(feature[i], centres, k, d);
#ifdef WRITES_FLOATS
  for (int i = 0; i < n; i++)
    score[i] = 0.5f * i;
#endif
  // CHECK: row-pointer-table-read-by-helper.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: {{'score' and 'feature'|'feature' and 'score'}} may refer to the same memory [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++)
    score[i] = dist2(feature[i], centres[0], d);
}
