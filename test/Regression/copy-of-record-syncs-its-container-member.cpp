// A copy in replicated code of a record holding a vector (`const Rec c =
// q;`), or of the vector member alone, runs the copy constructor, which
// reads the member's buffer: damp(q.d) wrote that buffer distributed under
// the name 'v', and each rank copied its own partial buffer (np=2 printed
// 1.2070498451939358 for 1.2070498489192261; the random harness found it,
// seed 9900219). Every distributed array is now made whole before such a
// copy.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// CHECK-DAG: copy-of-record-syncs-its-container-member.cpp:35:3: remark: every distributed array made whole before replicated code that copies an object whose constructor reads memory a distributed nest may have written
// CHECK-DAG: copy-of-record-syncs-its-container-member.cpp:43:3: remark: every distributed array made whole before replicated code that copies an object
#include <cstdio>
#include <vector>

struct Rec {
  int n;
  std::vector<double> d;
};

static void damp(std::vector<double> &v, int n) {
  for (int i = 0; i < n; i++)
    v[i] = 0.75 * v[i] + 0.125;
}

int main() {
  Rec q;
  q.n = 40;
  q.d.resize(41);
  for (int i = 0; i < 41; i++)
    q.d[i] = (double)(i % 13) / 16.0;
  damp(q.d, q.n);
  const Rec c = q;
  std::vector<double> out(41, 1.0);
  for (int i = 0; i < c.n; i++)
    out[i] = 0.5 * c.d[i + 1] + 0.25 * c.d[i];
  double s = 0.0;
  for (int i = 0; i < 41; i++)
    s = s * 0.5 + out[i];
  damp(q.d, q.n);
  const std::vector<double> member = q.d;
  for (int i = 0; i < 41; i++)
    s = s * 0.5 + member[i];
  std::printf("%.17g\n", s);
  return 0;
}
