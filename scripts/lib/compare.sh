# shellcheck shell=bash
# The comparison of a differential test: the MPI program's stdout against
# the sequential program's, bitwise unless the tool's remarks announce a
# tolerance for a reassociated floating-point reduction (the rules are in
# scripts/e2e.sh's header; `scripts/e2e.sh --compare` is its command line).
# Sourced by bash scripts.

# Prints the tolerance announced in a remarks log: "rel:TOL", "abs:TOL", or
# nothing when no reassociation remark states one.
alb_announced_tolerance() { # REMARKS
  python3 - "$1" <<'PY'
import re, sys
best = None
for line in open(sys.argv[1], errors="replace"):
    if not re.search(r"reassociat", line, re.I):
        continue
    m = re.search(r"(absolute\s+)?tolerance\D*?([0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)",
                  line, re.I)
    if m and (best is None or float(m.group(2)) > best[1]):
        best = ("abs" if m.group(1) else "rel", float(m.group(2)))
if best is not None:
    print("%s:%r" % best)
PY
}

# Token-wise comparison within a tolerance ("rel:TOL" or "abs:TOL"). Prints
# the largest difference and the lines that differ and succeeds, or prints
# the first mismatch and fails.
alb_within_tolerance() { # EXPECTED ACTUAL TOLERANCE
  python3 - "$@" <<'PY'
import math, re, sys
expected = open(sys.argv[1], errors="replace").read().splitlines()
actual = open(sys.argv[2], errors="replace").read().splitlines()
kind, tol = sys.argv[3].split(":")
tol = float(tol)
number = re.compile(r"[-+]?(?:(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|inf(?:inity)?|nan)$", re.I)
# printf's %a: 0x1.8p+3
hex_number = re.compile(r"[-+]?0x(?:[0-9a-f]+\.?[0-9a-f]*|\.[0-9a-f]+)p[-+]?[0-9]+$", re.I)
def value(token):
    if number.match(token):
        return float(token)
    if hex_number.match(token):
        return float.fromhex(token)
    return None
def fail(msg):
    print(msg)
    sys.exit(1)
if len(expected) != len(actual):
    fail("%d lines instead of %d" % (len(actual), len(expected)))
worst = 0.0
differing = []
for lineno, (e, a) in enumerate(zip(expected, actual), 1):
    if e != a:
        differing.append(str(lineno))
    et, at = e.split(), a.split()
    if len(et) != len(at):
        fail("line %d: %r instead of %r" % (lineno, a, e))
    for x, y in zip(et, at):
        if x == y:
            continue
        fx, fy = value(x), value(y)
        if fx is None or fy is None:
            fail("line %d: %r instead of %r" % (lineno, y, x))
        if not (math.isfinite(fx) and math.isfinite(fy)):
            if not fx == fy:
                fail("line %d: %s instead of %s" % (lineno, y, x))
            continue
        diff = abs(fx - fy)
        if kind == "rel":
            diff /= max(abs(fx), abs(fy))
        worst = max(worst, diff)
        if diff > tol:
            fail("line %d: %s instead of %s (difference %.3g > %g)" % (lineno, y, x, diff, tol))
print("max difference %.3g; lines not bitwise identical: %s (of %d)"
      % (worst, ",".join(differing), len(expected)))
PY
}

# Prints "identical", "within ... tolerance ..." or "DIFFERENT ..." and the
# first lines of the diff; fails on a difference.
alb_compare_outputs() { # EXPECTED ACTUAL REMARKS
  local expected="$1" actual="$2" remarks="$3" tolerance verdict
  if cmp -s "$expected" "$actual"; then
    echo "identical"
    return 0
  fi
  tolerance="$(alb_announced_tolerance "$remarks")"
  if [[ -n "$tolerance" ]]; then
    local text="relative tolerance"
    [[ "$tolerance" == abs:* ]] && text="absolute tolerance"
    if verdict="$(alb_within_tolerance "$expected" "$actual" "$tolerance")"; then
      echo "within the $text ${tolerance#*:} the tool announced ($verdict)"
      return 0
    fi
    echo "DIFFERENT beyond the $text ${tolerance#*:} the tool announced: $verdict"
  else
    echo "DIFFERENT"
    if grep -qi reassociat "$remarks"; then
      echo "    (the remarks mention reassociation but state no tolerance: compared bitwise)"
    fi
  fi
  diff "$expected" "$actual" | head -n 10 | sed 's/^/    /' || true
  return 1
}
