// A syntax error is reported in clang's format, exits 1, leaves no output.
// RUN: rm -f %t.out
// RUN: not %autolb %s -o %t.out 2>&1 | FileCheck %s
// RUN: test ! -e %t.out
// RUN: not %autolb --analyze %s 2>&1 | FileCheck %s
int main(void) {
  int x = 1
  return x;
}
// CHECK: syntax-error.c:[[@LINE-3]]:12: error: expected ';' at end of declaration
