#!/usr/bin/env bash
# slurm-sbatch.sh SOURCE_DIR BUILD_DIR
# A generated program as a Slurm batch job: starts the one-node cluster
# (scripts/slurm-local.sh; a cluster that already runs is used and left
# running), rewrites samples/sor.c at a small N, builds it against the
# build tree's libautolb, submits it with sbatch for 2 tasks, waits for the
# job (5 min at most) and checks that
#   - the cluster starts, and a second start changes nothing (same daemons);
#   - the job completes (COMPLETED, exit code 0:0);
#   - its two steps, `srun --mpi=pmix` and `mpirun` inside the allocation,
#     each print the sequential program's output (compared as by
#     scripts/e2e.sh --compare: bitwise, or within the tolerance the tool
#     announced);
#   - each step ran as one 2-rank MPI job (the run-time's summary says so);
#   - ALB_TRACE, set where sbatch was called, reached both ranks of both
#     steps (each wrote its trace file);
#   - stop leaves none of the cluster's daemons running.
# The cluster is stopped on any exit (trap). Exit 77 (skipped) when not
# root: the daemons need it.
set -euo pipefail
src="$1" build="$2"
if [[ $(id -u) -ne 0 ]]; then
  echo "slurm-sbatch: skipped: starting Slurm's daemons needs root"
  exit 77
fi
cluster="$src/scripts/slurm-local.sh"
work="$(mktemp -d "${TMPDIR:-/tmp}/alb-slurm.XXXXXX")"
# Readable by the job whatever the submitter's umask.
chmod 755 "$work"
t0=$(date +%s%N)
elapsed() { awk -v ns=$(($(date +%s%N) - t0)) 'BEGIN { printf "%.1f s", ns / 1e9 }'; }

ours=0
cleanup() {
  local rc=$?
  if [[ $ours -eq 1 ]]; then
    "$cluster" stop || rc=1
  fi
  rm -rf "$work"
  exit $rc
}
trap cleanup EXIT
fail() {
  echo "slurm-sbatch: FAILED: $*" >&2
  local f
  for f in "$work"/job.out "$work"/*.err; do
    [[ -s "$f" ]] || continue
    echo "--- $(basename "$f"):" >&2
    tail -n 20 "$f" | sed 's/^/    /' >&2
  done
  exit 1
}

# The daemons' pids, as status prints them.
daemon_pids() { "$cluster" status 2>/dev/null | sed -n 's/.*running (pid \([0-9]*\)).*/\1/p' | xargs; }

if "$cluster" status >/dev/null 2>&1; then
  echo "slurm-sbatch: using the running cluster ($(daemon_pids))"
else
  ours=1
  "$cluster" start || fail "the cluster did not start"
  pids="$(daemon_pids)"
  "$cluster" start >/dev/null || fail "a second start failed"
  [[ "$(daemon_pids)" == "$pids" ]] ||
    fail "a second start changed the daemons: $pids -> $(daemon_pids)"
  echo "slurm-sbatch: cluster up, daemons $pids, after $(elapsed)"
fi
eval "$("$cluster" env)"

# The program, as scripts/e2e.sh builds it: seq, mpi and remarks.log in
# the work directory.
# shellcheck source=../../scripts/lib/pipeline.sh
source "$src/scripts/lib/pipeline.sh"
ALB_BUILD_DIR="$build" alb_ensure_build slurm-sbatch
alb_rewrite_and_build slurm-sbatch "$src/samples/sor.c" "$work" -DN=120 -DTSTEPS=20 ||
  fail "rewriting or building samples/sor.c"
"$work/seq" >"$work/seq.out"

# mpirun refuses root unless told; srun has no such check.
as_root=""
[[ $(id -u) -eq 0 ]] && as_root="--allow-run-as-root"
cat >"$work/job.sh" <<EOF
#!/usr/bin/env bash
#SBATCH --job-name=autolb-sor
#SBATCH --ntasks=2
#SBATCH --time=5
#SBATCH --output=$work/job.out
set -euo pipefail
# Direct launch: srun is the PMIx server (Open MPI 4.1 has no PMI-1/2 here).
srun --mpi=pmix ./mpi >srun.out 2>srun.err
# mpirun takes its hosts and slots from the allocation.
ALB_TRACE="\$ALB_TRACE-mpirun" mpirun $as_root ./mpi >mpirun.out 2>mpirun.err
EOF

# --export=ALL (sbatch's default, spelled out): the submitting shell's
# environment, ALB_* included, is the job's, and srun passes it on.
job="$(ALB_TRACE="$work/trace" sbatch --parsable --export=ALL -D "$work" \
  "$work/job.sh")" || fail "sbatch refused the job"
job="${job%%;*}"
echo "slurm-sbatch: submitted job $job after $(elapsed)"
done_=0
for _ in $(seq 300); do
  if [[ -z "$(squeue -h -j "$job" -o %T 2>/dev/null)" ]]; then
    done_=1
    break
  fi
  sleep 1
done
if [[ $done_ -eq 0 ]]; then
  scancel "$job" || true
  fail "job $job did not finish within 300 s: $(squeue -h -j "$job" -o '%T %R')"
fi
info="$(scontrol show job "$job" -o)"
state="$(sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' <<<"$info")"
code="$(sed -n 's/.* ExitCode=\([0-9:]*\).*/\1/p' <<<"$info")"
echo "slurm-sbatch: job $job $state, exit code $code, after $(elapsed)"
[[ "$state" == COMPLETED && "$code" == 0:0 ]] ||
  fail "job $job ended $state with exit code $code"

for step in srun mpirun; do
  verdict="$(alb_compare_outputs "$work/seq.out" "$work/$step.out" "$work/remarks.log")" ||
    fail "$step step: $verdict"
  echo "slurm-sbatch: $step step: $verdict"
  grep -q '^autolb: 2 ranks, ' "$work/$step.err" ||
    fail "$step step: no 2-rank summary from the run-time"
done
for trace in trace.0 trace.1 trace-mpirun.0 trace-mpirun.1; do
  [[ -s "$work/$trace.csv" ]] || fail "no $trace.csv: ALB_TRACE did not reach that rank"
done
echo "slurm-sbatch: ALB_TRACE reached both ranks of both steps"

if [[ $ours -eq 1 ]]; then
  pids="$(daemon_pids)"
  ours=0
  "$cluster" stop || fail "stop failed"
  for pid in $pids; do
    ! kill -0 "$pid" 2>/dev/null || fail "daemon $pid still runs after stop"
  done
  echo "slurm-sbatch: cluster stopped"
fi
echo "slurm-sbatch: passed in $(elapsed)"
