// Member function calls whose effects no summary places keep their loops
// sequential, the call and the effect named: a call through a pointer to
// member, a function defined in another file, one that takes its object's
// address or returns a reference to a member, one that follows a pointer
// member, and a call through a pointer to the object.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct Node {
  double u;
  double *weights;
  double get() const { return u; }
  double external() const;
  double &ref() { return u; }
  double addressed() const {
    const double *p = &u;
    return *p;
  }
  double weighted(int k) const { return u * weights[k]; }
};

const int n = 1000;
Node nodes[n];
double a[n];

void kernels(Node *q) {
  double (Node::*method)() const = &Node::get;
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: C++ construct not analysed: call through a pointer to member function
  for (int i = 0; i < n; i++)
    a[i] = (nodes[i].*method)();
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Node::external' may have effects beyond its result: its definition is not in this file or its headers
  for (int i = 0; i < n; i++)
    a[i] = nodes[i].external();
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Node::ref' may have effects beyond its result: it returns something other than a number
  for (int i = 0; i < n; i++)
    a[i] = nodes[i].ref();
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Node::addressed' may have effects beyond its result: it takes or follows an address
  for (int i = 0; i < n; i++)
    a[i] = nodes[i].addressed();
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Node::weighted' may have effects beyond its result: it uses member 'weights', which holds neither numbers nor records of numbers
  for (int i = 0; i < n; i++)
    a[i] = nodes[i].weighted(i % 4);
  // CHECK: [[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'Node::get' through pointer 'q' cannot be proved free of aliasing
  for (int i = 0; i < n; i++)
    a[i] = q->get() + i;
}
