// A container member of an anonymous struct inside a const record is
// named through the record around it ('A.coef'): the generated sync and
// check spelled it 'A..coef' and did not compile (a review found it).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REMARK: vector-member-of-anonymous-struct.cpp:27:3: remark: loop 'k' is DOALL; distributed, reading 'A.coef', 'A.table.v' whole
// CHECK: alb_rows_sync((void *const *)alb_container_row(A.coef).data(), 0L, 1L, 0L, alb_container_bytes(A.coef))
#include <array>
#include <cstdio>
#include <vector>

struct Model {
  int n;
  struct {
    std::array<double, 64> coef;
  };
  struct Table {
    std::vector<double> v;
  } table;
};

static void evaluate(const Model &A, std::vector<double> &out) {
  for (int k = 0; k < (int)out.size(); ++k)
    out[k] = A.coef[k % 64] + A.table.v[(k * 3) % A.n];
}

int main() {
  Model m;
  m.n = 100;
  for (int k = 0; k < 64; ++k)
    m.coef[k] = k * 0.5;
  m.table.v.resize(100);
  for (int k = 0; k < 100; ++k)
    m.table.v[k] = k * 0.25;
  std::vector<double> out(400);
  evaluate(m, out);
  double s = 0;
  for (int k = 0; k < 400; ++k)
    s += out[k] * (k % 3);
  std::printf("%.17g\n", s);
  return 0;
}
