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
  W.field("seconds", S.seconds);
  W.field("t_fixed_seconds", S.fixedSeconds);
  W.field("t_incr_seconds_per_byte", S.perByteSeconds);
  W.field("message_bytes", S.messageBytes);
  W.field("t_interact_seconds", S.interactSeconds);
  W.field("t_op_seconds", S.secondsPerOp);
  W.field("quantum_seconds", S.quantumSeconds);
  W.field("quantum_source", S.quantumSource);
  W.endObject();
}

void writeOptions(JsonWriter &W, const OptionsReport &O) {
  W.beginObject();
  W.field("balance", O.balance);
  W.field("synchronous", O.synchronous);
  W.field("filter", O.filter);
  W.field("noise_gate", O.noiseGate);
  W.field("persistence", O.persistence);
  W.field("coupling", O.coupling);
  W.field("profitability", O.profitability);
  W.field("replication", O.replication);
  W.field("stdout_blocks", O.stdoutBlocks);
  W.field("stress", O.stress);
  W.field("tfract", O.threshold);
  W.field("added_latency_seconds", O.addedLatencySeconds);
  W.key("processor_map");
  writeOptionalText(W, O.processorMap);
  W.endObject();
}

void writeGrain(JsonWriter &W, const GrainReport &G) {
  W.beginObject();
  W.field("block_size", G.blockSize);
  W.field("strip_trip_count", G.stripTripCount);
  W.field("rule", G.rule);
  W.field("provisional", G.provisional);
  W.field("optimal_blocks", G.optimalBlocks);
  W.field("t_iteration_seconds", G.iterationSeconds);
  W.field("predicted_efficiency", G.predictedEfficiency);
  W.field("model_ranks", G.modelRanks);
  W.field("model_t_iteration_seconds", G.modelIterationSeconds);
  W.field("model_t_fixed_seconds", G.modelFixedSeconds);
  W.field("model_t_incr_seconds_per_column", G.modelPerColumnSeconds);
  W.key("search");
  if (!G.searched) {
    W.null();
  } else {
    W.beginObject();
    W.field("start_block_size", G.searchStartBlockSize);
    W.field("done", G.searchDone);
    W.key("probes");
    W.beginArray();
    for (const GrainReport::Probe &P : G.probes) {
      W.beginObject();
      W.field("block_size", P.blockSize);
      W.field("seconds", P.seconds);
      W.endObject();
    }
    W.endArray();
    W.endObject();
  }
  W.endObject();
}

void writeMove(JsonWriter &W, const MoveReport &M) {
  W.beginObject();
  W.field("at_seconds", M.atSeconds);
  W.field("iterations", M.iterations);
  W.field("cause", M.cause);
  W.field("step", M.step);
  W.field("predicted_reduction", M.predictedReduction);
  W.field("predicted_benefit_seconds", M.predictedBenefitSeconds);
  W.field("predicted_cost_seconds", M.predictedCostSeconds);
  W.field("measured_cost_seconds", M.measuredCostSeconds);
  W.field("verdict", M.verdict);
  W.key("realized_reduction");
  if (M.realizedReduction)
    W.value(*M.realizedReduction);
  else
    W.null();
  W.endObject();
}

void writeAdvice(JsonWriter &W, const RankCountAdviceReport &A) {
  W.beginObject();
  W.field("ranks", A.ranks);
  W.field("predicted_seconds_per_execution", A.predictedSeconds);
  W.field("predicted_seconds_at_run_ranks", A.predictedAtRunSeconds);
  W.field("compute_seconds_per_execution", A.computeSeconds);
  W.field("transfer_seconds_per_execution", A.transferSeconds);
  W.key("curve");
  W.beginArray();
  for (const RankCountAdviceReport::Point &P : A.curve) {
    W.beginObject();
    W.field("ranks", P.ranks);
    W.field("seconds_per_execution", P.seconds);
    W.endObject();
  }
  W.endArray();
  W.endObject();
}

void writeNest(JsonWriter &W, const NestReport &N, int Ranks) {
  W.beginObject();
  W.field("location", N.location);
  W.field("schedule", N.schedule);
  W.field("block_tied", N.blockTied);
  W.field("executions", N.executions);
  W.field("wall_seconds", N.wallSeconds);
  W.field("wall_seconds_per_execution", N.wallSecondsPerExecution());
  W.field("compute_seconds", N.computeSeconds);
  W.field("bytes", N.bytes);
  W.field("efficiency", N.efficiency(Ranks));
  W.key("grain");
  if (N.grain)
    writeGrain(W, *N.grain);
  else
    W.null();
  W.field("holder_executions", N.holderExecutions);
  W.field("replicated_executions", N.replicatedExecutions);
  W.field("replicated_as_written", N.replicatedAsWritten);
  W.field("interactions", N.interactions);
  W.key("outcomes");
  W.beginArray();
  for (const OutcomeCount &O : N.outcomes) {
    W.beginObject();
    W.field("outcome", O.outcome);
    W.field("count", O.count);
    W.endObject();
  }
  W.endArray();
  W.field("iterations_moved", N.iterationsMoved);
  W.key("moves");
  W.beginArray();
  for (const MoveReport &M : N.moves)
    writeMove(W, M);
  W.endArray();
  W.field("balancer_seconds", N.balancerSeconds);
  W.key("rank_count_advice");
  if (N.advice)
    writeAdvice(W, *N.advice);
  else
    W.null();
  W.endObject();
}

void writeTotals(JsonWriter &W, const TotalsReport &T) {
  W.beginObject();
  W.field("interactions", T.interactions);
  W.field("moves", T.moves);
  W.field("bytes_moved", T.bytesMoved);
  W.field("bytes_fetched", T.bytesFetched);
  W.field("movement_seconds", T.movementSeconds);
  W.field("fetch_seconds", T.fetchSeconds);
  W.field("compute_seconds", T.computeSeconds);
  W.field("pipeline_wait_seconds", T.pipeWaitSeconds);
  W.field("processor_map_changes", T.processorMapChanges);
  W.field("processor_map", T.processorMap);
  W.field("reproducible_reductions", T.reproducibleReductions);
  W.field("term_folds", T.termFolds);
  W.field("term_bytes_received", T.termBytesReceived);
  W.field("terms_recorded", T.termsRecorded);
  W.field("term_fold_seconds", T.termFoldSeconds);
  W.endObject();
}

void writeMaster(JsonWriter &W, const MasterReport &M) {
  W.beginObject();
  W.field("cpu_seconds", M.cpuSeconds);
  W.field("balancer_seconds", M.balancerSeconds);
  W.field("decision_cpu_seconds", M.decisionCpuSeconds);
  W.field("decisions", M.decisions);
  W.endObject();
}

} // namespace

std::string renderJson(const RunReport &R) {
  JsonWriter W;
  W.beginObject();
  W.field("schema", RunReportSchema);
  W.field("version", RunReportVersion);
  W.field("ranks", R.ranks);
  W.field("elapsed_seconds", R.elapsedSeconds);
  W.field("efficiency", R.efficiency());
  W.field("waiting_ranks", R.waitingRanks);
  W.field("minor_nests", R.minorNests);
  W.field("alone_since_seconds", R.aloneSinceSeconds);
  W.key("alone_trial");
  W.beginObject();
  W.field("outcome", R.aloneTrial.outcome);
  W.field("period_executions", R.aloneTrial.period);
  W.field("periods_per_stretch", R.aloneTrial.periods);
  W.key("pairs");
  W.beginArray();
  for (const policy::StretchPair &P : R.aloneTrial.pairs) {
    W.beginObject();
    W.field("distributed_seconds", P.distributedSeconds);
    W.field("alone_seconds", P.aloneSeconds);
    W.endObject();
  }
  W.endArray();
  W.field("went_alone", R.aloneTrial.wentAlone);
  W.endObject();
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
