// A distributed nest writes through a parameter (other names may reach
// that memory), so replicated reads through pointers that are not
// themselves distributed make every array whole first -- but only reads of
// an element type the nest writes, by C's aliasing rules: a helper reading
// floats through its parameters, called per point, gets no sync when the
// distributed nest writes ints.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o

// REMARK: pointer-reads-synced-by-type.c:[[@LINE+2]]:3: remark: loop 'i' is DOALL; distributed
void assign(int n, int *member) {
  for (int i = 0; i < n; i++)
    member[i] = i % 3;
}

// CHECK: float distance(const float *a, const float *b, int d) {
// CHECK-NOT: alb_sync_all
// CHECK: return s;
float distance(const float *a, const float *b, int d) {
  float s = 0;
  for (int k = 0; k < d; k++)
    s += (a[k] - b[k]) * (a[k] - b[k]);
  return s;
}

// CHECK: int count(const int *m, int n, int c) {
// CHECK: alb_sync_all(); {{/}}* autolb: make distributed data whole */
// CHECK-NEXT: while (i < n)
int count(const int *m, int n, int c) {
  int k = 0, i = 0;
  while (i < n)
    k += m[i++] == c;
  return k;
}
