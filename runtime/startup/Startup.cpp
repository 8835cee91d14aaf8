//===- Startup.cpp - Measurements taken by alb_init -----------------------===//
//
// Part of autolb. See Startup.h.
//
//===----------------------------------------------------------------------===//

#include "startup/Startup.h"

#include "base/AddedLatency.h"
#include "base/Fatal.h"
#include "base/Tags.h"

#include <algorithm>
#include <vector>

namespace autolb::runtime {

namespace {
// Few repetitions: alb_init must stay fast (< 50 ms at 4 ranks) even when
// ranks share cores and every message may wait for a scheduler slice.
constexpr int Repetitions = 8;
constexpr int MessageBytes = 32 * 1024;
constexpr int StatusBytes = 64;

// Median of a few timings: robust both to a rank that finds its
// neighbour's message already there (an almost free Sendrecv) and to one
// repetition that waited for a scheduler slice on a loaded machine.
double median(std::vector<double> Times) {
  std::nth_element(Times.begin(), Times.begin() + Times.size() / 2,
                   Times.end());
  return Times[Times.size() / 2];
}

// Median time of one ring shift of `Bytes` bytes, each send delayed by
// `Latency` as a pipeline message is (AddedLatency.h).
double ringShift(MPI_Comm Comm, int Rank, int Ranks, std::vector<char> &Send,
                 std::vector<char> &Receive, int Bytes, double Latency) {
  const int Next = (Rank + 1) % Ranks, Previous = (Rank + Ranks - 1) % Ranks;
  std::vector<double> Times;
  for (int Rep = 0; Rep <= Repetitions; ++Rep) {
    double Start = MPI_Wtime();
    waitAddedLatency(Latency);
    checkMPI(MPI_Sendrecv(Send.data(), Bytes, MPI_BYTE, Next, TagStartup,
                          Receive.data(), Bytes, MPI_BYTE, Previous, TagStartup,
                          Comm, MPI_STATUS_IGNORE),
             "MPI_Sendrecv");
    // The first shift pays for connection set-up: not counted.
    if (Rep > 0)
      Times.push_back(MPI_Wtime() - Start);
  }
  return median(Times);
}

// Median time of one round of status messages to rank 0 and replies.
double interactRound(MPI_Comm Comm, int Rank, int Ranks) {
  std::vector<char> Buffer(StatusBytes);
  std::vector<double> Times;
  for (int Rep = 0; Rep <= Repetitions; ++Rep) {
    double Start = MPI_Wtime();
    if (Rank == 0) {
      for (int R = 1; R < Ranks; ++R)
        checkMPI(MPI_Recv(Buffer.data(), StatusBytes, MPI_BYTE, R, TagStartup,
                          Comm, MPI_STATUS_IGNORE),
                 "MPI_Recv");
      for (int R = 1; R < Ranks; ++R)
        checkMPI(
            MPI_Send(Buffer.data(), StatusBytes, MPI_BYTE, R, TagStartup, Comm),
            "MPI_Send");
    } else {
      checkMPI(
          MPI_Send(Buffer.data(), StatusBytes, MPI_BYTE, 0, TagStartup, Comm),
          "MPI_Send");
      checkMPI(MPI_Recv(Buffer.data(), StatusBytes, MPI_BYTE, 0, TagStartup,
                        Comm, MPI_STATUS_IGNORE),
               "MPI_Recv");
    }
    if (Rep > 0)
      Times.push_back(MPI_Wtime() - Start);
  }
  return median(Times);
}

// Where the timed chain's result goes, so that the compiler keeps it.
volatile double OperationSink = 0.0;

// Seconds per operation of a dependent multiply-add chain.
double secondsPerOperation() {
  constexpr int Operations = 200000;
  double Best = 1e30;
  for (int Rep = 0; Rep < 3; ++Rep) {
    double X = 1.0, Start = MPI_Wtime();
    for (int I = 0; I < Operations / 2; ++I)
      X = X * 0.999999 + 1e-9;
    OperationSink = X;
    Best = std::min(Best, (MPI_Wtime() - Start) / Operations);
  }
  return Best;
}
} // namespace

StartupMeasurements measureStartup(MPI_Comm Comm, double QuantumOverride,
                                   double AddedLatency) {
  int Rank = 0, Ranks = 1;
  checkMPI(MPI_Comm_rank(Comm, &Rank), "MPI_Comm_rank");
  checkMPI(MPI_Comm_size(Comm, &Ranks), "MPI_Comm_size");
  StartupMeasurements M;
  double Start = MPI_Wtime();
  M.messageBytes = MessageBytes;
  M.quantum = chooseQuantum(QuantumOverride, readFirstLine);
  M.secondsPerOp = secondsPerOperation();
  double Local[4] = {0.0, 0.0, 0.0, M.secondsPerOp};
  if (Ranks > 1) {
    std::vector<char> Send(MessageBytes, 1), Receive(MessageBytes);
    Local[0] = ringShift(Comm, Rank, Ranks, Send, Receive, 0, AddedLatency);
    double Full =
        ringShift(Comm, Rank, Ranks, Send, Receive, MessageBytes, AddedLatency);
    Local[1] = std::max(Full - Local[0], 0.0) / MessageBytes;
    Local[2] = interactRound(Comm, Rank, Ranks);
  }
  double Global[4];
  checkMPI(MPI_Allreduce(Local, Global, 4, MPI_DOUBLE, MPI_MAX, Comm),
           "MPI_Allreduce");
  M.fixedSeconds = Global[0];
  M.perByteSeconds = Global[1];
  M.interactSeconds = Global[2];
  M.secondsPerOp = Global[3];
  M.elapsedSeconds = MPI_Wtime() - Start;
  return M;
}

} // namespace autolb::runtime
