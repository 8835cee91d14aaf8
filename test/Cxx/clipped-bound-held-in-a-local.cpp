// A local of the loop tree holding std::max(1, d - m) bounds the loop that
// starts from it by each operand: the columns of a flat anti-diagonal
// wavefront stay in their rows (m < w, checked before each execution). A
// reference bound to the local may change it unseen: then it bounds
// nothing.
// RUN: %autolb --analyze %s -- -std=c++17 2>&1 | FileCheck %s
#include <algorithm>
#include <vector>

void clipped(int n, int m, int w, std::vector<int> &s) {
  for (int d = 2; d <= n + m; ++d) {
    const int lo = std::max(1, d - m);
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is DOALL; distributed
    for (int i = lo; i <= std::min(n, d - 1); ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}

void changed_through_reference(int n, int m, int w, std::vector<int> &s) {
  for (int d = 2; d <= n + m; ++d) {
    int lo = std::max(1, d - m);
    int &first = lo;
    first -= d % 2;
    // CHECK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'lo' changes while the loop runs
    for (int i = lo; i <= std::min(n, d - 1); ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}

// Other names for the local: a reference member of a braced record, an
// init-capture by reference, a reference to a conditional or a comma
// holding it.
struct Alias {
  int &r;
};

// CHECK-DAG: :[[@LINE+6]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'lo' changes while the loop runs
void reference_member(int n, int m, int w, std::vector<int> &s) {
  for (int d = 2; d <= n + m; ++d) {
    int lo = std::max(1, d - m);
    Alias member{lo};
    member.r -= d % 2;
    for (int i = lo; i <= std::min(n, d - 1); ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}

// CHECK-DAG: :[[@LINE+6]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'lo' changes while the loop runs
void init_capture(int n, int m, int w, std::vector<int> &s) {
  for (int d = 2; d <= n + m; ++d) {
    int lo = std::max(1, d - m);
    auto lower = [&first = lo] { first -= 1; };
    lower();
    for (int i = lo; i <= std::min(n, d - 1); ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}

// CHECK-DAG: :[[@LINE+6]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'lo' changes while the loop runs
void reference_to_conditional(int n, int m, int w, std::vector<int> &s, bool odd) {
  for (int d = 2; d <= n + m; ++d) {
    int lo = std::max(1, d - m), other = lo;
    int &either = (odd ? lo : other);
    either -= 1;
    for (int i = lo; i <= std::min(n, d - 1); ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}

// CHECK-DAG: :[[@LINE+6]]:5: remark: loop 'i' is not distributed: 's' is not read as an array of rows: cannot bound the column of 's[{{.*}}]': 'lo' changes while the loop runs
void reference_to_comma(int n, int m, int w, std::vector<int> &s) {
  for (int d = 2; d <= n + m; ++d) {
    int lo = std::max(1, d - m);
    int &last = (0, lo);
    last -= 1;
    for (int i = lo; i <= std::min(n, d - 1); ++i)
      s[i * w + d - i] = s[(i - 1) * w + d - i] + 1;
  }
}
