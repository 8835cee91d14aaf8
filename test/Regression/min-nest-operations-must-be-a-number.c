// --min-nest-operations takes a count: NaN was accepted, and since every
// comparison with it is false, every nest of constant bounds stayed
// sequential with "less than one exchange between ranks costs (about nan
// operations)". NaN and negative counts are errors.
// RUN: not %autolb --min-nest-operations=nan %s -o %t.c 2>&1 | FileCheck %s --check-prefix=NAN
// RUN: not %autolb --min-nest-operations=-1 %s -o %t.c 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: %autolb --min-nest-operations=0 %s -o %t.c 2>&1 | FileCheck %s --check-prefix=ZERO
// NAN: autolb: error: --min-nest-operations=nan: the count must be a number, not negative
// NEGATIVE: autolb: error: --min-nest-operations=-1.000000: the count must be a number, not negative
static double state[12], rate[12];

void advance(double h) {
  // ZERO: :[[@LINE+1]]:3: remark: loop 'i' distributed as DOALL
  for (int i = 0; i < 12; i++)
    state[i] += h * rate[i];
}
