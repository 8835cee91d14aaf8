// A string whose characters the program hands out to another name (`&s[0]`,
// `s.data()`, `s.begin()`) may be written through it by a distributed
// nest, one rank per iteration, and then differ from rank to rank: a local
// string so handed out in its function, and a string parameter once the
// program hands out any string's characters (the caller's may be that
// one; not one taken by value, a copy), keep their loops sequential. Iterators consumed by a library call
// that returns nothing (`std::reverse(s.begin(), s.end())`) hand out
// nothing. Before, 'fill(&s[0], n)' then 'count(s, out, n)' both ran
// distributed and the ranks read different strings (output differed at 2
// ranks).
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
// REQUIRES: mpi
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

static void fill(char *p, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; ++i)
    p[i] = static_cast<char>('A' + (i * 7) % 26);
}

static void count(const std::string &a, std::vector<int> &out, int n) {
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: std::string 'a' is a parameter, and the program hands out the characters of a std::string ({{'s.data\(\)' at line [0-9]+}}): a distributed nest may write them through that name, and the string would differ from rank to rank
  for (int i = 0; i < n; ++i)
    out[i] = a[n - 1 - i] == 'A' ? 1 : a[n - 1 - i];
}

static long local_handed_out(int n) {
  std::string s(n, 'x');
  char *p = s.data();
  fill(p, n / 2);
  std::vector<int> out(n);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'k' is not distributed: C++ construct not analysed: std::string 's' may be changed through another name: member 'data' of 's' may hand out its characters at line [[#@LINE-3]]
  for (int k = 0; k < n; ++k)
    out[k] = s[k] == 'A' ? 5 : 1;
  long sum = 0;
  for (int k = 0; k < n; ++k)
    sum += out[k] * static_cast<long>(k % 7);
  return sum;
}

// A parameter taken by value is a copy of the caller's string, which no
// handout reaches.
static long copy_is_its_own(std::string s, int n) {
  std::vector<int> out(n);
  // CHECK-DAG: :[[@LINE+1]]:3: remark: loop 'k' is DOALL; distributed
  for (int k = 0; k < n; ++k)
    out[k] = s[k] == 'A' ? 2 : 1;
  long sum = 0;
  for (int k = 0; k < n; ++k)
    sum += out[k] * static_cast<long>(k % 5);
  return sum;
}

int main() {
  const int n = 4000;
  std::string s(n, 'z');
  std::reverse(s.begin(), s.end());
  fill(&s[0], n);
  std::vector<int> out(n);
  count(s, out, n);
  long sum = 0;
  for (int i = 0; i < n; ++i)
    sum += out[i] * static_cast<long>(i % 13);
  const long copied = copy_is_its_own(s, n);
  std::printf("%ld %ld %ld\n", sum, local_handed_out(n), copied);
  return 0;
}
