// Preprocessed input (`cc -E` output, with line markers) holds the text of
// the system headers it included, without their include guards. The
// run-time's header then goes after that text, before the program's first
// own declaration, in the mode where it includes no system header itself
// (a second <stdio.h> would redeclare the types already in the file).
// The input is preprocessed by clang, which autolb's parser accepts, and
// both programs are built by the same compiler.
// RUN: env OMPI_CC=clang-19 %mpicc -E %s -o %t-pp.c
// RUN: %autolb %t-pp.c -o %t.c 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.c
// RUN: env OMPI_CC=clang-19 %mpicc -Werror %t-pp.c -o %t.seq && %t.seq > %t.expected
// RUN: env OMPI_CC=clang-19 %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// REQUIRES: mpi
// CHECK: remark: loop 'i' distributed as DOALL
// CODE-NOT: autolb/autolb.h
// CODE: typedef struct _IO_FILE FILE;
// CODE: {{^}}#define ALB_INCLUDED_AFTER_EXPANDED_HEADERS 1
// CODE-NEXT: {{^}}#define ALB_INPUT_DECLARES_FILE 1
// CODE-NEXT: {{^}}#include "autolb/autolb.h"
// CODE: alb_fopen("/dev/null", "w")
#include <stdio.h>
#include <stdlib.h>
#define N 2000

int main(void) {
  double *a = malloc(N * sizeof *a);
  if (!a)
    return 1;
  for (int i = 0; i < N; i++)
    a[i] = 0.5 * i + 1.0 / (i + 1);
  FILE *log = fopen("/dev/null", "w");
  if (log) {
    fprintf(log, "%a\n", a[N - 1]);
    fclose(log);
  }
  for (int i = 0; i < N; i += 111)
    printf("%d %a\n", i, a[i]);
  free(a);
  return 0;
}
