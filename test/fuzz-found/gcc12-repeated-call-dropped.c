/* Not an autolb bug: GCC 12.2 (Debian 12.2.0-14, mpicc's compiler here)
 * miscompiles this program at -O1 and -O2. It drops both calls of f, a
 * helper that updates the static array S in place (a matrix product with
 * itself), and prints the hash of S as initialized:
 *
 *   gcc -O0 (and clang-19 -O0/-O2, gcc with ASan/UBSan): 192d66e357dadaa8
 *   gcc -O1, gcc -O2:                                  667d62d6beb9ef39
 *   gcc -O1 -fno-ipa-modref -fno-ipa-pure-const:       192d66e357dadaa8
 *
 * Neither -fno-ipa-modref nor -fno-ipa-pure-const alone avoids it; one call
 * of f instead of two does. The program has no undefined behaviour (every
 * subscript is in bounds, the sums stay below 2^20, clean under ASan, UBSan
 * and MSan). Found as gen-loops.py --c89 9000484, whose sequential build
 * printed another hash for S than its sanitized build (scripts/fuzz.sh
 * --sanitize skipped it as a generator bug): the generator's helper f48
 * (a "globals" helper of b_call, an in-place matrix product) is called twice
 * in a row there. scripts/fuzz.sh builds with GCC without those two
 * analyses (gcc_flags), so that a program GCC miscompiles on one side only
 * does not pass for an autolb bug.
 */
#include <stdio.h>

static int S[7][8];

static void f(void) {
  int j, i, k;
  for (j = 0; j < 8; j++)
    for (i = 0; i < 7; i++) {
      int acc = 0;
      for (k = 0; k < 7; ++k)
        acc = (acc + S[k][k] * S[k][i]) % 1021;
      S[i][j] = acc;
    }
}

int main(void) {
  int i, j;
  unsigned long h = 1;
  for (i = 0; i < 7; i++)
    for (j = 0; j < 8; j++)
      S[i][j] = (2 * j + 5 * i + 789) % 1021;
  f();
  f();
  for (i = 0; i < 7; i++)
    for (j = 0; j < 8; j++)
      h = h * 31 + (unsigned)S[i][j];
  printf("%lx\n", h);
  return 0;
}
