// Arrays that may share memory are checked at run time. Whole extents
// where they are known where the nest runs: declared arrays, array
// parameters with a declared first dimension (constant or VLA), `(*P)` of
// a pointer to a whole array. Plain pointers and `double A[][M]`
// parameters are checked by the elements the nest touches or the heap
// block they point into (CodeGen/alias-check-ranges.c). --no-alias-checks
// keeps the nests sequential.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s
// RUN: %autolb --analyze --no-alias-checks %s 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: %autolb --analyze --format=json %s | FileCheck %s --check-prefix=JSON
#define M 64

double G[100];

void fixed(double a[100], double b[100]) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed when 'b' and 'a' do not overlap (checked at run time; otherwise the nest runs sequentially)
  // OFF: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'a' and 'b' may refer to the same memory [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < 99; i++)
    a[i] = b[i + 1];
}

void variable(int n, double a[n][M], double b[n][M]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = b[i][j] * 2;
}

void global(double a[100]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when 'G' and 'a' do not overlap
  for (int i = 0; i < 100; i++)
    a[i] = G[i] + 1;
}

void pointed(double (*P)[M][M], double (*Q)[M][M]) {
  // CHECK: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      (*P)[i][j] = (*Q)[j][i];
}

void pointers(int n, double *a, double *b) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed when {{'a' and 'b'|'b' and 'a'}} do not overlap
  // OFF: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'a' and 'b' may refer to the same memory [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++)
    a[i] = b[i] + 1;
}

void open_rows(int n, double a[][M], double b[][M]) {
  // CHECK: :[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed when {{'a' and 'b'|'b' and 'a'}} do not overlap
  // OFF: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'a' and 'b' may refer to the same memory [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = b[i][j] + 1;
}
// JSON: "alias_checks": [
// JSON-NEXT: [
// JSON-NEXT: "b",
// JSON-NEXT: "a"
