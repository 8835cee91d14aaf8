// Matrix multiply ([S97] Fig. 16): an iteration of 'i' is about 2*N*N
// operations, so a hook at the end of its body (level 0: the run-time's
// chunk requests, iterations are independent) costs far less than 1%. With
// a tiny N an iteration is too little work, but the loop is already
// strip-mined into chunks sized at run time (Figure 16(b)): level 0 stays.
// RUN: %autolb %s -o %t.c -- -DN=500 2>&1 | FileCheck %s --check-prefix=LARGE
// RUN: %autolb %s -o %t.small.c -- -DN=4 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: sed "/^ *\/\//d" %t.small.c | FileCheck %s
// RUN: %mpicc -Werror -DN=4 -c %t.small.c -o %t.small.o
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -DN=500 -c %t.c -o %t.o
static double A[N][N], B[N][N], C[N][N];

// CHECK: .kind = ALB_NEST_DOALL, .independent = 1,
// CHECK-NEXT: .hook_level = 0,
// CHECK: while (alb_nest_next(alb_nest0, &alb_klo0, &alb_khi0) == ALB_OK)
void multiply(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++)
        s += A[i][k] * B[k][j];
      C[i][j] = s;
    }
}
// LARGE: hooks-matrix-multiply.c:[[@LINE-8]]:3: remark: load-balancing hook at the end of the body of loop 'i' (level 0, each chunk of iterations): 10 operations per {{[0-9]+}} (0.00%) [-Ralb-hooks]
// SMALL: hooks-matrix-multiply.c:[[@LINE-9]]:3: remark: load-balancing hook at each chunk of loop 'i' (level 0; the loop is strip-mined into chunks chosen at run time, of at least the iterations that keep a chunk request under 1% of the chunk's work): 10 operations per 112 per iteration of 'i' (8.93%) [-Ralb-hooks]
