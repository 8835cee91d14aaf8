//===- VariantTrialTest.cpp - Tests of the chunk-loop variant trial -------===//

#include "policy/schedules/VariantTrial.h"

#include <gtest/gtest.h>

using namespace autolb::policy;

TEST(VariantTrialTest, FirstAsWrittenThenAlternatesThenKeepsTheFaster) {
  // Times per execution 10% apart, over 1000 iterations: no clear winner
  // after one each, so two each.
  VariantTrial T;
  EXPECT_EQ(T.variant(), VariantTrial::AsWritten);
  T.record(VariantTrial::AsWritten, 20e-3 / 1000); // untimed: first touch
  EXPECT_EQ(T.timed(), 0);
  const int Expected[] = {VariantTrial::Plain, VariantTrial::AsWritten,
                          VariantTrial::Plain, VariantTrial::AsWritten};
  const double Seconds[] = {10.0e-3, 11.0e-3, 10.4e-3, 11.2e-3};
  for (int I = 0; I < 4; ++I) {
    EXPECT_FALSE(T.decided());
    ASSERT_EQ(T.variant(), Expected[I]) << I;
    T.record(Expected[I], Seconds[I] / 1000);
  }
  EXPECT_TRUE(T.decided());
  EXPECT_EQ(T.timed(), 4);
  EXPECT_EQ(T.variant(), VariantTrial::Plain);
  EXPECT_NEAR(T.meanSeconds(VariantTrial::Plain), 10.2e-6, 1e-15);
  EXPECT_NEAR(T.meanSeconds(VariantTrial::AsWritten), 11.1e-6, 1e-15);
  // Later records change nothing.
  T.record(VariantTrial::AsWritten, 1e-9);
  EXPECT_EQ(T.variant(), VariantTrial::Plain);
  EXPECT_EQ(T.timed(), 4);
}

TEST(VariantTrialTest, ClearDifferenceDecidesAfterOneEach) {
  // jacobi2d.c's sweep, 2 ranks: 6.2 ms plain, 15.4 ms as written (Polly's
  // tiles), over 1499 rows: 2.5 > 1.5.
  VariantTrial T;
  T.record(VariantTrial::AsWritten, 20e-3 / 1499);
  T.record(VariantTrial::Plain, 6.2e-3 / 1499);
  EXPECT_FALSE(T.decided());
  T.record(VariantTrial::AsWritten, 15.4e-3 / 1499);
  EXPECT_TRUE(T.decided());
  EXPECT_EQ(T.variant(), VariantTrial::Plain);
  EXPECT_EQ(T.timed(VariantTrial::Plain), 1);
  EXPECT_EQ(T.timed(VariantTrial::AsWritten), 1);
  // samples/mm.c's rows with Polly: 0.5 ms plain, 0.2 ms as written.
  VariantTrial M;
  M.record(VariantTrial::AsWritten, 1.0);
  M.record(VariantTrial::Plain, 0.5e-3);
  M.record(VariantTrial::AsWritten, 0.2e-3);
  EXPECT_TRUE(M.decided());
  EXPECT_EQ(M.variant(), VariantTrial::AsWritten);
}

TEST(VariantTrialTest, AsWrittenWinsWhenFasterOrTied) {
  VariantTrial Faster, Tied;
  for (VariantTrial *T : {&Faster, &Tied}) {
    T->record(T->variant(), 1.0);
    for (int I = 0; I < 4; ++I) {
      const int V = T->variant();
      T->record(V, T == &Tied || V == VariantTrial::Plain ? 2.0 : 1.0);
    }
    EXPECT_TRUE(T->decided());
    EXPECT_EQ(T->variant(), VariantTrial::AsWritten);
  }
}

TEST(VariantTrialTest, ExecutionsWithoutIterationsDoNotCount) {
  VariantTrial T;
  T.record(VariantTrial::AsWritten, 0.0);
  T.record(VariantTrial::AsWritten, -1.0);
  EXPECT_EQ(T.variant(), VariantTrial::AsWritten);
  T.record(VariantTrial::AsWritten, 1e-6);
  EXPECT_EQ(T.variant(), VariantTrial::Plain);
  T.record(VariantTrial::Plain, 0.0);
  EXPECT_EQ(T.variant(), VariantTrial::Plain);
  EXPECT_EQ(T.timed(), 0);
  T.record(7, 1e-6);
  EXPECT_EQ(T.timed(), 0);
}
