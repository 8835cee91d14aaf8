// A local reference bound to a number in a declared array or behind a
// pointer parameter (`int &move = trace[i * w + j];`, as a wavefront in C++
// writes its moves) stands for that element wherever it is used, as one
// bound to a vector element does: the loop is judged as if the element
// were written in place of the reference. A reference whose pointer is
// reassigned or whose index changes while it exists, one whose address is
// taken, and one into a row of a table of row pointers keep their loops
// sequential. Output equals the sequential program's at 1-4 ranks in every
// mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK: reference-to-array-element-stands-for-it.cpp:[[#@LINE+15]]:3: remark: loop 'i' is DOALL; distributed
// REMARK: reference-to-array-element-stands-for-it.cpp:[[#@LINE+32]]:3: remark: loop 'i' is DOACROSS: flow dependence grid[i-1][j] -> grid[i][j], distance (1, 0); distributed, pipelined
// REMARK: reference-to-array-element-stands-for-it.cpp:[[#@LINE+42]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: reference 'r'
// REMARK: reference-to-array-element-stands-for-it.cpp:[[#@LINE+53]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: reference 'r'
// REMARK: reference-to-array-element-stands-for-it.cpp:[[#@LINE+64]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: reference 'r'
// REMARK: reference-to-array-element-stands-for-it.cpp:[[#@LINE+74]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: reference 'r'
#include <cstdio>
#include <cstdlib>

enum { kStop, kDiag, kLeft };

static double grid[60][50];

// Moves of a score table, through references to the elements of both.
static void moves(int *score, int *trace, int w, int h) {
  for (int i = 1; i < h; i++) {
    for (int j = 0; j < w; j++) {
      int &cell = score[i * w + j];
      int &move = trace[i * w + j];
      cell = (i * 7 + j * 3) % 13 - 4;
      if (cell <= 0) {
        move = kStop;
      } else if (cell % 2 == 0) {
        move = kDiag;
      } else {
        move = kLeft;
      }
      move += cell > 6 ? 10 : 0;
    }
  }
}

static void relax(int n, int m) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < m; j++) {
      double &g = grid[i][j];
      const double &above = grid[i - 1][j];
      g = 0.5 * g + 0.25 * (above + (j % 5));
    }
}

// The pointer moves on while r still names the element it first pointed to.
static long moved_pointer(long *a, long *b, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    long &r = a[i];
    a = b;
    r += a[i];
    s += r;
  }
  return s;
}

// The index changes after the binding.
static long moved_index(long *a, int n) {
  long s = 0;
  for (int i = 0; i < n - 1; i++) {
    int k = i;
    long &r = a[k];
    k++;
    r = a[k] + 1;
    s += r;
  }
  return s;
}

static double address_taken(double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    double &r = v[i];
    double *q = &r;
    *q += 1.0;
    s += v[i];
  }
  return s;
}

static double table_row(double **t, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    double &r = t[i][0];
    r += 1.0;
    s += r;
  }
  return s;
}

int main() {
  const int w = 70, h = 90, n = 2000;
  int *score = new int[w * h], *trace = new int[w * h];
  long *a = new long[n], *b = new long[n];
  double *v = new double[n];
  double **t = new double *[n];
  for (int k = 0; k < w * h; k++)
    score[k] = trace[k] = -1;
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 50; j++)
      grid[i][j] = (i + 2 * j) % 9;
  for (int i = 0; i < n; i++) {
    a[i] = i % 11;
    b[i] = i % 5;
    v[i] = 0.25 * (i % 3);
    t[i] = &v[(i * 7) % n];
  }
  long total = 0;
  double sum = 0;
  for (int step = 0; step < 3; step++) {
    moves(score, trace, w, h);
    relax(60, 50);
    total += moved_pointer(a, b, n) + moved_index(a, n);
    sum += address_taken(v, n) + table_row(t, n);
  }
  long check = 0;
  for (int k = 0; k < w * h; k++)
    check += (long)score[k] * (k % 7) + trace[k] * (k % 5);
  std::printf("%ld %ld %.17g\n", check, total, sum);
  for (int i = 0; i < 60; i += 7)
    std::printf("%d %.17g %.17g\n", i, grid[i][i % 50], v[i]);
  delete[] t;
  delete[] v;
  delete[] b;
  delete[] a;
  delete[] trace;
  delete[] score;
  return 0;
}
