// Output to stdout and stderr in replicated code happens on one rank only;
// each statement is kept verbatim inside the guard. Output to other streams
// is left alone. A guarded then-branch keeps its 'else'. A returned value is
// computed before the run-time stops.
// RUN: %autolb %s -o %t.c
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -Werror -c %t.c -o %t.o
#include <stdio.h>

// CHECK: alb_init(&argc, &argv);
// CHECK: if (argc > 5)
// CHECK-NEXT: { if (alb_is_output_rank()) { printf("many\n"); } }
// CHECK-NEXT: else
// CHECK-NEXT: if (alb_is_output_rank()) { puts("few"); }
// CHECK-NEXT: if (alb_is_output_rank()) { putchar('x'); }
// CHECK-NEXT: if (alb_is_output_rank()) { fprintf(stderr, "err %d\n", argc); }
// CHECK-NEXT: fprintf(log, "to a file\n");
// CHECK-NEXT: if (alb_is_output_rank()) { fputs("line\n", stdout); }
// CHECK-NEXT: fclose(log);
// CHECK: { int alb_status = (argc > 1); alb_finalize(); return alb_status; }
int main(int argc, char **argv) {
  FILE *log = fopen("/dev/null", "w");
  if (argc > 5)
    printf("many\n");
  else
    puts("few");
  putchar('x');
  fprintf(stderr, "err %d\n", argc);
  fprintf(log, "to a file\n");
  fputs("line\n", stdout);
  fclose(log);
  (void)argv;
  return argc > 1;
}

// Arguments with side effects, and output whose value is used, are
// evaluated on every rank: the run-time's variants print on the output rank
// and count the characters on the others.
// CHECK-LABEL: int counted(int k) {
// CHECK-NEXT: int n = alb_printf("%d\n", k);
// CHECK-NEXT: alb_fprintf(stderr, "%d\n", k++);
// CHECK-NEXT: n += alb_putchar('0' + k);
// CHECK-NEXT: return n + k;
int counted(int k) {
  int n = printf("%d\n", k);
  fprintf(stderr, "%d\n", k++);
  n += putchar('0' + k);
  return n + k;
}
