// Flags after '--' are the compile command: without -DSIZE the file does not
// parse, with it, it does.
// RUN: not %autolb --analyze %s 2>&1 | FileCheck %s --check-prefix=NODEF
// RUN: %autolb --analyze %s -- -DSIZE=8 2>&1 | FileCheck %s --allow-empty --check-prefix=DEF
double a[SIZE];
// NODEF: clang-flags.c:[[@LINE-1]]:10: error: use of undeclared identifier 'SIZE'
// DEF-NOT: error:
