// Stencils written as in C89, with the indices declared at the top of the
// body and assigned once (`c = x + y*nx + z*nx*ny;`), and each neighbour
// clamped at the faces (`w = (x == 0) ? c : c - 1;`): a subscript that is
// such a local is analysed as each value it may hold, the neighbour `c - 1`
// only where x != 0, so that its column x - 1 stays within its row. The
// plane below, `c - nx*ny`, is a halo of the distributed z.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void step(float *restrict out, const float *restrict in, int nx, int ny,
          int nz) {
  int x, y, z;
  // CHECK-DAG: :[[@LINE+14]]:13: remark: array 'in' delinearized as [?][ny][nx] [-Ralb-analysis]
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'z' is DOALL; distributed [-Ralb-analysis]
  for (z = 0; z < nz; z++)
    for (y = 0; y < ny; y++)
      for (x = 0; x < nx; x++) {
        int c, w, e, n, s, b, t;
        c = x + y * nx + z * nx * ny;
        w = (x == 0) ? c : c - 1;
        e = (x == nx - 1) ? c : c + 1;
        n = (y == 0) ? c : c - nx;
        s = (ny - 1 == y) ? c : c + nx;
        b = (z == 0) ? c : c - nx * ny;
        t = (z != nz - 1) ? c + nx * ny : c;
        out[c] =
            in[c] + in[w] + in[e] + in[n] + in[s] + in[b] + in[t];
      }
}

// JSON: nest step:[[@LINE-16]] decision=distributed distributed=z pipelined=None enclosing=0
// JSON: array in dim=0 halo=1/1 written=false

// Without the clamp the neighbour leaves its row at x = 0: the reads keep
// their flat subscript.
void unclamped(float *restrict out, const float *restrict in, int nx, int ny) {
  int x, y;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'y' is DOALL; distributed [-Ralb-analysis]
  for (y = 0; y < ny; y++)
    for (x = 0; x < nx; x++) {
      int c, w;
      c = x + y * nx;
      w = (y == 0) ? c : c - 1;
      out[c] = in[w];
    }
}
// JSON: nest unclamped:[[@LINE-8]] decision=distributed
// JSON-NOT: flat in
// JSON: flat out

// A local assigned twice, or read before its assignment, holds no one
// value; a write at one of several subscripts cannot be placed.
void assigned_twice(float *restrict out, const float *restrict in, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'out[k]' is not affine
  for (int i = 1; i < n; i++) {
    int k;
    k = i;
    if (in[i] > 0)
      k = i - 1;
    out[k] = in[i];
  }
}

void read_before_assignment(float *restrict out, const float *restrict in,
                            int n) {
  int k = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed
  for (int i = 0; i < n; i++) {
    int j;
    out[i] = in[i] + j;
    j = i;
    out[j] = in[j];
    k += j;
  }
}

void conditional_write(float *restrict out, const float *restrict in, int n) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'out[w]' is not affine
  for (int i = 0; i < n; i++) {
    int w;
    w = (i == 0) ? i : i - 1;
    out[w] = in[i];
  }
}
