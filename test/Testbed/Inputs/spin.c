/* A fixed amount of CPU-bound work; prints the seconds it took. */
#include <stdio.h>
#include <time.h>

int main(void) {
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  volatile double x = 0;
  for (long i = 0; i < 200000000L; i++)
    x += 1e-9 * i;
  clock_gettime(CLOCK_MONOTONIC, &end);
  printf("%.4f\n", (end.tv_sec - start.tv_sec) + 1e-9 * (end.tv_nsec - start.tv_nsec));
  return 0;
}
