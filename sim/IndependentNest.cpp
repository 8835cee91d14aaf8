//===- IndependentNest.cpp - Independent iterations of uneven cost --------===//
//
// Part of autolb's simulator.
//
//===----------------------------------------------------------------------===//

#include "IndependentNest.h"

#include "policy/balance/Decision.h"
#include "policy/common/SplitMix.h"
#include "policy/schedules/AdjustingFactoring.h"
#include "policy/schedules/HookSpacing.h"
#include "policy/schedules/SmallWorld.h"
#include "schedules/ChunkTable.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <numeric>
#include <queue>
#include <set>
#include <stdexcept>
#include <tuple>

namespace autolb::sim {

namespace {

/// Messages and partners per rank.
class Ledger {
public:
  explicit Ledger(int Ranks) : Messages(Ranks, 0), Partners(Ranks) {}
  void message(int From, int To) {
    ++Messages[From];
    ++Messages[To];
    if (From != To) {
      Partners[From].insert(To);
      Partners[To].insert(From);
    }
  }
  void fill(IndependentResult &R) const {
    const double P = static_cast<double>(Messages.size());
    for (std::size_t I = 0; I < Messages.size(); ++I) {
      R.meanMessages += Messages[I] / P;
      R.maxMessages = std::max(R.maxMessages, double(Messages[I]));
      R.meanPartners += Partners[I].size() / P;
      R.maxPartners = std::max(R.maxPartners, double(Partners[I].size()));
    }
  }

private:
  std::vector<std::int64_t> Messages;
  std::vector<std::set<int>> Partners;
};

/// Work of iterations [Begin, End).
class CostPrefix {
public:
  explicit CostPrefix(const std::vector<double> &Costs) : Sums(1, 0.0) {
    for (double C : Costs)
      Sums.push_back(Sums.back() + C);
  }
  double of(std::int64_t Begin, std::int64_t End) const {
    return Sums[End] - Sums[Begin];
  }
  double total() const { return Sums.back(); }

private:
  std::vector<double> Sums;
};

/// One execution from the central counter; adds the chunks' times to Sums.
void runCounter(const IndependentConfig &C, const CostPrefix &Work,
                const std::vector<std::int64_t> &Table,
                const std::vector<SpeedTrace> &Speeds,
                policy::ChunkTimeSums &Sums, IndependentResult &R,
                Ledger &Messages) {
  const int P = static_cast<int>(Speeds.size());
  const std::size_t Chunks = Table.size() - 1;
  // Requests in the order they reach rank 0: (arrival, rank).
  using Request = std::pair<double, int>;
  std::priority_queue<Request, std::vector<Request>, std::greater<>> Queue;
  for (int Rank = 0; Rank < P; ++Rank)
    Queue.push({C.network.deliverySeconds(Rank, 0, 8), Rank});
  double Free = 0.0;
  std::size_t Next = 0;
  while (!Queue.empty()) {
    const auto [Arrival, Rank] = Queue.top();
    Queue.pop();
    Free = std::max(Arrival, Free) + C.interactSeconds;
    R.masterBusySeconds += C.interactSeconds;
    Messages.message(Rank, 0);
    Messages.message(0, Rank);
    const double Reply = Free + C.network.deliverySeconds(0, Rank, 8);
    R.makespanSeconds = std::max(R.makespanSeconds, Reply);
    if (Next == Chunks)
      continue;
    const std::size_t Chunk = Next++;
    const double Done =
        Speeds[Rank].finish(Reply, Work.of(Table[Chunk], Table[Chunk + 1]));
    Sums.add(Table[Chunk + 1] - Table[Chunk], Done - Reply);
    for (std::int64_t I = Table[Chunk]; I < Table[Chunk + 1]; ++I)
      ++R.executions[I];
    R.makespanSeconds = std::max(R.makespanSeconds, Done);
    Queue.push({Done + C.network.deliverySeconds(Rank, 0, 8), Rank});
  }
  R.units = static_cast<std::int64_t>(Chunks);
}

void runCentral(const IndependentConfig &C, const std::vector<double> &Costs,
                const std::vector<SpeedTrace> &Speeds, IndependentResult &R) {
  const int P = static_cast<int>(Speeds.size());
  const std::int64_t N = static_cast<std::int64_t>(Costs.size());
  const CostPrefix Work(Costs);
  // The run-time's smallest chunk (DynamicSchedule): the hook rule and the
  // master's capacity, from the mean iteration time it estimated.
  const double Mean = N > 0 ? Work.total() / N : 0.0;
  const std::int64_t Smallest =
      std::max(policy::spaceHooks(C.interactSeconds, Mean, N).iterations,
               policy::masterCapacityChunk(C.interactSeconds, Mean, P, N));
  policy::FactoringFactors Factors;
  if (C.policy == IndependentPolicy::Daf) {
    policy::ChunkTimeSums First;
    IndependentResult Discard;
    Discard.executions.assign(N, 0);
    Ledger Unused(P);
    runCounter(C, Work, runtime::factoringChunks(N, P, Smallest, Factors),
               Speeds, First, Discard, Unused);
    Factors = policy::adjustingFactors(policy::iterationStatistics(First), P);
  }
  policy::ChunkTimeSums Sums;
  Ledger Messages(P);
  runCounter(C, Work, runtime::factoringChunks(N, P, Smallest, Factors), Speeds,
             Sums, R, Messages);
  Messages.fill(R);
}

void runDirect(const IndependentConfig &C, const std::vector<double> &Costs,
               const std::vector<SpeedTrace> &Speeds, IndependentResult &R) {
  const int P = static_cast<int>(Speeds.size());
  const std::int64_t N = static_cast<std::int64_t>(Costs.size());
  std::vector<std::deque<std::int64_t>> Owned(P);
  for (std::int64_t I = 0; I < N; ++I)
    Owned[static_cast<int>(I * P / std::max<std::int64_t>(N, 1))].push_back(I);
  policy::BalancerSettings Settings;
  Settings.distribution = policy::Distribution::Independent;
  Settings.bytesPerIteration = C.bytesPerIteration;
  Settings.costModel = {C.network.fixedSeconds, C.network.perByteSeconds};
  Settings.period.interactSeconds = (P - 1) * C.interactSeconds;
  policy::Balancer B(P, Settings);
  Ledger Messages(P);
  std::vector<double> Busy(P, 0.0);
  // First period: a twentieth of the ideal time, then the balancer's.
  double Period = std::accumulate(Costs.begin(), Costs.end(), 0.0) / P / 20;
  double Now = 0.0;
  for (;;) {
    const double PeriodStart = Now;
    const double End = Now + std::max(Period, 1e-6);
    std::vector<policy::RankStatus> Statuses(P);
    bool Left = false;
    for (int Rank = 0; Rank < P; ++Rank) {
      // Ranks compute on while rank 0 serves the statuses.
      const double Start = Busy[Rank];
      while (!Owned[Rank].empty() && Busy[Rank] < End) {
        const std::int64_t I = Owned[Rank].front();
        Owned[Rank].pop_front();
        Busy[Rank] = Speeds[Rank].finish(Busy[Rank], Costs[I]);
        ++R.executions[I];
        ++Statuses[Rank].done;
      }
      Statuses[Rank].owned = static_cast<std::int64_t>(Owned[Rank].size());
      Statuses[Rank].computeSeconds = Busy[Rank] - Start;
      Statuses[Rank].phases = Statuses[Rank].done;
      R.makespanSeconds = std::max(R.makespanSeconds, Busy[Rank]);
      Left = Left || !Owned[Rank].empty();
    }
    if (!Left)
      break;
    ++R.units;
    // Statuses are served one by one at rank 0; the ranks go on computing
    // and the instructions arrive when the last status was served.
    for (int Rank = 1; Rank < P; ++Rank) {
      Messages.message(Rank, 0);
      Messages.message(0, Rank);
    }
    R.masterBusySeconds += (P - 1) * C.interactSeconds;
    Now = End + (P - 1) * C.interactSeconds;
    B.observePeriod(Now - PeriodStart, 1);
    const policy::Decision D = B.decide(Statuses, Now);
    double Moved = Now;
    for (const policy::DirectMove &M : D.directMoves) {
      const std::int64_t Count = std::min<std::int64_t>(
          M.count, static_cast<std::int64_t>(Owned[M.from].size()));
      const double Bytes = Count * C.bytesPerIteration;
      for (std::int64_t K = 0; K < Count; ++K) {
        Owned[M.to].push_back(Owned[M.from].back());
        Owned[M.from].pop_back();
      }
      const double Sent = std::max(Busy[M.from], Now);
      Busy[M.from] = Sent + C.network.sendSeconds(Bytes);
      const double Arrival =
          Sent + C.network.deliverySeconds(M.from, M.to, Bytes);
      Busy[M.to] = std::max(Busy[M.to], Arrival);
      Moved = std::max(Moved, Arrival);
      Messages.message(M.from, M.to);
      ++R.moves;
    }
    if (D.outcome == policy::DecisionOutcome::Moved)
      B.recordMovement(Moved, Moved - Now, D.volume);
    if (D.period.targetSeconds > 0.0)
      Period = D.period.targetSeconds;
  }
  Messages.fill(R);
}

/// Decentralized stealing as a discrete-event simulation.
class Stealing {
public:
  Stealing(const IndependentConfig &C, const std::vector<double> &Costs,
           const std::vector<SpeedTrace> &Speeds, IndependentResult &R)
      : C(C), Speeds(Speeds), R(R), Work(Costs),
        P(static_cast<int>(Speeds.size())), Owned(P), Partners(P), Asked(P, 0),
        Messages(P) {
    const std::int64_t N = static_cast<std::int64_t>(Costs.size());
    const double Mean = N > 0 ? Work.total() / N : 0.0;
    const std::int64_t Chunk =
        C.stealChunk > 0 ? C.stealChunk
                         : policy::spaceHooks(C.interactSeconds, Mean,
                                              std::max<std::int64_t>(N / P, 1))
                               .iterations;
    for (std::int64_t B = 0; B < N; B += Chunk)
      Bounds.push_back(B);
    Bounds.push_back(N);
    const std::int64_t Chunks = static_cast<std::int64_t>(Bounds.size()) - 1;
    for (std::int64_t K = 0; K < Chunks; ++K)
      Owned[static_cast<int>(K * P / Chunks)].push_back(K);
    Queued = Chunks;
    for (int Rank = 0; Rank < P; ++Rank)
      Partners[Rank] = policy::smallWorldPartners(
          Rank, P, policy::defaultShortcuts(P), C.seed);
    R.units = Chunks;
  }

  void run() {
    for (int Rank = 0; Rank < P; ++Rank)
      startNext(Rank, 0.0);
    while (!Events.empty()) {
      const Event E = Events.top();
      Events.pop();
      R.makespanSeconds = std::max(R.makespanSeconds, E.Time);
      if (E.What == Kind::ChunkDone)
        startNext(E.Rank, E.Time);
      else if (E.What == Kind::Request)
        answer(E.Rank, E.Other, E.Time);
      else
        receive(E.Rank, E.Other, E.Chunks, E.Time);
    }
    Messages.fill(R);
  }

private:
  enum class Kind { ChunkDone, Request, Reply };
  struct Event {
    double Time;
    std::uint64_t Sequence;
    Kind What;
    /// ChunkDone: the worker; Request: the victim; Reply: the thief.
    int Rank;
    /// Request: the thief; Reply: the victim.
    int Other;
    std::vector<std::int64_t> Chunks;
    bool operator>(const Event &O) const {
      return std::tie(Time, Sequence) > std::tie(O.Time, O.Sequence);
    }
  };

  void post(double Time, Kind K, int Rank, int Other,
            std::vector<std::int64_t> Chunks = {}) {
    Events.push({Time, Sequence++, K, Rank, Other, std::move(Chunks)});
  }

  void startNext(int Rank, double Now) {
    if (Owned[Rank].empty()) {
      Asked[Rank] = 0;
      ask(Rank, Now);
      return;
    }
    const std::int64_t K = Owned[Rank].front();
    Owned[Rank].pop_front();
    --Queued;
    for (std::int64_t I = Bounds[K]; I < Bounds[K + 1]; ++I)
      ++R.executions[I];
    post(Speeds[Rank].finish(Now, Work.of(Bounds[K], Bounds[K + 1])),
         Kind::ChunkDone, Rank, Rank);
  }

  /// The thief's next request, or giving up after a full round.
  void ask(int Thief, double Now) {
    if (Asked[Thief] >= Partners[Thief].size()) {
      R.earlyGiveUps += Queued > 0;
      return;
    }
    const int Victim = Partners[Thief][Asked[Thief]++];
    Messages.message(Thief, Victim);
    post(Now + C.network.deliverySeconds(Thief, Victim, 8), Kind::Request,
         Victim, Thief);
  }

  void answer(int Victim, int Thief, double Now) {
    std::deque<std::int64_t> &Mine = Owned[Victim];
    const std::size_t Count = (Mine.size() + 1) / 2;
    std::vector<std::int64_t> Taken(Mine.end() - Count, Mine.end());
    Mine.erase(Mine.end() - Count, Mine.end());
    std::int64_t Iterations = 0;
    for (std::int64_t K : Taken)
      Iterations += Bounds[K + 1] - Bounds[K];
    Messages.message(Victim, Thief);
    post(Now + C.network.deliverySeconds(Victim, Thief,
                                         Iterations * C.bytesPerIteration),
         Kind::Reply, Thief, Victim, std::move(Taken));
  }

  void receive(int Thief, int, const std::vector<std::int64_t> &Chunks,
               double Now) {
    if (Chunks.empty()) {
      ask(Thief, Now);
      return;
    }
    ++R.moves;
    Owned[Thief].insert(Owned[Thief].end(), Chunks.begin(), Chunks.end());
    startNext(Thief, Now);
  }

  const IndependentConfig &C;
  const std::vector<SpeedTrace> &Speeds;
  IndependentResult &R;
  CostPrefix Work;
  int P;
  std::vector<std::int64_t> Bounds;
  std::vector<std::deque<std::int64_t>> Owned;
  std::vector<std::vector<int>> Partners;
  /// Partners the thief asked in its current idle episode.
  std::vector<std::size_t> Asked;
  /// Chunks in the ranks' queues, not started.
  std::int64_t Queued = 0;
  Ledger Messages;
  std::priority_queue<Event, std::vector<Event>, std::greater<>> Events;
  std::uint64_t Sequence = 0;
};

} // namespace

const char *independentPolicyName(IndependentPolicy Policy) {
  switch (Policy) {
  case IndependentPolicy::Fac2:
    return "fac2";
  case IndependentPolicy::Daf:
    return "daf";
  case IndependentPolicy::Direct:
    return "direct";
  case IndependentPolicy::Steal:
    return "steal";
  }
  return "?";
}

std::vector<double> iterationCosts(const std::string &Kind, std::int64_t Count,
                                   double Mean, double Cv, std::uint64_t Seed) {
  if (Count < 0 || !(Mean >= 0.0))
    throw std::invalid_argument("negative iteration count or mean cost");
  std::vector<double> Costs(Count, Mean);
  if (Kind == "equal")
    return Costs;
  if (Kind == "linear") {
    for (std::int64_t I = 0; I < Count; ++I)
      Costs[I] = 2.0 * Mean * (I + 0.5) / Count;
    return Costs;
  }
  if (Kind == "random") {
    if (!(Cv >= 0.0 && Cv <= 0.57))
      throw std::invalid_argument("--cv must be in [0, 0.57] (uniform costs "
                                  "stay positive)");
    // A uniform variable on [-1, 1] has deviation 1/sqrt(3).
    for (double &C : Costs)
      C = Mean * (1.0 + Cv * std::sqrt(3.0) *
                            (2.0 * policy::splitMixUnit(Seed) - 1.0));
    return Costs;
  }
  throw std::invalid_argument("unknown cost kind '" + Kind +
                              "' (equal, linear, random)");
}

IndependentResult runIndependent(const IndependentConfig &Config,
                                 const std::vector<double> &Costs,
                                 const std::vector<SpeedTrace> &Speeds) {
  if (Speeds.empty())
    throw std::invalid_argument("no ranks");
  double Total = 0.0, Largest = 0.0, Capacity = 0.0;
  for (double C : Costs) {
    if (!(C >= 0.0))
      throw std::invalid_argument("negative iteration cost");
    Total += C;
    Largest = std::max(Largest, C);
  }
  for (const SpeedTrace &S : Speeds)
    Capacity += S.meanSpeed();
  IndependentResult R;
  R.executions.assign(Costs.size(), 0);
  R.lowerBoundSeconds = std::max(Total / Capacity, Largest);
  switch (Config.policy) {
  case IndependentPolicy::Fac2:
  case IndependentPolicy::Daf:
    runCentral(Config, Costs, Speeds, R);
    break;
  case IndependentPolicy::Direct:
    runDirect(Config, Costs, Speeds, R);
    break;
  case IndependentPolicy::Steal:
    Stealing(Config, Costs, Speeds, R).run();
    break;
  }
  return R;
}

} // namespace autolb::sim
