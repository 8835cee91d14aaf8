/* sleep-wait.c - blocking MPI calls that wait by sleeping, for tests.
 *
 * Open MPI's shared-memory transport polls while a rank waits; with more
 * ranks than cores (tests run side by side) a polling rank takes the core
 * from the rank it waits for, and mpi_yield_when_idle turns the polling
 * into a storm of sched_yield calls that spends more system time than the
 * tests spend computing. Through MPI's profiling interface, each blocking
 * call that libautolb and the test programs make becomes its non-blocking
 * form, tested first between yields for 200 us (a short nest's exchange
 * with a rank on the same core: sleeping from the first miss made a
 * wavefront of 1,758 short executions at 4 ranks on 2 cores take 6.4 s
 * instead of 0.25 s), then between sleeps that start short (a message in a
 * pipeline comes soon when its sender runs; 20 us cost less system time
 * than 2 us in the MPI tests at 3-4 ranks) and double up to a millisecond
 * (a rank waiting for a descheduled one leaves it the core). Waits inside
 * calls not covered here (MPI_Init, communicator and window set-up) still
 * poll, yielding as Open MPI makes a job with more ranks than cores do.
 *
 * Preloaded into test ranks only (scripts/alb-mpirun's AUTOLB_MPIRUN_PRELOAD,
 * set by the test configurations): it changes how long waits take, so the
 * timing tests and benchmarks run without it. */
#define _GNU_SOURCE
#include <mpi.h>
#include <sys/prctl.h>
#include <sched.h>
#include <time.h>

enum { YIELDING_NS = 200000, FIRST_PAUSE_NS = 20000, LAST_PAUSE_NS = 1000000 };

/* Linux wakes a sleeper up to 50 us late by default, which would more than
 * triple the first pause. */
__attribute__((constructor)) static void tighten_timer_slack(void) {
  prctl(PR_SET_TIMERSLACK, 1000UL);
}

static long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000000L + t.tv_nsec;
}

static int wait_for(int count, MPI_Request *requests, MPI_Status *statuses) {
  const long yield_until = now_ns() + YIELDING_NS;
  long pause_ns = FIRST_PAUSE_NS;
  for (;;) {
    int done = 0;
    const int rc = count == 1 ? PMPI_Test(requests, &done, statuses)
                              : PMPI_Testall(count, requests, &done, statuses);
    if (rc != MPI_SUCCESS || done)
      return rc;
    if (now_ns() < yield_until) {
      sched_yield();
      continue;
    }
    const struct timespec pause = {0, pause_ns};
    nanosleep(&pause, NULL);
    if (pause_ns < LAST_PAUSE_NS)
      pause_ns = pause_ns * 2 < LAST_PAUSE_NS ? pause_ns * 2 : LAST_PAUSE_NS;
  }
}

/* What a blocking call returns: the error of its non-blocking form's start,
 * or the wait's. */
static int complete(int started, MPI_Request *request, MPI_Status *status) {
  return started != MPI_SUCCESS ? started : wait_for(1, request, status);
}

int MPI_Wait(MPI_Request *request, MPI_Status *status) {
  return wait_for(1, request, status);
}

int MPI_Waitall(int count, MPI_Request requests[], MPI_Status statuses[]) {
  return count == 0 ? MPI_SUCCESS : wait_for(count, requests, statuses);
}

int MPI_Recv(void *buf, int count, MPI_Datatype type, int source, int tag,
             MPI_Comm comm, MPI_Status *status) {
  MPI_Request request;
  return complete(PMPI_Irecv(buf, count, type, source, tag, comm, &request),
                  &request, status);
}

int MPI_Send(const void *buf, int count, MPI_Datatype type, int dest, int tag,
             MPI_Comm comm) {
  MPI_Request request;
  return complete(PMPI_Isend(buf, count, type, dest, tag, comm, &request),
                  &request, MPI_STATUS_IGNORE);
}

int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                 int dest, int sendtag, void *recvbuf, int recvcount,
                 MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm,
                 MPI_Status *status) {
  MPI_Request requests[2];
  MPI_Status statuses[2];
  int rc = PMPI_Irecv(recvbuf, recvcount, recvtype, source, recvtag, comm,
                      &requests[0]);
  if (rc != MPI_SUCCESS)
    return rc;
  rc = PMPI_Isend(sendbuf, sendcount, sendtype, dest, sendtag, comm,
                  &requests[1]);
  if (rc != MPI_SUCCESS)
    return rc;
  rc = wait_for(2, requests, statuses);
  if (status != MPI_STATUS_IGNORE)
    *status = statuses[0];
  return rc;
}

int MPI_Barrier(MPI_Comm comm) {
  MPI_Request request;
  return complete(PMPI_Ibarrier(comm, &request), &request, MPI_STATUS_IGNORE);
}

int MPI_Bcast(void *buf, int count, MPI_Datatype type, int root,
              MPI_Comm comm) {
  MPI_Request request;
  return complete(PMPI_Ibcast(buf, count, type, root, comm, &request), &request,
                  MPI_STATUS_IGNORE);
}

int MPI_Reduce(const void *sendbuf, void *recvbuf, int count, MPI_Datatype type,
               MPI_Op op, int root, MPI_Comm comm) {
  MPI_Request request;
  return complete(
      PMPI_Ireduce(sendbuf, recvbuf, count, type, op, root, comm, &request),
      &request, MPI_STATUS_IGNORE);
}

int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count,
                  MPI_Datatype type, MPI_Op op, MPI_Comm comm) {
  MPI_Request request;
  return complete(
      PMPI_Iallreduce(sendbuf, recvbuf, count, type, op, comm, &request),
      &request, MPI_STATUS_IGNORE);
}

int MPI_Gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
               void *recvbuf, int recvcount, MPI_Datatype recvtype, int root,
               MPI_Comm comm) {
  MPI_Request request;
  return complete(PMPI_Igather(sendbuf, sendcount, sendtype, recvbuf, recvcount,
                               recvtype, root, comm, &request),
                  &request, MPI_STATUS_IGNORE);
}

int MPI_Allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                  void *recvbuf, int recvcount, MPI_Datatype recvtype,
                  MPI_Comm comm) {
  MPI_Request request;
  return complete(PMPI_Iallgather(sendbuf, sendcount, sendtype, recvbuf,
                                  recvcount, recvtype, comm, &request),
                  &request, MPI_STATUS_IGNORE);
}

int MPI_Allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                   void *recvbuf, const int recvcounts[], const int displs[],
                   MPI_Datatype recvtype, MPI_Comm comm) {
  MPI_Request request;
  return complete(PMPI_Iallgatherv(sendbuf, sendcount, sendtype, recvbuf,
                                   recvcounts, displs, recvtype, comm,
                                   &request),
                  &request, MPI_STATUS_IGNORE);
}
