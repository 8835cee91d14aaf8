// Only pragma directives become comments: a line '#pragma omp ...' inside
// a block comment is the comment's text (a directive the authors turned
// off), and a comment that a directive opens and closes lines later is
// part of the directive. Before, the line inside the comment was replaced
// by '/* autolb: ... */', whose '*/' ended the author's comment early, and
// the directive's comment was cut at its first line: the output did not
// compile ("expected expression before '/' token", "unknown type name").
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s < %t.c
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: not grep 'comments.c:25:.*not applied' %t.remarks
// RUN: %mpicc -fopenmp -Werror -c %t.c -o %t.o
#define N 64
static double a[N], b[N];

// CHECK-LABEL: void turned_off(void)
// CHECK:      /* the OpenMP version was:
// CHECK-NEXT: #pragma omp parallel for
// CHECK-NEXT: */
// CHECK-NEXT: { /* autolb: loop 'i' distributed
void turned_off(void)
{
    int i;
    /* the OpenMP version was:
    #pragma omp parallel for
    */
    for (i = 0; i < N; i++)
        a[i] = i * 0.5;
}

// CHECK-LABEL: void commented_directive(void)
// CHECK:      /* autolb: not applied in the MPI program: '#pragma omp parallel for / * was schedule(dynamic)
// CHECK-NEXT: before * /' */
// CHECK-NEXT: { /* autolb: loop 'i' distributed
void commented_directive(void)
{
    int i;
    #pragma omp parallel for /* was schedule(dynamic)
                                before */
    for (i = 0; i < N; i++)
        b[i] = a[i] + 1;
}
// REMARK: pragma-lines-inside-comments.c:[[@LINE-5]]:5: remark: '#pragma omp parallel for /* was schedule(dynamic)' not applied
