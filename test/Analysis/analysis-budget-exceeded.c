// Nests whose dependence test needs a search over directions: with the
// default budget the test proves that no loop carries a dependence; with a
// budget too small for the search, the loops it could not settle stay
// sequential with a typed reason. A loop settled without a search (the
// exact distance 0 of 'i' in 'blocks') is still distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s --check-prefix=FULL -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --analysis-budget=2 %s 2>&1 | FileCheck %s --check-prefix=LOW -implicit-check-not=remark: -implicit-check-not=note:
// RUN: %autolb --analyze --format=json --analysis-budget=2 %s | python3 %S/Inputs/json-summary.py | FileCheck %s --check-prefix=JSON

void linear(double a[restrict 1000]) {
  // FULL: :[[@LINE+8]]:3: remark: loop 'i' is DOALL; not distributed [-Ralb-analysis]
  // FULL: :[[@LINE+7]]:3: remark: loop 'i' is not distributed: write to 'a[10*i+j]' is not indexed by 'i' alone in one dimension, so its owner rank is unknown [-Ralb-missed=WriteNotOwned]
  // FULL: :[[@LINE+8]]:7: note: write here
  // FULL: :[[@LINE+6]]:5: remark: loop 'j' is DOALL; not distributed [-Ralb-analysis]
  // FULL: :[[@LINE+5]]:5: remark: loop 'j' is not distributed: write to 'a[10*i+j]' is not indexed by 'j' alone in one dimension, so its owner rank is unknown [-Ralb-missed=WriteNotOwned]
  // FULL: :[[@LINE+5]]:7: note: write here
  // LOW: :[[@LINE+2]]:3: remark: loop 'i' is not distributed: the dependence tests of this nest used up their budget of 2 steps: a dependence between 'a[10*i+j]' and 'a[10*i+j]' is assumed (raise the limit with --analysis-budget=N) [-Ralb-missed=AnalysisBudgetExceeded]
  // LOW: :[[@LINE+3]]:7: note: reference here
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 10; j++)
      a[10 * i + j] = a[10 * i + j] + 1;
  // LOW: :[[@LINE-2]]:5: remark: loop 'j' is not distributed: the dependence tests of this nest used up their budget of 2 steps: a dependence between 'a[10*i+j]' and 'a[10*i+j]' is assumed (raise the limit with --analysis-budget=N) [-Ralb-missed=AnalysisBudgetExceeded]
  // LOW: :[[@LINE-2]]:7: note: reference here
}

void blocks(double A[restrict 100][100]) {
  // FULL: :[[@LINE+6]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  // FULL: :[[@LINE+6]]:5: remark: loop 'j' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
  // FULL: :[[@LINE+6]]:7: remark: loop 'k' is DOALL; runs inside distributed loop 'i' [-Ralb-analysis]
  // LOW: :[[@LINE+3]]:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
  // LOW: :[[@LINE+3]]:5: remark: loop 'j' is sequential; runs inside distributed loop 'i' [-Ralb-analysis]
  // LOW: :[[@LINE+3]]:7: remark: loop 'k' is sequential; runs inside distributed loop 'i' [-Ralb-analysis]
  for (int i = 0; i < 100; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 10; k++)
        A[i][10 * j + k] = A[i][10 * j + k] + 1;
}

// JSON: nest linear:[[@LINE-20]] decision=sequential distributed=None pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-21]] depth=0 kind=sequential distances={{.*}} reasons=AnalysisBudgetExceeded
// JSON: loop j line=[[@LINE-21]] depth=1 kind=sequential distances={{.*}} reasons=AnalysisBudgetExceeded
// JSON: nest blocks:[[@LINE-9]] decision=distributed distributed=i pipelined=None enclosing=0
// JSON: loop i line=[[@LINE-10]] depth=0 kind=doall distances=[] reasons=-
// JSON: loop j line=[[@LINE-10]] depth=1 kind=sequential distances={{.*}} reasons=AnalysisBudgetExceeded
// JSON: loop k line=[[@LINE-10]] depth=2 kind=sequential distances={{.*}} reasons=AnalysisBudgetExceeded
