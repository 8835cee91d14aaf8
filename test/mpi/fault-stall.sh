#!/usr/bin/env bash
# fault-stall.sh LAUNCHER PROGRAM RANKS STOPPED_RANK [trace [may-skip]]
# Runs PROGRAM (stall.c) on RANKS ranks through LAUNCHER with a trace, stops
# rank STOPPED_RANK with SIGSTOP for about 2 s once the program says it is
# under way, continues it, and checks:
#   - the job succeeds and its result equals the sequential one (the
#     program compares bitwise and prints "stall on N ranks: ok");
#   - with "trace" (the timing tier: the balancer tells a stall from a slow
#     report by time, so other jobs on the cores could make ranks besides
#     the stopped one look stalled), the balancer's reaction to the stop.
#     In the trace, the stop shows as a gap of at least 1.5 s between two
#     interactions a and a + 1 of the stopped rank; the balancer saw it
#     (reason "stall" or "+stall" at one of a + 1 ... a + 4) and that
#     decision, the one taken on the reports that covered the stop, did
#     not give the stopped rank more work. Which interaction that is
#     depends on where the rank stopped: before posting its report of
#     a + 1 or after (inside the interaction), and on the mode (pipelined
#     decisions use the previous reports). Decisions before it were taken
#     on reports from before the stop -- the balancer could not know yet;
#     they are printed, not checked.
# Prints the stopped rank's share before, around and after the stop.
# With the default period an interaction may come only every few hundred
# sweeps, and a loaded host can slow the sweeps so much that none follows
# the stop: with "may-skip" the test then exits 77 (skipped: nothing to
# check) instead of failing; with ALB_PERIOD tiny every sweep interacts.
# The handshake is through files (stall.c); the 2 s are the stop itself.
set -uo pipefail
launcher="$1" program="$2" ranks="$3" stopped="$4" trace="${5:-}"
may_skip="${6:-}"
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
if [[ "$trace" != trace ]]; then
  echo "fault-stall: np=$ranks: rank $stopped stopped and continued: ok"
  exit 0
fi

python3 - "$work/trace" "$ranks" "$stopped" "$may_skip" <<'PY'
import csv, sys
prefix, ranks, stopped = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
may_skip = sys.argv[4] == "may-skip"
def lines(rank):
    with open("%s.%d.csv" % (prefix, rank)) as f:
        return list(csv.DictReader(f))
mine = lines(stopped)
gaps = [(float(mine[i + 1]["time"]) - float(mine[i]["time"]), i)
        for i in range(len(mine) - 1)]
gap, a = max(gaps) if gaps else (0.0, 0)
if gap < 1.5:
    print("fault-stall: no gap of 1.5 s between two interactions of rank %d "
          "(%d interactions, largest gap %.2f s)" % (stopped, len(mine), gap))
    sys.exit(77 if may_skip else 1)
def show(i):
    if i >= len(mine):
        return "-"
    l = mine[i]
    return "%s (%+d, %s)" % (l["owned"], int(l["moved"]), l["reason"])
print("fault-stall: np=%d rank %d stopped %.2f s between interactions %d and %d"
      % (ranks, stopped, gap, a, a + 1))
print("fault-stall: rank %d owned %s before, %s after, %s next, %s at the end"
      % (stopped, show(a), show(a + 1), show(a + 2), show(len(mine) - 1)))
seen = [i for i in range(a + 1, min(a + 5, len(mine)))
        if "stall" in mine[i]["reason"]]
if not seen:
    print("fault-stall: the balancer did not see the stop (reasons after it: %s)"
          % [l["reason"] for l in mine[a + 1:a + 5]])
    sys.exit(77 if may_skip and len(mine) < a + 5 else 1)
checked = seen[0]
print("fault-stall: decision on the reports of the stop: interaction %d, %s"
      % (checked, show(checked)))
if int(mine[checked]["moved"]) > 0:
    print("rank %d was given work at interaction %d, decided on the reports "
          "that covered its stop" % (stopped, checked))
    sys.exit(1)
PY
check=$?
[[ $check -eq 77 ]] && { echo "fault-stall: skipped: nothing to check"; exit 77; }
[[ $check -eq 0 ]] || fail "trace check"
echo "fault-stall: np=$ranks: ok"
