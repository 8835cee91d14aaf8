// Files opened by replicated code are opened through the run-time's
// alb_fopen/alb_freopen (every fopen and freopen call, whatever its mode): a
// file opened for writing is written by the output rank only, the others write to /dev/null. A
// program that does not read stdin does not replicate it.
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: rm -f %t.log && %alb-mpirun -np 3 --timeout 60 %t.mpi %t.log
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// REQUIRES: mpi
#include <stdio.h>

// CHECK-LABEL: int count_lines(const char *path) {
// CHECK-NEXT: FILE *f = alb_fopen(path, "r");
int count_lines(const char *path) {
  FILE *f = fopen(path, "r");
  int n = 0;
  for (int c; f && (c = fgetc(f)) != EOF;)
    n += c == '\n';
  if (f)
    fclose(f);
  return n;
}
// REMARK: fopen-replaced.c:[[@LINE-8]]:13: remark: 'fopen' replaced by 'alb_fopen': files opened for writing are written by the output rank only [-Ralb-codegen]

// CHECK-LABEL: int main(int argc, char **argv) {
// CHECK-NEXT: alb_init(&argc, &argv); /* autolb: start the run-time */
// CHECK-NOT: alb_replicate_stdin
// CHECK: FILE *log = alb_fopen(argv[1], "a");
// CHECK: if (argc > 2 && !alb_freopen(argv[2], "w", stdout))
int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  FILE *log = fopen(argv[1], "a");
  // REMARK: fopen-replaced.c:[[@LINE-1]]:15: remark: 'fopen' replaced by 'alb_fopen'
  if (!log)
    return 1;
  fprintf(log, "once\n");
  fclose(log);
  if (argc > 2 && !freopen(argv[2], "w", stdout))
    return 1;
  // REMARK: fopen-replaced.c:[[@LINE-2]]:20: remark: 'freopen' replaced by 'alb_freopen': files opened for writing are written by the output rank only [-Ralb-codegen]
  return 0;
}
// LOG: once
// LOG-NOT: once
