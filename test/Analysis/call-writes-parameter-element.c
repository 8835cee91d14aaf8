// A helper that reads and writes one element of the array behind a pointer
// parameter, chosen by an integer parameter it does not change (a random
// stream per particle), directly or through such a helper, is a read and a
// write of that element in the caller: `next(seed, i)` in loop 'i' is
// seed[i], owned by iteration i. Other writes through a parameter keep
// their callers sequential. A helper that only reads one element is a read.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

static double next(int *seed, int index) {
  seed[index] = (int)((seed[index] * 1103515245L + 12345) % 2147483648L);
  return seed[index] / 2147483648.0;
}

static double pair(int *seed, int index) {
  return next(seed, index) + next(seed, index);
}

static void bump_next(int *seed, int index) { seed[index + 1] += 1; }

static void bump_moved(int *seed, int index) {
  index = index + 1;
  seed[index] += 1;
}

void move(int n, double *x, int *seed) {
  // (x and seed cannot overlap: C's aliasing rules keep double and int
  // apart.)
  // CHECK: call-writes-parameter-element.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; i++)
    x[i] += pair(seed, i);
}

void one_stream(int n, double *x, int *seed) {
  // CHECK: call-writes-parameter-element.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: flow dependence next(seed,0) -> next(seed,0)
  for (int i = 0; i < n; i++)
    x[i] = next(seed, 0);
}

void neighbours(int n, int *seed) {
  // CHECK: call-writes-parameter-element.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'bump_next' may have effects beyond its result: it writes 'seed' at indices that no constants bound [-Ralb-missed=UnknownCall]
  for (int i = 0; i < n; i++)
    bump_next(seed, i);
  // CHECK: call-writes-parameter-element.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'bump_moved' may have effects beyond its result: it writes 'seed' at indices that no constants bound [-Ralb-missed=UnknownCall]
  for (int i = 0; i < n; i++)
    bump_moved(seed, i);
}

static int keys_of(const int *count, int node) { return count[node]; }

// A helper that only reads one element (a node's key count, at a node the
// query computes) is a read: no write to carry a dependence. The tables it
// reads may alias the results, so a run-time check decides.
void lookups(int n, const int *count, const int *query, int *found) {
  // CHECK: call-writes-parameter-element.c:[[@LINE+1]]:3: remark: loop 'q' is DOALL; distributed when 'count' and 'found', 'query' and 'found' do not overlap
  for (int q = 0; q < n; q++)
    found[q] = keys_of(count, query[q] % 64);
}
