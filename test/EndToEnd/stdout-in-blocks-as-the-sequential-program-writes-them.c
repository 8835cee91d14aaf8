// Under alb-mpirun with its output in a file, rank 0 writes stdout in
// blocks, as the sequential program writes to a file (ALB_STDOUT_BLOCKS,
// which alb-mpirun sets when its stdout is not a terminal): a line written
// with write(2) between two printf lines comes first in both. mpirun gives
// rank 0 a pseudo-terminal, which would write stdout line by line:
// ALB_STDOUT_BLOCKS=0 shows that other order. The summary and the run
// report say which it was.
// RUN: %autolb %s -o %t.c
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_SUMMARY=full ALB_QUIET=0 ALB_REPORT=%t.json %alb-mpirun -np 2 %t.mpi > %t.out 2> %t.err
// RUN: cmp %t.expected %t.out
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err
// RUN: %alb-report-fields %t.json "r['options']['stdout_blocks']" | FileCheck %s --check-prefix=JSON
// RUN: env ALB_STDOUT_BLOCKS=0 ALB_SUMMARY=full ALB_QUIET=0 %alb-mpirun -np 2 %t.mpi > %t.lines 2> %t.lines.err
// RUN: FileCheck %s --check-prefix=LINES < %t.lines
// RUN: FileCheck %s --check-prefix=LINES-SUMMARY < %t.lines.err
// REQUIRES: mpi
// SUMMARY: autolb:   options: {{.*}}, stdout in blocks, tfract
// JSON: r['options']['stdout_blocks'] = True
// LINES: before the loop
// LINES-NEXT: written directly
// LINES-NEXT: after the loop: 2499975000.0
// LINES-SUMMARY: autolb:   options: {{.*}}, stdout as the stream is, tfract
#include <stdio.h>
#include <unistd.h>

#define N 100000
static double a[N];

int main(void) {
  double sum = 0.0;
  printf("before the loop\n");
  if (write(STDOUT_FILENO, "written directly\n", 17) != 17)
    return 1;
  for (int i = 0; i < N; i++)
    a[i] = (double)i * 0.5;
  for (int i = 0; i < N; i++)
    sum += a[i];
  printf("after the loop: %.1f\n", sum);
  return 0;
}
