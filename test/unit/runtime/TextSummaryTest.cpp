//===- TextSummaryTest.cpp - the short end-of-run summary -----------------===//

#include "report/TextSummary.h"
#include <algorithm>
#include <gtest/gtest.h>

using namespace autolb::runtime::report;

namespace {

/// A 2-rank run of 2 s whose pipelined nest took 1.8 s.
RunReport twoRankRun() {
  RunReport R;
  R.ranks = 2;
  R.elapsedSeconds = 2.0;
  R.totals.computeSeconds = 3.0;
  NestReport N;
  N.location = "sor.c:60";
  N.schedule = "pipelined";
  N.blockTied = true;
  N.executions = 100;
  N.wallSeconds = 1.8;
  N.computeSeconds = 3.0;
  R.nests.push_back(N);
  return R;
}

MoveReport judged(const char *Verdict, double Realized) {
  MoveReport M;
  M.cause = "rates";
  M.verdict = Verdict;
  M.realizedReduction = Realized;
  return M;
}

RankCountAdviceReport advice(int Ranks, double Seconds, double AtRun) {
  RankCountAdviceReport A;
  A.ranks = Ranks;
  A.predictedSeconds = Seconds;
  A.predictedAtRunSeconds = AtRun;
  return A;
}

int lines(const std::string &Text) {
  return static_cast<int>(std::count(Text.begin(), Text.end(), '\n'));
}

TEST(TextSummaryTest, OneLinePerNestWithTimeMovesAndEfficiency) {
  RunReport R = twoRankRun();
  R.nests[0].moves = {judged("paid", 0.2), judged("lost", -0.1)};
  R.totals.moves = 2;
  const std::string Text = renderText(R);
  EXPECT_EQ(Text.rfind("autolb: 2 ranks, 2.000 s since alb_init, "
                       "efficiency 0.75",
                       0),
            0u)
      << Text;
  EXPECT_NE(Text.find("autolb:   sor.c:60 pipelined: 1.8 s (90% of the "
                      "run), 100 executions, 2 moves, 1 paid, efficiency "
                      "0.83\n"),
            std::string::npos)
      << Text;
  EXPECT_EQ(lines(Text), 3) << Text;
}

TEST(TextSummaryTest, AtMostEightLinesWithManyNests) {
  RunReport R = twoRankRun();
  for (int I = 0; I < 20; ++I) {
    NestReport N = R.nests[0];
    N.location = "init.c:" + std::to_string(I);
    N.wallSeconds = 0.001 * (I + 1);
    R.nests.push_back(N);
  }
  // The one nest worth an advice, so that the advice line is there too.
  R.nests[0].advice = advice(4, 0.010, 0.018);
  const std::string Text = renderText(R);
  EXPECT_EQ(lines(Text), MaxSummaryLines) << Text;
  EXPECT_NE(Text.find("sor.c:60"), std::string::npos) << Text;
  EXPECT_NE(Text.find("17 more nests: 153 ms in all"), std::string::npos)
      << Text;
  EXPECT_NE(Text.find("autolb: advice:"), std::string::npos) << Text;
}

TEST(TextSummaryTest, VerdictSaysWhetherBalancingPaid) {
  RunReport R = twoRankRun();
  EXPECT_EQ(balancingVerdict(R),
            "balancing moved no work: no imbalance was worth a move.");
  R.totals.moves = 3;
  R.nests[0].moves = {judged("paid", 0.2), judged("paid", 0.1),
                      judged("lost", -0.1)};
  EXPECT_EQ(balancingVerdict(R),
            "balancing paid: 2 of 3 judged moves gained, 1 lost.");
  R.nests[0].moves = {judged("even", 0.0), judged("lost", -0.1),
                      judged("paid", 0.1)};
  EXPECT_EQ(balancingVerdict(R),
            "balancing did not pay: 1 of 3 judged moves gained, 1 lost "
            "(each undone); ALB_BALANCE=0 keeps static blocks.");
  R.nests[0].moves = {MoveReport{}};
  R.nests[0].moves[0].verdict = "not-judged";
  R.totals.moves = 1;
  EXPECT_EQ(balancingVerdict(R), "balancing moved work 1 time; the run "
                                 "ended before a move was judged.");
  R.options.balance = false;
  EXPECT_EQ(balancingVerdict(R),
            "balancing off (ALB_BALANCE=0): static blocks.");
  R.ranks = 1;
  EXPECT_EQ(balancingVerdict(R),
            "one rank: every nest that may run as written did, as the "
            "sequential program (ALB_REPLICATE=0 runs them through the "
            "run-time).");
  R.options.replication = false;
  EXPECT_EQ(balancingVerdict(R), "one rank: nothing to balance.");
}

TEST(TextSummaryTest, ChunkedNestsBalanceWithinExecutions) {
  RunReport R = twoRankRun();
  R.nests[0].blockTied = false;
  R.nests[0].schedule = "dynamically scheduled";
  EXPECT_NE(renderText(R).find("balanced within each execution"),
            std::string::npos);
  EXPECT_EQ(balancingVerdict(R), "no work moved between executions: the "
                                 "nests balanced within each.");
}

TEST(TextSummaryTest, ReplicatedExecutionsCounted) {
  RunReport R = twoRankRun();
  R.nests[0].blockTied = false;
  R.nests[0].schedule = "replicated";
  R.nests[0].replicatedExecutions = 91;
  EXPECT_NE(renderText(R).find("100 executions, 91 replicated (too short "
                               "to distribute)"),
            std::string::npos)
      << renderText(R);
}

TEST(TextSummaryTest, AdviceForALongNestThatWouldGain) {
  RunReport R = twoRankRun();
  R.nests[0].advice = advice(4, 0.010, 0.018);
  ASSERT_EQ(actionableAdvice(R), &R.nests[0]);
  EXPECT_NE(renderText(R).find("autolb: advice: sor.c:60 would take 10 ms "
                               "per execution on 4 ranks against 18 ms on "
                               "2"),
            std::string::npos)
      << renderText(R);
}

// A 24 ms initialization nest was advised 88 ranks: no advice for a nest
// of a few ms, nor for one that is a small part of the run.
TEST(TextSummaryTest, NoAdviceForAShortNest) {
  RunReport R = twoRankRun();
  R.nests[0].wallSeconds = 0.024;
  R.nests[0].advice = advice(4, 0.010, 0.018);
  EXPECT_EQ(actionableAdvice(R), nullptr);
  EXPECT_EQ(renderText(R).find("advice"), std::string::npos);
  R.nests[0].wallSeconds = 0.2;
  R.elapsedSeconds = 10.0;
  EXPECT_EQ(actionableAdvice(R), nullptr);
}

TEST(TextSummaryTest, NoAdviceWithoutAGainOrFarFromTheRun) {
  RunReport R = twoRankRun();
  R.nests[0].advice = advice(3, 0.017, 0.018);
  EXPECT_EQ(actionableAdvice(R), nullptr);
  R.nests[0].advice = advice(88, 0.001, 0.018);
  EXPECT_EQ(actionableAdvice(R), nullptr);
  R.nests[0].advice = advice(2, 0.018, 0.018);
  EXPECT_EQ(actionableAdvice(R), nullptr);
}

} // namespace
