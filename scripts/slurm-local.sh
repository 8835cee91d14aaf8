#!/usr/bin/env bash
# A one-node Slurm cluster inside this machine, for trying and testing batch
# runs of generated programs (README, "Beyond one machine").
#
#   scripts/slurm-local.sh start    install what is missing, start munged,
#                                   slurmctld and slurmd, wait for the node
#   scripts/slurm-local.sh stop     cancel its jobs, stop exactly those daemons
#   scripts/slurm-local.sh status   each daemon, then sinfo; exit 0 when all
#                                   three run, 3 when none does, 1 otherwise
#   scripts/slurm-local.sh env      the line to give the client commands the
#                                   cluster: eval "$(scripts/slurm-local.sh env)"
#
# Everything lives in one state directory, $AUTOLB_SLURM_DIR (default
# /var/lib/autolb-slurm): slurm.conf, its own MUNGE key and socket, pid
# files, logs (log/) and the daemons' spool. Nothing in /etc is written and
# no system service is used, so it works without systemd and leaves a real
# installation alone. Client commands find the cluster through SLURM_CONF
# (see `env`). The node is this host as `slurmd -C` sees it (its CPUs and
# memory), reached on 127.0.0.1 only; one partition, `local`. The controller
# listens on $AUTOLB_SLURM_PORT (default 6817), slurmd on the next port.
# start and stop are idempotent and need root (the daemons run as root, and
# jobs as their submitter). On a failure: a message, the log tail of the
# daemon concerned, the daemons this call started stopped again, exit 1.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
state="${AUTOLB_SLURM_DIR:-/var/lib/autolb-slurm}"
state="${state%/}"
[[ "$state" == /* ]] || { echo "slurm-local: error: AUTOLB_SLURM_DIR must be an absolute path" >&2; exit 2; }
port="${AUTOLB_SLURM_PORT:-6817}"
conf="$state/slurm.conf"
socket="$state/munge/munge.socket"
node="$(hostname -s)"

usage() {
  echo "usage: scripts/slurm-local.sh start|stop|status|env" >&2
  exit 2
}

die() {
  echo "slurm-local: error: $*" >&2
  exit 1
}

need_root() {
  [[ $(id -u) -eq 0 ]] ||
    die "'$1' needs root: the daemons run as root (try: sudo $0 $1)"
}

# Daemons by name: pid file, executable's process name, log.
pidfile() {
  case "$1" in
    munged) echo "$state/munge/munged.pid" ;;
    *) echo "$state/$1.pid" ;;
  esac
}
logfile() { echo "$state/log/$1.log"; }

# Prints the pid of daemon NAME when its pid file names a live process of
# that name started with this state directory (a stale pid file, or a pid
# reused by another process, is not ours).
running_pid() { # NAME
  local file pid
  file="$(pidfile "$1")"
  [[ -f "$file" ]] || return 1
  pid="$(tr -dc 0-9 <"$file")"
  [[ -n "$pid" && -r /proc/$pid/cmdline ]] || return 1
  [[ "$(cat /proc/"$pid"/comm 2>/dev/null)" == "$1" ]] || return 1
  tr '\0' ' ' </proc/"$pid"/cmdline | grep -qF -- "$state/" || return 1
  echo "$pid"
}

log_tail() { # NAME
  local log
  log="$(logfile "$1")"
  if [[ -s "$log" ]]; then
    echo "slurm-local: last lines of $log:" >&2
    tail -n 20 "$log" | sed 's/^/    /' >&2
  else
    echo "slurm-local: $1 wrote no log ($log)" >&2
  fi
}

# Stops daemon NAME if it runs: SIGTERM, then SIGKILL after 15 s.
stop_daemon() { # NAME
  local pid
  pid="$(running_pid "$1")" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 150); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "slurm-local: $1 (pid $pid) ignored SIGTERM for 15 s; killing it" >&2
    kill -KILL "$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f "$(pidfile "$1")"
  echo "slurm-local: stopped $1 (pid $pid)"
}

started=()
# A failed start leaves nothing half-running: the daemons this call started
# are stopped again, newest first.
fail_start() { # NAME MESSAGE
  echo "slurm-local: error: $2" >&2
  log_tail "$1"
  local i
  for ((i = ${#started[@]} - 1; i >= 0; i--)); do
    stop_daemon "${started[i]}" >&2 || true
  done
  exit 1
}

# Runs a daemon (it forks and writes its pid file) and waits for the pid file
# to name a live process.
launch() { # NAME COMMAND...
  local name="$1" pid
  shift
  if pid="$(running_pid "$name")"; then
    echo "slurm-local: $name already running (pid $pid)"
    return 0
  fi
  rm -f "$(pidfile "$name")"
  "$@" >>"$(logfile "$name")" 2>&1 ||
    fail_start "$name" "$name did not start: '$*' exited with status $?"
  for _ in $(seq 100); do
    if pid="$(running_pid "$name")"; then
      started+=("$name")
      echo "slurm-local: started $name (pid $pid)"
      return 0
    fi
    sleep 0.1
  done
  fail_start "$name" "$name exited or wrote no pid file within 10 s"
}

write_conf() {
  local hw
  # slurmd's own view of the node: CPUs, topology and RealMemory. A node
  # declared with more than it has would be drained at registration.
  hw="$(slurmd -C | head -n 1)"
  [[ "$hw" == NodeName=* ]] || die "'slurmd -C' printed no node line: $hw"
  hw="${hw#NodeName=* }"
  cat >"$conf.new" <<EOF
# Written by scripts/slurm-local.sh: a one-node cluster, loopback only.
ClusterName=autolb
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
# Its own munged, not the system's /run/munge one.
AuthInfo=socket=$socket
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/slurmd
SlurmctldPidFile=$(pidfile slurmctld)
SlurmdPidFile=$(pidfile slurmd)
SlurmctldLogFile=$(logfile slurmctld)
SlurmdLogFile=$(logfile slurmd)
# No cgroups (containers often have none to give): processes are tracked
# through /proc, tasks are not confined, nothing is accounted.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SwitchType=switch/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
# A plain srun starts no PMI server; MPI jobs say --mpi=pmix (README).
MpiDefault=none
# The node comes back by itself after a restart of slurmd.
ReturnToService=2
SlurmdTimeout=60
# No mail is sent from here.
MailProg=/bin/true
NodeName=$node NodeAddr=127.0.0.1 $hw State=UNKNOWN
PartitionName=local Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
  mv "$conf.new" "$conf"
}

start() {
  need_root start
  "$here/setup.sh" "$here/slurm-packages.txt" ||
    die "installing $here/slurm-packages.txt failed"
  # The socket's directory must be searchable by all (munged checks it); the
  # key is readable by root only.
  mkdir -p "$state/munge" "$state/log" "$state/ctld" "$state/slurmd"
  chmod 755 "$state" "$state/munge"
  ((${#socket} < 108)) || die "munge socket path too long for a socket: $socket"
  if [[ ! -f "$state/munge/munge.key" ]]; then
    mungekey --create --keyfile="$state/munge/munge.key" ||
      die "mungekey could not create $state/munge/munge.key"
    echo "slurm-local: created MUNGE key $state/munge/munge.key"
  fi
  chmod 600 "$state/munge/munge.key"
  # A running cluster keeps the configuration it was started with.
  if ! running_pid slurmctld >/dev/null && ! running_pid slurmd >/dev/null; then
    write_conf
  fi
  export SLURM_CONF="$conf"

  launch munged munged --socket="$socket" --key-file="$state/munge/munge.key" \
    --log-file="$(logfile munged)" --pid-file="$(pidfile munged)" \
    --seed-file="$state/munge/munged.seed"
  munge -n -S "$socket" | unmunge -S "$socket" >/dev/null ||
    fail_start munged "munged does not encode and decode a credential"
  # -c: a fresh controller (no jobs or node states from an earlier run).
  launch slurmctld slurmctld -c -f "$conf"
  launch slurmd slurmd -f "$conf"

  local st=""
  for _ in $(seq 60); do
    st="$(sinfo -h -n "$node" -o %T 2>/dev/null || true)"
    [[ "$st" == idle || "$st" == mixed || "$st" == allocated ]] && break
    sleep 1
  done
  if [[ "$st" != idle && "$st" != mixed && "$st" != allocated ]]; then
    echo "slurm-local: error: node $node is '${st:-unknown}' after 60 s, not idle:" >&2
    scontrol show node "$node" 2>&1 | sed 's/^/    /' >&2 || true
    log_tail slurmd
    fail_start slurmctld "the cluster did not come up"
  fi
  sinfo
  echo "slurm-local: up; for the client commands: export SLURM_CONF=$conf"
}

stop() {
  need_root stop
  if running_pid slurmctld >/dev/null && [[ -f "$conf" ]]; then
    # Jobs go first, so that no step outlives the daemons that track it.
    local jobs
    jobs="$(SLURM_CONF="$conf" squeue -h -o %i 2>/dev/null || true)"
    if [[ -n "$jobs" ]]; then
      echo "slurm-local: cancelling jobs ${jobs//$'\n'/ }"
      # shellcheck disable=SC2086
      SLURM_CONF="$conf" scancel $jobs || true
      for _ in $(seq 30); do
        [[ -z "$(SLURM_CONF="$conf" squeue -h -o %i 2>/dev/null || true)" ]] && break
        sleep 1
      done
    fi
  fi
  stop_daemon slurmd
  stop_daemon slurmctld
  stop_daemon munged
  echo "slurm-local: stopped"
}

status() {
  local name pid up=0
  for name in munged slurmctld slurmd; do
    if pid="$(running_pid "$name")"; then
      echo "$name: running (pid $pid)"
      up=$((up + 1))
    else
      echo "$name: not running"
    fi
  done
  if running_pid slurmctld >/dev/null; then
    SLURM_CONF="$conf" sinfo || true
    echo "export SLURM_CONF=$conf"
  fi
  case $up in
    3) return 0 ;;
    0) return 3 ;;
    *) return 1 ;;
  esac
}

[[ $# -eq 1 ]] || usage
case "$1" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  env) echo "export SLURM_CONF=$conf" ;;
  *) usage ;;
esac
