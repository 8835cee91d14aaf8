#ifndef N
#error "N is defined by the build"
#endif
#ifndef STEP
#define STEP 1
#endif
double a[N];
void f(void) {
  for (int i = 0; i < N; i++)
    a[i] = i * STEP;
}
