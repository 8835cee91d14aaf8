// Helpers of C linkage in a C++ file: one declared so in an `extern "C"`
// block, one defined with `extern "C"` in front.
extern "C" {
double weight(const double *a, int i);
}

double weight(const double *a, int i) { return a[i] * a[i] + 1.0; }

extern "C" double damped(const double *a, int i) { return a[i] * 0.5 - 1.0; }
