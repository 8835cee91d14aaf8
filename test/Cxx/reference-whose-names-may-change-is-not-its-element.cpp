// A reference stands for the element it is bound to only while the names
// in that element keep their meaning: the generated code names the element
// again where the reference is used. So the loops below keep the reference
// as a reference (the loop using it stays sequential, or the alias check
// tests the element the reference really names): an inner block declares
// another 'k'; the index is changed through a reference to it, through a
// lambda that captures it, or by a later declarator of the same
// declaration; the pointer is changed through a reference to it. Before,
// each of them was distributed and some ranks read a stale element (found
// by a review). Output equals the sequential program's at 1-4 ranks in
// every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
#include <cstdio>

static double A[8000], work[100], X[4000], Y[4000];

static void hidden_index(int n) {
  int k = 1;
  double &tmp = work[k];
  {
    int k = 5;
    for (int i = 0; i < n; i++) {
      tmp = X[i] * 3;
      Y[i] = tmp + k;
    }
  }
}

// r names A[1200], which iteration 200 of each loop below writes.
static void index_through_reference(double *p, const double *q, int n, int k) {
  int &kk = k;
  const double &r = q[k];
  kk = 5000;
  for (int i = 0; i < n; i++)
    p[i] = r * 0.5 + i;
}

static void index_in_lambda(double *p, const double *q, int n, int k) {
  auto move = [&]() { k = 5000; };
  const double &r = q[k];
  move();
  for (int i = 0; i < n; i++)
    p[i] = r * 0.25 + i;
}

static void index_in_next_declarator(double *p, const double *q, int n, int k) {
  const double &r = q[k], unused = (k = 5000, 0.0);
  (void)unused;
  for (int i = 0; i < n; i++)
    p[i] = r * 0.125 + i;
}

static void pointer_through_reference(double *p, const double *q, int n,
                                      int k) {
  const double *&qq = q;
  const double &r = q[k];
  qq = A + 5000;
  for (int i = 0; i < n; i++)
    p[i] = r * 2.0 + i;
}

int main() {
  const int n = 4000;
  for (int i = 0; i < n; i++)
    X[i] = (i % 17) * 0.5;
  hidden_index(n);
  std::printf("work[1] %.17g work[5] %.17g\n", work[1], work[5]);
  for (int i = 0; i < n; i += 397)
    std::printf("%d %.17g\n", i, Y[i]);
  for (int round = 0; round < 4; round++) {
    for (int i = 0; i < 8000; i++)
      A[i] = i % 13;
    if (round == 0)
      index_through_reference(A + 1000, A, 2000, 1200);
    else if (round == 1)
      index_in_lambda(A + 1000, A, 2000, 1200);
    else if (round == 2)
      index_in_next_declarator(A + 1000, A, 2000, 1200);
    else
      pointer_through_reference(A + 1000, A, 2000, 1200);
    for (int i = 0; i < 8000; i += 250)
      std::printf("%d %d %.17g\n", round, i, A[i]);
  }
  return 0;
}
