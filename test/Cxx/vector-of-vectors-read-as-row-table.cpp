// A std::vector<std::vector<float>> read as t[i][j] in a nest is read like
// a table of row pointers (RowTables.h): before each execution the nest
// builds the rows' pointers (alb_row_pointers), makes the rows whole and
// checks that nothing it writes lies in them. Rows may move between
// executions (a row swapped), which is why the pointers are built each
// time. Every row is passed, up to the longest one's end: the rows exist
// whatever the loops read, so bounds such as 't.size()' and reads under a
// condition need no section. Writing rows, or binding an element to a reference, keeps the
// loops sequential. Output equals the sequential program's at 1-4 ranks in
// every mode.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
// REMARK: vector-of-vectors-read-as-row-table.cpp:36:3: remark: loop 'i' is not distributed: 'points' is a vector of vectors, whose rows are written ('points[i][j]'): only a table whose rows the loops read can be distributed [-Ralb-missed=CxxConstruct]
// REMARK: vector-of-vectors-read-as-row-table.cpp:43:5: remark: loop 'i' is DOALL; distributed, reading the rows of 'points', 'centres' whole
// REMARK: vector-of-vectors-read-as-row-table.cpp:54:3: remark: loop 'i' is not distributed: 'points' is a vector of vectors, whose rows are bound to a reference or their address taken ('points[i][0]'): only a table whose rows the loops read can be distributed [-Ralb-missed=CxxConstruct]
// REMARK: vector-of-vectors-read-as-row-table.cpp:57:3: remark: loop 'i' is DOALL with sum reduction into 'sum' (double); distributed, reading the rows of 'points' whole
// CHECK: alb_rows_sync((void *const *)alb_row_pointers(points).data(), 0L, (long)points.size(), 0L, alb_longest_row_bytes(points))
// CHECK: alb_rows_disjoint((void *const *)alb_row_pointers(centres).data(),
#include <cstdio>
#include <vector>

static void bump(float &x) { x += 1.0f; }

int main() {
  const int n = 2000, dims = 6;
  std::vector<std::vector<float>> points(n, std::vector<float>(dims));
  const int k = 3;
  std::vector<std::vector<float>> centres;
  std::vector<float> spare(dims, 0.5f);
  std::vector<float> score(n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < dims; j++)
      points[i][j] = (float)((i * 7 + j * 13) % 101) / 10.0f;
  for (int c = 0; c < k; c++)
    centres.push_back(points[c * 31]);
  for (int round = 0; round < 3; round++) {
    centres[round].swap(spare);
    for (int i = 0; i < n; i++) {
      float best = 0.0f;
      for (int c = 0; c < k; c++) {
        float d = 0.0f;
        for (int j = 0; j < dims; j++)
          d += (points[i][j] - centres[c][j]) * (points[i][j] - centres[c][j]);
        best = c == 0 || d < best ? d : best;
      }
      score[i] += best;
    }
  }
  for (int i = 0; i < n; i++)
    bump(points[i][0]);
  double sum = 0;
  for (int i = 0; i < (int)points.size(); i++)
    sum += score[i] * (i % 5) + (i % 3 ? points[i][0] : points[i][dims - 1]);
  std::printf("%.4f %.4f\n", sum, (double)score[n / 2]);
  return 0;
}
