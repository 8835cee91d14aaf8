// A subscript that is arithmetic over locals holding an index (`D[row + j]`
// with `int row = i * cols;`, `a[i - 1][j - 1]` with `int j = d - i;`) is
// analysed with their values in place: a flat row start read as rows, and
// the anti-diagonal of a wavefront, whose cells (i, d - i) of one diagonal
// are independent. A local that changes after its initialization keeps
// the subscript as written.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

void row_start(float *J, float *D, int rows, int cols) {
  // CHECK: index-held-in-local-within-arithmetic.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < rows; i++) {
    int row = i * cols;
    for (int j = 0; j < cols; j++)
      D[row + j] = J[row + j] * 2.0f;
  }
}

#define N 300
#define M 200
int a[N + 1][M + 1];

void anti_diagonals(void) {
  for (int d = 2; d <= N + M; d++) {
    int ilo = d - M > 1 ? d - M : 1, ihi = d - 1 < N ? d - 1 : N;
    // CHECK: index-held-in-local-within-arithmetic.c:[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed
    for (int i = ilo; i <= ihi; i++) {
      int j = d - i;
      int best = a[i - 1][j - 1] + 1;
      if (a[i - 1][j] > best)
        best = a[i - 1][j];
      if (a[i][j - 1] > best)
        best = a[i][j - 1];
      a[i][j] = best;
    }
  }
}

void changed_after(int *D, int rows, int cols) {
  // CHECK: index-held-in-local-within-arithmetic.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'D[row+j]' is not affine
  for (int i = 0; i < rows; i++) {
    int row = i * cols;
    row += 1;
    for (int j = 0; j < cols; j++)
      D[row + j] = j;
  }
}
