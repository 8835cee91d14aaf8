// The bodies of system-header functions are not parsed: library code is
// known by its declarations, as if compiled apart. An inline library
// function is then an allocation by its name only ('xmalloc' is,
// 'library_buffer' is not: writes through its result stay sequential), and
// constexpr library functions still size arrays.
// RUN: %autolb --analyze %s -- -isystem %S/Inputs/library 2>&1 | FileCheck %s
#include <buffers.h>
#include <xmalloc.h>

static double table[library_size(8)];

int main() {
  double *a = library_buffer(100);
  double *b = static_cast<double *>(xmalloc(sizeof(double) * 100));
  // CHECK: library-function-bodies-not-read.cpp:[[@LINE+1]]:3: remark: loop 'i' is not distributed: 'a' may point into an array
  for (int i = 0; i < 100; i++)
    a[i] = i;
  // CHECK: library-function-bodies-not-read.cpp:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < 100; i++)
    b[i] = 2 * i;
  // CHECK: library-function-bodies-not-read.cpp:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < 32; i++)
    table[i] = a[i % 100] + b[i % 100];
  std::free(a);
  std::free(b);
  return 0;
}
