#!/usr/bin/env bash
# fault-stall.sh LAUNCHER PROGRAM RANKS STOPPED_RANK
# Runs PROGRAM (stall.c) on RANKS ranks through LAUNCHER with a trace, stops
# rank STOPPED_RANK with SIGSTOP for about 2 s once the program says it is
# under way, continues it, and checks:
#   - the job succeeds and its result equals the sequential one (the
#     program compares bitwise and prints "stall on N ranks: ok");
#   - in the trace, the stop shows as a gap of at least 1.5 s between two
#     interactions of the stopped rank, and neither the first interaction
#     after it nor the next one (decided on the reports that covered the
#     stop, in pipelined mode) gave the stopped rank more work.
# Prints the stopped rank's share before, around and after the stop.
# The handshake is through files (stall.c); the 2 s are the stop itself.
set -uo pipefail
launcher="$1" program="$2" ranks="$3" stopped="$4"
work="$(mktemp -d "${TMPDIR:-/tmp}/alb-fault-stall.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() {
  echo "fault-stall: FAILED: $*" >&2
  [[ -f "$work/err" ]] && sed 's/^/    /' "$work/err" >&2
  exit 1
}

ALB_TEST_FAULT_DIR="$work" ALB_TRACE="$work/trace" \
  "$launcher" -np "$ranks" --timeout 90 "$program" >"$work/out" 2>"$work/err" &
job=$!

# Wait (at most 60 s) for the program to be under way.
for _ in $(seq 600); do
  [[ -f "$work/ready" && -f "$work/pid.$stopped" ]] && break
  kill -0 "$job" 2>/dev/null || fail "the job ended before it was ready"
  sleep 0.1
done
[[ -f "$work/ready" ]] || { kill "$job"; fail "the program never became ready"; }
pid="$(cat "$work/pid.$stopped")"
kill -STOP "$pid" || fail "cannot stop rank $stopped (pid $pid)"
sleep 2
kill -CONT "$pid" || fail "cannot continue rank $stopped (pid $pid)"
touch "$work/resumed"
wait "$job"
rc=$?
[[ $rc -eq 0 ]] || fail "the job exited with status $rc"
grep -q "stall on $ranks ranks: ok" "$work/out" || fail "wrong result: $(cat "$work/out")"

python3 - "$work/trace" "$ranks" "$stopped" <<'PY' || fail "trace check"
import csv, sys
prefix, ranks, stopped = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def lines(rank):
    with open("%s.%d.csv" % (prefix, rank)) as f:
        return list(csv.DictReader(f))
mine = lines(stopped)
gaps = [(float(mine[i + 1]["time"]) - float(mine[i]["time"]), i)
        for i in range(len(mine) - 1)]
gap, a = max(gaps)
if gap < 1.5:
    sys.exit("no gap of 1.5 s in rank %d's trace (largest %.2f s)" % (stopped, gap))
def show(i):
    if i >= len(mine):
        return "-"
    l = mine[i]
    return "%s (%+d, %s)" % (l["owned"], int(l["moved"]), l["reason"])
print("fault-stall: np=%d rank %d stopped %.2f s between interactions %d and %d"
      % (ranks, stopped, gap, a, a + 1))
print("fault-stall: rank %d owned %s before, %s after, %s next, %s at the end"
      % (stopped, show(a), show(a + 1), show(a + 2), show(len(mine) - 1)))
bad = [i for i in (a + 1, a + 2) if i < len(mine) and int(mine[i]["moved"]) > 0]
if bad:
    sys.exit("rank %d was given work at interaction(s) %s, decided on reports "
             "from before or during its stop" % (stopped, bad))
PY
echo "fault-stall: np=$ranks: ok"
