// An anti-diagonal wavefront over a flat heap array, as alignment codes
// write it: rows of length w = m + 1, the cells of diagonal d from row
// max(1, d - m) to row min(n, d - 1), clipped through locals (a macro) or in
// the loop header (helpers). The columns d - i stay in [1, m], so the loop
// over i is read as rows (checked: m < w) and distributed, one halo row
// below. Before, the bounds that change with d left the column unbounded
// and the loops sequential. Each diagonal up to the n-th touches one row
// more than the last: the run-time widens its record of the array instead
// of making it whole, so a static run at 2 ranks fetches its halo rows and
// the final sync, about one array's worth (765,048 bytes; 360 MB before).
// RUN: %autolb %s -o %t.c 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %cc -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %mpicc -Werror %t.c -o %t.mpi %libautolb
// RUN: %run-all-modes %t.expected %t.mpi
// RUN: env ALB_BALANCE=0 ALB_REPLICATE=0 ALB_ALONE_TRIAL=0 ALB_REPORT=%t.json %alb-mpirun -np 2 %t.mpi > %t.out
// RUN: diff %t.expected %t.out
// RUN: %alb-report-fields %t.json "r['totals']['bytes_fetched'] < 2 * 501 * 381 * 4" | FileCheck %s --check-prefix=FETCHED
// FETCHED: True
// REQUIRES: mpi
#include <stdio.h>
#include <stdlib.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))

static int imax(int x, int y) { return x > y ? x : y; }
static int imin(int x, int y) { return x < y ? x : y; }

static int match(int i, int j) { return (i * 7 + j * 3) % 5 == 0 ? 3 : -1; }

static void fill(int n, int m, int *score) {
  int w = m + 1;
  for (int d = 2; d <= n + m; d++) {
    int ilo = MAX(1, d - m), ihi = MIN(n, d - 1);
    // REMARK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL {{.*}}when m < w
    for (int i = ilo; i <= ihi; i++) {
      int j = d - i;
      int best = score[(i - 1) * w + j - 1] + match(i, j);
      if (score[(i - 1) * w + j] - 2 > best)
        best = score[(i - 1) * w + j] - 2;
      if (score[i * w + j - 1] - 2 > best)
        best = score[i * w + j - 1] - 2;
      score[i * w + j] = best > 0 ? best : 0;
    }
  }
}

static void smooth(int n, int m, const int *score, int *out) {
  for (int d = 2; d <= n + m; d++)
    // REMARK: :[[@LINE+1]]:5: remark: loop 'i' distributed as DOALL
    for (int i = imax(1, d - m); i <= imin(n, d - 1); i++)
      out[i * (m + 1) + d - i] =
          score[i * (m + 1) + d - i] + out[(i - 1) * (m + 1) + d - i];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 500, m = argc > 2 ? atoi(argv[2]) : 380;
  int *score = calloc((size_t)(n + 1) * (m + 1), sizeof(int));
  int *out = calloc((size_t)(n + 1) * (m + 1), sizeof(int));
  if (!score || !out)
    return 1;
  fill(n, m, score);
  smooth(n, m, score, out);
  long sum = 0;
  int top = 0;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++) {
      sum += (long)score[i * (m + 1) + j] * ((i + 2 * j) % 7) +
             out[i * (m + 1) + j] % 11;
      if (score[i * (m + 1) + j] > top)
        top = score[i * (m + 1) + j];
    }
  printf("sum %ld top %d corner %d %d\n", sum, top, score[n * (m + 1) + m],
         out[n * (m + 1) + m]);
  free(score);
  free(out);
  return 0;
}
