//===- RateFilterTest.cpp - Tests of the trend-aware rate filter ----------===//

#include "policy/balance/RateFilter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace autolb::policy;

namespace {

void expectTransition(TrendState From, RateTrend Input, TrendState Next,
                      double History) {
  const TrendTransition T = trendTransition(From, Input);
  EXPECT_EQ(T.next, Next) << trendStateName(From) << " x "
                          << rateTrendName(Input);
  EXPECT_DOUBLE_EQ(T.history, History)
      << trendStateName(From) << " x " << rateTrendName(Input);
}

} // namespace

// Table 1 of RateFilter.h, one test per row, every column.
TEST(RateFilterTable, InitialAlwaysStartsSteadyWithoutHistory) {
  for (RateTrend In :
       {RateTrend::Same, RateTrend::Decrease, RateTrend::Increase})
    expectTransition(TrendState::Initial, In, TrendState::Steady, 0.0);
}

TEST(RateFilterTable, SteadyRow) {
  expectTransition(TrendState::Steady, RateTrend::Same, TrendState::Steady,
                   0.5);
  expectTransition(TrendState::Steady, RateTrend::Decrease, TrendState::Falling,
                   0.25);
  expectTransition(TrendState::Steady, RateTrend::Increase,
                   TrendState::RisingOnce, 1.0);
}

TEST(RateFilterTable, FallingRow) {
  expectTransition(TrendState::Falling, RateTrend::Same, TrendState::Steady,
                   0.5);
  expectTransition(TrendState::Falling, RateTrend::Decrease,
                   TrendState::Falling, 0.0);
  expectTransition(TrendState::Falling, RateTrend::Increase,
                   TrendState::RisingOnce, 1.0);
}

TEST(RateFilterTable, RisingOnceRow) {
  expectTransition(TrendState::RisingOnce, RateTrend::Same, TrendState::Steady,
                   0.5);
  expectTransition(TrendState::RisingOnce, RateTrend::Decrease,
                   TrendState::Falling, 0.25);
  expectTransition(TrendState::RisingOnce, RateTrend::Increase,
                   TrendState::RisingPersistent, 0.5);
}

TEST(RateFilterTable, RisingPersistentRow) {
  expectTransition(TrendState::RisingPersistent, RateTrend::Same,
                   TrendState::Steady, 0.5);
  expectTransition(TrendState::RisingPersistent, RateTrend::Decrease,
                   TrendState::Falling, 0.25);
  expectTransition(TrendState::RisingPersistent, RateTrend::Increase,
                   TrendState::RisingPersistent, 0.25);
}

TEST(RateFilterTable, StalledRow) {
  // Only updateStalled enters Stalled; the increase that ends a stall is
  // believed at once (not ignored like a first increase).
  expectTransition(TrendState::Stalled, RateTrend::Same, TrendState::Steady,
                   0.5);
  expectTransition(TrendState::Stalled, RateTrend::Decrease,
                   TrendState::Falling, 0.0);
  expectTransition(TrendState::Stalled, RateTrend::Increase,
                   TrendState::RisingPersistent, 0.25);
}

TEST(RateFilter, StalledReportIsTakenAtOnceAndRecoveryWithinTwoReports) {
  RateFilter F;
  F.update(1000.0);
  // A stall: 1000 rows over 2.3 s of absence -> 130 rows/s, taken at once.
  const FilterStep Stall = F.updateStalled(130.0);
  EXPECT_EQ(Stall.to, TrendState::Stalled);
  EXPECT_DOUBLE_EQ(Stall.history, 0.0);
  EXPECT_DOUBLE_EQ(F.filtered(), 130.0);
  // Back to speed: 0.75 * 1000 + 0.25 * 130 = 782.5, then
  // 0.75 * 1000 + 0.25 * 782.5 = 945.625 -- not stuck at 13%.
  EXPECT_DOUBLE_EQ(F.update(1000.0).filtered, 782.5);
  EXPECT_EQ(F.state(), TrendState::RisingPersistent);
  // Neither the stall nor its end widened the noise band (a deviation of
  // 87%, then 667%, would have made it 2 x 0.25 x 0.04 + ... at least).
  EXPECT_DOUBLE_EQ(F.band(), RateFilter::DefaultBand);
  EXPECT_DOUBLE_EQ(F.update(1000.0).filtered, 945.625);
}

TEST(RateFilter, StalledReportNeverRaisesTheRate) {
  // A long report that still shows more work than before says nothing
  // about speed: the filtered rate stays.
  RateFilter F;
  F.update(1000.0);
  EXPECT_DOUBLE_EQ(F.updateStalled(1500.0).filtered, 1000.0);
  // Before any measurement it is all there is.
  RateFilter Empty;
  EXPECT_DOUBLE_EQ(Empty.updateStalled(200.0).filtered, 200.0);
  EXPECT_EQ(Empty.state(), TrendState::Stalled);
  // Invalid rates are ignored.
  EXPECT_DOUBLE_EQ(F.updateStalled(-1.0).filtered, 1000.0);
  EXPECT_EQ(F.state(), TrendState::Stalled);
}

TEST(RateFilterTable, DecreasesAreTrustedSoonerThanIncreases) {
  // The design rule, row by row: h(decrease) < h(increase), except once an
  // increase persists, where both are believed by 75% (a decrease still
  // reaches h = 0 one period later, an increase never goes below 0.25).
  for (TrendState S :
       {TrendState::Steady, TrendState::Falling, TrendState::RisingOnce})
    EXPECT_LT(trendTransition(S, RateTrend::Decrease).history,
              trendTransition(S, RateTrend::Increase).history)
        << trendStateName(S);
  EXPECT_LE(trendTransition(TrendState::RisingPersistent, RateTrend::Decrease)
                .history,
            trendTransition(TrendState::RisingPersistent, RateTrend::Increase)
                .history);
  double Lowest = 1.0;
  for (TrendState S : {TrendState::Steady, TrendState::Falling,
                       TrendState::RisingOnce, TrendState::RisingPersistent})
    Lowest = std::min(Lowest, trendTransition(S, RateTrend::Increase).history);
  EXPECT_GT(Lowest,
            trendTransition(TrendState::Falling, RateTrend::Decrease).history);
}

TEST(RateFilter, StepDownIsTrackedFasterThanStepUp) {
  // From 100 to 50: 62.5, then 50 (2 periods). From 50 to 100: 50, 75,
  // 93.75, 98.44 (still 1.6% short after 4 periods).
  RateFilter Down, Up;
  Down.update(100.0);
  Up.update(50.0);
  int DownPeriods = 0, UpPeriods = 0;
  while (Down.update(50.0).filtered != 50.0)
    ++DownPeriods;
  while (std::fabs(Up.update(100.0).filtered - 100.0) > 2.0)
    ++UpPeriods;
  EXPECT_EQ(DownPeriods, 1); // exact on the 2nd report
  EXPECT_EQ(UpPeriods, 3);   // within 2% on the 4th report
}

TEST(RateFilterClassify, BandEdges) {
  // previous 100, band 2%: [98, 102] is Same.
  EXPECT_EQ(classifyRate(98.0, 100.0, 0.02), RateTrend::Same);
  EXPECT_EQ(classifyRate(102.0, 100.0, 0.02), RateTrend::Same);
  EXPECT_EQ(classifyRate(97.99, 100.0, 0.02), RateTrend::Decrease);
  EXPECT_EQ(classifyRate(102.01, 100.0, 0.02), RateTrend::Increase);
  // Without a band, equality is Same ([S97] counted it as increase;
  // with h = 0.5 vs 1.0 equality gives the same r' either way).
  EXPECT_EQ(classifyRate(100.0, 100.0, 0.0), RateTrend::Same);
}

TEST(RateFilter, LoadAppearsThenDisappears) {
  RateFilter Filter;
  // First measurement: r' = r = 100, Steady.
  FilterStep S = Filter.update(100.0);
  EXPECT_EQ(S.from, TrendState::Initial);
  EXPECT_EQ(S.to, TrendState::Steady);
  EXPECT_DOUBLE_EQ(S.filtered, 100.0);
  // Load halves the rate. Decrease, h = 0.25: 0.75*50 + 0.25*100 = 62.5
  S = Filter.update(50.0);
  EXPECT_EQ(S.input, RateTrend::Decrease);
  EXPECT_EQ(S.to, TrendState::Falling);
  EXPECT_DOUBLE_EQ(S.history, 0.25);
  EXPECT_DOUBLE_EQ(S.filtered, 62.5);
  // Persisting decrease, h = 0: r' = 50.
  S = Filter.update(50.0);
  EXPECT_EQ(S.to, TrendState::Falling);
  EXPECT_DOUBLE_EQ(S.filtered, 50.0);
  // Load gone: first increase ignored, h = 1: r' stays 50.
  S = Filter.update(100.0);
  EXPECT_EQ(S.to, TrendState::RisingOnce);
  EXPECT_DOUBLE_EQ(S.filtered, 50.0);
  // Second increase, h = 0.5: 0.5*100 + 0.5*50 = 75.
  S = Filter.update(100.0);
  EXPECT_EQ(S.to, TrendState::RisingPersistent);
  EXPECT_DOUBLE_EQ(S.filtered, 75.0);
  // Third, h = 0.25: 0.75*100 + 0.25*75 = 93.75.
  S = Filter.update(100.0);
  EXPECT_DOUBLE_EQ(S.filtered, 93.75);
  // The changes widened the band. Noise, each deviation capped at twice
  // the band in force: 0.25*min(.5,.04) = .01; .75*.01 + .25*min(.2,.04) =
  // .0175; + min(1,.07) -> .030625; + min(1,.1225) -> .05359375; +
  // min(1/3,.214375) -> .0937890625. Band 2 x that = .187578125, so 100 vs
  // 93.75 is Same: h = 0.5 -> 96.875, Steady.
  EXPECT_DOUBLE_EQ(Filter.band(), 0.187578125);
  S = Filter.update(100.0);
  EXPECT_EQ(S.input, RateTrend::Same);
  EXPECT_EQ(S.to, TrendState::Steady);
  EXPECT_DOUBLE_EQ(S.filtered, 96.875);
  S = Filter.update(100.0);
  EXPECT_DOUBLE_EQ(S.filtered, 98.4375);
  EXPECT_DOUBLE_EQ(Filter.filtered(), 98.4375);
  EXPECT_DOUBLE_EQ(Filter.lastHistory(), 0.5);
}

TEST(RateFilter, BandWidensWithJitterNotWithOneStep) {
  // One step from 100 to 50 counts as a deviation of at most 2 x 2%:
  // noise .01, band stays 2%, and the next report is a persisting decrease.
  RateFilter Step;
  Step.update(100.0);
  Step.update(50.0);
  EXPECT_DOUBLE_EQ(Step.band(), 0.02);
  EXPECT_EQ(Step.update(50.0).to, TrendState::Falling);
  // Jitter of +-20% around 100: the band grows until the jitter is noise.
  RateFilter Jitter;
  Jitter.update(100.0);
  for (int Period = 0; Period < 12; ++Period)
    Jitter.update(Period % 2 ? 120.0 : 80.0);
  EXPECT_GT(Jitter.band(), 0.2);
  EXPECT_EQ(Jitter.update(85.0).input, RateTrend::Same);
  // A drop well beyond the jitter is still trusted at once.
  EXPECT_EQ(Jitter.update(40.0).input, RateTrend::Decrease);
}

TEST(RateFilter, SingleSpikeIsIgnoredSingleDipIsNot) {
  RateFilter Filter;
  Filter.update(100.0);
  // A spike to 200 is ignored (h = 1); back to 100 is Same (h = 0.5).
  EXPECT_DOUBLE_EQ(Filter.update(200.0).filtered, 100.0);
  EXPECT_DOUBLE_EQ(Filter.update(100.0).filtered, 100.0);
  // A dip to 60 is 75% believed: 0.75*60 + 0.25*100 = 70.
  EXPECT_DOUBLE_EQ(Filter.update(60.0).filtered, 70.0);
}

TEST(RateFilter, OffModeUsesRawRates) {
  RateFilter Filter(/*enabled=*/false);
  EXPECT_DOUBLE_EQ(Filter.update(100.0).filtered, 100.0);
  const FilterStep Up = Filter.update(300.0);
  EXPECT_DOUBLE_EQ(Up.history, 0.0);
  EXPECT_DOUBLE_EQ(Up.filtered, 300.0);
  // The state still follows the trend for the trace.
  EXPECT_EQ(Up.to, TrendState::RisingOnce);
  EXPECT_DOUBLE_EQ(Filter.update(50.0).filtered, 50.0);
  EXPECT_FALSE(Filter.enabled());
}

TEST(RateFilter, InvalidRatesAreNotMeasurements) {
  RateFilter Filter;
  Filter.update(100.0);
  const FilterStep Bad = Filter.update(-5.0);
  EXPECT_EQ(Bad.from, Bad.to);
  EXPECT_DOUBLE_EQ(Bad.filtered, 100.0);
  Filter.update(std::numeric_limits<double>::quiet_NaN());
  EXPECT_DOUBLE_EQ(Filter.filtered(), 100.0);
  EXPECT_EQ(Filter.state(), TrendState::Steady);
}

TEST(RateFilter, ZeroRateIsADecrease) {
  // A rank that stalls completely: 100 -> 0 is a decrease, h = 0.25: 25.
  RateFilter Filter;
  Filter.update(100.0);
  EXPECT_DOUBLE_EQ(Filter.update(0.0).filtered, 25.0);
  EXPECT_DOUBLE_EQ(Filter.update(0.0).filtered, 0.0); // persisting: h = 0
}

TEST(RateFilter, ResetForgetsEverything) {
  RateFilter Filter;
  Filter.update(100.0);
  Filter.reset();
  EXPECT_FALSE(Filter.hasValue());
  EXPECT_EQ(Filter.state(), TrendState::Initial);
  EXPECT_DOUBLE_EQ(Filter.update(10.0).filtered, 10.0);
}
