// A helper that reads the members of a record through a pointer parameter
// (`r->lat`), where the record holds only numbers and arrays of numbers, is
// a read of the record its caller passes (`&records[i]`): the loop over the
// records is distributed, and so is one whose helper writes the members of
// the record it is given (`r->lat += 1`: a read and a write of records[i]).
// A record with a pointer member, or a helper that writes another record
// through the parameter (`r[k].lat`), keeps the caller's loop sequential.
// RUN: %autolb --analyze %s 2>&1 | FileCheck %s

struct record {
  float lat, lng;
  char name[24];
};

struct linked {
  float lat;
  struct linked *next;
};

static float distance(const struct record *r, float lat, float lng) {
  return (lat - r->lat) * (lat - r->lat) + (lng - r->lng) * (lng - r->lng);
}

static float first(const struct linked *l) { return l->lat; }

static float move(struct record *r) {
  r->lat += 1;
  return r->lat;
}

static float shift(struct record *r, int k) {
  r[k].lat = r->lng;
  return r->lat;
}

void distances(int n, struct record *records, float *dist) {
  // CHECK: record-pointer-helper.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when
  for (int i = 0; i < n; i++)
    dist[i] = distance(&records[i], 1.5f, 2.5f);
}

void chained(int n, struct linked *items, float *out) {
  // CHECK: record-pointer-helper.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'first' may have effects beyond its result: its parameter 'l' is neither a number, a record of numbers nor a pointer to numbers or to records of numbers [-Ralb-missed=UnknownCall]
  for (int i = 0; i < n; i++)
    out[i] = first(&items[i]);
}

void moved(int n, struct record *records, float *out) {
  // CHECK: record-pointer-helper.c:[[@LINE+1]]:3: remark: loop 'i' is DOALL; distributed when
  for (int i = 0; i < n; i++)
    out[i] = move(&records[i]);
  // CHECK: record-pointer-helper.c:[[@LINE+1]]:3: remark: loop 'i' is not distributed: call to 'shift' may have effects beyond its result: it writes 'r' [-Ralb-missed=UnknownCall]
  for (int i = 0; i < n; i++)
    out[i] = shift(&records[i], 1);
}
