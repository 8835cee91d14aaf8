//===- GrainSizeTest.cpp - Tests of the pipelined grain-size model --------===//

#include "policy/schedules/GrainSize.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace autolb::policy;

namespace {

/// [S97]'s kind of numbers: m = 1000, t_iteration = 2 us, t_fixed =
/// 50 us, t_incr = 0.01 us per element.
PipelineModel paperModel(int Ranks) {
  PipelineModel Model;
  Model.ranks = Ranks;
  Model.stripTripCount = 1000;
  Model.iterationSeconds = 2e-6;
  Model.fixedSeconds = 50e-6;
  Model.perElementSeconds = 0.01e-6;
  return Model;
}

} // namespace

TEST(GrainSize, PaperNumbersFourRanks) {
  // t_seq = 4 * 1000 * 2e-6 = 8e-3 s
  // numerator = 8e-3 * (1 - 1/4) + 0.01e-6 * 1000 * (4 - 2) = 6.02e-3 s
  // M_opt = sqrt(6.02e-3 / 50e-6) = sqrt(120.4) = 10.9727
  // b = ceil(1000 / 10.9727) = ceil(91.135) = 92, M = ceil(1000/92) = 11
  const GrainChoice Choice = choosePipelinedGrain(paperModel(4));
  EXPECT_EQ(Choice.rule, GrainRule::Optimal);
  EXPECT_DOUBLE_EQ(Choice.sequentialSeconds, 8e-3);
  EXPECT_NEAR(Choice.numeratorSeconds, 6.02e-3, 1e-15);
  EXPECT_NEAR(Choice.optimalBlocks, std::sqrt(120.4), 1e-9);
  EXPECT_EQ(Choice.blockSize, 92);
  EXPECT_EQ(Choice.prediction.blocks, 11);
  EXPECT_FALSE(Choice.inputsSanitized);
  // t_block = 92 * 2e-6 = 1.84e-4; t_shift = 50e-6 + 0.01e-6 * 92 = 50.92e-6
  // t_total = (11 + 3) * 1.84e-4 + (11 + 2) * 50.92e-6 = 3.23796e-3
  // efficiency = 8e-3 / (4 * 3.23796e-3) = 0.617673
  EXPECT_NEAR(Choice.prediction.blockSeconds, 1.84e-4, 1e-15);
  EXPECT_NEAR(Choice.prediction.shiftSeconds, 50.92e-6, 1e-15);
  EXPECT_NEAR(Choice.prediction.totalSeconds, 3.23796e-3, 1e-12);
  EXPECT_NEAR(Choice.prediction.efficiency, 0.6176728557, 1e-9);
}

TEST(GrainSize, ChoiceSitsAtThePeakOfThePredictedCurve) {
  // Fig. 8: the selected b is at the peak of the predicted efficiency; a
  // factor of 2 either way costs little. Scan every b in [1, m].
  const PipelineModel Model = paperModel(4);
  const GrainChoice Choice = choosePipelinedGrain(Model);
  double Best = 0.0;
  for (std::int64_t B = 1; B <= Model.stripTripCount; ++B)
    Best = std::max(Best, predictPipeline(Model, B).efficiency);
  EXPECT_GE(Choice.prediction.efficiency, 0.99 * Best);
  EXPECT_GT(Choice.prediction.efficiency,
            predictPipeline(Model, Choice.blockSize * 4).efficiency);
  EXPECT_GT(Choice.prediction.efficiency,
            predictPipeline(Model, Choice.blockSize / 4).efficiency);
}

TEST(GrainSize, SingleRankUsesTheWholeLoop) {
  // P = 1: no pipeline, no messages: b = m, t_total = m * t_iteration.
  const GrainChoice Choice = choosePipelinedGrain(paperModel(1));
  EXPECT_EQ(Choice.rule, GrainRule::SingleRank);
  EXPECT_EQ(Choice.blockSize, 1000);
  EXPECT_EQ(Choice.prediction.blocks, 1);
  EXPECT_EQ(Choice.prediction.shiftSeconds, 0.0);
  EXPECT_NEAR(Choice.prediction.totalSeconds, 2e-3, 1e-15);
  EXPECT_NEAR(Choice.prediction.efficiency, 1.0, 1e-12);
}

TEST(GrainSize, TwoRanksHaveNoPerElementTerm) {
  // P = 2: the t_incr * m * (P - 2) term vanishes.
  // t_seq = 2 * 100 * 1e-6 = 2e-4; numerator = 2e-4 * 1/2 = 1e-4
  // M_opt = sqrt(1e-4 / 1e-5) = sqrt(10) = 3.1623; b = ceil(31.62) = 32
  PipelineModel Model;
  Model.ranks = 2;
  Model.stripTripCount = 100;
  Model.iterationSeconds = 1e-6;
  Model.fixedSeconds = 10e-6;
  Model.perElementSeconds = 1e-6;
  const GrainChoice Choice = choosePipelinedGrain(Model);
  EXPECT_EQ(Choice.rule, GrainRule::Optimal);
  EXPECT_NEAR(Choice.numeratorSeconds, 1e-4, 1e-18);
  EXPECT_NEAR(Choice.optimalBlocks, std::sqrt(10.0), 1e-9);
  EXPECT_EQ(Choice.blockSize, 32);
}

TEST(GrainSize, ManyRanksWantManyBlocks) {
  // P = 4096: t_seq = 4096 * 1000 * 2e-6 = 8.192 s
  // numerator = 8.192 * 4095/4096 + 1e-8 * 1000 * 4094 = 8.23094 s
  // M_opt = sqrt(8.23094 / 5e-5) = 405.73; b = ceil(2.4647) = 3
  const GrainChoice Choice = choosePipelinedGrain(paperModel(4096));
  EXPECT_EQ(Choice.rule, GrainRule::Optimal);
  EXPECT_NEAR(Choice.numeratorSeconds, 8.23094, 1e-9);
  EXPECT_NEAR(Choice.optimalBlocks, 405.7324241, 1e-6);
  EXPECT_EQ(Choice.blockSize, 3);
  EXPECT_EQ(Choice.prediction.blocks, 334); // ceil(1000 / 3)
}

TEST(GrainSize, EmptyLoopGetsBlockOne) {
  PipelineModel Model = paperModel(4);
  Model.stripTripCount = 0;
  const GrainChoice Choice = choosePipelinedGrain(Model);
  EXPECT_EQ(Choice.rule, GrainRule::EmptyLoop);
  EXPECT_EQ(Choice.blockSize, 1);
  EXPECT_EQ(Choice.prediction.blocks, 0);
  EXPECT_EQ(Choice.prediction.totalSeconds, 0.0);
  EXPECT_EQ(Choice.prediction.efficiency, 1.0);
}

TEST(GrainSize, FreeMessagesGiveTheFinestGrain) {
  // t_fixed = 0: M_opt = infinity, b = 1.
  PipelineModel Model = paperModel(4);
  Model.fixedSeconds = 0.0;
  const GrainChoice Choice = choosePipelinedGrain(Model);
  EXPECT_EQ(Choice.rule, GrainRule::FreeMessages);
  EXPECT_EQ(Choice.blockSize, 1);
  EXPECT_TRUE(std::isinf(Choice.optimalBlocks));
}

TEST(GrainSize, NoComputationWithTwoRanksGivesTheLargestGrain) {
  // t_iteration = 0 and P = 2: numerator = 0 + t_incr * m * 0 = 0 -> b = m.
  PipelineModel Model = paperModel(2);
  Model.iterationSeconds = 0.0;
  const GrainChoice Choice = choosePipelinedGrain(Model);
  EXPECT_EQ(Choice.rule, GrainRule::NothingToOverlap);
  EXPECT_EQ(Choice.blockSize, 1000);
}

TEST(GrainSize, NoComputationWithFourRanksClampsToTheLoop) {
  // t_iteration = 0, P = 4: numerator = 1e-8 * 1000 * 2 = 2e-5
  // M_opt = sqrt(2e-5 / 5e-5) = 0.632 < 1 -> b = ceil(1581) clamped to 1000.
  PipelineModel Model = paperModel(4);
  Model.iterationSeconds = 0.0;
  const GrainChoice Choice = choosePipelinedGrain(Model);
  EXPECT_EQ(Choice.rule, GrainRule::Optimal);
  EXPECT_NEAR(Choice.optimalBlocks, std::sqrt(0.4), 1e-12);
  EXPECT_EQ(Choice.blockSize, 1000);
}

TEST(GrainSize, NegativeMeasurementsAreTreatedAsZero) {
  // A noisy t_incr = -1e-9 becomes 0: numerator = 8e-3 * 3/4 = 6e-3,
  // M_opt = sqrt(120) = 10.954, b = ceil(91.29) = 92.
  PipelineModel Model = paperModel(4);
  Model.perElementSeconds = -1e-9;
  const GrainChoice Choice = choosePipelinedGrain(Model);
  EXPECT_TRUE(Choice.inputsSanitized);
  EXPECT_NEAR(Choice.numeratorSeconds, 6e-3, 1e-15);
  EXPECT_EQ(Choice.blockSize, 92);

  Model = paperModel(4);
  Model.iterationSeconds = std::numeric_limits<double>::quiet_NaN();
  Model.ranks = 0;
  EXPECT_TRUE(choosePipelinedGrain(Model).inputsSanitized);
  // The reported inputs are the sanitized ones.
  EXPECT_EQ(choosePipelinedGrain(Model).inputs.ranks, 1);
  EXPECT_EQ(choosePipelinedGrain(Model).inputs.iterationSeconds, 0.0);
  EXPECT_EQ(choosePipelinedGrain(Model).inputs.stripTripCount, 1000);
  EXPECT_EQ(choosePipelinedGrain(Model).rule, GrainRule::SingleRank);
}

TEST(GrainSize, HugeTripCountDoesNotOverflow) {
  PipelineModel Model = paperModel(4);
  Model.stripTripCount = std::int64_t{1} << 60;
  Model.fixedSeconds = 1e300; // M_opt ~ 0 -> m / M_opt ~ infinity.
  const GrainChoice Choice = choosePipelinedGrain(Model);
  EXPECT_EQ(Choice.blockSize, Model.stripTripCount);
  // The largest trip count: M = ceil(m / b) without overflow.
  Model.stripTripCount = std::numeric_limits<std::int64_t>::max();
  EXPECT_EQ(predictPipeline(Model, Model.stripTripCount).blocks, 1);
  EXPECT_EQ(predictPipeline(Model, 2).blocks, (Model.stripTripCount / 2) + 1);
}

TEST(GrainSize, BarrierNestsUseTheLargestGrain) {
  EXPECT_EQ(chooseBarrierGrain(500).blockSize, 500);
  EXPECT_EQ(chooseBarrierGrain(500).rule, GrainRule::Barrier);
  EXPECT_EQ(chooseBarrierGrain(0).blockSize, 1);
}

TEST(GrainSize, OverrideIsClampedAndPredicted) {
  const PipelineModel Model = paperModel(4);
  const GrainChoice Big = overridePipelinedGrain(Model, 5000);
  EXPECT_EQ(Big.rule, GrainRule::Override);
  EXPECT_EQ(Big.blockSize, 1000);
  EXPECT_EQ(Big.prediction.blocks, 1);
  // Keeps the model's M_opt so the summary can show both.
  EXPECT_NEAR(Big.optimalBlocks, std::sqrt(120.4), 1e-9);
  EXPECT_EQ(overridePipelinedGrain(Model, 0).blockSize, 1);
}

TEST(GrainSize, RuleNamesAreDistinct) {
  EXPECT_STREQ(grainRuleName(GrainRule::Optimal), "optimal");
  EXPECT_STREQ(grainRuleName(GrainRule::SingleRank), "single-rank");
  EXPECT_STREQ(grainRuleName(GrainRule::Barrier), "barrier");
}
