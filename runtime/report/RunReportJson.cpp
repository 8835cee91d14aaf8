//===- RunReportJson.cpp - The run report as versioned JSON ---------------===//
//
// Part of autolb. See RunReportJson.h. The order of the keys follows
// docs/run-report-json.md's tables.
//
//===----------------------------------------------------------------------===//

#include "report/RunReportJson.h"

#include "report/JsonWriter.h"

namespace autolb::runtime::report {

namespace {

void writeOptionalText(JsonWriter &W, const std::string &Text) {
  if (Text.empty())
    W.null();
  else
    W.value(Text);
}

void writeStartup(JsonWriter &W, const StartupReport &S) {
  W.beginObject();
  W.key("seconds");
  W.value(S.seconds);
  W.key("t_fixed_seconds");
  W.value(S.fixedSeconds);
  W.key("t_incr_seconds_per_byte");
  W.value(S.perByteSeconds);
  W.key("message_bytes");
  W.value(S.messageBytes);
  W.key("t_interact_seconds");
  W.value(S.interactSeconds);
  W.key("t_op_seconds");
  W.value(S.secondsPerOp);
  W.key("quantum_seconds");
  W.value(S.quantumSeconds);
  W.key("quantum_source");
  W.value(S.quantumSource);
  W.endObject();
}

void writeOptions(JsonWriter &W, const OptionsReport &O) {
  W.beginObject();
  W.key("balance");
  W.value(O.balance);
  W.key("synchronous");
  W.value(O.synchronous);
  W.key("filter");
  W.value(O.filter);
  W.key("noise_gate");
  W.value(O.noiseGate);
  W.key("persistence");
  W.value(O.persistence);
  W.key("coupling");
  W.value(O.coupling);
  W.key("profitability");
  W.value(O.profitability);
  W.key("replication");
  W.value(O.replication);
  W.key("stress");
  W.value(O.stress);
  W.key("tfract");
  W.value(O.threshold);
  W.key("added_latency_seconds");
  W.value(O.addedLatencySeconds);
  W.key("processor_map");
  writeOptionalText(W, O.processorMap);
  W.endObject();
}

void writeGrain(JsonWriter &W, const GrainReport &G) {
  W.beginObject();
  W.key("block_size");
  W.value(G.blockSize);
  W.key("strip_trip_count");
  W.value(G.stripTripCount);
  W.key("rule");
  W.value(G.rule);
  W.key("provisional");
  W.value(G.provisional);
  W.key("optimal_blocks");
  W.value(G.optimalBlocks);
  W.key("t_iteration_seconds");
  W.value(G.iterationSeconds);
  W.key("predicted_efficiency");
  W.value(G.predictedEfficiency);
  W.key("model_ranks");
  W.value(G.modelRanks);
  W.key("model_t_iteration_seconds");
  W.value(G.modelIterationSeconds);
  W.key("model_t_fixed_seconds");
  W.value(G.modelFixedSeconds);
  W.key("model_t_incr_seconds_per_column");
  W.value(G.modelPerColumnSeconds);
  W.key("search");
  if (!G.searched) {
    W.null();
  } else {
    W.beginObject();
    W.key("start_block_size");
    W.value(G.searchStartBlockSize);
    W.key("done");
    W.value(G.searchDone);
    W.key("probes");
    W.beginArray();
    for (const GrainReport::Probe &P : G.probes) {
      W.beginObject();
      W.key("block_size");
      W.value(P.blockSize);
      W.key("seconds");
      W.value(P.seconds);
      W.endObject();
    }
    W.endArray();
    W.endObject();
  }
  W.endObject();
}

void writeMove(JsonWriter &W, const MoveReport &M) {
  W.beginObject();
  W.key("at_seconds");
  W.value(M.atSeconds);
  W.key("iterations");
  W.value(M.iterations);
  W.key("cause");
  W.value(M.cause);
  W.key("step");
  W.value(M.step);
  W.key("predicted_reduction");
  W.value(M.predictedReduction);
  W.key("predicted_benefit_seconds");
  W.value(M.predictedBenefitSeconds);
  W.key("predicted_cost_seconds");
  W.value(M.predictedCostSeconds);
  W.key("measured_cost_seconds");
  W.value(M.measuredCostSeconds);
  W.key("verdict");
  W.value(M.verdict);
  W.key("realized_reduction");
  if (M.realizedReduction)
    W.value(*M.realizedReduction);
  else
    W.null();
  W.endObject();
}

void writeAdvice(JsonWriter &W, const RankCountAdviceReport &A) {
  W.beginObject();
  W.key("ranks");
  W.value(A.ranks);
  W.key("predicted_seconds_per_execution");
  W.value(A.predictedSeconds);
  W.key("predicted_seconds_at_run_ranks");
  W.value(A.predictedAtRunSeconds);
  W.key("compute_seconds_per_execution");
  W.value(A.computeSeconds);
  W.key("transfer_seconds_per_execution");
  W.value(A.transferSeconds);
  W.key("curve");
  W.beginArray();
  for (const RankCountAdviceReport::Point &P : A.curve) {
    W.beginObject();
    W.key("ranks");
    W.value(P.ranks);
    W.key("seconds_per_execution");
    W.value(P.seconds);
    W.endObject();
  }
  W.endArray();
  W.endObject();
}

void writeNest(JsonWriter &W, const NestReport &N, int Ranks) {
  W.beginObject();
  W.key("location");
  W.value(N.location);
  W.key("schedule");
  W.value(N.schedule);
  W.key("block_tied");
  W.value(N.blockTied);
  W.key("executions");
  W.value(N.executions);
  W.key("wall_seconds");
  W.value(N.wallSeconds);
  W.key("wall_seconds_per_execution");
  W.value(N.wallSecondsPerExecution());
  W.key("compute_seconds");
  W.value(N.computeSeconds);
  W.key("bytes");
  W.value(N.bytes);
  W.key("efficiency");
  W.value(N.efficiency(Ranks));
  W.key("grain");
  if (N.grain)
    writeGrain(W, *N.grain);
  else
    W.null();
  W.key("holder_executions");
  W.value(N.holderExecutions);
  W.key("replicated_executions");
  W.value(N.replicatedExecutions);
  W.key("replicated_as_written");
  W.value(N.replicatedAsWritten);
  W.key("interactions");
  W.value(N.interactions);
  W.key("outcomes");
  W.beginArray();
  for (const OutcomeCount &O : N.outcomes) {
    W.beginObject();
    W.key("outcome");
    W.value(O.outcome);
    W.key("count");
    W.value(O.count);
    W.endObject();
  }
  W.endArray();
  W.key("iterations_moved");
  W.value(N.iterationsMoved);
  W.key("moves");
  W.beginArray();
  for (const MoveReport &M : N.moves)
    writeMove(W, M);
  W.endArray();
  W.key("balancer_seconds");
  W.value(N.balancerSeconds);
  W.key("rank_count_advice");
  if (N.advice)
    writeAdvice(W, *N.advice);
  else
    W.null();
  W.endObject();
}

void writeTotals(JsonWriter &W, const TotalsReport &T) {
  W.beginObject();
  W.key("interactions");
  W.value(T.interactions);
  W.key("moves");
  W.value(T.moves);
  W.key("bytes_moved");
  W.value(T.bytesMoved);
  W.key("bytes_fetched");
  W.value(T.bytesFetched);
  W.key("movement_seconds");
  W.value(T.movementSeconds);
  W.key("fetch_seconds");
  W.value(T.fetchSeconds);
  W.key("compute_seconds");
  W.value(T.computeSeconds);
  W.key("pipeline_wait_seconds");
  W.value(T.pipeWaitSeconds);
  W.key("processor_map_changes");
  W.value(T.processorMapChanges);
  W.key("processor_map");
  W.value(T.processorMap);
  W.key("reproducible_reductions");
  W.value(T.reproducibleReductions);
  W.key("term_folds");
  W.value(T.termFolds);
  W.key("term_bytes_gathered");
  W.value(T.termBytesGathered);
  W.endObject();
}

void writeMaster(JsonWriter &W, const MasterReport &M) {
  W.beginObject();
  W.key("cpu_seconds");
  W.value(M.cpuSeconds);
  W.key("balancer_seconds");
  W.value(M.balancerSeconds);
  W.key("decision_cpu_seconds");
  W.value(M.decisionCpuSeconds);
  W.key("decisions");
  W.value(M.decisions);
  W.endObject();
}

} // namespace

std::string renderJson(const RunReport &R) {
  JsonWriter W;
  W.beginObject();
  W.key("schema");
  W.value(RunReportSchema);
  W.key("version");
  W.value(RunReportVersion);
  W.key("ranks");
  W.value(R.ranks);
  W.key("elapsed_seconds");
  W.value(R.elapsedSeconds);
  W.key("efficiency");
  W.value(R.efficiency());
  W.key("waiting_ranks");
  W.value(R.waitingRanks);
  W.key("startup");
  writeStartup(W, R.startup);
  W.key("options");
  writeOptions(W, R.options);
  W.key("nests");
  W.beginArray();
  for (const NestReport &N : R.nests)
    writeNest(W, N, R.ranks);
  W.endArray();
  W.key("totals");
  writeTotals(W, R.totals);
  W.key("master");
  writeMaster(W, R.master);
  W.endObject();
  return W.text();
}

} // namespace autolb::runtime::report
