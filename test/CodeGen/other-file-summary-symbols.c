// A loop calling functions of another file of the program (given with
// --program-source) is judged by their code there and distributed under a
// check of weak symbols; autolb's output of that file defines the symbol
// of each function it runs as written whose summary another file may take
// (no global read, no code changed by the rewrite, visible to other
// files). A function two program files define differently stays unknown.
// RUN: %autolb %s --program-source=%S/Inputs/summarized-helpers.c -o %t.c 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %autolb %S/Inputs/summarized-helpers.c -o %t.helpers.c 2>/dev/null
// RUN: cat %t.c %S/Inputs/separator %t.helpers.c | FileCheck %s --check-prefix=CODE
// RUN: %autolb %s --program-source=%S/Inputs/summarized-helpers.c --program-source=%S/Inputs/summarized-helpers-again.c -o %t.both.c 2>&1 | FileCheck %s --check-prefix=TWO-DEFINITIONS
#include <stdio.h>

double weight(const double *w, int k);
double total(const double *v, int n);
double scaled(const double *v, int k);
double quadruple(double x);

#define N 4000

double w[N], out[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        w[i] = (double) (i % 17) / 16.0;
    // REMARK-DAG: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL {{.*}} where the functions of other files it calls are linked as their code was summarized (2 symbols that
    for (i = 0; i < N; i++)
        out[i] = weight(w, i) + quadruple(w[i]);
    // REMARK-DAG: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: call to 'scaled' has unknown side effects
    for (i = 0; i < N; i++)
        out[i] += scaled(w, i);
    // A summary holds for the code as written; whether autolb's output of
    // the other file keeps 'total' so is known at link time.
    // REMARK-DAG: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL {{.*}} (1 symbol that
    for (i = 0; i < N; i++)
        out[i] += total(w, i);
    printf("%g %g\n", out[1], out[N - 1]);
    return 0;
}

// CODE-DAG: extern void (*const [[WEIGHT:alb_summary_weight_[0-9a-f]+]])(void) __attribute__((weak));
// CODE-DAG: extern void (*const [[QUADRUPLE:alb_summary_quadruple_[0-9a-f]+]])(void) __attribute__((weak));
// CODE: if ((&[[QUADRUPLE]] != 0 && [[QUADRUPLE]] == (void (*)(void))&quadruple && &[[WEIGHT]] != 0 && [[WEIGHT]] == (void (*)(void))&weight))
// CODE: else { /* autolb: other files' code is not the code summarized, or the arrays overlap: the loop as written, on every rank, every array whole after each nest the calls run */
// CODE-NEXT: alb_sync_all();
// CODE-NEXT: alb_whole_after_nests(1);
// CODE: if ((&[[TOTAL:alb_summary_total_[0-9a-f]+]] != 0 && [[TOTAL]] == (void (*)(void))&total))
// CODE: {{^}}==== the other{{ }}file ====
// CODE-NOT: alb_summary_total
// CODE-NOT: alb_summary_scaled
// CODE-NOT: alb_summary_twice
// CODE-DAG: static __typeof__(weight) alb_linked_weight __attribute__((alias("weight")));
// CODE-DAG: __attribute__((used, visibility("default"))) void (*const [[WEIGHT]])(void) = (void (*)(void))&alb_linked_weight;
// CODE-DAG: __attribute__((used, visibility("default"))) void (*const [[QUADRUPLE]])(void) = (void (*)(void))&alb_linked_quadruple;

// TWO-DEFINITIONS: remark: loop 'i' is not distributed: call to 'weight' has unknown side effects
