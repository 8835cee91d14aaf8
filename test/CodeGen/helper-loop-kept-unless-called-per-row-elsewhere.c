// A helper's own loop stays sequential when another file of the program
// calls the helper once per iteration of a loop with data the loop's
// variable chooses (a row): that loop is the parallelism. A caller passing
// only a count that changes with its variable (`n - k`, in a loop that
// carries a dependence) does not take it: the helper's loop is the only
// parallelism there.
// RUN: %autolb --analyze %s --program-source=%S/Inputs/power-iteration-caller.c 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: %autolb --analyze %s --program-source=%S/Inputs/power-iteration-caller.c --program-source=%S/Inputs/rows-caller.c 2>&1 | FileCheck %s --check-prefix=ROW
double dot(const double *x, const double *y, int n)
{
    double s = 0.0;
    int i;
    // COUNT: :[[@LINE+2]]:5: remark: loop 'i' is DOALL with sum reduction into 's' (double); distributed
    // ROW: :[[@LINE+1]]:5: remark: loop 'i' is not distributed: 'dot' runs it and is called at rows-caller.c:8 once per iteration of a loop, with data chosen by the loop's variable
    for (i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}
