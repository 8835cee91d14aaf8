// 'a[x + y*nx + z*nx*ny]', the expanded form of a 3-D grid in one
// allocation, is read as 'a[z][y][x]' in rows of ny*nx elements: the row
// length nx is the one factor every product shares, and what remains,
// 'y + z*ny', is split again. A neighbour plane 'z - 1' is a halo.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void smooth(int nx, int ny, int nz, float *restrict out,
            const float *restrict in) {
  // CHECK-DAG: :[[@LINE+6]]:41: remark: array 'in' delinearized as [?][ny][nx] [-Ralb-analysis]
  // CHECK-DAG: :[[@LINE+5]]:9: remark: array 'out' delinearized as [?][ny][nx] [-Ralb-analysis]
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'z' is DOALL; distributed [-Ralb-analysis]
  for (int z = 1; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++)
        out[x + y * nx + z * nx * ny] = in[x + y * nx + (z - 1) * nx * ny] +
                                        in[x + nx * y + ny * z * nx];
}

// JSON: nest smooth:[[@LINE-7]] decision=distributed distributed=z pipelined=None enclosing=0
// JSON-NEXT: flat in shape=[?][ny][nx] line=[[@LINE-5]]
// JSON-NEXT: flat out shape=[?][ny][nx] line=[[@LINE-6]]
// JSON-NEXT: array in dim=0 halo=1/0 written=false flow=0 lag=0 pipelined_dim=-1 nonlocal=false

// Products sharing two factors, 'x + y*a*b + z*a*b*c', have no single row
// length: the references keep their one subscript.
void shared_pair(int a, int b, int c, int n, float *restrict out,
                 const float *restrict in) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'z' is not distributed: subscript of 'out[x+y*a*b+z*a*b*c]' is not affine in the loop indices
  for (int z = 0; z < n; z++)
    for (int y = 0; y < c; y++)
      for (int x = 0; x < a * b; x++)
        out[x + y * a * b + z * a * b * c] = in[x];
}
