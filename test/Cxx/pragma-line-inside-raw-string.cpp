// A line '#pragma omp ...' inside a raw string literal is the string's
// text, not a directive: the output prints it as the sequential program
// does. Before, it became '/* autolb: not applied ... */' inside the
// string.
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s < %t.cpp
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -fopenmp -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %alb-mpirun -np 2 %t.mpi > %t.out
// RUN: cmp %t.expected %t.out
// REQUIRES: mpi
// CHECK:      static const char *usage = R"(Built with OpenMP:
// CHECK-NEXT: #pragma omp parallel for
// CHECK-NEXT: )";
#include <cstdio>
#define N 1000
static double a[N];
static const char *usage = R"(Built with OpenMP:
#pragma omp parallel for
)";

int main()
{
    for (int i = 0; i < N; i++)
        a[i] = i * 0.5;
    std::printf("%s%g\n", usage, a[N - 1]);
    return 0;
}
