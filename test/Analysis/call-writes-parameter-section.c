// A helper that reads and writes the first N elements of the array behind a
// pointer parameter, where constants bound every index (`y[V]`, `y[i]` in
// `for (i = 0; i < NSTATE; i++)`, directly or through such helpers), or the
// members of the record a pointer parameter points to (`s->beats++`), is
// a read and a write of what its argument names: the row `state[c]` of a
// table of row pointers (columns [0, NSTATE)), the element of `&sum[c]`,
// a local array whole, the row `grid[c]` of a matrix of NSTATE columns or
// more (`&state[c][0]`, `&grid[c][0]` name the row). The loop over cells
// is then distributed, writing the table by rows. Other writes keep their callers sequential, and the
// reason says which.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

enum { V, W, NSTATE };

struct summary {
  double peak;
  int beats;
};

static void rhs(const double *y, double *dydt) {
  dydt[V] = y[W] - y[V];
  dydt[W] = -y[V];
}

static void step(double *y, double h) {
  double k[NSTATE];
  int i;
  rhs(y, k);
  for (i = 0; i < NSTATE; i++)
    y[i] += h * k[i];
}

static void integrate(double *y, int steps, double h, struct summary *s) {
  int n;
  s->peak = y[V];
  s->beats = 0;
  for (n = 0; n < steps; n++) {
    step(y, h);
    if (y[V] > s->peak)
      s->peak = y[V];
    if (y[V] > 0.5)
      s->beats++;
  }
}

void population(int ncells, double **state, struct summary *sum, int steps) {
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed{{.*}} writing 'state' at row c by rows
  for (int c = 0; c < ncells; c++)
    integrate(state[c], steps, 0.01, &sum[c]);
}

// A scratch array declared in the iteration is private to it.
void scratch(int ncells, double *out) {
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed
  for (int c = 0; c < ncells; c++) {
    double y[NSTATE] = {c, 1.0};
    step(y, 0.5);
    out[c] = y[V];
  }
}

// One scratch array for every iteration: each call writes all of it.
void shared_scratch(int ncells, double *out) {
  double y[NSTATE];
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: subscript of 'step(y,0.5)' is not affine in the loop indices: a dependence on 'y' is assumed
  for (int c = 0; c < ncells; c++) {
    y[V] = c;
    y[W] = 1.0;
    step(y, 0.5);
    out[c] = y[V];
  }
}

// The same record for every iteration.
void one_summary(int ncells, double **state, struct summary *sum) {
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: flow dependence sum[0] -> sum[0]
  for (int c = 0; c < ncells; c++)
    integrate(state[c], 10, 0.01, &sum[0]);
}

static void fill(double *y, int n) {
  for (int i = 0; i < n; i++)
    y[i] = 0.0;
}

static void past_end(double *y) {
  int i;
  for (i = 0; i < NSTATE; i++)
    y[i + 1] = y[i];
}

static void counter_changed(double *y) {
  int i;
  for (i = 0; i < NSTATE; i++) {
    y[i] = 1.0;
    i += 0;
  }
}

static void below_zero(double *y) { y[V - 1] = 0.0; }

// A matrix's row, when the callee stays in it.
void matrix(int ncells, double (*grid)[NSTATE], double (*narrow)[1]) {
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed
  for (int c = 0; c < ncells; c++)
    step(grid[c], 0.1);
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: call to 'step' writes the first 2 elements from 'narrow[c]', which names neither a row it stays in (of a table of row pointers or of a matrix), nor an object's address, nor an array [-Ralb-missed=UnknownCall]
  for (int c = 0; c < ncells; c++)
    step(narrow[c], 0.1);
}

// C89 code passes a row as the address of its first element.
void first_elements(int ncells, double **state, double (*grid)[NSTATE],
                    struct summary *sum) {
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed{{.*}} writing 'state' at row c by rows
  for (int c = 0; c < ncells; c++)
    integrate(&state[c][0], 10, 0.01, &sum[c]);
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed
  for (int c = 0; c < ncells; c++)
    step(&grid[c][0], 0.1);
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: call to 'step' writes the first 2 elements from '&state[c][1]', which names neither a row it stays in (of a table of row pointers or of a matrix), nor an object's address, nor an array [-Ralb-missed=UnknownCall]
  for (int c = 0; c < ncells; c++)
    step(&state[c][1], 0.1);
}

void refused(int ncells, double **state) {
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: call to 'fill' may have effects beyond its result: it writes 'y' at indices that no constants bound [-Ralb-missed=UnknownCall]
  for (int c = 0; c < ncells; c++)
    fill(state[c], NSTATE);
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: call to 'counter_changed' may have effects beyond its result: it writes 'y' at indices that no constants bound [-Ralb-missed=UnknownCall]
  for (int c = 0; c < ncells; c++)
    counter_changed(state[c]);
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: call to 'below_zero' may have effects beyond its result: it writes 'y' at indices that no constants bound [-Ralb-missed=UnknownCall]
  for (int c = 0; c < ncells; c++)
    below_zero(state[c]);
  // past_end reaches element NSTATE: a row of NSTATE + 1 columns.
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is DOALL; distributed{{.*}} writing 'state' at row c by rows
  for (int c = 0; c < ncells; c++)
    past_end(state[c]);
  // CHECK: call-writes-parameter-section.c:[[@LINE+1]]:3: remark: loop 'c' is not distributed: call to 'step' writes the first 2 elements from 'state[c]+1', which names neither a row it stays in (of a table of row pointers or of a matrix), nor an object's address, nor an array [-Ralb-missed=UnknownCall]
  for (int c = 0; c < ncells; c++)
    step(state[c] + 1, 0.1);
}
