// A helper taking std::vector (or vector of vectors) reference parameters
// that it only reads by subscript and size is summarized like one reading
// its pointer parameters: a call passing a vector reads its elements, and
// one passing a vector of vectors or a row t[i] reads the whole table
// (made whole and checked before the nest, as a table the nest reads
// itself). k-means' assignment loop is then distributed and the distance
// loop inside the helper is not. A helper that writes an element of its
// vector, or binds one to a reference, keeps its callers sequential.
// Output equals the sequential program's at 1-4 ranks in every mode.
// REMARK: helpers-reading-vector-parameters.cpp:29:3: remark: loop 'j' is not distributed: 'nearest' runs it and is called in distributed loop 'i' (line 68)
// REMARK: helpers-reading-vector-parameters.cpp:68:5: remark: loop 'i' is DOALL; distributed, reading the rows of 'points', 'centres' whole
// REMARK: helpers-reading-vector-parameters.cpp:74:3: remark: loop 'i' is DOALL; distributed [-Ralb-analysis]
// REMARK: helpers-reading-vector-parameters.cpp:76:3: remark: loop 'i' is not distributed: call to 'scale' may have effects beyond its result: it writes through an address
// REMARK: helpers-reading-vector-parameters.cpp:79:3: remark: loop 'i' is not distributed: call to 'first' may have effects beyond its result
// RUN: %autolb %s -o %t.cpp 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %cxx -Werror %s -o %t.seq && %t.seq > %t.expected
// RUN: %cxx -Werror %t.cpp -o %t.mpi %libautolb
// RUN: %run-all-modes --remarks %t.remarks %t.expected %t.mpi
//
#include <cstdio>
#include <vector>

typedef std::vector<std::vector<float>> Table;

static float distance2(const std::vector<float> &a,
                       const std::vector<float> &b) {
  float d = 0.0f;
  for (std::size_t j = 0; j < a.size(); j++)
    d += (a[j] - b[j]) * (a[j] - b[j]);
  return d;
}

static int nearest(const std::vector<float> &point, const Table &centres) {
  int best = 0;
  float bestDist = distance2(point, centres[0]);
  for (std::size_t c = 1; c < centres.size(); c++) {
    float d = distance2(point, centres[c]);
    if (d < bestDist) {
      bestDist = d;
      best = (int)c;
    }
  }
  return best;
}

static double weight(const std::vector<double> &w, int i) { return w[i] * 0.5; }

static void scale(std::vector<double> &w, int i) { w[i] *= 2.0; }

static double first(std::vector<double> &v) {
  const double &head = v[0];
  return head;
}

int main() {
  const int n = 2500, dims = 5, k = 4;
  Table points(n, std::vector<float>(dims));
  std::vector<double> w(n), out(n), z(3, 1.0);
  for (int i = 0; i < n; i++)
    w[i] = (i * 13) % 7;
  for (int i = 0; i < n; i++)
    for (int d = 0; d < dims; d++)
      points[i][d] = (float)((i * 7 + d * 13) % 101) / 10.0f;
  Table centres(points.begin(), points.begin() + k);
  std::vector<int> membership(n);
  for (int round = 0; round < 3; round++) {
    for (int i = 0; i < n; i++)
      membership[i] = nearest(points[i], centres);
    for (int c = 0; c < k; c++)
      for (int d = 0; d < dims; d++)
        centres[c][d] = 0.5f * centres[c][d] + 0.5f * points[c * 97 + round][d];
  }
  for (int i = 0; i < n; i++)
    out[i] = weight(w, i) + membership[i];
  for (int i = 0; i < n; i++)
    scale(w, i);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += out[i] * (i % 3) + w[i] + first(z);
  std::printf("%.4f %d %d\n", s, membership[5], membership[n - 1]);
  return 0;
}
