// A flat index computed once per iteration into a local (`int k = i * cols
// + j;`) and used as the subscript of every array: such a subscript is
// analysed as the expression the local holds, when that is the same value
// at every use (a subscript that contains the local, `D[row + j]`, as that
// arithmetic over its value: index-held-in-local-within-arithmetic.c).
// Not when the local changes after its initialization, when
// its initializer reads a variable the nest changes (or the induction
// variable of a loop that starts after the declaration), or when its
// address is taken.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
#define COLS 48

void held(float *J, float *D, float *C, int rows, int cols) {
  int i, j;
  // CHECK: index-held-in-local.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) {
      int k = i * cols + j;
      float v = J[k];
      D[k] = v * 2.0f;
      C[k] = D[k] + v;
    }
}

void changed_after(float *J, float *D, float *C, int rows, int cols) {
  int i, j;
  // CHECK: index-held-in-local.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'D[k]' is not affine
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) {
      int k = i * cols + j;
      k += 1;
      D[k] = J[k] * 2.0f;
    }
}

void reads_changing_variable(float *J, float *D, float *C, int rows, int cols) {
  int i, j, shift = 0;
  // CHECK: index-held-in-local.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'D[k]' is not affine
  for (i = 0; i < rows; i++) {
    shift = i % 2;
    for (j = 0; j < cols; j++) {
      int k = i * cols + j + shift;
      D[k] = J[k] * 2.0f;
    }
  }
}

void index_of_later_loop(float *J, float *D, float *C, int rows, int cols) {
  int i, j = 0;
  // CHECK: index-held-in-local.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: subscript of 'D[k]' is not affine
  for (i = 0; i < rows; i++) {
    int k = i * cols + j;
    for (j = 0; j < cols; j++)
      D[k] = J[k] + D[k];
  }
}

void address_taken(float *J, float *D, float *C, int rows, int cols, int *out) {
  int i, j;
  // CHECK: index-held-in-local.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) {
      int k = i * cols + j;
      int *p = &k;
      D[k] = J[k] * 2.0f;
      out[0] = *p;
    }
}
