// `s[k]` of a std::string that the loops only read, a parameter or a local
// variable, is the read of element k of a char array: comparisons of two
// sequences are distributed. Only a write through a character lvalue (char,
// signed or unsigned char, std::byte) may change a character
// ([basic.lval]): a write of int or double does not, and needs no run-time
// check involving the string. A loop that writes the string, changes it
// through a member or a reference, or writes through a char pointer keeps
// its reason, as does a string other code may reach (a member, a global;
// string-characters-handed-out.cpp has the strings whose characters the
// program hands out).
// RUN: %autolb --analyze %s -- -std=c++17 2>&1 | FileCheck %s
// RUN: %autolb --analyze %s -- -std=c++17 2>&1 | FileCheck %s --check-prefix=NOALIAS
// NOALIAS-NOT: the write to '{{trace|out|d}}[
// NOALIAS-NOT: when '{{a|b}}' and
// NOALIAS-NOT: and '{{a|b}}' do not overlap
#include <cstddef>
#include <string>
#include <vector>

struct Record {
  std::string name;
};

std::string global_text;

void matches(const std::string &a, const std::string &b, int *out, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; ++i)
    out[i] = a[i] == b[i] ? 1 : 0;
}

// The cells of an alignment table, written through an int pointer.
void table(const std::string &a, const std::string &b, int *trace, int n,
           int m) {
  const int w = m + 1;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 1; i <= n; ++i)
    for (int j = 1; j <= m; ++j)
      trace[i * w + j] = a[i - 1] == b[j - 1] ? 2 : -1;
}

int hamming(const std::string &a, const std::string &b, int n) {
  int count = 0;
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL with sum reduction into 'count' (int); distributed
  for (int i = 0; i < n; ++i)
    count += a[i] != b[i];
  return count;
}

void halves(const std::string &a, double *d, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  for (int i = 0; i < n; ++i)
    d[i] = a[i] * 0.5;
}

void local_string_bounded_by_size(std::vector<int> &out) {
  std::string s = "GATTACAGATTACA";
  s += "CAT"; // before the loop: every rank runs it
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'k' is DOALL; distributed [-Ralb-analysis]
  for (std::size_t k = 0; k < s.size(); ++k)
    out[k] = s[k] == 'A';
}

void writes_element(std::string &s, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::string 's' is changed in the loop ('s[i]' is written): strings are analysed only where read [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; ++i)
    s[i] = 'x';
}

void pushes(std::string &s, int *out, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::string 's' is changed in the loop (member 'push_back' is called): strings are analysed only where read [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; ++i) {
    s.push_back('a');
    out[i] = s[i];
  }
}

void appends(std::string &s, int *out, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::string 's' is changed in the loop (operator '+=' changes it): strings are analysed only where read [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; ++i) {
    s += 'c';
    out[i] = s[i];
  }
}

void extend(std::string &s, int k);

void passes_by_reference(std::string &s, int *out, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: std::string 's' is changed in the loop (it is passed by non-const reference or pointer to 'extend'): strings are analysed only where read [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; ++i) {
    extend(s, i);
    out[i] = s[i];
  }
}

void char_pointer_write(const std::string &a, char *p, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'a[i]' reads a character of std::string 'a', and the write to 'p[i]' (char) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; ++i)
    p[i] = a[i];
}

void byte_pointer_write(const std::string &a, std::byte *p, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'a[i]' reads a character of std::string 'a', and the write to 'p[i]' (std::byte) may change it [-Ralb-missed=PossibleAliasing]
  for (int i = 0; i < n; ++i)
    p[i] = static_cast<std::byte>(a[i]);
}

void member(const Record &r, int *out, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: element of a std::string that is not a local variable or a parameter (a member, a string of wide characters): strings are analysed only there [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; ++i)
    out[i] = r.name[i];
}

void global(int *out, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: std::string 'global_text' may be changed through another name: 'global_text' is neither a local variable nor a parameter of the function (other code may change it) [-Ralb-missed=CxxConstruct]
  for (int i = 0; i < n; ++i)
    out[i] = global_text[i];
}
