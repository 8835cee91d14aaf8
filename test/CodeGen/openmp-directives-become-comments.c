// Programs marked for OpenMP come with Makefiles that pass -fopenmp. The
// output is an MPI program without OpenMP: every '#pragma omp' line (with
// its continued lines) becomes a comment that keeps its text, with a
// remark, also inside the copies of a distributed loop; a loop pragma
// ('#pragma GCC ivdep') becomes one only when autolb rewrote its loop.
// Before this, '#pragma omp parallel for' stood before the 'if' of a
// distributed loop's versions and 'mpicc -fopenmp' failed ("for statement
// expected before 'if'"). autolb parses the input without -fopenmp, where
// the marked loops would be outlined regions it does not see: the same
// loops are distributed with it.
// RUN: %autolb %s -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: sed "/^ *\/\//d" %t.c | FileCheck %s
// RUN: %mpicc -fopenmp -Werror -Wno-unknown-pragmas -c %t.c -o %t.o
// RUN: %autolb %s -o %t-fopenmp.c -- -fopenmp 2> %t-fopenmp.remarks
// RUN: diff %t.c %t-fopenmp.c
// RUN: diff %t.remarks %t-fopenmp.remarks
#define N 64
static double a[N][N], b[N][N];
static double v[N];

// CHECK-LABEL: void distributed(void)
// CHECK-NEXT: {
// CHECK-NEXT: int i, j;
// CHECK-NEXT: /* autolb: not applied in the MPI program: '#pragma omp parallel for private(j)' */
// CHECK-NEXT: { /* autolb: loop 'i' distributed (independent iterations) */
// CHECK: /* autolb: not applied in the MPI program: '#pragma omp parallel for {{[\]}}
// CHECK-NEXT: private(j) schedule(static)' */
// CHECK-NEXT: { /* autolb: loop 'i' distributed */
// CHECK: /* autolb: not applied in the MPI program: '#pragma omp simd' */
// CHECK-NEXT: for (j = 0; j < N; j++)
// CHECK-NOT: {{^ *#pragma omp}}
void distributed(void)
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = i + j;
    #pragma omp parallel for \
        private(j) schedule(static)
    for (i = 1; i < N - 1; i++) {
        #pragma omp simd
        for (j = 0; j < N; j++)
            b[i][j] = a[i - 1][j] + a[i + 1][j];
    }
}
// REMARK-DAG: openmp-directives-become-comments.c:[[@LINE-12]]:1: remark: '#pragma omp parallel for private(j)' not applied: the output is an MPI program without OpenMP, which runs the code as its sequential build does (the directive is a comment) [-Ralb-codegen]
// REMARK-DAG: openmp-directives-become-comments.c:[[@LINE-9]]:5: remark: '#pragma omp parallel for' not applied
// REMARK-DAG: openmp-directives-become-comments.c:[[@LINE-7]]:9: remark: '#pragma omp simd' not applied
// REMARK-DAG: openmp-directives-become-comments.c:[[@LINE-14]]:5: remark: loop 'i' distributed as DOALL with independent iterations (1 arrays) [-Ralb-codegen]
// REMARK-DAG: openmp-directives-become-comments.c:[[@LINE-10]]:5: remark: loop 'i' distributed as DOALL (2 arrays) [-Ralb-codegen]

// A worksharing loop in a parallel region: both directives are comments,
// so the region's body runs once, as sequentially.
// CHECK-LABEL: void region(void)
// CHECK-NEXT: {
// CHECK-NEXT: int i;
// CHECK-NEXT: /* autolb: not applied in the MPI program: '#pragma omp parallel' */
// CHECK-NEXT: {
// CHECK-NEXT: /* autolb: not applied in the MPI program: '#pragma omp for' */
// CHECK-NEXT: { /* autolb: loop 'i' distributed (independent iterations) */
void region(void)
{
    int i;
#pragma omp parallel
    {
#pragma omp for
        for (i = 0; i < N; i++)
            v[i] = b[i][1];
    }
}
// REMARK-DAG: openmp-directives-become-comments.c:[[@LINE-7]]:1: remark: '#pragma omp parallel' not applied
// REMARK-DAG: openmp-directives-become-comments.c:[[@LINE-6]]:1: remark: '#pragma omp for' not applied

// CHECK-LABEL: void rewritten(void)
// CHECK-NEXT: {
// CHECK-NEXT: int i;
// CHECK-NEXT: /* autolb: not applied, autolb's code follows it: '#pragma GCC ivdep' */
// CHECK-NEXT: { /* autolb: loop 'i' distributed (independent iterations) */
void rewritten(void)
{
    int i;
#pragma GCC ivdep
    for (i = 0; i < N; i++)
        v[i] = v[i] * 2 + b[i][2];
}

// A loop left as written keeps its loop pragma; other pragmas stay. Before
// a loop that reads distributed data, autolb puts a sync: the loop
// pragma becomes a comment (the hint is lost).
// CHECK-LABEL: double kept(void)
// CHECK-NEXT: {
// CHECK-NEXT: double w[N];
// CHECK-NEXT: int i;
// CHECK-NEXT: w[0] = 1;
// CHECK-NEXT: #pragma GCC diagnostic ignored "-Wunused-variable"
// CHECK-NEXT: #pragma GCC ivdep
// CHECK-NEXT: for (i = 1; i < N; i++)
// CHECK-NEXT: w[i] = w[i - 1] * 0.5;
// CHECK-NEXT: /* autolb: not applied, autolb's code follows it: '#pragma GCC ivdep' */
// CHECK-NEXT: alb_array_sync(v); /* autolb: make distributed data whole */
// CHECK-NEXT: for (i = 1; i < N; i++)
double kept(void)
{
    double w[N];
    int i;
    w[0] = 1;
#pragma GCC diagnostic ignored "-Wunused-variable"
#pragma GCC ivdep
    for (i = 1; i < N; i++)
        w[i] = w[i - 1] * 0.5;
#pragma GCC ivdep
    for (i = 1; i < N; i++)
        v[i] = v[i - 1] + v[i];
    return w[N - 1];
}

// A '#pragma' in a block comment or a string is not a directive: left as
// written.
// CHECK-LABEL: const char *not_directives(void)
// CHECK-NEXT: {
// CHECK-NEXT: /*
// CHECK-NEXT: #pragma omp parallel for
// CHECK-NEXT: */
// CHECK-NEXT: return "{{[\]}}
// CHECK-NEXT: #pragma omp parallel for";
const char *not_directives(void)
{
/*
#pragma omp parallel for
*/
    return "\
#pragma omp parallel for";
}
