// Writes of iteration i outside its own row (element i of other rows) are
// sent to their owners after a DOALL nest only when no other iteration
// reads or writes those elements (the dependence test proves the loop
// DOALL) and the rows each iteration writes are known before the nest runs.
// Every other case keeps a typed refusal.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --format=json %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

#define N 64
double A[N][N], B[N][N], C[N][N][N];
int flag[N];

// Iteration i reads A[i][0], which iteration 0 writes as its column.
void reads_column_another_writes(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: flow dependence A[i][0] -> A[j][i], distance (*, *): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      A[i][j] = A[i][0] + B[i][j];
      A[j][i] = A[i][j];
    }
}

// Row i and column i cover the whole matrix twice.
void same_element_twice(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: output dependence A[i][j] -> A[j][i], distance (*, *): the distance is not constant [-Ralb-missed=LoopCarriedDependence]
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = B[i][j];
      A[j][i] = B[j][i];
    }
}

// A pipeline's other ranks read the rows while the nest runs.
void pipelined(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[j][i]' lands outside the slices of 'i' its rank owns (element 'i' of other slices), and the loop is pipelined: such writes reach their owners only after a DOALL nest, not while other ranks still compute with them [-Ralb-missed=WriteNotOwned]
  for (int i = 1; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      A[i][j] = A[i - 1][j] + 1.0;
      A[j][i] = 2.0;
    }
}

void conditional(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[j][i]' lands outside the slices of 'i' its rank owns (element 'i' of other slices), and it may not run in every iteration of 'j' (a condition, 'continue' or 'break') [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      A[i][j] = B[i][j];
      if (flag[j])
        A[j][i] = B[i][j];
    }
}

void continued(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[j][i]' lands {{.*}} (a condition, 'continue' or 'break') [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      A[i][j] = B[i][j];
      if (flag[j])
        continue;
      A[j][i] = B[i][j];
    }
}

void broken(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[j][i]' lands {{.*}} (a condition, 'continue' or 'break') [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      A[i][j] = B[i][j];
      A[j][i] = B[i][j];
      if (flag[j])
        break;
    }
}

// The loop over the rows may not run when the loop around it does not.
void not_directly_inside(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[j][i]' lands {{.*}}, and its loop 'j' is not directly inside 'i' [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 2; k++)
      for (int j = i + 1; j < N; j++) {
        A[i][j] = B[i][j] + k;
        A[j][i] = B[i][j];
      }
}

void three_dimensions(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'C[j][i][0]' lands {{.*}}, and the array does not have two dimensions [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N; i++)
    for (int j = i + 1; j < N; j++) {
      C[i][j][0] = B[i][j];
      C[j][i][0] = B[i][j];
    }
}

void two_ranges(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[j][i]' lands {{.*}}, and another write of the array outside them covers other slices [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N / 2; i++) {
    for (int j = i + 1; j < N / 2; j++) {
      A[i][j] = B[i][j];
      A[j][i] = B[i][j];
    }
    for (int j = N / 2; j < N; j++)
      A[j][i] = B[i][j];
  }
}

void bound_declared_inside(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[j][i]' lands {{.*}}, and the bounds of 'j' are not affine in 'i' and variables the loop does not change [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N / 2; i++) {
    int last = N / 2 + flag[i] % 2;
    for (int j = i + 1; j < last; j++) {
      A[i][j] = B[i][j];
      A[j][i] = B[i][j];
    }
  }
}

void rows_not_the_loop_variable(void) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: write to 'A[2*j][i]' lands {{.*}}, and its slice is not the variable of its innermost loop plus a constant [-Ralb-missed=WriteNotOwned]
  for (int i = 0; i < N / 2; i++)
    for (int j = i + 1; j < N / 2; j++) {
      A[i][j] = B[i][j];
      A[2 * j][i] = B[i][j];
    }
}

// JSON: nest reads_column_another_writes:{{[0-9]+}} decision=sequential
// JSON: nest same_element_twice:{{[0-9]+}} decision=sequential
// JSON: nest pipelined:{{[0-9]+}} decision=sequential
// JSON: nest conditional:{{[0-9]+}} decision=sequential
// JSON: nest continued:{{[0-9]+}} decision=sequential
// JSON: nest broken:{{[0-9]+}} decision=sequential
// JSON: nest not_directly_inside:{{[0-9]+}} decision=sequential
// JSON: nest three_dimensions:{{[0-9]+}} decision=sequential
// JSON: nest two_ranges:{{[0-9]+}} decision=sequential
// JSON: nest bound_declared_inside:{{[0-9]+}} decision=sequential
// JSON: nest rows_not_the_loop_variable:{{[0-9]+}} decision=sequential
