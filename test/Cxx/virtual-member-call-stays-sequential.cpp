// A virtual member function: the object chooses which body runs, so no
// summary describes the call and its loop stays sequential, the call and
// the reason named. The same loop calling a non-virtual function of the
// same class is distributed.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct Shape {
  double w, h;
  virtual double area() const { return w * h; }
  double perimeter() const { return 2 * (w + h); }
  virtual ~Shape() {}
};

struct Square : Shape {
  double area() const override { return w * w; }
};

const int n = 1000;
Square s[n];
double a[n];

void kernels() {
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Square::area' may have effects beyond its result: it is virtual: the object chooses the function
  for (int i = 0; i < n; i++)
    a[i] = s[i].area();
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed
  for (int i = 0; i < n; i++)
    a[i] = s[i].perimeter();
}
