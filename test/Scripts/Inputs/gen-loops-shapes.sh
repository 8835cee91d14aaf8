#!/usr/bin/env bash
# Fails, naming it, for each application shape of test/harness/gen-loops.py
# that the programs in FILE (the generator's output for several seeds) lack.
#   gen-loops-shapes.sh FILE
set -u
file="$1"
missing=0
while IFS='|' read -r shape pattern; do
  if ! grep -Eq "$pattern" "$file"; then
    echo "missing: $shape"
    missing=1
  fi
done <<'EOF_SHAPES'
row table|\*\*R[0-9]+( = |;$)
row table allocated|R[0-9]+ = x?malloc\(\(size_t\)N[0-9]+ \* sizeof \*R[0-9]+\);
row table over one block|R[0-9]+\[0\] = x?malloc\(
rows of the block|R[0-9]+\[i[0-9]+\] = R[0-9]+\[0\] \+ i[0-9]+ \* N[0-9]
rows allocated one by one|R[0-9]+\[i[0-9]+\] = x?malloc\(
stencil over neighbour rows|R[0-9]+\[i[0-9]+ - 1\]\[i[0-9]+\]
freed row by row|free\(R[0-9]+\[i[0-9]+\]\);
two entries of a row table on one row|P[0-9]+\[[0-9]+\] = R[0-9]+\[[0-9]+\];
struct member through the struct|g[0-9]+\.v\[i[0-9]+\] =
struct member through a pointer|gp[0-9]+->v\[
flattened 2-D struct member|v\[\(i[0-9]+\) \* gp?[0-9]+(\.|->)m \+
array member of an array of structs|boxes[0-9]+\[i[0-9]+\]\.vals\[i[0-9]+\] =
struct with several pointers|s[0-9]+(\.|->)flag\[
pure helper|= sq[0-9]+\(
helper writing a parameter's row|scale_row[0-9]+\([A-Z][0-9]+\[i[0-9]+\], N[0-9]
helper writing a row of constant length|scale_row[0-9]+\([A-Z][0-9]+\[i[0-9]+\]\);
helper writing a global scalar|= add[0-9]+\(
helper writing a global array|set[0-9]+\(i[0-9]+, 
helper reading a global|= .*get[0-9]+\(
helper printing|report[0-9]+\(.*\);$
rand|srand\([0-9]+u\);
seeded generator writing seed[i]|next[0-9]+\(seed[0-9]+, i[0-9]+\)
helper with a prototype, defined after main|^static [a-z]+ (sq|scale_row|add|set|get|report|next)[0-9]+\(.*\);$
EOF_SHAPES
exit "$missing"
