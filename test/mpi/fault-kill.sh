#!/usr/bin/env bash
# fault-kill.sh LAUNCHER PROGRAM RANKS KILLED_RANK [SECONDS]
# Runs PROGRAM (stall.c, which would run until told to stop) on RANKS ranks
# through LAUNCHER, kills rank KILLED_RANK with SIGKILL once the program is
# under way, and checks that the whole job ends by itself with a non-zero
# status and a message naming the rank, and that the launcher reports a
# killed rank, not a deadlock (its time limit, 90 s, would end a job that
# hangs). With SECONDS (the timing tier), the job must end within SECONDS
# of the kill.
set -uo pipefail
launcher="$1" program="$2" ranks="$3" killed="$4" limit="${5:-}"
work="$(mktemp -d "${TMPDIR:-/tmp}/alb-fault-kill.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() {
  echo "fault-kill: FAILED: $*" >&2
  [[ -f "$work/err" ]] && sed 's/^/    /' "$work/err" >&2
  exit 1
}

ALB_TEST_FAULT_DIR="$work" ALB_QUIET=1 \
  "$launcher" -np "$ranks" --timeout 90 "$program" >"$work/out" 2>"$work/err" &
job=$!
for _ in $(seq 600); do
  [[ -f "$work/ready" && -f "$work/pid.$killed" ]] && break
  kill -0 "$job" 2>/dev/null || fail "the job ended before it was ready"
  sleep 0.1
done
[[ -f "$work/ready" ]] || { kill "$job"; fail "the program never became ready"; }
kill -KILL "$(cat "$work/pid.$killed")" || fail "cannot kill rank $killed"
killed_at=$(date +%s%N)
if [[ -n "$limit" ]]; then
  # Poll for SECONDS, then stop the job and fail.
  for _ in $(seq $((limit * 10))); do
    kill -0 "$job" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$job" 2>/dev/null; then
    kill "$job"
    fail "the job still ran $limit s after rank $killed was killed"
  fi
fi
wait "$job"
rc=$?
seconds=$(awk -v ns=$(($(date +%s%N) - killed_at)) 'BEGIN { printf "%.1f", ns / 1e9 }')
[[ $rc -ne 0 ]] || fail "the job exited with status 0"
grep -Eq "rank $killed\b.*(signal 9|Killed)" "$work/err" ||
  fail "no message names rank $killed and the signal"
grep -q "killed by signal 9 (SIGKILL)" "$work/err" ||
  fail "the launcher did not report the killed rank"
! grep -q "deadlock" "$work/err" || fail "the launcher reported a deadlock"
echo "fault-kill: np=$ranks: rank $killed killed, job ended in ${seconds}s with status $rc"
